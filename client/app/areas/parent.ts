// The parent's screens and the e-mailed links a parent follows (approval, co-parent invitation).
export { ParentActivityPage } from '#client/features/parent/pages/activity-page.tsx';
export { ApproveProfilePage } from '#client/features/parent/pages/approve-profile-page.tsx';
export { CoParentInvitePage } from '#client/features/parent/pages/co-parent-invite-page.tsx';
export { CreatePlayerPage } from '#client/features/parent/pages/create-player-page.tsx';
export { ParentDashboardPage } from '#client/features/parent/pages/parent-dashboard-page.tsx';
export { PlayerEditRedirect } from '#client/features/parent/pages/player-edit-redirect.tsx';
