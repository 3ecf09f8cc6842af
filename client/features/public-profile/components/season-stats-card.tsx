import { ChartColumnIcon } from 'lucide-react';
import {
  AbbrTh,
  STAT_TD,
  STAT_TD_TEXT,
  STAT_TFOOT_TD,
  STAT_TH,
  STAT_TH_TEXT,
  Table,
} from '#client/components/ui/table.tsx';
import type { SeasonStatList } from '#client/features/players/index.ts';
import { formatPlusMinus } from '#client/lib/format.ts';
import { GameByGameDialog } from './game-by-game-dialog.tsx';
import { EmptyNote, ProfileCard } from './profile-card.tsx';

type SeasonLine = SeasonStatList['stats'][number];

/** Spec 2 §2: the Season Stats card, one row per season (newest first), with a Game by Game dialog. */
export function SeasonStatsCard({
  playerId,
  playerName,
  stats,
}: {
  playerId: string;
  playerName: string;
  stats: readonly SeasonLine[];
}) {
  const total = stats.reduce(
    (acc, s) => ({
      gamesPlayed: acc.gamesPlayed + s.gamesPlayed,
      goals: acc.goals + s.goals,
      assists: acc.assists + s.assists,
      points: acc.points + s.points,
      penaltyMinutes: acc.penaltyMinutes + s.penaltyMinutes,
      plusMinus: acc.plusMinus + s.plusMinus,
    }),
    { gamesPlayed: 0, goals: 0, assists: 0, points: 0, penaltyMinutes: 0, plusMinus: 0 },
  );

  return (
    <ProfileCard
      title="Season Stats"
      icon={ChartColumnIcon}
      className="lg:col-span-2"
      aside={<GameByGameDialog playerId={playerId} playerName={playerName} />}
    >
      {stats.length === 0 ? (
        <EmptyNote>No season stats recorded yet.</EmptyNote>
      ) : (
        <Table
          label="Season stats"
          className="rounded-xl border border-border"
          tableClassName="min-w-max border-collapse"
        >
          <caption className="sr-only">Season stats of {playerName}, newest season first</caption>
          <thead>
            <tr>
              <th scope="col" className={STAT_TH}>
                Season
              </th>
              <th scope="col" className={`${STAT_TH_TEXT} hidden sm:table-cell`}>
                League
              </th>
              <AbbrTh abbr="GP" title="Games played" />
              <AbbrTh abbr="G" title="Goals" />
              <AbbrTh abbr="A" title="Assists" />
              <AbbrTh abbr="PTS" title="Points" />
              <AbbrTh abbr="PIM" title="Penalty minutes" className="hidden sm:table-cell" />
              <AbbrTh abbr="+/-" title="Plus/minus" />
            </tr>
          </thead>
          <tbody>
            {stats.map((s) => (
              <tr key={s.id} className="transition-colors hover:bg-muted/40">
                <th scope="row" className={`${STAT_TD} font-bold`}>
                  {s.season}
                  {s.league ? (
                    <span className="block max-w-28 truncate text-xs font-normal text-muted-foreground sm:hidden">
                      {s.league}
                    </span>
                  ) : null}
                </th>
                <td className={`${STAT_TD_TEXT} hidden text-muted-foreground sm:table-cell`}>
                  {s.league ?? '-'}
                </td>
                <td className={STAT_TD}>{s.gamesPlayed}</td>
                <td className={STAT_TD}>{s.goals}</td>
                <td className={STAT_TD}>{s.assists}</td>
                <td className={`${STAT_TD} font-bold text-primary`}>{s.points}</td>
                <td className={`${STAT_TD} hidden sm:table-cell`}>{s.penaltyMinutes}</td>
                <td className={STAT_TD}>{formatPlusMinus(s.plusMinus)}</td>
              </tr>
            ))}
          </tbody>
          {stats.length > 1 ? (
            <tfoot>
              <tr>
                <th scope="row" className={STAT_TFOOT_TD}>
                  Career
                </th>
                <td className={`${STAT_TFOOT_TD} hidden sm:table-cell`} />
                <td className={STAT_TFOOT_TD}>{total.gamesPlayed}</td>
                <td className={STAT_TFOOT_TD}>{total.goals}</td>
                <td className={STAT_TFOOT_TD}>{total.assists}</td>
                <td className={`${STAT_TFOOT_TD} text-primary`}>{total.points}</td>
                <td className={`${STAT_TFOOT_TD} hidden sm:table-cell`}>{total.penaltyMinutes}</td>
                <td className={STAT_TFOOT_TD}>{formatPlusMinus(total.plusMinus)}</td>
              </tr>
            </tfoot>
          ) : null}
        </Table>
      )}
    </ProfileCard>
  );
}
