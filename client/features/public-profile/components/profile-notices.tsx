import { TriangleAlertIcon } from 'lucide-react';
import type { ProfileStatus } from '#common/enums.ts';

/** The exact wording of spec 2 §2 / §4. */
export const STATUS_NOTICES: Partial<Record<ProfileStatus, { title: string; text: string }>> = {
  draft: {
    title: 'Draft profile',
    text: 'This profile is in draft mode. Complete the approval process to make it visible to recruiters.',
  },
  pending_consent: {
    title: 'Pending approval',
    text: 'This profile is awaiting parental approval before it becomes active.',
  },
  inactive: {
    title: 'Inactive profile',
    text: 'This profile is inactive and hidden from recruiters and search.',
  },
};

/** Only the player, their parents and admins can load a profile that is not active, so only they see this. */
export function ProfileNotice({ status }: { status: ProfileStatus }) {
  const notice = STATUS_NOTICES[status];
  if (!notice) return null;
  return (
    <div data-slot="profile-notice" className="border-b border-warning/40 bg-warning/10">
      <div className="container-page flex gap-3 py-3.5 text-sm">
        <TriangleAlertIcon className="mt-0.5 size-5 shrink-0 text-warning" />
        <p className="leading-relaxed">
          <span className="font-bold">{notice.title}. </span>
          {notice.text}
        </p>
      </div>
    </div>
  );
}

/** The owner's status badge (spec 2 §4): draft 'Draft', pending_consent 'Pending Approval', active none. */
export const STATUS_BADGES: Partial<Record<ProfileStatus, string>> = {
  draft: 'Draft',
  pending_consent: 'Pending Approval',
  inactive: 'Inactive',
};
