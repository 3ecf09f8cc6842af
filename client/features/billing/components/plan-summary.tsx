import {
  ArrowRightIcon,
  CalendarClockIcon,
  CalendarX2Icon,
  ShieldCheckIcon,
  TriangleAlertIcon,
} from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { Badge } from '#client/components/ui/badge.tsx';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { PATHS } from '#client/lib/paths.ts';
import type { SubscriptionSummary } from '#common/contracts/subscriptions.ts';
import {
  ASSIGNED_BY_ADMIN_TEXT,
  isPaidPlan,
  planDateText,
  planPriceText,
  planStatusBadge,
} from '../lib/plan-status.ts';
import { ManageBillingButton } from './manage-billing-button.tsx';

/**
 * The plan a user holds, on every screen that shows it (the parent Subscription tab, the account page,
 * the billing page): tier, price per period, status, renewal or end date, players per plan, and the way
 * to change it (Manage Billing for a subscriber, otherwise Upgrade Plan). `actions` replaces that way.
 */
export function PlanSummary({
  subscription,
  showPlayers = true,
  actions,
}: {
  subscription: SubscriptionSummary;
  /** Players per plan (count / maxPlayers): a parent's children; a player manages only their own profile. */
  showPlayers?: boolean;
  actions?: ReactNode;
}) {
  const { tier, status, playerCount, maxPlayers, cancelAtPeriodEnd } = subscription;
  const badge = planStatusBadge(status);
  const { price, period } = planPriceText(subscription);
  const dateText = planDateText(subscription);
  const usage = maxPlayers > 0 ? Math.min(100, Math.round((playerCount / maxPlayers) * 100)) : 100;
  const paid = isPaidPlan(subscription);
  const playersLabelId = useId();

  return (
    <div className="grid gap-5" data-testid="plan-summary">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-2xl font-bold tracking-tight">{tier.displayName}</p>
          <p className="text-muted-foreground">
            <span className="font-semibold text-foreground tabular-nums">{price}</span>
            {period ? ` ${period}` : null}
          </p>
        </div>
        <Badge variant={badge.variant}>{badge.label}</Badge>
      </div>

      {subscription.assignedByAdmin && paid ? (
        <p className="flex items-center gap-2 text-sm font-medium">
          <ShieldCheckIcon aria-hidden="true" className="size-4 shrink-0 text-primary" />
          {ASSIGNED_BY_ADMIN_TEXT}
        </p>
      ) : null}

      {dateText || subscription.discountPercent ? (
        <ul className="grid gap-2 text-sm">
          {dateText ? (
            <li className="flex items-center gap-2">
              {cancelAtPeriodEnd ? (
                <CalendarX2Icon aria-hidden="true" className="size-4 shrink-0 text-warning" />
              ) : (
                <CalendarClockIcon aria-hidden="true" className="size-4 shrink-0 text-primary" />
              )}
              <span className="font-medium">{dateText}</span>
            </li>
          ) : null}
          {subscription.discountPercent ? (
            <li className="text-muted-foreground">
              {subscription.couponCode ? `Coupon ${subscription.couponCode}: ` : 'Discount: '}
              {subscription.discountPercent}% off
            </li>
          ) : null}
        </ul>
      ) : null}

      {status === 'past_due' || status === 'unpaid' ? (
        <p className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm">
          <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
          <span>
            Your last payment did not go through. Update your card in Manage Billing to keep your plan.
          </span>
        </p>
      ) : null}

      {showPlayers ? (
        <div className="grid gap-2">
          <div className="flex justify-between text-sm">
            <span className="font-medium" id={playersLabelId}>
              Players per plan
            </span>
            <span className="font-semibold tabular-nums">
              {playerCount} / {maxPlayers}
            </span>
          </div>
          <div
            role="progressbar"
            aria-labelledby={playersLabelId}
            aria-valuemin={0}
            aria-valuemax={maxPlayers}
            aria-valuenow={playerCount}
            className="h-2 overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full rounded-full bg-primary transition-all" style={{ width: `${usage}%` }} />
          </div>
        </div>
      ) : null}

      {actions === undefined ? (
        <div className="flex flex-wrap gap-2">
          {subscription.canManageBilling ? (
            <ManageBillingButton className="w-full sm:w-fit" />
          ) : (
            <Link to={PATHS.pricing} className={buttonVariants({ className: 'w-full sm:w-fit' })}>
              {paid ? 'View Plans' : 'Upgrade Plan'}
              <ArrowRightIcon />
            </Link>
          )}
        </div>
      ) : (
        actions
      )}
    </div>
  );
}
