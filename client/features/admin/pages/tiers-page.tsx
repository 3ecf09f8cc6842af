import { ChevronLeftIcon, TagsIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '#client/components/ui/alert.tsx';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { useTiers } from '../api/get-tiers.ts';
import { SeedSubscriptionsButton } from '../components/seed-subscriptions-button.tsx';
import { TierPriceCard } from '../components/tier-price-card.tsx';

/**
 * /admin/tiers (spec 3 §2 "subscription tier management", §5): each tier's prices, edited in dollars and
 * stored in cents, its Stripe sync status, Save and Sync to Stripe.
 */
export function TiersPage() {
  const tiers = useTiers();
  const list = tiers.data?.tiers;
  return (
    <div className="container-page py-8 sm:py-10">
      <title>Tier Management · Rinkside</title>
      <Link to="/admin" className={buttonVariants({ variant: 'ghost', size: 'sm', className: '-ml-3 mb-4' })}>
        <ChevronLeftIcon />
        Back to Admin Dashboard
      </Link>
      <header className="mb-8">
        <p className="mb-1 text-xs font-semibold uppercase tracking-widest text-primary">Administration</p>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Tier Management</h1>
        <p className="mt-1.5 max-w-3xl text-sm text-muted-foreground sm:text-base">
          Prices are in US dollars and saved in cents. After changing a price, sync the tier so Stripe charges
          the new amount; a tier is Synced once Stripe holds its monthly price.
        </p>
      </header>
      {tiers.isPending ? (
        <div role="status" aria-label="Loading tiers" className="grid gap-6 lg:grid-cols-2">
          {[0, 1, 2, 3].map((i) => (
            <div
              key={i}
              className="h-72 animate-pulse rounded-xl border border-border bg-muted/40 motion-reduce:animate-none"
            />
          ))}
        </div>
      ) : tiers.isError ? (
        <Alert variant="destructive" title="Tiers could not be loaded" role="alert">
          Failed to load the subscription tiers. Please try again later.
        </Alert>
      ) : list && list.length === 0 ? (
        <EmptyState
          size="lg"
          icon={<TagsIcon />}
          title="No subscription tiers yet"
          description="Seed the subscription data to create the standard tiers and features."
          action={<SeedSubscriptionsButton />}
        />
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          {list?.map((tier) => (
            <TierPriceCard key={tier.id} tier={tier} />
          ))}
        </div>
      )}
    </div>
  );
}
