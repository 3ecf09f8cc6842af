import { type ReactNode, useMemo } from 'react';
import { CalendarFeedCard } from '#client/components/calendar-feed-card.tsx';
import { useTabInAddress } from '#client/components/ui/tabs.tsx';
import { type PlayerDetail, useProfileStrength } from '#client/features/players/index.ts';
import { useAuth } from '#client/lib/auth.tsx';
import { needsParentalConsent } from '#common/age.ts';
import type { StrengthItem } from '#common/profile-strength.ts';
import { type ProfileTab, STRENGTH_ITEM_TAB, TAB_LABELS } from '../lib/tabs.ts';
import { BreadcrumbBar } from './breadcrumb-bar.tsx';
import { CommitmentCard } from './commitment-card.tsx';
import { ProfileHeader } from './profile-header.tsx';
import { PHOTO_BUTTON_ID } from './profile-photo.tsx';
import { ProfileStrengthPanel } from './profile-strength-panel.tsx';
import { ProfileTabs, type TabItem } from './profile-tabs.tsx';
import { ProfileUrlCard } from './profile-url-card.tsx';
import { StatusNotice } from './status-notice.tsx';
import { AnalyticsTab } from './tabs/analytics-tab.tsx';
import { EventsTab } from './tabs/events-tab.tsx';
import { GameStatsTab } from './tabs/game-stats-tab.tsx';
import { GoalsTab } from './tabs/goals-tab.tsx';
import { HighlightsTab } from './tabs/highlights-tab.tsx';
import { OverviewTab } from './tabs/overview-tab.tsx';
import { ParentsTab } from './tabs/parents-tab.tsx';
import { TeamHistoryTab } from './tabs/team-history-tab.tsx';
import { UpgradeBanner } from './upgrade-banner.tsx';
import { VerificationCard } from './verification-card.tsx';

interface ProfileScreenProps {
  detail: PlayerDetail;
  /** The breadcrumb's current page. */
  pageLabel: string;
  /** A section below the tabs (the player's own screen shows their teams and organizations). */
  footer?: ReactNode;
}

/**
 * The profile screen of spec 2 §2, shared by /player/profile (own) and /parent/player/{id} (a parent or
 * admin managing it). Everything below the header is for people who can edit the profile.
 */
/** D300: what the player's calendar carries, said where the family makes its link. */
const CALENDAR_FEED_TEXT =
  'Follow the games and showcases in Google Calendar, Apple Calendar or Outlook. The calendar shows what anyone sees on the public profile: for players under 17, dates and opponents only.';

export function ProfileScreen({ detail, pageLabel, footer }: ProfileScreenProps) {
  const { user } = useAuth();
  const { player, viewer } = detail;
  const playerRef = useMemo(() => ({ id: player.id, slug: player.slug }), [player.id, player.slug]);
  const isMinor = needsParentalConsent(player);
  const positions = player.positions;
  const isGoalie = positions.includes('G');
  const isSkater = positions.length === 0 || positions.some((p) => p !== 'G');
  // Spec 2 §2 "Owner-only": the player's own account, or the parent managing the child's profile.
  const showStrength = viewer.isOwner || (user?.role === 'PARENT' && viewer.canEdit);
  const showUpgrade = Boolean(user && (user.role === 'PLAYER' || user.role === 'PARENT'));

  const tabs: TabItem<ProfileTab>[] = (
    ['overview', 'parents', 'events', 'teams', 'highlights', 'stats', 'goals', 'analytics'] as const
  )
    .filter((id) => id !== 'parents' || isMinor)
    .filter((id) => id !== 'analytics' || showStrength)
    .map((id) => ({ id, label: TAB_LABELS[id] }));
  // The tab is in the address: Back and Forward move between tabs, reload stays on it (D254).
  const [tab, setTab] = useTabInAddress(
    tabs.map((t) => t.id),
    'overview',
  );

  // Profile strength as the server computes it from the stored profile (the shared function, spec 2 §9).
  const strengthQuery = useProfileStrength(showStrength ? player.id : undefined);
  const strength = showStrength ? (strengthQuery.data ?? null) : null;

  const openStrengthItem = (item: StrengthItem) => {
    if (item.key === 'photo') {
      document.getElementById(PHOTO_BUTTON_ID)?.focus();
      document.getElementById(PHOTO_BUTTON_ID)?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      return;
    }
    setTab(STRENGTH_ITEM_TAB[item.key]);
    document.getElementById('profile-tabs')?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  const panel = (() => {
    switch (tab) {
      case 'overview':
        return <OverviewTab player={player} isOwner={viewer.isOwner} />;
      case 'parents':
        return <ParentsTab player={player} role={user?.role} isOwner={viewer.isOwner} />;
      case 'events':
        return (
          <div className="grid grid-cols-1 gap-6">
            <EventsTab playerRef={playerRef} />
            <CalendarFeedCard kind="player" id={player.id} description={CALENDAR_FEED_TEXT} />
          </div>
        );
      case 'teams':
        return <TeamHistoryTab playerRef={playerRef} />;
      case 'highlights':
        return <HighlightsTab playerRef={playerRef} />;
      case 'stats':
        return <GameStatsTab playerRef={playerRef} roles={{ skater: isSkater, goalie: isGoalie }} />;
      case 'goals':
        return <GoalsTab playerRef={playerRef} />;
      case 'analytics':
        return <AnalyticsTab playerRef={playerRef} />;
    }
  })();

  return (
    <div className="container-page grid grid-cols-1 gap-6 py-6 sm:py-8">
      <title>{`${pageLabel} · ${player.firstName} ${player.lastName} · Rinkside`}</title>
      <BreadcrumbBar current={pageLabel} />
      <ProfileHeader player={player} canEdit={viewer.canEdit} />
      <StatusNotice player={player} role={user?.role} isOwner={viewer.isOwner} />
      {showUpgrade && user ? <UpgradeBanner userId={user.id} /> : null}

      {showStrength && strength ? (
        <a
          href="#profile-strength"
          className="flex items-center gap-3 rounded-xl border border-border bg-card px-4 py-3 text-sm shadow-sm lg:hidden focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <span className="font-display text-xl font-extrabold tabular-nums">{strength.percent}%</span>
          <span className="h-2 flex-1 overflow-hidden rounded-full bg-muted" aria-hidden="true">
            <span
              className="block h-full rounded-full bg-primary"
              style={{ width: `${strength.percent}%` }}
            />
          </span>
          <span className="font-medium text-primary">Profile strength</span>
        </a>
      ) : null}

      {showStrength ? <VerificationCard player={player} playerRef={playerRef} /> : null}

      <div id="profile-tabs" className="min-w-0 scroll-mt-20">
        {viewer.canEdit ? (
          <ProfileTabs
            label="Profile sections"
            tabs={tabs}
            value={tab}
            onChange={setTab}
            aside={
              showStrength ? (
                <aside
                  id="profile-strength"
                  aria-label="Profile strength"
                  className="grid scroll-mt-20 grid-cols-1 gap-6"
                >
                  <ProfileStrengthPanel
                    playerId={player.id}
                    slug={player.slug}
                    strength={strength}
                    onOpenItem={openStrengthItem}
                  />
                  <ProfileUrlCard playerRef={playerRef} />
                  <CommitmentCard playerRef={playerRef} commitment={detail.commitment} />
                </aside>
              ) : null
            }
          >
            {panel}
          </ProfileTabs>
        ) : null}
      </div>
      {footer}
    </div>
  );
}
