// The parent's screens and the e-mailed links a parent follows (approval, co-parent invitation).
import { createElement } from 'react';
import { FamilySponsorshipsCard } from '#client/features/orgs/index.ts';
import { ParentDashboardPage as ParentDashboardScreen } from '#client/features/parent/pages/parent-dashboard-page.tsx';

export { ParentActivityPage } from '#client/features/parent/pages/activity-page.tsx';
export { ApproveProfilePage } from '#client/features/parent/pages/approve-profile-page.tsx';
export { CoParentInvitePage } from '#client/features/parent/pages/co-parent-invite-page.tsx';
export { CreatePlayerPage } from '#client/features/parent/pages/create-player-page.tsx';
export { PlayerEditRedirect } from '#client/features/parent/pages/player-edit-redirect.tsx';

/** The parent dashboard with the family's "Teams & organizations" card (D095) placed on it. */
export function ParentDashboardPage() {
  return createElement(ParentDashboardScreen, { sponsorships: createElement(FamilySponsorshipsCard) });
}
