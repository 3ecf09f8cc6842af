export { ComparePage } from '#client/features/recruiter/pages/compare-page.tsx';
export { DashboardPage } from '#client/features/recruiter/pages/dashboard-page.tsx';
export { ListDetailPage } from '#client/features/recruiter/pages/list-detail-page.tsx';
export { ListsPage } from '#client/features/recruiter/pages/lists-page.tsx';
export { SharedListPage } from '#client/features/recruiter/pages/shared-list-page.tsx';
