import { FIELD_CONTROL_PARTS, type FieldControlPart } from '#common/enums.ts';
import { definePolicy } from '#server/plugins/auth.ts';
import { findEntryForEdit, findScheduleEventForEdit } from './entry-access.ts';
import {
  findPlayerForEdit,
  findPlayerForManagerRead,
  findPlayerForPart,
  findPlayerForView,
  findPlayerForViewCount,
  findProfileForView,
} from './player-access.ts';

/** A policy's scope as a profile part (FIELD_CONTROL_PARTS); a route naming another is a programming error. */
function partOf(policy: string, scope: string | undefined): FieldControlPart {
  if (!FIELD_CONTROL_PARTS.includes(scope as FieldControlPart)) {
    throw new Error(`${policy} needs a scope of ${FIELD_CONTROL_PARTS.join(', ')}`);
  }
  return scope as FieldControlPart;
}

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
   * same one statement: GET /api/players/{id}, the public profile (D126).
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
    load: ({ db, user, id, scope }) => findPlayerForPart(db, user, id, partOf('player:maintain', scope)),
  }),
  /**
   * A player only its managers may read about (list count, strength, analytics, parents, plan features);
   * with a `scope` (a profile part) also organization staff who maintain that part. A hidden profile is
   * 404, a visible one the caller may not read 403.
   */
  'player:managerRead': definePolicy({
    signedIn: true,
    load: ({ db, user, id, scope }) =>
      findPlayerForManagerRead(
        db,
        user,
        id,
        scope === undefined ? undefined : partOf('player:managerRead', scope),
      ),
  }),
  /** A player whose view count the caller may read: its managers and recruiters (decisions §1). */
  'player:viewCount': definePolicy({
    signedIn: true,
    load: ({ db, user, id }) => findPlayerForViewCount(db, user, id),
  }),
  /**
   * A schedule event (its id in the path) with its player, for the player's managers or staff whose
   * organization maintains the schedule; anyone else 404, but roster staff of the player 403
   * (assertCanMaintainEntry).
   */
  'scheduleEvent:maintain': definePolicy({
    signedIn: true,
    load: ({ db, user, id }) => findScheduleEventForEdit(db, user, id),
  }),
  /** A team history entry (its id in the path) with its team and player, by the same rule. */
  'teamHistory:maintain': definePolicy({
    signedIn: true,
    load: ({ db, user, id }) => findEntryForEdit(db, user, id),
  }),
};

declare module '#server/plugins/auth.ts' {
  interface AccessPolicies {
    'player:view': (typeof playerPolicies)['player:view'];
    'player:profile': (typeof playerPolicies)['player:profile'];
    'player:manage': (typeof playerPolicies)['player:manage'];
    'player:maintain': (typeof playerPolicies)['player:maintain'];
    'player:managerRead': (typeof playerPolicies)['player:managerRead'];
    'player:viewCount': (typeof playerPolicies)['player:viewCount'];
    'scheduleEvent:maintain': (typeof playerPolicies)['scheduleEvent:maintain'];
    'teamHistory:maintain': (typeof playerPolicies)['teamHistory:maintain'];
  }
}

/** Who may change a part: its managers and organization staff (the policy decides per player). */
const MAINTAIN_ROLES = ['PLAYER', 'PARENT', 'ADMIN', 'ORG_ADMIN', 'ORG_STAFF'] as const;

/** The access of a route that changes one part of a profile (the sponsorship's fieldControl, D090). */
export function maintainAccess<const P extends FieldControlPart>(part: P) {
  return { policy: 'player:maintain', param: 'id', scope: part, roles: MAINTAIN_ROLES } as const;
}

/** The access of a read only a player's managers (and, given a part, its maintainers) may make. */
export const managerReadAccess = { policy: 'player:managerRead', param: 'id' } as const;
