import { definePolicy } from '#server/plugins/auth.ts';
import { participantRow } from './conversations.read.ts';

/** The messaging area's resource policy (D277), registered by the composition root (server/app.ts). */
export const messagingPolicies = {
  /**
   * A conversation (its id in the path) the caller takes part in, as their participant row; 404 for
   * anyone else, admins included (they read reported threads through the admin calls).
   */
  'conversation:participant': definePolicy({
    signedIn: true,
    load: ({ db, user, id }) => participantRow(db, user.id, id),
  }),
};

declare module '#server/plugins/auth.ts' {
  interface AccessPolicies {
    'conversation:participant': (typeof messagingPolicies)['conversation:participant'];
  }
}
