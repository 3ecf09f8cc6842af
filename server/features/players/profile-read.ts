import { sql } from 'drizzle-orm';
import type { PlayerDetail } from '#common/contracts/players.ts';
import type { media } from '#server/db/schema/index.ts';
import { players } from '#server/db/schema/index.ts';
import type { AuthUser } from '#server/plugins/auth.ts';
import {
  type PlayerDtoRow,
  profileImageUrlOf,
  type TeamHistoryDtoRow,
  toMediaDto,
  toPlayerDto,
  toTeamHistoryDto,
} from './players.serializers.ts';

type MediaRow = typeof media.$inferSelect;

/** A team history entry with its team, as the profile statement aggregates it (JSON, in display order). */
export type ProfileHistoryItem = TeamHistoryDtoRow & {
  team: { name: string; league: string | null; level: string | null };
};

/** A media item as the profile statement aggregates it (JSON, in display order). */
export type ProfileMediaItem = Pick<MediaRow, 'id' | 'type' | 'url' | 'providerId' | 'caption' | 'sortOrder'>;

/** What the profile screen draws beyond the player row. */
export interface ProfileParts {
  currentTeamName: string | null;
  teamHistory: ProfileHistoryItem[];
  media: ProfileMediaItem[];
}

/**
 * The profile screen's parts as columns of a select from `players` (correlated on players.id), so the
 * player, its current team's name, its team history with team names and its media come back in ONE
 * statement (issue 15: one database round trip for a visitor). Each subquery reads its own index
 * (teams_pkey, player_team_history_player_idx, media_player_idx); a history row's team is a keyed lookup
 * (cheaper than a join that PostgreSQL may answer by hashing the teams table on every read). Plain SQL with aliases: drizzle writes
 * a column of a one-table select without its table, which a correlated subquery cannot tell from its own.
 * The JSON carries no numeric or timestamp column: integers, booleans and text come back as they are from
 * both drivers. Orders: team history current first, then newest season (as teamHistoryRows); media by
 * sortOrder, then age.
 */
export const PROFILE_PARTS = {
  currentTeamName: sql<
    string | null
  >`(select ct.name from teams ct where ct.id = ${players}.current_team_id)`,
  teamHistory: sql<ProfileHistoryItem[]>`coalesce((
    select json_agg(json_build_object(
      'id', h.id, 'teamId', h.team_id, 'season', h.season, 'jerseyNumber', h.jersey_number,
      'isCurrent', h.is_current, 'coachName', h.coach_name, 'coachEmail', h.coach_email,
      'teamUrl', h.team_url, 'rosterUrl', h.roster_url,
      'team', (select json_build_object('name', t.name, 'league', t.league, 'level', t.level)
        from teams t where t.id = h.team_id))
      order by h.is_current desc, h.season desc, h.created_at desc)
    from player_team_history h
    where h.player_id = ${players}.id), '[]'::json)`,
  media: sql<ProfileMediaItem[]>`coalesce((
    select json_agg(json_build_object(
      'id', m.id, 'type', m.type, 'url', m.url, 'providerId', m.provider_id,
      'caption', m.caption, 'sortOrder', m.sort_order)
      order by m.sort_order, m.created_at)
    from media m where m.player_id = ${players}.id), '[]'::json)`,
};

export interface Viewer {
  user: AuthUser | null;
  canManage: boolean;
}

/** The profile screen's answer (GET /api/players/{id} and /me) from the row and its parts. */
export function toPlayerDetail(player: PlayerDtoRow, parts: ProfileParts, viewer: Viewer): PlayerDetail {
  return {
    player: toPlayerDto(player, {
      profileImageUrl: profileImageUrlOf(parts.media),
      currentTeamName: parts.currentTeamName,
    }),
    teamHistory: parts.teamHistory.map((h) =>
      toTeamHistoryDto(h, h.team, { showCoachEmail: viewer.canManage }),
    ),
    media: parts.media.map(toMediaDto),
    viewer: {
      isOwner: Boolean(viewer.user && player.userId === viewer.user.id),
      canEdit: viewer.canManage,
      isSignedIn: Boolean(viewer.user),
    },
  };
}
