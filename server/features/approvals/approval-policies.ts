import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { parentalApprovalRequests } from '#server/db/schema/index.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import { type AuthUser, definePolicy } from '#server/plugins/auth.ts';
import {
  APPROVAL_REQUEST_NOT_FOUND,
  APPROVAL_VERIFY_EMAIL,
  type ApprovalRequestRow,
} from './approvals.service.ts';

/**
 * An approval request (its id in the path) sent to the caller's address, once that address is verified:
 * the id is not a secret the way the e-mailed token is, so the verified address stands in for having
 * received the e-mail. Unverified, nothing else is known about the request (it is not even listed):
 * EMAIL_NOT_VERIFIED; addressed to someone else or unknown, 404.
 */
async function findRequestForAddressee(db: DbOrTx, user: AuthUser, id: string): Promise<ApprovalRequestRow> {
  if (!user.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED', APPROVAL_VERIFY_EMAIL);
  const [row] = await db
    .select()
    .from(parentalApprovalRequests)
    .where(eq(parentalApprovalRequests.id, id))
    .limit(1);
  if (!row || row.parentEmail !== user.email.toLowerCase()) throw notFound(APPROVAL_REQUEST_NOT_FOUND);
  return row;
}

/** The approvals area's resource policy (D277), registered by the composition root (server/app.ts). */
export const approvalPolicies = {
  /** A parental approval request sent to the caller's verified address (findRequestForAddressee). */
  'approvalRequest:addressee': definePolicy({
    signedIn: true,
    load: ({ db, user, id }) => findRequestForAddressee(db, user, id),
  }),
};

declare module '#server/plugins/auth.ts' {
  interface AccessPolicies {
    'approvalRequest:addressee': (typeof approvalPolicies)['approvalRequest:addressee'];
  }
}
