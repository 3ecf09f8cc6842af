import { RefreshCwIcon } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { useLoaderData, useParams } from 'react-router';
import { HydrateLater } from '#client/components/hydrate-later.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  type PlayerDetail,
  playableVideos,
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
import { hasMeasurables, MeasurablesCard } from '../components/measurables-card.tsx';
import { PlayerNotFound } from '../components/player-not-found.tsx';
import { ProfileActions } from '../components/profile-actions.tsx';
import { ProfileBackLink } from '../components/profile-back-link.tsx';
import { ProfileSection } from '../components/profile-card.tsx';
import { ProfileHero } from '../components/profile-hero.tsx';
import { ProfileNotice } from '../components/profile-notices.tsx';
import {
  type ProfileSectionId,
  ProfileSectionNav,
  sectionDomId,
} from '../components/profile-section-nav.tsx';
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

/**
 * A row of cards with nothing empty in it (D258): the cards given (null for one left out) side by side on
 * wide screens, a card alone across the whole row; nothing at all when every card is left out.
 */
function CardRow({ cards, className }: { cards: ReactNode[]; className?: string }) {
  const shown = cards.filter((card) => card !== null && card !== false);
  if (shown.length === 0) return null;
  if (shown.length === 1) return <div className={`flex flex-col ${className ?? ''}`}>{shown[0]}</div>;
  return <div className={`grid grid-cols-1 gap-4 lg:grid-cols-3 ${className ?? ''}`}>{shown}</div>;
}

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

  // D258: a card with nothing to show is left out, and a section with no card left is left out with its
  // link, instead of a row of "No ... yet" boxes. The page's reads are in the cache before it renders
  // (publicProfileLoader), so the server and the browser leave out the same ones.
  const hasVideos = playableVideos(detail.media).length > 0;
  const hasBio = Boolean(player.bio?.trim()) || player.gpa != null || Boolean(player.major);
  const hasSeasons = seasonStats.stats.length + seasonStats.goalieStats.length > 0;
  const hasTests = hasMeasurables(measurables);
  const hasEvents = upcoming.length > 0;
  const hasShowcases = upcomingShowcases.length > 0;
  const hasTeams = detail.teamHistory.length > 0;
  const hasGoals = goals.some((g) => g.isPublic);
  const hasReferences = references.length > 0;
  const hasTeamNow = Boolean(player.currentTeamName ?? currentTeam?.teamName);
  const hasHometown = Boolean(player.city || player.region || player.country);
  const showCta = !viewer.isSignedIn;
  const shown = useMemo(() => {
    const ids: ProfileSectionId[] = ['details'];
    if (hasSeasons || hasTests) ids.push('stats');
    if (hasEvents || hasShowcases) ids.push('events');
    if (hasTeams || hasGoals) ids.push('history');
    if (hasReferences || showCta) ids.push('contacts');
    return ids;
  }, [hasSeasons, hasTests, hasEvents, hasShowcases, hasTeams, hasGoals, hasReferences, showCta]);
  const summaryCards = [
    <PlayerDetailsCard key="details" player={player} />,
    hasEvents ? <NextEventCard key="next" event={upcoming[0]} /> : null,
    hasTeamNow ? <CurrentTeamCard key="team" player={player} current={currentTeam} /> : null,
    hasHometown ? <HometownCard key="home" player={player} /> : null,
  ].filter((card) => card !== null);
  const summaryColumns = ['', 'sm:grid-cols-2', 'sm:grid-cols-3', 'sm:grid-cols-2 xl:grid-cols-4'][
    summaryCards.length - 1
  ];

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
      <ProfileSectionNav shown={shown} />

      <div className="container-page grid grid-cols-1 gap-14 pt-10 sm:gap-16 sm:pt-12">
        <HydrateLater>
          <ProfileSection id={sectionDomId('details')} eyebrow="Overview" title="Details">
            <div className={`grid grid-cols-1 gap-4 ${summaryColumns}`}>{summaryCards}</div>
            <CardRow
              className="mt-4"
              cards={[
                hasVideos ? <HighlightReel key="videos" media={detail.media} playerName={name} /> : null,
                hasBio ? <AboutCard key="bio" player={player} /> : null,
              ]}
            />
          </ProfileSection>
        </HydrateLater>

        {shown.includes('stats') ? (
          <HydrateLater>
            <ProfileSection id={sectionDomId('stats')} eyebrow="Performance" title="Stats">
              <CardRow
                cards={[
                  hasSeasons ? (
                    <SeasonStatsCard key="seasons" playerId={id} playerName={name} seasons={seasonStats} />
                  ) : null,
                  hasTests ? <MeasurablesCard key="tests" measurables={measurables} /> : null,
                ]}
              />
            </ProfileSection>
          </HydrateLater>
        ) : null}

        {shown.includes('events') ? (
          <HydrateLater>
            <ProfileSection id={sectionDomId('events')} eyebrow="On the schedule" title="Events">
              <CardRow
                cards={[
                  hasEvents ? <ScheduleCard key="schedule" events={upcoming} /> : null,
                  hasShowcases ? <ShowcasesCard key="showcases" events={upcomingShowcases} /> : null,
                ]}
              />
            </ProfileSection>
          </HydrateLater>
        ) : null}

        {shown.includes('history') ? (
          <HydrateLater>
            <ProfileSection id={sectionDomId('history')} eyebrow="Career path" title="History">
              <CardRow
                cards={[
                  hasTeams ? <TeamHistoryCard key="teams" entries={detail.teamHistory} /> : null,
                  hasGoals ? <GoalsCard key="goals" goals={goals} /> : null,
                ]}
              />
            </ProfileSection>
          </HydrateLater>
        ) : null}

        {shown.includes('contacts') ? (
          <HydrateLater>
            <ProfileSection id={sectionDomId('contacts')} eyebrow="References" title="Contacts">
              <CardRow
                cards={[
                  hasReferences ? (
                    <div key="references" className={showCta ? 'lg:col-span-2' : undefined}>
                      <CoachReferencesCard references={references} wide={!showCta} />
                    </div>
                  ) : null,
                  showCta ? <RecruiterCta key="cta" playerFirstName={player.firstName} /> : null,
                ]}
              />
            </ProfileSection>
          </HydrateLater>
        ) : null}
      </div>
    </div>
  );
}
