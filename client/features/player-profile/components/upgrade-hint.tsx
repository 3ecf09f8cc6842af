import { LockIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PRICING_PATH } from '../lib/links.ts';

/** The reason an add button is disabled, with the way out. */
export function UpgradeHint({ id, reason }: { id: string; reason: string }) {
  return (
    <p
      id={id}
      className="flex items-start gap-2 rounded-lg border border-warning/40 bg-warning/10 px-3 py-2 text-sm text-foreground"
    >
      <LockIcon className="mt-0.5 size-4 shrink-0 text-warning" />
      <span>
        {reason}{' '}
        <Link
          to={PRICING_PATH}
          className="font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          View plans
        </Link>
      </span>
    </p>
  );
}
