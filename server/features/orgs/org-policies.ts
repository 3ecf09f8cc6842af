import type { OrgPermission } from '#common/org-permissions.ts';
import { definePolicy } from '#server/plugins/auth.ts';
import { findOrgForMember } from './org-access.ts';

/**
 * The organization area's resource policy (org-access.ts rules), for routes whose `param` holds an
 * organization id; `scope` names the permission required ('roster', 'verification' or 'admin').
 * Registered by the composition root (server/app.ts).
 */
export const orgPolicies = {
  'org:member': definePolicy({
    signedIn: true,
    load: ({ db, user, id, scope }) => findOrgForMember(db, user, id, scope as OrgPermission | undefined),
  }),
};

declare module '#server/plugins/auth.ts' {
  interface AccessPolicies {
    'org:member': (typeof orgPolicies)['org:member'];
  }
}
