import { sql } from 'drizzle-orm';
import { isAdult } from '#common/age.ts';
import type { Commitment } from '#common/contracts/commitment.ts';
import type { PlayerDetail } from '#common/contracts/players.ts';
import type { media } from '#server/db/schema/index.ts';
import { playerProfileParts } from '#server/db/schema/index.ts';
import type { AuthUser } from '#server/plugins/auth.ts';
import {
  type PlayerDtoRow,
  type PrivatePlayerFields,
  privateFieldsOf,
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
  /**
   * The player's commitment (D153; player_commitments). Absent from a document stored before
   * migration 0018 (no player had one then): read as none.
   */
  commitment?: Commitment | null;
}

/**
 * The profile screen's whole data of one player as player_profile_parts stores it (`doc`): the player's
 * answer columns, its current team's name, its team history with team names and its media. Triggers write
 * it in the same transaction as every write to players, player_team_history, media or team names
 * (migrations 0013_profile_parts and 0016_profile_doc, decisions D126 and D129), so reading it is one index
 * lookup (one database round trip for a visitor, and a cheap one). The aggregates' order: team
 * history current first, then newest season; media by sortOrder, then age. The JSON carries no timestamp:
 * integers, booleans and text come back as they are from both drivers.
 */
export interface ProfileDoc extends ProfileParts {
  player: PlayerDtoRow;
}

/** The stored document, typed (select it from player_profile_parts). */
export const PROFILE_DOC = sql<ProfileDoc>`${playerProfileParts.doc}`;

export interface Viewer {
  user: AuthUser | null;
  canManage: boolean;
}

/** The stored document's player with the private fields read beside it (never stored in the document). */
export type ProfilePlayerRow = PlayerDtoRow & PrivatePlayerFields;

/**
 * The profile screen's answer (GET /api/players/{id} and /me) from the row and its parts. The private
 * fields (birth month) go to managers only: the player, linked parents who manage it, admins.
 */
export function toPlayerDetail(player: ProfilePlayerRow, parts: ProfileParts, viewer: Viewer): PlayerDetail {
  return {
    player: {
      ...toPlayerDto(
        player,
        { profileImageUrl: profileImageUrlOf(parts.media), currentTeamName: parts.currentTeamName },
        viewer.canManage ? privateFieldsOf(player) : null,
      ),
      isAdult: isAdult(player),
    },
    teamHistory: parts.teamHistory.map((h) =>
      toTeamHistoryDto(h, h.team, { showCoachEmail: viewer.canManage }),
    ),
    media: parts.media.map(toMediaDto),
    commitment: toCommitmentDto(parts.commitment),
    viewer: {
      isOwner: Boolean(viewer.user && player.userId === viewer.user.id),
      canEdit: viewer.canManage,
      isSignedIn: Boolean(viewer.user),
      // D296: a minor's parents may take the Share Profile menu off the page (an adult's always has it).
      canShare: isAdult(player) || player.shareMenu,
    },
  };
}

/** The stored commitment as the answer shows it, field by field (no key rides along). */
export function toCommitmentDto(c: Commitment | null | undefined): Commitment | null {
  if (!c) return null;
  return {
    kind: c.kind,
    programName: c.programName,
    division: c.division,
    programGender: c.programGender,
    committedOn: c.committedOn,
  };
}
