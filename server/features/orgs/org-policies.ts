import type { OrgPermission } from '#common/org-permissions.ts';
import { definePolicy } from '#server/plugins/auth.ts';
import { findOrgForMember } from './org-access.ts';
import { findSponsorshipForFamily } from './sponsorship-access.ts';
import { findEvidenceForReview, findPlayerForReview, findScreenshotKey } from './verification-access.ts';

/**
 * The organization area's resource policies: org:member (org-access.ts rules), for routes whose `param`
 * holds an organization id; `scope` names the permission required ('roster', 'verification' or 'admin');
 * the reviewer's policies (verification-access.ts) and the family's sponsorship:family
 * (sponsorship-access.ts). Registered by the composition root (server/app.ts).
 */
export const orgPolicies = {
  'org:member': definePolicy({
    signedIn: true,
    load: ({ db, user, id, scope }) => findOrgForMember(db, user, id, scope as OrgPermission | undefined),
  }),
  /**
   * Evidence (its id in the path) the caller reviews now: an admin, or staff holding 'verification' in
   * an organization whose active roster holds the active profile. Roster staff without the scope 403,
   * anyone else 404 (verification-access.ts).
   */
  'evidence:review': definePolicy({
    signedIn: true,
    load: ({ db, user, id }) => findEvidenceForReview(db, user, id),
  }),
  /** A player (its id in the path) the caller reviews now, by the same rule: a game's attestation. */
  'player:reviewer': definePolicy({
    signedIn: true,
    load: ({ db, user, id }) => findPlayerForReview(db, user, id),
  }),
  /**
   * The storage key of an evidence screenshot (its id in the path), for the player's managers or a
   * reviewer of the player; anyone else 404, as if there were no such evidence.
   */
  'evidence:screenshot': definePolicy({
    signedIn: true,
    load: ({ db, user, id }) => findScreenshotKey(db, user, id),
  }),
  /**
   * A sponsorship (its id in the path) the caller answers for: of a profile they manage, or an invitation
   * by e-mail to their verified address; anyone else 404.
   */
  'sponsorship:family': definePolicy({
    signedIn: true,
    load: ({ db, user, id }) => findSponsorshipForFamily(db, user, id),
  }),
};

declare module '#server/plugins/auth.ts' {
  interface AccessPolicies {
    'org:member': (typeof orgPolicies)['org:member'];
    'evidence:review': (typeof orgPolicies)['evidence:review'];
    'player:reviewer': (typeof orgPolicies)['player:reviewer'];
    'evidence:screenshot': (typeof orgPolicies)['evidence:screenshot'];
    'sponsorship:family': (typeof orgPolicies)['sponsorship:family'];
  }
}
