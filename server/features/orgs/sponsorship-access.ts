import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { orgSponsorships } from '#server/db/schema/index.ts';
import { notFound } from '#server/lib/errors.ts';
import type { AuthUser } from '#server/plugins/auth.ts';
import {
  type LoadedSponsorship,
  loadSponsorship,
  SPONSORSHIP_NOT_FOUND,
  whoAnswers,
} from './sponsorships.service.ts';

/**
 * Who may answer a sponsorship named by its id in the path (decisions §1): the load of the
 * sponsorship:family policy (org-policies.ts, D277). By its e-mailed token the link is the proof and the
 * answer routes check the token themselves (sponsorships.service.ts).
 */

/**
 * A sponsorship the caller answers for by id: of a profile they manage (whoAnswers), or an invitation by
 * e-mail sent to their verified address (the id is not a secret, so the address stands in for having
 * received the e-mail); anyone else 404, as if it did not exist.
 */
export async function findSponsorshipForFamily(
  db: DbOrTx,
  user: AuthUser,
  id: string,
): Promise<LoadedSponsorship> {
  const loaded = await loadSponsorship(db, eq(orgSponsorships.id, id));
  if (!loaded) throw notFound(SPONSORSHIP_NOT_FOUND);
  const mayAnswer = loaded.player
    ? (await whoAnswers(db, user, loaded.player)).manages
    : user.emailVerified && loaded.row.invitedEmail === user.email.toLowerCase();
  if (!mayAnswer) throw notFound(SPONSORSHIP_NOT_FOUND);
  return loaded;
}
