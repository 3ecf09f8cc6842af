import { ArrowRightIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { formatDate, formatPrice } from '#client/lib/format.ts';
import type { BillingCycle, SubscriptionSummary } from '#common/contracts/subscriptions.ts';
import { type PlanChangeQuote, quotePlanChange, type TierPrices } from '#common/plan-price.ts';
import { periodLabel } from '../lib/pricing.ts';

/** The change a subscriber picked on the billing page: another cycle, or another paid tier. */
export type PlanChoice =
  | { kind: 'cycle'; cycle: BillingCycle }
  | { kind: 'tier'; tier: TierPrices & { id: string; displayName: string } };

const perPeriod = (cents: number, cycle: BillingCycle) => `${formatPrice(cents)} ${periodLabel(cycle)}`;

/** "$9.98 less per year", "$10.00 more per month", or "The same price". */
export function differenceText(quote: Pick<PlanChangeQuote, 'difference'>): string {
  const { cents, per } = quote.difference;
  if (cents === 0) return 'The same price';
  return `${formatPrice(Math.abs(cents))} ${cents > 0 ? 'more' : 'less'} ${periodLabel(per)}`;
}

/** The quote of a choice against the plan held now (the rule the server applies, D244). */
export function quoteChoice(
  subscription: SubscriptionSummary,
  choice: PlanChoice,
  now: Date,
): PlanChangeQuote {
  return quotePlanChange(
    {
      cents: subscription.amountCents,
      cycle: subscription.billingPeriod,
      currentPeriodEnd: subscription.currentPeriodEnd ? new Date(subscription.currentPeriodEnd) : null,
    },
    choice.kind === 'cycle'
      ? { tier: subscription.tier, cycle: choice.cycle }
      : { tier: choice.tier, cycle: subscription.billingPeriod },
    now,
  );
}

/**
 * D244: a change of plan or billing cycle is confirmed before it is made, showing what is paid now and
 * after, the difference over the same time, the date it applies, what is charged today and the next
 * renewal. Cannot be closed while the change is saved.
 */
export function PlanChangeDialog({
  subscription,
  choice,
  isPending,
  onConfirm,
  onClose,
}: {
  subscription: SubscriptionSummary;
  /** The change to confirm; null keeps the dialog closed. */
  choice: PlanChoice | null;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const quote = choice ? quoteChoice(subscription, choice, new Date()) : null;
  const current = subscription.tier.displayName;
  const title =
    choice?.kind === 'cycle'
      ? `Switch to ${choice.cycle} billing?`
      : choice
        ? `Switch to ${choice.tier.displayName}?`
        : '';
  const confirmLabel =
    choice?.kind === 'cycle'
      ? `Switch to ${choice.cycle === 'yearly' ? 'Yearly' : 'Monthly'}`
      : choice
        ? `Switch to ${choice.tier.displayName}`
        : '';
  const description =
    choice?.kind === 'cycle'
      ? `Your ${current} plan moves from ${subscription.billingPeriod} to ${choice.cycle} billing.`
      : choice
        ? `Your plan moves from ${current} to ${choice.tier.displayName}, still billed ${subscription.billingPeriod}.`
        : '';

  return (
    <ConfirmDialog
      open={choice !== null}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      cancelLabel="Keep Current Plan"
      confirmVariant="default"
      isPending={isPending}
      onConfirm={onConfirm}
    >
      {quote ? (
        <dl className="grid gap-2 text-sm" aria-label="What changes">
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-0.5 rounded-lg bg-muted/50 px-3 py-2.5">
            <dt className="text-muted-foreground">Price</dt>
            <dd className="flex flex-wrap items-center gap-x-2 tabular-nums">
              <span className="sr-only">from </span>
              <s className="text-muted-foreground decoration-muted-foreground/60">
                {perPeriod(quote.from.cents, quote.from.cycle)}
              </s>
              <ArrowRightIcon aria-hidden="true" className="size-4 text-muted-foreground" />
              <span className="sr-only">to </span>
              <span className="font-semibold">{perPeriod(quote.to.cents, quote.to.cycle)}</span>
            </dd>
          </div>
          <Row label="Difference">{differenceText(quote)}</Row>
          <Row label="Applies">Today, {formatDate(quote.appliesOn.toISOString())}</Row>
          {quote.chargedNowCents !== null ? (
            <Row label="Charged today">{formatPrice(quote.chargedNowCents)}</Row>
          ) : null}
          {quote.renewsOn ? (
            <Row label="Next renewal">
              {formatDate(quote.renewsOn.toISOString())} at {perPeriod(quote.to.cents, quote.to.cycle)}
            </Row>
          ) : null}
        </dl>
      ) : null}
      <p className="text-sm text-muted-foreground">We e-mail you a confirmation of the change.</p>
    </ConfirmDialog>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 border-b border-border px-1 py-1.5 last:border-b-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium tabular-nums">{children}</dd>
    </div>
  );
}
