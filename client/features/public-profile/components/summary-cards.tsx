import { BuildingIcon, CalendarIcon, HouseIcon, UserIcon } from 'lucide-react';
import type { PlayerDetail } from '#client/features/players/index.ts';
import {
  formatEventTime,
  formatLongDate,
  positionLabels,
  relativeDayLabel,
  shootsLabel,
} from '#client/lib/format.ts';
import { handednessLabel } from '#common/enums.ts';
import { formatHeightBoth, formatWeightBoth } from '#common/units.ts';
import { EventDetailsDialog } from './event-details-dialog.tsx';
import { DetailsHiddenNote, LiveBarnBadge, MapLink, type ScheduleEvent } from './event-parts.tsx';
import { EmptyNote, FactList, NotListed, ProfileCard } from './profile-card.tsx';

type Player = PlayerDetail['player'];
type TeamEntry = PlayerDetail['teamHistory'][number];

/** A measurement in both units on one line (it never wraps, even at 390 px). */
function bothUnits(text: string | null) {
  return text === null ? <NotListed /> : <span className="whitespace-nowrap">{text}</span>;
}

/**
 * The category as the profile form promises it ("Recruiters see 'Female' next to your details", D256):
 * shown only when the player chose to show it.
 */
function shownCategory(player: Player): string | null {
  if (!player.showCategory || !player.category) return null;
  return player.category === 'FEMALE' ? 'Female' : 'Male';
}

export function PlayerDetailsCard({ player }: { player: Player }) {
  const positions = positionLabels(player.preferredPosition, player.positions);
  const category = shownCategory(player);
  return (
    <ProfileCard title="Player Details" icon={UserIcon}>
      <FactList
        items={[
          ...(category ? ([['Category', category]] as [string, string][]) : []),
          ['Position', positions.length ? positions.join(' / ') : 'No position'],
          // D241: a goalie catches, a skater shoots.
          [handednessLabel(player.positions), shootsLabel(player.shoots) ?? <NotListed />],
          ['Height', bothUnits(formatHeightBoth(player.heightCm))],
          ['Weight', bothUnits(formatWeightBoth(player.weightKg))],
        ]}
      />
    </ProfileCard>
  );
}

export function NextEventCard({ event }: { event: ScheduleEvent | undefined }) {
  if (!event) {
    return (
      <ProfileCard title="Next Event" icon={CalendarIcon}>
        <EmptyNote className="flex flex-1 items-center justify-center">
          No upcoming events scheduled.
        </EmptyNote>
      </ProfileCard>
    );
  }
  const time = formatEventTime(event.eventTime);
  const soon = relativeDayLabel(event.eventDate);
  return (
    <ProfileCard
      title="Next Event"
      icon={CalendarIcon}
      aside={
        soon ? (
          <span className="rounded-full bg-primary px-2.5 py-0.5 text-xs font-bold text-primary-foreground">
            {soon}
          </span>
        ) : null
      }
    >
      <EventDetailsDialog event={event}>
        <button
          type="button"
          className="group -mx-1 self-start rounded-md px-1 text-left outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <span className="block font-display text-lg leading-snug font-extrabold text-primary underline-offset-4 group-hover:underline">
            {formatLongDate(event.eventDate)}
          </span>
          <span className="sr-only"> (open event details)</span>
        </button>
      </EventDetailsDialog>
      {event.detailsHidden ? null : time ? <p className="mt-0.5 text-sm font-semibold">{time}</p> : null}
      {event.opponent ? <p className="mt-3 text-sm">vs {event.opponent}</p> : null}
      {event.detailsHidden ? (
        <DetailsHiddenNote className="mt-3" />
      ) : event.rinkName ? (
        <p className="mt-1 text-sm text-muted-foreground">
          {event.rinkName}
          {event.location ? ` · ${event.location}` : ''}
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-4">
        {event.hasLiveBarn ? <LiveBarnBadge /> : null}
        {event.detailsHidden ? null : <MapLink event={event} className="ml-auto" />}
      </div>
    </ProfileCard>
  );
}

export function CurrentTeamCard({ player, current }: { player: Player; current: TeamEntry | undefined }) {
  const name = player.currentTeamName ?? current?.teamName;
  return (
    <ProfileCard title="Current Team" icon={BuildingIcon}>
      {name ? (
        <>
          <p className="font-display text-lg leading-snug font-extrabold">{name}</p>
          {current?.league ? <p className="mt-0.5 text-sm text-muted-foreground">{current.league}</p> : null}
          <div className="mt-4">
            <FactList
              items={[
                ['Level', current?.level ?? <NotListed />],
                ['Season', current?.season ?? <NotListed />],
                ...(current?.jerseyNumber != null
                  ? ([['Jersey', `#${current.jerseyNumber}`]] as [string, string][])
                  : []),
              ]}
            />
          </div>
        </>
      ) : (
        <EmptyNote className="flex flex-1 items-center justify-center">N/A</EmptyNote>
      )}
    </ProfileCard>
  );
}

export function HometownCard({ player }: { player: Player }) {
  return (
    <ProfileCard title="Hometown" icon={HouseIcon}>
      <FactList
        items={[
          ['City', player.city ?? <NotListed />],
          ['State / Province', player.region ?? <NotListed />],
          ['Country', player.country ?? <NotListed />],
        ]}
      />
    </ProfileCard>
  );
}
