import { useId } from 'react';
import { Badge } from '#client/components/ui/badge.tsx';
import { cn } from '#client/lib/cn.ts';
import type { BillingCycle } from '#common/contracts/subscriptions.ts';
import { SAVINGS_BADGE } from '../lib/pricing.ts';

const CYCLES: { value: BillingCycle; label: string }[] = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'yearly', label: 'Yearly' },
];

/** Spec 1 §2: the Monthly/Yearly toggle (two radios), with the savings badge when yearly saves. */
export function BillingCycleToggle({
  value,
  onChange,
  showSavings,
}: {
  value: BillingCycle;
  onChange: (cycle: BillingCycle) => void;
  showSavings: boolean;
}) {
  const name = useId();
  return (
    <div className="flex flex-wrap items-center justify-center gap-3">
      <fieldset className="inline-flex rounded-full border border-border bg-muted/70 p-1">
        <legend className="sr-only">Billing cycle</legend>
        {CYCLES.map((cycle) => (
          <label
            key={cycle.value}
            className={cn(
              'relative cursor-pointer rounded-full px-5 py-2 text-sm font-semibold transition-colors',
              'has-focus-visible:ring-2 has-focus-visible:ring-ring',
              value === cycle.value
                ? 'bg-card text-foreground shadow-sm dark:bg-accent dark:text-accent-foreground'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            <input
              type="radio"
              name={name}
              value={cycle.value}
              checked={value === cycle.value}
              onChange={() => onChange(cycle.value)}
              // Covers the whole pill, so a click or tap lands on the radio itself.
              className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
            />
            {cycle.label}
          </label>
        ))}
      </fieldset>
      {showSavings ? <Badge variant="success">{SAVINGS_BADGE}</Badge> : null}
    </div>
  );
}
