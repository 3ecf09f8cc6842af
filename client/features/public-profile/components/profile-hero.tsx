import { BookmarkIcon, MapPinIcon, ShieldCheckIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { RinkGraphic } from '#client/components/rink-graphic.tsx';
import type { PlayerDetail, SeasonStatList } from '#client/features/players/index.ts';
import { cn } from '#client/lib/cn.ts';
import { formatPlusMinus, joinPlace, listCountLabel, positionLabels } from '#client/lib/format.ts';
import { initials } from '#common/names.ts';
import { goalieRecord, pointsPerGame } from '#common/stats.ts';
import { CommitmentBadge } from './commitment-badge.tsx';
import { STATUS_BADGES } from './profile-notices.tsx';

type Player = PlayerDetail['player'];
type SeasonLines = Pick<SeasonStatList, 'stats' | 'goalieStats'>;
type SeasonLine = SeasonStatList['stats'][number];
type GoalieSeasonLine = SeasonStatList['goalieStats'][number];

export const PLAYER_NAME_ID = 'player-name';

function Avatar({ player }: { player: Player }) {
  const name = `${player.firstName} ${player.lastName}`;
  return (
    <div className="relative shrink-0 self-start">
      <div
        className={cn(
          'size-28 overflow-hidden rounded-3xl border-4 border-card bg-linear-to-br from-rink-blue via-primary to-sky-400 shadow-2xl shadow-black/20 sm:size-36 lg:size-40 dark:to-sky-700 dark:shadow-black/50',
        )}
      >
        {player.profileImageUrl ? (
          <img
            src={player.profileImageUrl}
            alt={name}
            className="size-full object-cover"
            width={160}
            height={160}
          />
        ) : (
          <span
            role="img"
            aria-label={`${name} (no photo)`}
            className="flex size-full items-center justify-center font-display text-4xl font-black tracking-tight text-white sm:text-5xl"
          >
            {initials(player.firstName, player.lastName)}
          </span>
        )}
      </div>
      {player.preferredJerseyNumber != null ? (
        <span className="absolute -right-3 -bottom-3 flex h-11 min-w-11 items-center justify-center rounded-2xl border-4 border-background bg-foreground px-2 font-display text-lg font-black text-background tabular-nums shadow-lg">
          <span className="sr-only">Jersey number </span>#{player.preferredJerseyNumber}
        </span>
      ) : null}
    </div>
  );
}

function Fact({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-[0.7rem] font-bold uppercase tracking-[0.16em] text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-base font-semibold break-words text-foreground sm:text-lg">{children}</dd>
    </div>
  );
}

type Cell = readonly [abbr: string, value: string, label: string];

/** A season's line as a scoreboard strip. */
function SeasonStrip({
  season,
  league,
  kind,
  cells,
}: {
  season: string;
  league: string | null;
  kind: string | null;
  cells: readonly Cell[];
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-5">
      <p className="text-xs font-bold uppercase tracking-[0.16em] text-muted-foreground sm:w-36">
        {season} season{kind ? ` · ${kind}` : ''}
        {league ? <span className="block font-medium normal-case tracking-normal">{league}</span> : null}
      </p>
      <dl
        className="grid divide-x divide-border overflow-hidden rounded-xl border border-border bg-card/80 shadow-sm backdrop-blur sm:min-w-[26rem]"
        style={{ gridTemplateColumns: `repeat(${cells.length}, minmax(0, 1fr))` }}
      >
        {cells.map(([abbr, value, label]) => (
          <div key={abbr} className="flex min-w-0 flex-col-reverse px-1.5 py-2.5 text-center sm:px-4">
            <dt className="text-[0.68rem] font-bold uppercase tracking-wider text-muted-foreground">
              <abbr title={label} className="no-underline">
                {abbr}
              </abbr>
            </dt>
            <dd className="font-display text-lg font-extrabold whitespace-nowrap tabular-nums min-[400px]:text-xl sm:text-2xl">
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function skaterCells(line: SeasonLine): Cell[] {
  return [
    ['GP', String(line.gamesPlayed), 'Games played'],
    ['G', String(line.goals), 'Goals'],
    ['A', String(line.assists), 'Assists'],
    ['PTS', String(line.points), 'Points'],
    ['P/GP', pointsPerGame(line) ?? '—', 'Points per game'],
    ['+/-', formatPlusMinus(line.plusMinus), 'Plus/minus'],
  ];
}

function goalieCells(line: GoalieSeasonLine): Cell[] {
  const record = goalieRecord(line);
  return [
    ['GP', String(line.gamesPlayed), 'Games played'],
    ...(record ? [['W-L', record, 'Wins-losses (-ties)'] as const] : []),
    ['GAA', line.gaa ?? '—', 'Goals against average'],
    ['SV%', line.savePct ? `${line.savePct}%` : '—', 'Save percentage'],
    ['SO', String(line.shutouts), 'Shutouts'],
  ];
}

/**
 * The latest season of each kind of play the player has: a goalie's figures for goalie play, a
 * skater's for skater play, both for a player who plays both (the primary position first).
 */
function LatestSeasons({ seasons, goalieFirst }: { seasons: SeasonLines; goalieFirst: boolean }) {
  const skater = seasons.stats[0];
  const goalie = seasons.goalieStats[0];
  if (!skater && !goalie) return null;
  const both = Boolean(skater && goalie);
  const strips = [
    skater ? (
      <SeasonStrip
        key="skater"
        season={skater.season}
        league={skater.league}
        kind={both ? 'Skater' : null}
        cells={skaterCells(skater)}
      />
    ) : null,
    goalie ? (
      <SeasonStrip
        key="goalie"
        season={goalie.season}
        league={goalie.league}
        kind={both ? 'Goalie' : null}
        cells={goalieCells(goalie)}
      />
    ) : null,
  ];
  if (goalieFirst) strips.reverse();
  return <div className="mt-8 grid gap-4">{strips}</div>;
}

interface ProfileHeroProps {
  detail: PlayerDetail;
  /** Season lines: the hero shows the latest of each kind. */
  seasons: SeasonLines;
  /** Only for a player viewing their own profile (spec 2 §2). */
  listCount?: number;
  actions: ReactNode;
}

/** The header band: photo or initials, jersey number, name, nickname, position, birth year, team. */
export function ProfileHero({ detail, seasons, listCount, actions }: ProfileHeroProps) {
  const { player } = detail;
  const positions = positionLabels(player.preferredPosition, player.positions);
  const nicknames = (player.preferredName ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  const hometown = joinPlace(player.city, player.region);
  const isVerified = player.verificationStatus === 'verified';

  return (
    <section
      aria-labelledby={PLAYER_NAME_ID}
      className="relative isolate overflow-hidden border-b border-border"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-linear-to-b from-(--hero-from) to-(--hero-to)"
      />
      <div aria-hidden="true" className="bg-ice-texture absolute inset-0 -z-10" />
      <RinkGraphic className="absolute top-1/2 left-1/2 -z-10 hidden w-[1500px] max-w-none -translate-x-1/2 -translate-y-1/2 opacity-25 [mask-image:radial-gradient(ellipse_at_center,black_20%,transparent_70%)] sm:block dark:opacity-20" />
      {player.preferredJerseyNumber != null ? (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute -right-6 -bottom-16 -z-10 select-none font-display text-[13rem] font-black leading-none tracking-tighter text-primary/[0.07] sm:text-[20rem] lg:right-8 lg:-bottom-24 lg:text-[26rem] dark:text-primary/[0.06]"
        >
          {player.preferredJerseyNumber}
        </span>
      ) : null}
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-1 bg-linear-to-r from-rink-blue via-primary to-rink-red"
      />

      <div className="container-page py-8 sm:py-12 lg:py-14">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:gap-8">
          <Avatar player={player} />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              {isVerified ? (
                <span className="inline-flex items-center gap-1 rounded-full border border-success/30 bg-success/15 px-2.5 py-1 text-xs font-bold text-success">
                  <ShieldCheckIcon className="size-3.5" />
                  Verified
                </span>
              ) : null}
              {STATUS_BADGES[player.profileStatus] ? (
                <span className="inline-flex items-center rounded-full border border-warning/50 bg-warning/15 px-2.5 py-1 text-xs font-bold text-foreground">
                  {STATUS_BADGES[player.profileStatus]}
                </span>
              ) : null}
              {listCount !== undefined ? (
                <span className="inline-flex items-center gap-1 rounded-full border border-primary/30 bg-accent px-2.5 py-1 text-xs font-bold text-accent-foreground">
                  <BookmarkIcon className="size-3.5" />
                  {listCountLabel(listCount)}
                </span>
              ) : null}
              {hometown ? (
                <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
                  <MapPinIcon className="size-3.5" />
                  {hometown}
                </span>
              ) : null}
            </div>
            <h1
              id={PLAYER_NAME_ID}
              className="mt-3 text-4xl font-black leading-[1.02] tracking-tight break-words sm:text-5xl lg:text-6xl"
            >
              {player.firstName} <span className="text-primary">{player.lastName}</span>
            </h1>
            {nicknames.length ? (
              <p className="mt-2 text-base text-muted-foreground sm:text-lg">
                <span className="sr-only">Nickname: </span>
                {nicknames.map((n) => `“${n}”`).join(' · ')}
              </p>
            ) : null}
            {detail.commitment ? <CommitmentBadge commitment={detail.commitment} /> : null}
          </div>
          <div className="sm:self-start">{actions}</div>
        </div>

        <dl className="mt-8 grid grid-cols-2 gap-x-6 gap-y-5 border-t border-border/80 pt-6 sm:grid-cols-[auto_auto_1fr] sm:gap-x-12">
          <Fact label="Position">{positions.length ? positions.join(' / ') : 'No position'}</Fact>
          <Fact label="Birth year">{player.birthYear}</Fact>
          <Fact label="Current team" className="col-span-2 sm:col-span-1">
            {player.currentTeamName ?? 'N/A'}
          </Fact>
        </dl>

        <LatestSeasons
          seasons={seasons}
          goalieFirst={player.preferredPosition === null && player.positions.includes('G')}
        />
      </div>
    </section>
  );
}
