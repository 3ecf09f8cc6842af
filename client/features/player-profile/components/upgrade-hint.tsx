import { LockIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PRICING_PATH } from '../lib/links.ts';

/**
 * The reason an add button is disabled, with the way out: the plans, unless an administrator decided it
 * (D248: no plan would help then).
 */
export function UpgradeHint({
  id,
  reason,
  showPlans = true,
}: {
  id: string;
  reason: string;
  showPlans?: boolean;
}) {
  return (
    <p
      id={id}
      className="flex items-start gap-2 rounded-lg border border-warning/40 bg-warning/10 px-3 py-2 text-sm text-foreground"
    >
      <LockIcon className="mt-0.5 size-4 shrink-0 text-warning" />
      <span>
        {reason}
        {showPlans ? (
          <Link
            to={PRICING_PATH}
            className="ml-1 font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            View plans
          </Link>
        ) : null}
      </span>
    </p>
  );
}
