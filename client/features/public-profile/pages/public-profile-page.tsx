import { RefreshCwIcon } from 'lucide-react';
import { useLoaderData, useParams } from 'react-router';
import { HydrateLater } from '#client/components/hydrate-later.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  type PlayerDetail,
  useCoachReferences,
  useGoals,
  useListCount,
  useMeasurables,
  usePlayer,
  useScheduleEvents,
  useSeasonStats,
  useUpcomingEvents,
} from '#client/features/players/index.ts';
import { isApiError } from '#client/lib/api-client.ts';
import { useAuth } from '#client/lib/auth.tsx';
import { positionLabels, todayIsoDate } from '#client/lib/format.ts';
import type { PageData } from '#client/lib/route-data.ts';
import { AboutCard } from '../components/about-card.tsx';
import { upcomingOnly } from '../components/event-parts.tsx';
import { ScheduleCard, ShowcasesCard } from '../components/events-section.tsx';
import { GoalsCard } from '../components/goals-card.tsx';
import { HighlightReel } from '../components/highlight-reel.tsx';
import { CoachReferencesCard, TeamHistoryCard } from '../components/history-section.tsx';
import { MeasurablesCard } from '../components/measurables-card.tsx';
import { PlayerNotFound } from '../components/player-not-found.tsx';
import { ProfileActions } from '../components/profile-actions.tsx';
import { ProfileBackLink } from '../components/profile-back-link.tsx';
import { ProfileSection } from '../components/profile-card.tsx';
import { ProfileHero } from '../components/profile-hero.tsx';
import { ProfileNotice } from '../components/profile-notices.tsx';
import { ProfileSectionNav, sectionDomId } from '../components/profile-section-nav.tsx';
import { ProfileSkeleton } from '../components/profile-skeleton.tsx';
import { RecruiterCta } from '../components/recruiter-cta.tsx';
import { SeasonStatsCard } from '../components/season-stats-card.tsx';
import {
  CurrentTeamCard,
  HometownCard,
  NextEventCard,
  PlayerDetailsCard,
} from '../components/summary-cards.tsx';

/**
 * The public player profile at /player/{slug} (spec 2 §2). Anyone may open an active profile; a profile in
 * any other state loads only for its player, parents and admins (the API answers 404 to everyone else).
 * Opened from a player card, it offers the way back to that search or list (ProfileBackLink).
 */
export function PublicProfilePage() {
  const { slug } = useParams<{ slug: string }>();
  // The route's loader (publicProfileLoader) read the page into the cache, or found it is not public.
  const notFound = (useLoaderData() as PageData | undefined)?.notFound === true;
  const playerQuery = usePlayer(notFound ? undefined : slug);

  if (notFound) return <PlayerNotFound />;
  if (playerQuery.isPending) return <ProfileSkeleton />;
  if (playerQuery.isError) {
    // Spec 2 §7: only the main read failing with a status of 400 or more is "not found".
    if (isApiError(playerQuery.error) && playerQuery.error.status >= 400) return <PlayerNotFound />;
    return <LoadFailed onRetry={() => void playerQuery.refetch()} isRetrying={playerQuery.isFetching} />;
  }
  return <PublicProfile detail={playerQuery.data} />;
}

function LoadFailed({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  return (
    <div className="container-page py-20 text-center">
      <title>Player Profile · Rinkside</title>
      <h1 className="text-2xl font-extrabold tracking-tight">We couldn’t load this profile</h1>
      <p className="mx-auto mt-3 max-w-md text-muted-foreground">Check your connection and try again.</p>
      <Button className="mt-6" onClick={onRetry} disabled={isRetrying}>
        <RefreshCwIcon />
        Try Again
      </Button>
    </div>
  );
}

const NO_SEASONS = { stats: [], goalieStats: [], gameCount: 0 };

function PublicProfile({ detail }: { detail: PlayerDetail }) {
  const { player, viewer } = detail;
  const { user } = useAuth();
  const id = player.id;
  const name = `${player.firstName} ${player.lastName}`;

  // Supporting reads: each one that fails falls back to empty (spec 2 §7).
  const schedule = useScheduleEvents(id).data?.events ?? [];
  const showcases = useUpcomingEvents(id).data?.events ?? [];
  const seasonStats = useSeasonStats(id).data ?? NO_SEASONS;
  const measurables = useMeasurables(id).data?.measurables ?? null;
  const references = useCoachReferences(id).data?.references ?? [];
  const goals = useGoals(id).data?.goals ?? [];
  // Spec 2 §2: a player viewing their own profile triggers a list-count read.
  const isOwnPlayer = user?.role === 'PLAYER' && viewer.isOwner;
  const listCount = useListCount(isOwnPlayer ? id : undefined).data?.listCount;

  const today = todayIsoDate();
  const upcoming = upcomingOnly(schedule, today);
  // Decisions §4: the API decides who sees a minor's schedule details and showcase places.
  const upcomingShowcases = showcases.filter((e) => e.date >= today);
  const currentTeam = detail.teamHistory.find((t) => t.isCurrent);
  const position = positionLabels(player.preferredPosition, player.positions)[0];

  return (
    <div className="pb-16">
      <title>{`${name}${position ? ` · ${position}` : ''} · Rinkside`}</title>
      <ProfileNotice status={player.profileStatus} />
      <ProfileBackLink />
      <ProfileHero
        detail={detail}
        seasons={seasonStats}
        listCount={isOwnPlayer ? listCount : undefined}
        actions={<ProfileActions detail={detail} />}
      />
      <ProfileSectionNav />

      <div className="container-page grid grid-cols-1 gap-14 pt-10 sm:gap-16 sm:pt-12">
        <HydrateLater>
          <ProfileSection id={sectionDomId('details')} eyebrow="Overview" title="Details">
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
              <PlayerDetailsCard player={player} />
              <NextEventCard event={upcoming[0]} />
              <CurrentTeamCard player={player} current={currentTeam} />
              <HometownCard player={player} />
            </div>
            <div className="mt-4 grid gap-4 lg:grid-cols-3">
              <HighlightReel media={detail.media} playerName={name} />
              <AboutCard player={player} />
            </div>
          </ProfileSection>
        </HydrateLater>

        <HydrateLater>
          <ProfileSection id={sectionDomId('stats')} eyebrow="Performance" title="Stats">
            <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
              <SeasonStatsCard playerId={id} playerName={name} seasons={seasonStats} />
              <MeasurablesCard measurables={measurables} />
            </div>
          </ProfileSection>
        </HydrateLater>

        <HydrateLater>
          <ProfileSection id={sectionDomId('events')} eyebrow="On the schedule" title="Events">
            <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
              <ScheduleCard events={upcoming} />
              <ShowcasesCard events={upcomingShowcases} />
            </div>
          </ProfileSection>
        </HydrateLater>

        <HydrateLater>
          <ProfileSection id={sectionDomId('history')} eyebrow="Career path" title="History">
            <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
              <TeamHistoryCard entries={detail.teamHistory} />
              <GoalsCard goals={goals} />
            </div>
          </ProfileSection>
        </HydrateLater>

        <HydrateLater>
          <ProfileSection id={sectionDomId('contacts')} eyebrow="References" title="Contacts">
            <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
              <div className={viewer.isSignedIn ? 'lg:col-span-3' : 'lg:col-span-2'}>
                <CoachReferencesCard references={references} wide={viewer.isSignedIn} />
              </div>
              {viewer.isSignedIn ? null : <RecruiterCta playerFirstName={player.firstName} />}
            </div>
          </ProfileSection>
        </HydrateLater>
      </div>
    </div>
  );
}
