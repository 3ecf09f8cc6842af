import { SettingsIcon } from 'lucide-react';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '#client/components/ui/button.tsx';
import type { PlayerDetail } from '#client/features/players/index.ts';
import { useAuth } from '#client/lib/auth.tsx';
import { lazyPart } from '#client/lib/lazy-part.ts';
import { PATHS, pathTo } from '#client/lib/paths.ts';
import { ShareProfileMenu } from './share-profile-menu.tsx';

// Only a recruiter's session shows them: their dialogs (forms, zod, the list and note contracts) stay out
// of the page an anonymous visitor loads (kept small for a first visit).
const RecruiterActions = lazyPart('recruiter-actions', () =>
  import('#client/features/recruiter/index.ts').then((module) => ({ default: module.RecruiterActions })),
);

/**
 * The action area of the profile header (spec 2 §2, spec 3 §2 "recruiter extras").
 *
 * RECRUITER ACTIONS GO HERE: recruiters get NOTES, ADD TO LIST, RATE PLAYER, MESSAGE PLAYER and
 * SHARE PLAYER in place of the Share Profile menu. The recruiter screens own those buttons; render them in
 * the `isRecruiter` branch below (they receive `detail.player`, e.g. `<RecruiterActions player={...} />`).
 * Everyone else (anonymous visitors included) sees the Share Profile menu, unless a minor's parents turned
 * it off (D296).
 */
export function ProfileActions({ detail }: { detail: PlayerDetail }) {
  const { user } = useAuth();
  const isRecruiter = user?.role === 'RECRUITER';
  const manageTo = detail.viewer.isOwner
    ? PATHS.playerProfile
    : detail.viewer.canEdit && user?.role === 'PARENT'
      ? pathTo.parentPlayer(detail.player.id)
      : null;

  return (
    <div className="flex flex-wrap items-center gap-2" data-slot="profile-actions">
      {manageTo ? (
        <Link to={manageTo} className={buttonVariants({ variant: 'default' })}>
          <SettingsIcon />
          Edit Profile
        </Link>
      ) : null}
      {isRecruiter ? (
        <Suspense fallback={null}>
          <RecruiterActions player={detail.player} />
        </Suspense>
      ) : detail.viewer.canShare === false ? null : (
        // D296: a minor's parents may take the Share Profile menu off the page, for every visitor.
        <ShareProfileMenu
          slug={detail.player.slug}
          name={`${detail.player.firstName} ${detail.player.lastName}`}
        />
      )}
    </div>
  );
}
