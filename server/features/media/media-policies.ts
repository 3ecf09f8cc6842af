import type { DbOrTx } from '#server/db/client.ts';
import { findPlayerForEdit } from '#server/features/players/index.ts';
import { type AuthUser, definePolicy } from '#server/plugins/auth.ts';
import { findMedia, type MediaRow } from './media.service.ts';

/**
 * A media item and the check of its player: a hidden player 404 as if the media did not exist, a
 * visible one the caller does not manage 403 (findPlayerForEdit).
 */
async function findMediaForEdit(db: DbOrTx, user: AuthUser, id: string): Promise<MediaRow> {
  const row = await findMedia(db, id);
  await findPlayerForEdit(db, user, row.playerId);
  return row;
}

/** The media area's resource policy (D277), registered by the composition root (server/app.ts). */
export const mediaPolicies = {
  /** A media item (its id in the path) of a player the caller manages. */
  'media:manage': definePolicy({
    signedIn: true,
    load: ({ db, user, id }) => findMediaForEdit(db, user, id),
  }),
};

declare module '#server/plugins/auth.ts' {
  interface AccessPolicies {
    'media:manage': (typeof mediaPolicies)['media:manage'];
  }
}
