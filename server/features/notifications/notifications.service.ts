import { and, eq, inArray } from 'drizzle-orm';
import type { EmailPreferences } from '#common/contracts/notifications.ts';
import { defaultEmailPreference, EMAIL_KINDS, type EmailKind } from '#common/notifications.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { emailPreferences, players, unsubscribeLinks, users } from '#server/db/schema/index.ts';
import { notFound } from '#server/lib/errors.ts';
import { generateToken, hashToken } from '#server/lib/tokens.ts';

/**
 * Which e-mails an account receives (D304) and the unsubscribe links of those e-mails (D305). Other
 * features ask wantsEmail before queueing an e-mail of a kind, and put unsubscribeLink's page address in
 * the body and its headers in the queued e-mail's metadata.
 */

/** The birth of the player an e-mail is about: the given one, or a PLAYER account's own profile. */
async function birthOfSubject(db: DbOrTx, userId: string, playerId?: string) {
  const [row] = await db
    .select({ birthYear: players.birthYear, birthMonth: players.birthMonth })
    .from(players)
    .where(playerId ? eq(players.id, playerId) : eq(players.userId, userId))
    .limit(1);
  return row ?? null;
}

/**
 * Whether an account receives an e-mail of a kind: its own choice, else the kind's default (D304).
 * `about`: the player the e-mail is about, for the interest digest (off by default under 13).
 */
export async function wantsEmail(
  db: DbOrTx,
  userId: string,
  kind: EmailKind,
  about: { playerId?: string } = {},
): Promise<boolean> {
  const [chosen] = await db
    .select({ enabled: emailPreferences.enabled })
    .from(emailPreferences)
    .where(and(eq(emailPreferences.userId, userId), eq(emailPreferences.kind, kind)));
  if (chosen) return chosen.enabled;
  if (kind !== 'interestDigests') return defaultEmailPreference(kind);
  return defaultEmailPreference(kind, await birthOfSubject(db, userId, about.playerId));
}

/** An account's settings, each its choice or the default. */
export async function emailPreferencesOf(db: DbOrTx, userId: string): Promise<EmailPreferences> {
  const entries = await Promise.all(
    EMAIL_KINDS.map(async (kind) => [kind, await wantsEmail(db, userId, kind)] as const),
  );
  return Object.fromEntries(entries) as EmailPreferences;
}

/** Sets the kinds given; the others keep their choice or default. */
export async function setEmailPreferences(
  db: DbOrTx,
  userId: string,
  input: Partial<EmailPreferences>,
): Promise<EmailPreferences> {
  const rows = EMAIL_KINDS.filter((kind) => input[kind] !== undefined).map((kind) => ({
    userId,
    kind,
    enabled: input[kind]!,
    updatedAt: new Date(),
  }));
  for (const row of rows) {
    await db
      .insert(emailPreferences)
      .values(row)
      .onConflictDoUpdate({
        target: [emailPreferences.userId, emailPreferences.kind],
        set: { enabled: row.enabled, updatedAt: row.updatedAt },
      });
  }
  return emailPreferencesOf(db, userId);
}

export interface UnsubscribeLink {
  /** The page the e-mail's body links to (it asks for one click). */
  pageUrl: string;
  /** The metadata a queued e-mail carries so the worker sends List-Unsubscribe headers (RFC 8058). */
  metadata: { listUnsubscribe: string };
}

/**
 * A new unsubscribe link for one e-mail of a kind to an account, in the transaction that queues it: only
 * the token's hash is stored (D305).
 */
export async function unsubscribeLink(
  tx: DbOrTx,
  appUrl: string,
  userId: string,
  kind: EmailKind,
): Promise<UnsubscribeLink> {
  const token = generateToken();
  await tx.insert(unsubscribeLinks).values({ tokenHash: hashToken(token), userId, kind });
  return {
    pageUrl: `${appUrl}/unsubscribe/${token}`,
    metadata: { listUnsubscribe: `${appUrl}/api/unsubscribe/${token}` },
  };
}

export const UNSUBSCRIBE_NOT_FOUND =
  'This unsubscribe link is not valid any more. Sign in and change your e-mails in Account Settings.';

/** "j•••@example.com": the link may have been forwarded, so the address is not shown whole. */
function maskedEmail(email: string): string {
  const at = email.indexOf('@');
  return at <= 0 ? '•••' : `${email[0]}•••${email.slice(at)}`;
}

async function linkOf(db: DbOrTx, token: string) {
  const [link] = await db
    .select({ userId: unsubscribeLinks.userId, kind: unsubscribeLinks.kind, email: users.email })
    .from(unsubscribeLinks)
    .innerJoin(users, eq(users.id, unsubscribeLinks.userId))
    .where(eq(unsubscribeLinks.tokenHash, hashToken(token)));
  if (!link || !(EMAIL_KINDS as readonly string[]).includes(link.kind)) throw notFound(UNSUBSCRIBE_NOT_FOUND);
  return { ...link, kind: link.kind as EmailKind };
}

/** What a link turns off, and whether it is off already (GET, changes nothing). */
export async function unsubscribeInfo(db: DbOrTx, token: string) {
  const link = await linkOf(db, token);
  return {
    kind: link.kind,
    email: maskedEmail(link.email),
    unsubscribed: !(await wantsEmail(db, link.userId, link.kind)),
  };
}

/** Turns the link's kind off for its account; again and again answers the same. */
export async function unsubscribe(db: DbOrTx, token: string) {
  const link = await linkOf(db, token);
  await setEmailPreferences(db, link.userId, { [link.kind]: false });
  return {
    kind: link.kind,
    email: maskedEmail(link.email),
    unsubscribed: true,
    message: 'You are unsubscribed. You can turn these e-mails back on in Account Settings.',
  };
}

/** The accounts among `userIds` that receive a kind (for jobs that e-mail many at once). */
export async function accountsWanting(db: DbOrTx, userIds: string[], kind: EmailKind): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const chosen = await db
    .select({ userId: emailPreferences.userId, enabled: emailPreferences.enabled })
    .from(emailPreferences)
    .where(and(inArray(emailPreferences.userId, userIds), eq(emailPreferences.kind, kind)));
  const off = new Set(chosen.filter((c) => !c.enabled).map((c) => c.userId));
  return new Set(userIds.filter((id) => !off.has(id)));
}
