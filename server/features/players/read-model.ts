import { sql } from 'drizzle-orm';
import type { Commitment } from '#common/contracts/commitment.ts';
import type { SearchResultPlayer } from '#common/contracts/search.ts';
import { media, playerCommitments, players, teams } from '#server/db/schema/index.ts';
import type { PlayerRow } from './player-access.ts';
import { toCommitmentDto } from './profile-read.ts';

/**
 * The players read model that other areas (search, lists) select cards with: which profiles are
 * visible to recruiters, the card's columns and the card itself.
 */

/**
 * Active profiles only: any other status does not exist for recruiters (decisions §1). Literal SQL, like
 * search's order, because the planner must see exactly the predicate and expressions of the partial index
 * players_search_sort_idx (migrations 0001_search, 0004_search_covering) to read a page straight from it.
 */
export const IS_ACTIVE_PLAYER = sql`${players.profileStatus} = 'active'`;

/** The columns of a player card; join teams on players.current_team_id to select them. */
export const PLAYER_CARD_COLUMNS = {
  id: players.id,
  slug: players.slug,
  firstName: players.firstName,
  lastName: players.lastName,
  positions: players.positions,
  birthYear: players.birthYear,
  currentTeamName: teams.name,
  category: players.category,
  showCategory: players.showCategory,
  verificationStatus: players.verificationStatus,
  // Correlated, so it runs only for the rows selected (media_player_idx): keep it out of any query
  // that an OFFSET trims (see search's pageStatement).
  profileImageUrl: sql<string | null>`(select ${media.url} from ${media}
    where ${media.playerId} = ${players.id} and ${media.type} = 'image'
    order by ${media.sortOrder}, ${media.createdAt} limit 1)`,
  // D153: the "Committed" badge. Correlated by the table's primary key, like the photo above.
  commitment: sql<Commitment | null>`(select json_build_object('kind', ${playerCommitments.kind},
    'programName', ${playerCommitments.programName}, 'division', ${playerCommitments.division},
    'programGender', ${playerCommitments.programGender}, 'committedOn', ${playerCommitments.committedOn})
    from ${playerCommitments} where ${playerCommitments.playerId} = ${players.id})`,
};

/** A card from a selected row (which may carry more columns, such as a list's addedAt). */
export function toPlayerCard(row: SearchResultPlayer): SearchResultPlayer {
  return {
    id: row.id,
    slug: row.slug,
    firstName: row.firstName,
    lastName: row.lastName,
    positions: row.positions,
    birthYear: row.birthYear,
    currentTeamName: row.currentTeamName,
    category: row.category,
    showCategory: row.showCategory,
    verificationStatus: row.verificationStatus,
    profileImageUrl: row.profileImageUrl,
    commitment: toCommitmentDto(row.commitment),
  };
}

/** The name a player is shown by in e-mails, the parent dashboard and account screens. */
export const playerFullName = (p: Pick<PlayerRow, 'firstName' | 'lastName'>) =>
  `${p.firstName} ${p.lastName}`;
