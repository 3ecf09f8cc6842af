import {
  ArrowLeftIcon,
  ArrowRightIcon,
  CircleCheckIcon,
  CircleXIcon,
  CreditCardIcon,
  FlaskConicalIcon,
  LockIcon,
  SearchXIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { BrandWordmark } from '#client/components/brand-logo.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { PageSpinner, Spinner } from '#client/components/ui/spinner.tsx';
import { useAuth } from '#client/lib/auth.tsx';
import { cn } from '#client/lib/cn.ts';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import { PATHS } from '#client/lib/paths.ts';
import type { CheckoutSession } from '#common/contracts/subscriptions.ts';
import { homePathForRole } from '#common/roles.ts';
import { useCancelTestCheckout, useCompleteTestCheckout } from '../api/finish-test-checkout.ts';
import { useCheckoutSession } from '../api/get-checkout-session.ts';
import { leaveFor } from '../lib/leave-app.ts';
import { periodLabel, priceLabel } from '../lib/pricing.ts';

export const TEST_MODE_LABEL = 'Test mode — no card is charged';

/**
 * /checkout/test/:sessionId (decisions §6): without Stripe keys this page stands in for Stripe's hosted
 * checkout. Pay and Cancel drive the same fulfilment as Stripe's webhook and return where Stripe would.
 */
export function TestCheckoutPage() {
  const { sessionId = '' } = useParams();
  const session = useCheckoutSession(sessionId);

  return (
    <div className="relative isolate">
      <title>Checkout · Rinkside</title>
      <div aria-hidden="true" className="bg-ice-texture absolute inset-x-0 top-0 -z-10 h-80" />
      <div className="container-page py-8 sm:py-12">
        <div className="mx-auto grid max-w-5xl gap-6">
          <p className="flex items-center justify-center gap-2 rounded-lg border border-warning/50 bg-warning/10 px-4 py-2.5 text-center text-sm font-semibold text-foreground">
            <FlaskConicalIcon aria-hidden="true" className="size-4 shrink-0 text-warning" />
            {TEST_MODE_LABEL}
          </p>
          {session.isPending ? (
            <PageSpinner label="Loading checkout..." />
          ) : session.isError || !session.data ? (
            <CheckoutStatus
              tone="error"
              icon={<SearchXIcon />}
              title="Checkout not found"
              text="This checkout link is not valid. Choose a plan on the pricing page to start again."
              action={<BackToPricing />}
            />
          ) : (
            <CheckoutBody session={session.data.checkoutSession} onChanged={() => session.refetch()} />
          )}
        </div>
      </div>
    </div>
  );
}

function CheckoutBody({ session, onChanged }: { session: CheckoutSession; onChanged: () => void }) {
  const { user } = useAuth();
  if (!session.testMode) {
    return (
      <CheckoutStatus
        tone="info"
        icon={<CreditCardIcon />}
        title="This checkout is handled by Stripe"
        text="Payments go through Stripe's secure checkout, not this test page."
        action={<BackToPricing />}
      />
    );
  }
  if (session.status === 'complete') {
    // A guest's purchase waits for the account they create or log in to (spec 1 §4).
    const next =
      !session.attached && !user
        ? {
            to: `${PATHS.signup}?checkout=success&session_id=${encodeURIComponent(session.sessionId)}`,
            label: 'Finish Signing Up',
          }
        : user
          ? {
              to: homePathForRole(user.role),
              label: user.role === 'PLAYER' ? 'Go to My Profile' : 'Go to Dashboard',
            }
          : { to: PATHS.login, label: 'Log In' };
    return (
      <CheckoutStatus
        tone="success"
        icon={<CircleCheckIcon />}
        title="This checkout is already paid"
        text={`The ${session.tier.displayName} plan was paid for. Nothing more to do here.`}
        action={
          <Link to={next.to} className={buttonVariants({ size: 'lg' })}>
            {next.label}
            <ArrowRightIcon />
          </Link>
        }
      />
    );
  }
  if (session.status !== 'open') {
    return (
      <CheckoutStatus
        tone="info"
        icon={<CircleXIcon />}
        title={session.status === 'expired' ? 'This checkout has expired' : 'This checkout was cancelled'}
        text="No payment was taken. Choose a plan on the pricing page to start again."
        action={<BackToPricing />}
      />
    );
  }
  return <OpenCheckout session={session} onChanged={onChanged} />;
}

function OpenCheckout({ session, onChanged }: { session: CheckoutSession; onChanged: () => void }) {
  const pay = useCompleteTestCheckout(session.sessionId);
  const cancel = useCancelTestCheckout(session.sessionId);
  // After Pay or Cancel the browser leaves; the buttons stay busy until it has.
  const busy = pay.isPending || pay.isSuccess || cancel.isPending || cancel.isSuccess;
  const amount = priceLabel(session.amountCents);
  const cycleText = session.billingCycle === 'yearly' ? 'Billed yearly' : 'Billed monthly';

  const finish = (mutation: typeof pay, failure: string) =>
    mutation.mutate(undefined, {
      onSuccess: ({ url }) => leaveFor(url),
      onError: (error) => {
        showErrorToast(failure, error);
        onChanged();
      },
    });

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-8">
      <Card className="p-6 sm:p-8">
        <div className="flex items-center justify-between gap-3">
          <BrandWordmark />
          <Badge variant="outline">Test mode</Badge>
        </div>
        <h1 className="mt-8 text-lg font-semibold text-muted-foreground">
          Subscribe to {session.tier.displayName}
        </h1>
        <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
          <span className="font-display text-4xl font-extrabold tracking-tight tabular-nums sm:text-5xl">
            {amount}
          </span>
          <span className="text-muted-foreground">{periodLabel(session.billingCycle)}</span>
        </p>

        <section aria-labelledby="order-summary" className="mt-8">
          <h2
            id="order-summary"
            className="text-sm font-semibold uppercase tracking-wider text-muted-foreground"
          >
            Order summary
          </h2>
          <dl className="mt-3 divide-y divide-border rounded-xl border border-border">
            <SummaryRow label={`${session.tier.displayName} plan`} detail={cycleText} value={amount} />
            <SummaryRow label="Subtotal" value={amount} />
            <SummaryRow label="Total due today" value={amount} strong />
          </dl>
          <p className="mt-4 text-sm text-muted-foreground">
            Renews automatically every {session.billingCycle === 'yearly' ? 'year' : 'month'} until you
            cancel. You can switch or cancel your plan at any time from Manage Billing.
          </p>
        </section>
      </Card>

      <Card className="flex flex-col gap-6 p-6 sm:p-8">
        <div>
          <h2 className="text-xl font-bold tracking-tight">Payment</h2>
          <p className="mt-1 text-sm text-muted-foreground">Card payments, processed securely.</p>
        </div>
        <div className="relative overflow-hidden rounded-xl bg-linear-to-br from-rink-blue to-primary p-5 text-white shadow-md dark:from-[#13315a] dark:to-[#0b5c8a]">
          <div className="flex items-center justify-between">
            <CreditCardIcon aria-hidden="true" className="size-7 opacity-90" />
            <span className="text-xs font-semibold uppercase tracking-wider opacity-90">Test card</span>
          </div>
          <p aria-hidden="true" className="mt-6 font-mono text-lg tracking-widest">
            •••• •••• •••• ••••
          </p>
          <p className="mt-2 text-sm opacity-90">No card details are needed in test mode.</p>
        </div>
        <p className="text-sm text-muted-foreground">
          Pay completes this purchase the way a real payment would, without charging anything. Cancel returns
          you to the plans.
        </p>
        <div className="mt-auto grid gap-3">
          <Button size="lg" disabled={busy} onClick={() => finish(pay, 'Payment failed')}>
            {pay.isPending || pay.isSuccess ? <Spinner className="size-4 text-current" /> : <LockIcon />}
            {pay.isPending || pay.isSuccess ? 'Processing...' : `Pay ${amount}`}
          </Button>
          <Button
            size="lg"
            variant="outline"
            disabled={busy}
            onClick={() => finish(cancel, 'Failed to cancel checkout')}
          >
            {cancel.isPending || cancel.isSuccess ? <Spinner className="size-4 text-current" /> : null}
            Cancel
          </Button>
        </div>
        <p className="flex items-center justify-center gap-1.5 text-xs text-muted-foreground">
          <LockIcon aria-hidden="true" className="size-3.5" />
          Secure checkout · Test mode
        </p>
      </Card>
    </div>
  );
}

function SummaryRow({
  label,
  detail,
  value,
  strong = false,
}: {
  label: string;
  detail?: string;
  value: string;
  strong?: boolean;
}) {
  return (
    <div className={cn('flex items-start justify-between gap-4 px-4 py-3', strong && 'bg-muted/50')}>
      <dt className={cn('min-w-0', strong ? 'font-semibold' : 'font-medium')}>
        {label}
        {detail ? <span className="block text-sm font-normal text-muted-foreground">{detail}</span> : null}
      </dt>
      <dd className={cn('shrink-0 tabular-nums', strong ? 'text-lg font-bold' : 'font-medium')}>{value}</dd>
    </div>
  );
}

const TONES = {
  info: 'bg-accent text-primary',
  success: 'bg-success/15 text-success',
  error: 'bg-destructive/10 text-destructive',
} as const;

/** A checkout that cannot be paid (any more): what happened, and the way on. */
function CheckoutStatus({
  tone,
  icon,
  title,
  text,
  action,
}: {
  tone: keyof typeof TONES;
  icon: ReactNode;
  title: string;
  text: string;
  action: ReactNode;
}) {
  return (
    <Card className="mx-auto w-full max-w-xl px-6 py-10 text-center shadow-lg sm:px-10">
      <div className="grid justify-items-center gap-4">
        <span
          className={cn('flex size-16 items-center justify-center rounded-full [&_svg]:size-8', TONES[tone])}
        >
          {icon}
        </span>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <p className="text-muted-foreground">{text}</p>
        <div className="mt-2">{action}</div>
      </div>
    </Card>
  );
}

function BackToPricing() {
  return (
    <Link to={PATHS.pricing} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
      <ArrowLeftIcon />
      Back to Pricing
    </Link>
  );
}
