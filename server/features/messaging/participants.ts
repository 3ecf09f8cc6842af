import { and, eq, sql } from 'drizzle-orm';
import { type BirthDate, isMinor } from '#common/age.ts';
import type { ConversationRole } from '#common/enums.ts';
import { builtOnce } from '#server/db/built-once.ts';
import type { DbOrTx } from '#server/db/client.ts';
import {
  playerContactBlocks,
  playerContactPreferences,
  playerParents,
  users,
} from '#server/db/schema/index.ts';

/**
 * Who takes part in a thread about a player (SafeSport MAAPP "open and transparent" electronic
 * communication, decisions D111), chosen by the server, never by a caller:
 * - the player's own account, if it has one (the thread is about them);
 * - every linked parent (accepted co-parents included) while the player is under 18, or when the player has
 *   no account of their own.
 * Migration 0010's trigger on player_parents applies the same rule to a parent linked later.
 */
export interface FamilyMember {
  userId: string;
  role: Exclude<ConversationRole, 'recruiter'>;
  name: string;
}

/** Under 18 by the month and year of birth: pass the player's birthMonth with the year. */
export const isMinorPlayer = (player: Required<BirthDate>) => isMinor(player);

export async function familyParticipants(
  db: DbOrTx,
  player: { id: string; userId: string | null } & Required<BirthDate>,
): Promise<FamilyMember[]> {
  const family: FamilyMember[] = [];
  if (player.userId) {
    const [own] = await db.select({ name: users.name }).from(users).where(eq(users.id, player.userId));
    if (own) family.push({ userId: player.userId, role: 'player', name: own.name });
  }
  if (isMinorPlayer(player) || !player.userId) {
    const parents = await db
      .select({ userId: playerParents.parentUserId, name: users.name })
      .from(playerParents)
      .innerJoin(users, eq(users.id, playerParents.parentUserId))
      .where(eq(playerParents.playerId, player.id))
      .orderBy(playerParents.createdAt);
    for (const p of parents) family.push({ userId: p.userId, role: 'parent', name: p.name });
  }
  return family;
}

export const NO_PARENT_MESSAGE =
  'This player is under 18 and no parent or guardian is linked to the profile yet. Every conversation about a minor includes a parent or guardian, so it cannot start until one is linked.';
export const NOBODY_MESSAGE = 'Nobody manages this profile on Rinkside yet, so there is nobody to message.';

/** The family's contact controls of players: opted out or not, and whom they blocked. */
export interface ContactControls {
  allowRecruiterContact: boolean;
  blocked: Set<string>;
}

const PREFERENCE_COLUMNS = {
  playerId: playerContactPreferences.playerId,
  allow: playerContactPreferences.allowRecruiterContact,
};
const BLOCK_COLUMNS = { playerId: playerContactBlocks.playerId, userId: playerContactBlocks.blockedUserId };

/** The players' contact preferences and blocks, each statement built once for any number of players (D364). */
const inPlayers = (column: typeof playerContactPreferences.playerId | typeof playerContactBlocks.playerId) =>
  sql`${column} = any(${sql.placeholder('playerIds')}::uuid[])`;
const preferencesOf = builtOnce((db: DbOrTx) =>
  db
    .select(PREFERENCE_COLUMNS)
    .from(playerContactPreferences)
    .where(inPlayers(playerContactPreferences.playerId))
    .prepare(''),
);
const blocksOf = builtOnce((db: DbOrTx) =>
  db
    .select(BLOCK_COLUMNS)
    .from(playerContactBlocks)
    .where(inPlayers(playerContactBlocks.playerId))
    .prepare(''),
);

export async function contactControlsOf(
  db: DbOrTx,
  playerIds: readonly string[],
): Promise<Map<string, ContactControls>> {
  const controls = new Map<string, ContactControls>(
    playerIds.map((id) => [id, { allowRecruiterContact: true, blocked: new Set<string>() }]),
  );
  if (playerIds.length === 0) return controls;
  const values = { playerIds: [...playerIds] };
  const [prefs, blocks] = await Promise.all([preferencesOf(db, values), blocksOf(db, values)]);
  for (const p of prefs) controls.get(p.playerId)!.allowRecruiterContact = p.allow;
  for (const b of blocks) controls.get(b.playerId)!.blocked.add(b.userId);
  return controls;
}

export async function isBlocked(db: DbOrTx, playerId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: playerContactBlocks.blockedUserId })
    .from(playerContactBlocks)
    .where(and(eq(playerContactBlocks.playerId, playerId), eq(playerContactBlocks.blockedUserId, userId)));
  return Boolean(row);
}

export const BLOCKED_MESSAGE =
  "This player's family has blocked you, so you cannot message them or write in their conversations.";
export const CONTACT_OFF_MESSAGE =
  "This player's family has turned off contact from recruiters (a guardian may ask that their child not be contacted), so you cannot message them.";

/**
 * Why a recruiter may not write in a thread about a player now, or null: the family's block and opt-out,
 * and (MAAPP) a minor's thread that has no parent in it any more.
 */
export function recruiterSendRefusal(
  controls: ContactControls,
  recruiterUserId: string,
  thread: { isMinor: boolean; hasParent: boolean },
): { code: 'blocked' | 'contact_turned_off' | 'no_parent_linked'; message: string } | null {
  if (controls.blocked.has(recruiterUserId)) return { code: 'blocked', message: BLOCKED_MESSAGE };
  if (!controls.allowRecruiterContact) return { code: 'contact_turned_off', message: CONTACT_OFF_MESSAGE };
  if (thread.isMinor && !thread.hasParent) return { code: 'no_parent_linked', message: NO_PARENT_MESSAGE };
  return null;
}
