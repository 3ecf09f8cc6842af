import { SparklesIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { useUserFeatures } from '#client/features/players/index.ts';
import { FREE_TIER } from '#common/tier-limits.ts';
import { PRICING_PATH } from '../lib/links.ts';

/** Spec 2 §1: the free tier (locker_room) shows an upgrade banner. */
export function UpgradeBanner({ userId }: { userId: string }) {
  const features = useUserFeatures(userId);
  if (features.data?.currentTier.name !== FREE_TIER) return null;

  return (
    <section
      aria-labelledby="upgrade-title"
      className="relative overflow-hidden rounded-2xl border border-primary/30 bg-card p-5 shadow-sm sm:p-6"
    >
      <div aria-hidden="true" className="bg-ice-texture absolute inset-0" />
      <div className="relative flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
        <div className="flex gap-4">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground [&_svg]:size-5">
            <SparklesIcon />
          </span>
          <div>
            <h2 id="upgrade-title" className="text-base font-bold">
              You’re on the free Locker Room plan
            </h2>
            <p className="mt-1 max-w-2xl text-sm text-muted-foreground">
              Upgrade to add highlight videos, list more upcoming events, get a custom profile URL and see who
              is viewing you.
            </p>
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2 md:justify-end">
          <Link to={PRICING_PATH} className={buttonVariants({ size: 'sm' })}>
            View Plans
          </Link>
          <Link to={PRICING_PATH} className={buttonVariants({ size: 'sm', variant: 'outline' })}>
            Compare Features
          </Link>
        </div>
      </div>
    </section>
  );
}
