import { eq, sql } from 'drizzle-orm';
import type { PlayerDetail } from '#common/contracts/players.ts';
import type { media } from '#server/db/schema/index.ts';
import { playerProfileParts, players } from '#server/db/schema/index.ts';
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
 * The profile screen's parts as columns of a select from `players` LEFT JOINed with PROFILE_PARTS_JOIN, so
 * the player, its current team's name, its team history with team names and its media come back in ONE
 * statement (issue 15: one database round trip for a visitor). The history and media are read ready-made
 * from player_profile_parts (one primary-key probe), which triggers keep in the write's own transaction
 * (migration 0013_profile_parts; the aggregate there is this answer's shape and order: team history current
 * first, then newest season; media by sortOrder, then age). The current team's name is a keyed lookup. The
 * JSON carries no numeric or timestamp column: integers, booleans and text come back as they are from both
 * drivers.
 */
export const PROFILE_PARTS = {
  currentTeamName: sql<
    string | null
  >`(select ct.name from teams ct where ct.id = ${players}.current_team_id)`,
  teamHistory: sql<ProfileHistoryItem[]>`coalesce(${playerProfileParts.teamHistory}, '[]'::json)`,
  media: sql<ProfileMediaItem[]>`coalesce(${playerProfileParts.media}, '[]'::json)`,
};

/** The join PROFILE_PARTS reads: `.leftJoin(...PROFILE_PARTS_JOIN)` on a select from players. */
export const PROFILE_PARTS_JOIN = [playerProfileParts, eq(playerProfileParts.playerId, players.id)] as const;

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
