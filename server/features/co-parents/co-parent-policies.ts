import { definePolicy } from '#server/plugins/auth.ts';
import {
  findInvitationForInvitee,
  findInvitationForManager,
  findPlayerForInvitations,
} from './co-parent-access.ts';

/** The co-parents area's resource policies (D277), registered by the composition root (server/app.ts). */
export const coParentPolicies = {
  /** A player whose co-parent invitations the caller manages: its linked parents and admins. */
  'player:coParentInvitations': definePolicy({
    signedIn: true,
    load: ({ db, user, id }) => findPlayerForInvitations(db, user, id),
  }),
  /** An invitation (its id in the path) of a player the caller manages; anyone else 404. */
  'coParentInvitation:manage': definePolicy({
    signedIn: true,
    load: ({ db, user, id }) => findInvitationForManager(db, user, id),
  }),
  /** An invitation (its id in the path) to the caller's verified address; anyone else 404. */
  'coParentInvitation:invitee': definePolicy({
    signedIn: true,
    load: ({ db, user, id }) => findInvitationForInvitee(db, user, id),
  }),
};

declare module '#server/plugins/auth.ts' {
  interface AccessPolicies {
    'player:coParentInvitations': (typeof coParentPolicies)['player:coParentInvitations'];
    'coParentInvitation:manage': (typeof coParentPolicies)['coParentInvitation:manage'];
    'coParentInvitation:invitee': (typeof coParentPolicies)['coParentInvitation:invitee'];
  }
}
