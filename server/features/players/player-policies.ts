import { FIELD_CONTROL_PARTS, type FieldControlPart } from '#common/enums.ts';
import { definePolicy } from '#server/plugins/auth.ts';
import {
  findPlayerForEdit,
  findPlayerForPart,
  findPlayerForView,
  findProfileForView,
} from './player-access.ts';

/**
 * The player area's resource policies (player-access.ts rules), for routes whose `param` holds a player's
 * id or slug. Registered by the composition root (server/app.ts).
 */
export const playerPolicies = {
  /** A player the caller may see, and whether they manage it; a hidden profile is 404. */
  'player:view': definePolicy({
    signedIn: false,
    load: ({ db, user, id }) => findPlayerForView(db, user, id),
  }),
  /**
   * player:view with the profile screen's parts (team history, media, current team name), read in the
   * same one statement: GET /api/players/{id}, the public profile (issue 15).
   */
  'player:profile': definePolicy({
    signedIn: false,
    load: ({ db, user, id }) => findProfileForView(db, user, id),
  }),
  /** A player the caller may change: a hidden profile is 404, a visible one not theirs 403. */
  'player:manage': definePolicy({
    signedIn: true,
    load: ({ db, user, id }) => findPlayerForEdit(db, user, id),
  }),
  /**
   * A player one of whose parts (`scope`, a FIELD_CONTROL_PARTS value) the caller may change: its managers,
   * or roster staff of an organization whose active sponsorship grants the part (canMaintainPart). A
   * hidden profile is 404, a visible one the caller may not maintain 403.
   */
  'player:maintain': definePolicy({
    signedIn: true,
    load: ({ db, user, id, scope }) => {
      if (!FIELD_CONTROL_PARTS.includes(scope as FieldControlPart)) {
        throw new Error(`player:maintain needs a scope of ${FIELD_CONTROL_PARTS.join(', ')}`);
      }
      return findPlayerForPart(db, user, id, scope as FieldControlPart);
    },
  }),
};

declare module '#server/plugins/auth.ts' {
  interface AccessPolicies {
    'player:view': (typeof playerPolicies)['player:view'];
    'player:profile': (typeof playerPolicies)['player:profile'];
    'player:manage': (typeof playerPolicies)['player:manage'];
    'player:maintain': (typeof playerPolicies)['player:maintain'];
  }
}

/** Who may change a part: its managers and organization staff (the policy decides per player). */
const MAINTAIN_ROLES = ['PLAYER', 'PARENT', 'ADMIN', 'ORG_ADMIN', 'ORG_STAFF'] as const;

/** The access of a route that changes one part of a profile (issue 14 fieldControl). */
export function maintainAccess<const P extends FieldControlPart>(part: P) {
  return { policy: 'player:maintain', param: 'id', scope: part, roles: MAINTAIN_ROLES } as const;
}
