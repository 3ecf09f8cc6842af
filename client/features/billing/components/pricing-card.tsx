import { CheckIcon, CrownIcon, XIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { cn } from '#client/lib/cn.ts';
import { formatPrice } from '#client/lib/format.ts';
import type { BillingCycle, TierWithFeatures } from '#common/contracts/subscriptions.ts';
import {
  isFeaturedTier,
  limitText,
  type PlanAction,
  periodLabel,
  priceLabel,
  tierPrice,
  visibleFeatures,
  yearlySavingsCents,
} from '../lib/pricing.ts';

/**
 * One plan on the pricing page (spec 1 §2): name, description, price for the chosen cycle, Most Popular on
 * first_line, the features (coming-soon ones left out; enabled with a check and their limit, disabled
 * struck through) and the card's button. `freeTo` is where Get Started Free leads.
 */
export function PricingCard({
  tier,
  cycle,
  action,
  freeTo,
  isPending,
  isDisabled,
  onSelect,
}: {
  tier: TierWithFeatures;
  cycle: BillingCycle;
  action: PlanAction;
  freeTo: string;
  /** This card's checkout (or billing portal) is being opened. */
  isPending: boolean;
  /** Another card's is. */
  isDisabled: boolean;
  onSelect: (tier: TierWithFeatures, action: PlanAction) => void;
}) {
  const titleId = useId();
  const featured = isFeaturedTier(tier);
  const isCurrent = action.kind === 'current';
  const price = tierPrice(tier, cycle);
  const savings = cycle === 'yearly' ? yearlySavingsCents(tier) : 0;
  const features = visibleFeatures(tier.features);

  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        // The cards of a row share their rows (subgrid), so prices, buttons and features line up
        // whatever the length of a description.
        'relative row-span-4 grid grid-cols-1 grid-rows-subgrid gap-y-0 rounded-2xl border bg-card p-6 text-card-foreground shadow-sm lg:p-5 xl:p-6',
        featured ? 'border-primary shadow-lg shadow-primary/10 ring-1 ring-primary' : 'border-border',
        isCurrent && !featured && 'border-success/60',
      )}
    >
      {featured || isCurrent ? (
        <div className="absolute -top-3 left-6 flex gap-2">
          {featured ? (
            <Badge className="shadow-sm">
              <CrownIcon aria-hidden="true" />
              Most Popular
            </Badge>
          ) : null}
          {isCurrent ? (
            <Badge variant="success" className="shadow-sm">
              <CheckIcon aria-hidden="true" />
              Current Plan
            </Badge>
          ) : null}
        </div>
      ) : null}

      <div>
        <h2 id={titleId} className="mt-1 text-xl font-bold tracking-tight">
          {tier.displayName}
        </h2>
        {tier.description ? <p className="mt-2 text-sm text-muted-foreground">{tier.description}</p> : null}
      </div>

      <div className="mt-5">
        <p className="flex flex-wrap items-baseline gap-x-1.5">
          <span className="font-display text-4xl font-extrabold tracking-tight tabular-nums">
            {priceLabel(price)}
          </span>
          {price > 0 ? <span className="text-sm text-muted-foreground">{periodLabel(cycle)}</span> : null}
        </p>
        <p className="mt-1 h-5 text-sm text-muted-foreground">
          {price === 0
            ? 'Free forever'
            : savings > 0
              ? `Save ${formatPrice(savings)} a year`
              : cycle === 'monthly'
                ? 'Billed monthly'
                : 'Billed yearly'}
        </p>
      </div>

      <PlanButton
        tier={tier}
        action={action}
        freeTo={freeTo}
        featured={featured}
        isPending={isPending}
        isDisabled={isDisabled}
        onSelect={onSelect}
      />

      <ul
        className="mt-6 grid content-start gap-3 border-t border-border pt-6 text-sm"
        aria-label={`${tier.displayName} features`}
      >
        {features.map((feature) => {
          const limit = limitText(feature);
          return (
            <li key={feature.featureKey} className="flex items-start gap-3">
              {feature.enabled ? (
                <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-primary/15 text-primary [&_svg]:size-3.5">
                  <CheckIcon strokeWidth={3} aria-hidden="true" />
                </span>
              ) : (
                <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground [&_svg]:size-3.5">
                  <XIcon strokeWidth={3} aria-hidden="true" />
                </span>
              )}
              {feature.enabled ? (
                <span className="flex min-w-0 flex-1 flex-wrap justify-between gap-x-2">
                  <span className="font-medium">{feature.featureName}</span>
                  <span className="ml-auto text-muted-foreground">{limit}</span>
                </span>
              ) : (
                <span className="text-muted-foreground">
                  <s>{feature.featureName}</s>
                  <span className="sr-only"> (not included)</span>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </article>
  );
}

function PlanButton({
  tier,
  action,
  freeTo,
  featured,
  isPending,
  isDisabled,
  onSelect,
}: {
  tier: TierWithFeatures;
  action: PlanAction;
  freeTo: string;
  featured: boolean;
  isPending: boolean;
  isDisabled: boolean;
  onSelect: (tier: TierWithFeatures, action: PlanAction) => void;
}) {
  const className = 'mt-6 w-full self-start';
  const variant = featured ? 'default' : 'outline';
  if (action.kind === 'current' || action.kind === 'unavailable') {
    return (
      <Button variant="secondary" className={className} disabled>
        {action.label}
      </Button>
    );
  }
  if (action.kind === 'free') {
    return (
      <Link to={freeTo} className={buttonVariants({ variant, className })}>
        {action.label}
      </Link>
    );
  }
  return (
    <Button
      variant={variant}
      className={className}
      disabled={isPending || isDisabled}
      aria-label={isPending ? undefined : `${action.label}: ${tier.displayName}`}
      onClick={() => onSelect(tier, action)}
    >
      {isPending ? <Spinner className="size-4 text-current" /> : null}
      {isPending ? 'Processing...' : action.label}
    </Button>
  );
}
