import {
  ArrowLeftIcon,
  ArrowRightIcon,
  CheckIcon,
  CreditCardIcon,
  FlaskConicalIcon,
  RefreshCwIcon,
  RotateCcwIcon,
  SparklesIcon,
  TriangleAlertIcon,
  XCircleIcon,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '#client/components/ui/alert.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { PageSpinner, Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useAuth } from '#client/lib/auth.tsx';
import { cn } from '#client/lib/cn.ts';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import { formatDate, formatPrice } from '#client/lib/format.ts';
import { PATHS } from '#client/lib/paths.ts';
import type { SubscriptionSummary, TestPortalUpdateInput } from '#common/contracts/subscriptions.ts';
import { homePathForRole } from '#common/roles.ts';
import { useMySubscription } from '../api/get-my-subscription.ts';
import { useTiersWithFeatures } from '../api/get-tiers-with-features.ts';
import { useUpdateTestSubscription } from '../api/update-test-subscription.ts';
import { PlanChangeDialog, type PlanChoice } from '../components/plan-change-dialog.tsx';
import { PlanSummary } from '../components/plan-summary.tsx';
import { isPaidPlan } from '../lib/plan-status.ts';
import { isFreeTier, PAYMENTS_OFF_TEXT, PAYMENTS_OFF_TITLE, periodLabel, tierPrice } from '../lib/pricing.ts';

/**
 * /billing: the local billing page Manage Billing opens without Stripe keys (decisions §6): switch the
 * cycle or the plan, cancel at period end and resume. Every change goes through the same fulfilment as
 * Stripe's subscription updates.
 */
export function BillingPage() {
  const { user } = useAuth();
  const mine = useMySubscription();
  const tiers = useTiersWithFeatures();
  const paymentsOff = tiers.data?.payments === 'off';
  const home = homePathForRole(user?.role);

  return (
    <div className="container-page py-8 sm:py-10">
      <title>Plan &amp; Billing · Rinkside</title>
      <div className="mx-auto grid max-w-4xl gap-6">
        <header className="grid gap-3">
          <Link
            to={home}
            className="inline-flex w-fit items-center gap-1.5 rounded-sm text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <ArrowLeftIcon aria-hidden="true" className="size-4" />
            Back
          </Link>
          <div>
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Plan &amp; Billing</h1>
            <p className="mt-1 text-muted-foreground">Switch your plan or billing cycle, or cancel it.</p>
          </div>
        </header>

        {paymentsOff ? (
          <Alert variant="info" icon={<CreditCardIcon />} title={PAYMENTS_OFF_TITLE} role="status">
            {PAYMENTS_OFF_TEXT} Your plan stays as it is.
          </Alert>
        ) : (
          <Alert variant="info" icon={<FlaskConicalIcon />} title="Test mode">
            Changes here apply at once and no card is charged. With Stripe configured, Manage Billing opens
            Stripe&apos;s billing portal instead.
          </Alert>
        )}

        {mine.isPending ? (
          <PageSpinner label="Loading your plan..." />
        ) : mine.isError || !mine.data ? (
          <Alert
            variant="destructive"
            icon={<TriangleAlertIcon />}
            title="We could not load your plan"
            role="alert"
          >
            <p>Please try again.</p>
            <Button size="sm" variant="outline" className="mt-3" onClick={() => mine.refetch()}>
              <RefreshCwIcon />
              Try Again
            </Button>
          </Alert>
        ) : !mine.data.subscription.canManageBilling || !isPaidPlan(mine.data.subscription) ? (
          <EmptyState
            size="lg"
            icon={<SparklesIcon />}
            title="No paid plan yet"
            description={`You are on the free ${mine.data.subscription.tier.displayName} plan. Choose a paid plan to add highlight clips, more events and analytics.`}
            action={
              <Link to={PATHS.pricing} className={buttonVariants()}>
                View Plans
                <ArrowRightIcon />
              </Link>
            }
          />
        ) : (
          <ManagePlan
            subscription={mine.data.subscription}
            showPlayers={user?.role === 'PARENT'}
            paymentsOff={paymentsOff}
          />
        )}
      </div>
    </div>
  );
}

type Change = 'cycle' | 'tier' | 'cancel' | 'resume';

function ManagePlan({
  subscription,
  showPlayers,
  paymentsOff,
}: {
  subscription: SubscriptionSummary;
  showPlayers: boolean;
  /** D165: no change can be made while the server takes no payments. */
  paymentsOff: boolean;
}) {
  const update = useUpdateTestSubscription();
  const tiers = useTiersWithFeatures();
  const [pending, setPending] = useState<{ change: Change; tierId?: string } | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  // D244: a cycle or plan change waits for its confirmation, which shows the price and the date.
  const [choice, setChoice] = useState<PlanChoice | null>(null);
  const cycle = subscription.billingPeriod;
  const paidTiers = (tiers.data?.tiers ?? []).filter((t) => !isFreeTier(t));
  const endDate = formatDate(subscription.currentPeriodEnd);

  const change = (
    kind: Change,
    input: TestPortalUpdateInput,
    success: (next: SubscriptionSummary) => string,
  ) => {
    setPending({ change: kind, tierId: input.tierId });
    update.mutate(input, {
      onSuccess: ({ subscription: next }) => {
        setConfirmCancel(false);
        setChoice(null);
        toast({ title: 'Plan Updated', description: success(next) });
      },
      onError: (error) => showErrorToast('Failed to update your plan', error),
      onSettled: () => setPending(null),
    });
  };
  // While payments are off every change is refused (503), so none is offered.
  const isBusy = update.isPending || paymentsOff;
  const busyWith = (kind: Change, tierId?: string) =>
    isBusy && pending?.change === kind && (tierId === undefined || pending.tierId === tierId);

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Current Plan</CardTitle>
          <CardDescription>What you pay and when it renews.</CardDescription>
        </CardHeader>
        <CardContent>
          <PlanSummary subscription={subscription} showPlayers={showPlayers} actions={null} />
        </CardContent>
      </Card>

      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Billing cycle</CardTitle>
            <CardDescription>Pay every month, or once a year for less.</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-2" aria-label="Billing cycles">
              {(['monthly', 'yearly'] as const).map((option) => {
                const price =
                  option === 'yearly' ? subscription.tier.yearlyPrice : subscription.tier.monthlyPrice;
                const savings = Math.max(
                  0,
                  12 * subscription.tier.monthlyPrice - subscription.tier.yearlyPrice,
                );
                return (
                  <ChoiceRow
                    key={option}
                    title={option === 'yearly' ? 'Yearly' : 'Monthly'}
                    detail={`${formatPrice(price)} ${periodLabel(option)}${
                      option === 'yearly' && savings > 0 ? ` · save ${formatPrice(savings)}` : ''
                    }`}
                    isCurrent={option === cycle}
                    switchLabel={option === 'yearly' ? 'Switch to Yearly' : 'Switch to Monthly'}
                    isPending={busyWith('cycle')}
                    disabled={isBusy || subscription.cancelAtPeriodEnd}
                    onSwitch={() => setChoice({ kind: 'cycle', cycle: option })}
                  />
                );
              })}
            </ul>
            {subscription.cancelAtPeriodEnd ? <ResumeFirst /> : null}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Change plan</CardTitle>
            <CardDescription>Move to another paid plan; the new price applies from today.</CardDescription>
          </CardHeader>
          <CardContent>
            {tiers.isPending ? (
              <Spinner label="Loading plans..." />
            ) : (
              <ul className="grid gap-2" aria-label="Paid plans">
                {paidTiers.map((tier) => (
                  <ChoiceRow
                    key={tier.id}
                    title={tier.displayName}
                    detail={`${formatPrice(tierPrice(tier, cycle))} ${periodLabel(cycle)}`}
                    isCurrent={tier.id === subscription.tier.id}
                    switchLabel={`Switch to ${tier.displayName}`}
                    isPending={busyWith('tier', tier.id)}
                    disabled={isBusy || subscription.cancelAtPeriodEnd}
                    onSwitch={() =>
                      setChoice({
                        kind: 'tier',
                        tier: {
                          id: tier.id,
                          displayName: tier.displayName,
                          monthlyPrice: tier.priceMonthly,
                          yearlyPrice: tier.priceYearly,
                        },
                      })
                    }
                  />
                ))}
              </ul>
            )}
            {subscription.cancelAtPeriodEnd ? <ResumeFirst /> : null}
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>{subscription.cancelAtPeriodEnd ? 'Plan ending' : 'Cancel plan'}</CardTitle>
          <CardDescription>
            {subscription.cancelAtPeriodEnd
              ? `Your plan ends on ${endDate}, and you then move to the free Locker Room plan. Resume it to keep your features.`
              : `Your plan stays active until the end of the current period (${endDate}), then you move to the free Locker Room plan.`}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {subscription.cancelAtPeriodEnd ? (
            <Button
              disabled={isBusy}
              onClick={() =>
                change(
                  'resume',
                  { cancelAtPeriodEnd: false },
                  (next) =>
                    `Your plan will renew on ${formatDate(next.currentPeriodEnd)}. We sent you a confirmation e-mail.`,
                )
              }
            >
              {busyWith('resume') ? <Spinner className="size-4 text-current" /> : <RotateCcwIcon />}
              Resume Plan
            </Button>
          ) : (
            <Button variant="outline" disabled={isBusy} onClick={() => setConfirmCancel(true)}>
              <XCircleIcon />
              Cancel Plan
            </Button>
          )}
        </CardContent>
      </Card>

      <PlanChangeDialog
        subscription={subscription}
        choice={choice}
        isPending={busyWith('cycle') || busyWith('tier')}
        onClose={() => setChoice(null)}
        onConfirm={() => {
          if (choice?.kind === 'cycle') {
            change(
              'cycle',
              { billingCycle: choice.cycle },
              (next) => `You are now billed ${next.billingPeriod}. We sent you a confirmation e-mail.`,
            );
          } else if (choice) {
            change(
              'tier',
              { tierId: choice.tier.id },
              (next) => `Your plan is now ${next.tier.displayName}. We sent you a confirmation e-mail.`,
            );
          }
        }}
      />

      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title="Cancel your plan?"
        description={`You keep ${subscription.tier.displayName} until ${endDate}. After that you move to the free Locker Room plan, and you will not be charged again.`}
        confirmLabel="Cancel at Period End"
        cancelLabel="Keep Plan"
        isPending={busyWith('cancel')}
        onConfirm={() =>
          change(
            'cancel',
            { cancelAtPeriodEnd: true },
            (next) =>
              `Your plan ends on ${formatDate(next.currentPeriodEnd)}. We sent you a confirmation e-mail.`,
          )
        }
      />
    </div>
  );
}

/** One choice of the billing page: the current one is marked, the others can be switched to. */
function ChoiceRow({
  title,
  detail,
  isCurrent,
  switchLabel,
  isPending,
  disabled,
  onSwitch,
}: {
  title: string;
  detail: string;
  isCurrent: boolean;
  switchLabel: string;
  isPending: boolean;
  disabled: boolean;
  onSwitch: () => void;
}) {
  return (
    <li
      className={cn(
        'flex flex-wrap items-center justify-between gap-3 rounded-lg border px-4 py-3',
        isCurrent ? 'border-primary/50 bg-accent/50' : 'border-border',
      )}
    >
      <div className="min-w-0">
        <p className="font-semibold">{title}</p>
        <p className="text-sm text-muted-foreground tabular-nums">{detail}</p>
      </div>
      {isCurrent ? (
        <Badge variant="ice">
          <CheckIcon aria-hidden="true" />
          Current
        </Badge>
      ) : (
        <Button size="sm" variant="outline" disabled={disabled} onClick={onSwitch} aria-label={switchLabel}>
          {isPending ? <Spinner className="size-4 text-current" /> : null}
          Switch
        </Button>
      )}
    </li>
  );
}

function ResumeFirst() {
  return <p className="mt-3 text-sm text-muted-foreground">Resume your plan to change it.</p>;
}
