import { ArrowRightIcon, EyeIcon, ListIcon, SearchIcon, UsersIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '#client/components/ui/alert.tsx';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { SectionHeading } from '#client/components/ui/section-heading.tsx';
import { RecruiterVerificationNotice } from '#client/features/messaging/index.ts';
import { useAuth } from '#client/lib/auth.tsx';
import { welcomeWord } from '#client/lib/greeting.ts';
import { PATHS, pathTo } from '#client/lib/paths.ts';
import { useListItems } from '../api/get-list-items.ts';
import { useLists } from '../api/get-lists.ts';
import { useSearchPlayers } from '../api/search-players.ts';
import { PageHeader } from '../components/page-header.tsx';
import { PlayerCard, PlayerCardSkeleton, PlayerGrid } from '../components/player-card.tsx';
import { SavedSearchesSection } from '../components/saved-searches-section.tsx';
import { formatTotal } from '../lib/search-filters.ts';

/** The dashboard shows 4 watched players (the first list's) and 8 browse players (spec 3 §9). */
const WATCHING_SHOWN = 4;
const BROWSE_SHOWN = 8;

/**
 * /recruiter/dashboard (spec 3 §2): counts, saved searches with what is new since the last visit (D308),
 * the first list's players and players to browse.
 */
export function DashboardPage() {
  const { user } = useAuth();
  const lists = useLists();
  // The recruiter's own lists; the ones colleagues shared are on the lists page (D321).
  const ownLists = lists.data?.lists.filter((l) => l.access === 'owner');
  const firstList = ownLists?.[0];
  const watching = useListItems(firstList?.id);
  const browse = useSearchPlayers({ pageSize: BROWSE_SHOWN });

  const watchingCount = lists.data ? (firstList?.itemCount ?? 0) : undefined;

  return (
    <div className="container-page py-8 sm:py-10">
      <title>Recruiter Dashboard · Rinkside</title>
      <PageHeader
        eyebrow="Recruiter Dashboard"
        title={user?.name ? `${welcomeWord(user)}, ${user.name.split(' ')[0]}` : welcomeWord(user)}
        description="Your prospects at a glance."
        actions={
          <>
            <Link to={PATHS.recruiterLists} className={buttonVariants({ variant: 'outline' })}>
              <ListIcon />
              My Lists
            </Link>
            <Link to={PATHS.recruiterSearch} className={buttonVariants()}>
              <SearchIcon />
              Search Players
            </Link>
          </>
        }
      />
      {/* A recruiter who signed up waits for an administrator before writing to minors. */}
      <RecruiterVerificationNotice />

      <dl className="mt-8 grid gap-4 sm:grid-cols-3">
        <Stat icon={<ListIcon />} label="Your Lists" value={ownLists?.length} />
        <Stat icon={<EyeIcon />} label="Watching" value={watchingCount} />
        <Stat
          icon={<UsersIcon />}
          label="Total Players"
          value={browse.data ? formatTotal(browse.data) : undefined}
        />
      </dl>

      <SavedSearchesSection />

      <section aria-labelledby="watching-heading" className="mt-12">
        <LinkedHeading
          id="watching-heading"
          title={firstList ? `Watching · ${firstList.name}` : 'Watching'}
          link={
            firstList
              ? { to: pathTo.recruiterList(firstList.id), label: 'View list' }
              : { to: PATHS.recruiterLists, label: 'My Lists' }
          }
        />
        {lists.isPending || (firstList && watching.isPending) ? (
          <SkeletonGrid count={WATCHING_SHOWN} />
        ) : lists.isError || watching.isError ? (
          <Alert variant="destructive" title="Error Loading Lists" role="alert">
            Failed to load your lists. Please try again later.
          </Alert>
        ) : !firstList || !watching.data || watching.data.items.length === 0 ? (
          <EmptyState
            size="lg"
            headingLevel="h3"
            icon={<EyeIcon />}
            title={firstList ? 'No players in this list yet' : 'No lists yet'}
            description="Add players to a list from their profile to keep an eye on them here."
            action={
              <Link
                to={firstList ? PATHS.recruiterSearch : PATHS.recruiterLists}
                className={buttonVariants()}
              >
                {firstList ? 'Find Players to Add' : 'Create Your First List'}
              </Link>
            }
          />
        ) : (
          <PlayerGrid className="lg:grid-cols-4 xl:grid-cols-4">
            {watching.data.items.slice(0, WATCHING_SHOWN).map((player) => (
              <PlayerCard key={player.id} player={player} />
            ))}
          </PlayerGrid>
        )}
      </section>

      <section aria-labelledby="browse-heading" className="mt-12">
        <LinkedHeading
          id="browse-heading"
          title="Browse Players"
          link={{ to: PATHS.recruiterSearch, label: 'Search all players' }}
        />
        {browse.isPending ? (
          <SkeletonGrid count={BROWSE_SHOWN} />
        ) : browse.isError ? (
          <Alert variant="destructive" title="Error Loading Players" role="alert">
            Failed to load players. Please try again later.
          </Alert>
        ) : browse.data.players.length === 0 ? (
          <EmptyState size="lg" headingLevel="h3" icon={<SearchIcon />} title="No players to show yet" />
        ) : (
          <PlayerGrid className="lg:grid-cols-4 xl:grid-cols-4">
            {browse.data.players.slice(0, BROWSE_SHOWN).map((player) => (
              <PlayerCard key={player.id} player={player} />
            ))}
          </PlayerGrid>
        )}
      </section>
    </div>
  );
}

/** A figure: a number, or text already formatted (a search total such as '10,000+'). */
function Stat({
  icon,
  label,
  value,
}: {
  icon: ReactNode;
  label: string;
  value: number | string | undefined;
}) {
  return (
    // A <dl> group holds only its <dt> and <dd> (axe definition-list): the top bar is a pseudo-element
    // and the icon sits inside the <dt>, hidden from assistive technology.
    <div className="relative overflow-hidden rounded-xl border border-border bg-card p-5 shadow-sm before:absolute before:inset-x-0 before:top-0 before:h-0.5 before:bg-linear-to-r before:from-rink-blue before:to-primary">
      <dt className="flex items-center justify-between gap-3 text-sm font-medium text-muted-foreground">
        {label}
        <span
          aria-hidden="true"
          className="flex size-9 items-center justify-center rounded-lg bg-accent text-accent-foreground [&_svg]:size-4"
        >
          {icon}
        </span>
      </dt>
      <dd className="mt-2 text-3xl font-bold tabular-nums tracking-tight" data-testid={`stat-${label}`}>
        {value === undefined ? (
          <span className="inline-block h-8 w-12 animate-pulse rounded bg-muted align-middle motion-reduce:animate-none">
            <span className="sr-only">Loading</span>
          </span>
        ) : typeof value === 'number' ? (
          value.toLocaleString('en-US')
        ) : (
          value
        )}
      </dd>
    </div>
  );
}

/** A section's title with the link to the whole list at the end of its row. */
function LinkedHeading({
  id,
  title,
  link,
}: {
  id: string;
  title: string;
  link: { to: string; label: string };
}) {
  return (
    <SectionHeading
      variant="row"
      id={id}
      title={title}
      action={
        <Link
          to={link.to}
          className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-primary underline-offset-4 hover:underline [&_svg]:size-4"
        >
          {link.label}
          <ArrowRightIcon />
        </Link>
      }
    />
  );
}

function SkeletonGrid({ count }: { count: number }) {
  return (
    <div role="status" aria-label="Loading players">
      <PlayerGrid className="lg:grid-cols-4 xl:grid-cols-4">
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <PlayerCardSkeleton key={i} />
        ))}
      </PlayerGrid>
    </div>
  );
}
