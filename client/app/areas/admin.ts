// The admin area (spec 3 §2 Admin): dashboard, tier management and user detail; ADMIN only.
export { AdminDashboardPage } from '#client/features/admin/pages/dashboard-page.tsx';
export { MessageReportsPage } from '#client/features/admin/pages/message-reports-page.tsx';
export { NcaaProgramsPage } from '#client/features/admin/pages/ncaa-programs-page.tsx';
export { TiersPage } from '#client/features/admin/pages/tiers-page.tsx';
export { UserDetailPage } from '#client/features/admin/pages/user-detail-page.tsx';
