import { CircleXIcon, CreditCardIcon, RefreshCwIcon, XIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { HydrateLater } from '#client/components/hydrate-later.tsx';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { getErrorMessage } from '#client/lib/api-client.ts';
import { useAuth } from '#client/lib/auth.tsx';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import { PATHS } from '#client/lib/paths.ts';
import type { BillingCycle, TierWithFeatures } from '#common/contracts/subscriptions.ts';
import { holdsPlans, homePathForRole } from '#common/roles.ts';
import { useCreateCheckoutSession } from '../api/create-checkout-session.ts';
import { useMySubscription } from '../api/get-my-subscription.ts';
import { useTiersWithFeatures } from '../api/get-tiers-with-features.ts';
import { BillingCycleToggle } from '../components/billing-cycle-toggle.tsx';
import { PaidBenefits } from '../components/paid-benefits.tsx';
import { PricingCard } from '../components/pricing-card.tsx';
import { PricingFaq } from '../components/pricing-faq.tsx';
import { leaveFor } from '../lib/leave-app.ts';
import {
  hasYearlySavings,
  PAYMENTS_OFF_TEXT,
  PAYMENTS_OFF_TITLE,
  type PlanAction,
  planAction,
} from '../lib/pricing.ts';
import { useManageBilling } from '../lib/use-manage-billing.ts';

/** Spec 1 §8: the checkout failure toast. */
export const CHECKOUT_FAILED = 'Failed to create checkout session';

/** /pricing (spec 1 §2): public. */
export function PricingPage() {
  const { user } = useAuth();
  const tiers = useTiersWithFeatures();
  const holdsPlan = Boolean(user) && holdsPlans(user?.role);
  const mine = useMySubscription(holdsPlan);
  const checkout = useCreateCheckoutSession();
  const billing = useManageBilling();
  const [cycle, setCycle] = useState<BillingCycle>('monthly');
  const [pendingTierId, setPendingTierId] = useState<string | null>(null);
  const cancelled = useCheckoutCancelled();

  const select = (tier: TierWithFeatures, action: PlanAction) => {
    if (action.kind === 'change') {
      setPendingTierId(tier.id);
      billing.open();
      return;
    }
    if (action.kind !== 'checkout') return;
    setPendingTierId(tier.id);
    checkout.mutate(
      { tierId: tier.id, billingCycle: cycle },
      {
        // The button keeps saying Processing... while the browser leaves for the checkout page.
        onSuccess: ({ url }) => {
          if (url) leaveFor(url);
          else {
            setPendingTierId(null);
            showErrorToast(CHECKOUT_FAILED);
          }
        },
        onError: (error) => {
          setPendingTierId(null);
          showErrorToast(getErrorMessage(error, CHECKOUT_FAILED));
        },
      },
    );
  };

  const busy = checkout.isPending || checkout.isSuccess || billing.isPending;
  const activeTierId = busy ? pendingTierId : null;
  const list = tiers.data?.tiers ?? [];
  const paymentsOff = tiers.data?.payments === 'off';
  // Spec 1 §6: Get Started Free leads a guest to sign up and a signed-in user home.
  const freeTo = user ? homePathForRole(user.role) : PATHS.signup;

  return (
    <div className="relative isolate">
      <title>Pricing · Rinkside</title>
      <div aria-hidden="true" className="bg-ice-texture absolute inset-x-0 top-0 -z-10 h-[28rem]" />
      <div className="container-page grid gap-10 py-12 sm:py-16">
        <header className="mx-auto grid max-w-2xl gap-4 text-center">
          <p className="text-sm font-semibold uppercase tracking-[0.18em] text-primary">Pricing</p>
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">Choose Your Plan</h1>
          <p className="text-lg leading-relaxed text-muted-foreground">
            Start free with Locker Room. Upgrade when you want highlight clips, more events on your schedule
            and analytics on who is watching.
          </p>
          {list.length > 0 ? (
            <div className="mt-2">
              <BillingCycleToggle value={cycle} onChange={setCycle} showSavings={hasYearlySavings(list)} />
            </div>
          ) : null}
        </header>

        {cancelled.isShown ? (
          <Alert
            variant="info"
            icon={<CircleXIcon />}
            title="Checkout Cancelled"
            role="status"
            className="mx-auto w-full max-w-3xl items-start"
          >
            <div className="flex items-start justify-between gap-3">
              <p>
                Your checkout was cancelled and you have not been charged. Pick a plan whenever you are ready.
              </p>
              <Button
                variant="ghost"
                size="icon"
                className="-my-2 -mr-2 size-8"
                aria-label="Dismiss"
                onClick={cancelled.dismiss}
              >
                <XIcon />
              </Button>
            </div>
          </Alert>
        ) : null}

        {paymentsOff ? (
          <Alert
            variant="info"
            icon={<CreditCardIcon />}
            title={PAYMENTS_OFF_TITLE}
            role="status"
            className="mx-auto w-full max-w-3xl"
          >
            {PAYMENTS_OFF_TEXT}
          </Alert>
        ) : null}

        {user && !holdsPlan ? (
          <Alert
            variant="info"
            title="Plans are for players and parents"
            className="mx-auto w-full max-w-3xl"
          >
            Your account works without a plan. Players and parents choose one here to add highlight clips,
            more events and analytics to a profile.
          </Alert>
        ) : null}

        {tiers.isPending ? (
          <div className="flex min-h-72 items-center justify-center">
            <Spinner label="Loading pricing options..." className="size-6 text-primary" />
          </div>
        ) : tiers.isError ? (
          <Alert
            variant="destructive"
            title="We could not load the plans"
            role="alert"
            className="mx-auto max-w-xl"
          >
            <p>Please check your connection and try again.</p>
            <Button size="sm" variant="outline" className="mt-3" onClick={() => tiers.refetch()}>
              <RefreshCwIcon />
              Try Again
            </Button>
          </Alert>
        ) : (
          <div className="grid gap-x-6 gap-y-10 pt-3 sm:grid-cols-2 lg:grid-cols-4">
            {/* Each plan and the part below hydrate in passes of their own (D208). */}
            {list.map((tier) => (
              <HydrateLater key={tier.id}>
                <PricingCard
                  tier={tier}
                  cycle={cycle}
                  action={planAction(tier, {
                    isSignedIn: Boolean(user),
                    role: user?.role,
                    subscription: mine.data?.subscription,
                    paymentsOff,
                  })}
                  freeTo={freeTo}
                  isPending={activeTierId === tier.id}
                  isDisabled={busy}
                  onSelect={select}
                />
              </HydrateLater>
            ))}
          </div>
        )}

        <HydrateLater>
          <div className="grid gap-10 lg:grid-cols-[minmax(0,26rem)_1fr] lg:gap-14">
            <Card className="self-start">
              <CardHeader>
                <CardTitle>Why go paid?</CardTitle>
                <CardDescription>Every paid plan helps a player stand out to recruiters.</CardDescription>
              </CardHeader>
              <CardContent>
                <PaidBenefits />
              </CardContent>
            </Card>
            <PricingFaq headingId="pricing-faq" />
          </div>
        </HydrateLater>
      </div>
    </div>
  );
}

/**
 * Spec 1 §2: ?checkout=cancelled shows the Checkout Cancelled alert, and the query is then removed from
 * the address (the alert stays until dismissed or the page is left).
 */
function useCheckoutCancelled() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const isCancelled = searchParams.get('checkout') === 'cancelled';
  const [isShown, setIsShown] = useState(isCancelled);
  if (isCancelled && !isShown) setIsShown(true);

  useEffect(() => {
    if (!isCancelled) return;
    const rest = new URLSearchParams(searchParams);
    rest.delete('checkout');
    const query = rest.toString();
    navigate({ pathname: PATHS.pricing, search: query ? `?${query}` : '' }, { replace: true });
  }, [isCancelled, searchParams, navigate]);

  return { isShown, dismiss: () => setIsShown(false) };
}
