import { TriangleAlertIcon, UsersIcon } from 'lucide-react';
import { useLoaderData, useParams } from 'react-router';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { PlayerCard, PlayerCardSkeleton, PlayerGrid } from '#client/features/recruiter/index.ts';
import { isApiError } from '#client/lib/api-client.ts';
import { playerCount } from '#client/lib/format.ts';
import type { PageData } from '#client/lib/route-data.ts';
import { usePublicOrganization } from '../api/public-org.ts';
import { PublicOrgHeader } from '../components/public-org-header.tsx';
import { PublicOrgNotFound } from '../components/public-org-not-found.tsx';

/** /org/{slug}: the program and its active roster (only profiles anyone may see, decisions §1, §4). */
export function PublicOrgPage() {
  const { slug } = useParams();
  // The route's loader (publicOrgLoader) read the page into the cache, or found no such organization.
  const notFound = (useLoaderData() as PageData | undefined)?.notFound === true;
  const query = usePublicOrganization(notFound ? undefined : slug);

  // An address that cannot be a slug (400) is as unknown as one that is not there (404).
  if (!slug || notFound || isApiError(query.error, 404) || isApiError(query.error, 400))
    return <PublicOrgNotFound />;

  if (query.isPending) {
    return (
      <div className="container-page grid gap-8 py-8 sm:py-10" aria-busy="true">
        <title>Organization · Rinkside</title>
        <div className="h-48 animate-pulse rounded-3xl bg-muted motion-reduce:animate-none" />
        <PlayerGrid>
          {Array.from({ length: 3 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <PlayerCardSkeleton key={i} />
          ))}
        </PlayerGrid>
        <span className="sr-only" role="status">
          Loading organization...
        </span>
      </div>
    );
  }

  if (query.isError) {
    return (
      <div className="container-page py-10">
        <title>Organization · Rinkside</title>
        <Alert
          variant="destructive"
          icon={<TriangleAlertIcon />}
          title="Unable to load this page"
          role="alert"
        >
          <p>Something went wrong while loading the organization. Please try again.</p>
          <Button size="sm" variant="outline" className="mt-3" onClick={() => query.refetch()}>
            Try Again
          </Button>
        </Alert>
      </div>
    );
  }

  const { organization, roster } = query.data;
  return (
    <div className="container-page grid gap-8 py-8 sm:py-10">
      <title>{`${organization.name} · Rinkside`}</title>
      <PublicOrgHeader organization={organization} />
      <section aria-labelledby="org-roster" className="grid gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="org-roster" className="text-2xl font-bold tracking-tight">
            Roster
          </h2>
          {roster.length > 0 ? (
            <p className="text-sm text-muted-foreground">{playerCount(roster.length)}</p>
          ) : null}
        </div>
        {roster.length === 0 ? (
          <EmptyState
            size="lg"
            icon={<UsersIcon />}
            title="No players on the roster yet"
            description={`Players sponsored by ${organization.name} appear here once their families accept.`}
          />
        ) : (
          <PlayerGrid>
            {roster.map((player) => (
              <PlayerCard key={player.id} player={player} />
            ))}
          </PlayerGrid>
        )}
      </section>
    </div>
  );
}
