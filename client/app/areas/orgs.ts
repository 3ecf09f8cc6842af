// The organization staff screens (D089-D095): dashboard, roster, a roster player, settings and members,
// the verification queue; and the admin's organizations page.
export { AdminOrganizationsPage } from '#client/features/orgs/pages/admin-organizations-page.tsx';
export { OrgDashboardPage } from '#client/features/orgs/pages/org-dashboard-page.tsx';
export { OrgSettingsPage } from '#client/features/orgs/pages/org-settings-page.tsx';
export { RosterPage } from '#client/features/orgs/pages/roster-page.tsx';
export { RosterPlayerPage } from '#client/features/orgs/pages/roster-player-page.tsx';
export { VerificationQueuePage } from '#client/features/orgs/pages/verification-queue-page.tsx';
