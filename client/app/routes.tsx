import type { RouteObject } from 'react-router';
import { ComingSoon } from '#client/components/coming-soon.tsx';
import { AccountPage } from '#client/features/account/pages/account-page.tsx';
import { ForgotPasswordPage } from '#client/features/auth/pages/forgot-password-page.tsx';
import { LoginPage } from '#client/features/auth/pages/login-page.tsx';
import { ResetPasswordPage } from '#client/features/auth/pages/reset-password-page.tsx';
import { VerifyEmailPage } from '#client/features/auth/pages/verify-email-page.tsx';
import { OutboxPage } from '#client/features/dev-outbox/pages/outbox-page.tsx';
import { NotFoundPage } from '#client/features/errors/pages/not-found-page.tsx';
import { LandingPage } from '#client/features/landing/pages/landing-page.tsx';
import { PrivacyPage } from '#client/features/legal/pages/privacy-page.tsx';
import { TermsPage } from '#client/features/legal/pages/terms-page.tsx';
import { ParentActivityPage } from '#client/features/parent/pages/activity-page.tsx';
import { ApproveProfilePage } from '#client/features/parent/pages/approve-profile-page.tsx';
import { CoParentInvitePage } from '#client/features/parent/pages/co-parent-invite-page.tsx';
import { CreatePlayerPage } from '#client/features/parent/pages/create-player-page.tsx';
import { ParentDashboardPage } from '#client/features/parent/pages/parent-dashboard-page.tsx';
import { PlayerEditRedirect } from '#client/features/parent/pages/player-edit-redirect.tsx';
import { MyProfilePage } from '#client/features/player-profile/pages/my-profile-page.tsx';
import { ParentPlayerPage } from '#client/features/player-profile/pages/parent-player-page.tsx';
import { ProfileSetupPage } from '#client/features/player-profile/pages/profile-setup-page.tsx';
import { PublicProfilePage } from '#client/features/public-profile/pages/public-profile-page.tsx';
import { DashboardPage } from '#client/features/recruiter/pages/dashboard-page.tsx';
import { ListDetailPage } from '#client/features/recruiter/pages/list-detail-page.tsx';
import { ListsPage } from '#client/features/recruiter/pages/lists-page.tsx';
import { SearchPage } from '#client/features/recruiter/pages/search-page.tsx';
import { SignupPage } from '#client/features/signup/pages/signup-page.tsx';
import type { RouteHandle } from '#client/lib/auth.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { RouteError } from './layout/route-error.tsx';

/** A screen whose issue has not landed yet: its title and one sentence of what it will hold. */
function soon(path: string, title: string, description: string): RouteObject {
  return { path, element: <ComingSoon title={title} description={description} /> };
}

const ADMIN_DASHBOARD =
  'Manage users, roles, suspensions, subscription tiers, feature overrides, audit logs and imports.';

/**
 * Every client route of spec 1 §2 plus /profile-setup, /search (alias of /recruiter/search) and /dev/outbox.
 * Which paths need a session is decided by isPublicPath (common/roles.ts), enforced by AuthProvider.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { path: '/', element: <LandingPage /> },
          { path: '/login', element: <LoginPage /> },
          { path: '/signup', element: <SignupPage /> },
          { path: '/register', element: <SignupPage /> },
          { path: '/verify-email', element: <VerifyEmailPage /> },
          { path: '/forgot-password', element: <ForgotPasswordPage /> },
          { path: '/reset-password', element: <ResetPasswordPage /> },
          { path: '/dev/outbox', element: <OutboxPage /> },
          { path: '/terms', element: <TermsPage /> },
          { path: '/privacy', element: <PrivacyPage /> },
          soon(
            '/pricing',
            'Choose Your Plan',
            'Compare plans from the free Locker Room to All-Star, monthly or yearly, and upgrade with secure checkout.',
          ),
          { path: '/approve-profile/:token', element: <ApproveProfilePage /> },
          { path: '/co-parent-invite/:token', element: <CoParentInvitePage /> },
          { path: '/co-parent-invite/id/:id', element: <CoParentInvitePage /> },
          { path: '/player/profile', element: <MyProfilePage /> },
          { path: '/player/:slug', element: <PublicProfilePage /> },
          { path: '/parent/player/:id', element: <ParentPlayerPage /> },
          { path: '/create-player-profile', element: <CreatePlayerPage /> },
          { path: '/player/:id/edit', element: <PlayerEditRedirect /> },
          { path: '/profile-setup', element: <ProfileSetupPage /> },
          { path: '/account', element: <AccountPage /> },
          { path: '/parent/dashboard', element: <ParentDashboardPage /> },
          { path: '/parent', element: <ParentDashboardPage /> },
          { path: '/parent/activity', element: <ParentActivityPage /> },
          { path: '/recruiter/dashboard', element: <DashboardPage /> },
          { path: '/recruiter/search', element: <SearchPage /> },
          { path: '/search', element: <SearchPage /> },
          { path: '/recruiter/lists', element: <ListsPage /> },
          { path: '/recruiter/lists/:listId', element: <ListDetailPage /> },
          soon(
            '/org/dashboard',
            'Organization Dashboard',
            'Your program at a glance: roster, sponsored players and how often your athletes are viewed.',
          ),
          soon(
            '/org/roster',
            'Roster',
            'Manage your roster and the player profiles your organization sponsors.',
          ),
          soon('/admin/dashboard', 'Admin Dashboard', ADMIN_DASHBOARD),
          soon('/admin', 'Admin Dashboard', ADMIN_DASHBOARD),
          soon(
            '/admin/tiers',
            'Tier Management',
            'Edit subscription tiers, their prices and the features each one includes.',
          ),
          soon(
            '/admin/users/:userId',
            'User Details',
            'A user’s account, role, subscription, feature overrides and recent activity.',
          ),
          { path: '*', element: <NotFoundPage />, handle: { notFound: true } satisfies RouteHandle },
        ],
      },
    ],
  },
];
