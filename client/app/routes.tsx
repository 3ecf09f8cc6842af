import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import { PLAYER_SEARCH_ROLES } from '#common/roles.ts';
import { RequireRole } from './layout/require-role.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { RouteError } from './layout/route-error.tsx';

/**
 * The screens in chunks by area: a route's `lazy` loads its area before the router renders the route
 * (no Suspense fallback), and each area's code is downloaded once, when a screen of it is first opened.
 */
export const AREAS = {
  site: () => import('./areas/site.ts'),
  legal: () => import('./areas/legal.ts'),
  auth: () => import('./areas/auth.ts'),
  'player-profile': () => import('./areas/player-profile.ts'),
  parent: () => import('./areas/parent.ts'),
  recruiter: () => import('./areas/recruiter.ts'),
  'player-search': () => import('./areas/player-search.ts'),
  account: () => import('./areas/account.ts'),
  'dev-outbox': () => import('./areas/dev-outbox.ts'),
  'public-profile': () => import('./areas/public-profile.ts'),
  billing: () => import('./areas/billing.ts'),
  admin: () => import('./areas/admin.ts'),
  orgs: () => import('./areas/orgs.ts'),
  'org-public': () => import('./areas/org-public.ts'),
  messaging: () => import('./areas/messaging.ts'),
};
export type AreaName = keyof typeof AREAS;
type AreaModule<A extends AreaName> = Awaited<ReturnType<(typeof AREAS)[A]>>;

/** Route `handle`: the area whose chunk the route loads (read by scripts/bundle-report.ts). */
export interface RouteHandle {
  area: AreaName;
  /** The server renders this page: it has a loader that reads its data and names its head. */
  ssr?: true;
}

/**
 * A screen of an area: the component `pick` takes from the area's module and, for a page the server
 * renders, the loader `pickLoader` takes: it reads the page's data and says what its head shows.
 */
function screen<A extends AreaName>(
  area: A,
  pick: (module: AreaModule<A>) => ComponentType,
  pickLoader?: (module: AreaModule<A>) => LoaderFunction,
): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = AREAS[area] as () => Promise<AreaModule<A>>;
  return {
    handle: (pickLoader ? { area, ssr: true } : { area }) satisfies RouteHandle,
    lazy: async () => {
      const module = await load();
      return pickLoader
        ? { Component: pick(module), loader: pickLoader(module) }
        : { Component: pick(module) };
    },
  };
}

/**
 * Every client route of spec 1 §2 plus /profile-setup, /search (alias of /recruiter/search) and /dev/outbox.
 * This table is the one list of who may open what: a route outside a RequireRole layout is public; inside
 * one it needs a session, and the roles given (client/app/route-access.ts reads it; its test lists them).
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        errorElement: <RouteError />,
        // While the first screen's area loads, the layout (header, session read) renders around an empty
        // page, instead of nothing at all.
        hydrateFallbackElement: <div />,
        children: [
          {
            path: '/',
            ...screen(
              'site',
              (m) => m.LandingPage,
              (m) => m.landingLoader,
            ),
          },
          { path: '/login', ...screen('auth', (m) => m.LoginPage) },
          { path: '/signup', ...screen('auth', (m) => m.SignupPage) },
          // An organization's public page and the e-mailed invitations (answering needs a session).
          {
            path: '/org/:slug',
            ...screen(
              'org-public',
              (m) => m.PublicOrgPage,
              (m) => m.publicOrgLoader,
            ),
          },
          { path: '/org-invite/:token', ...screen('org-public', (m) => m.OrgInvitePage) },
          { path: '/sponsorship-invite/:token', ...screen('org-public', (m) => m.SponsorshipInvitePage) },
          { path: '/register', ...screen('auth', (m) => m.SignupPage) },
          { path: '/verify-email', ...screen('auth', (m) => m.VerifyEmailPage) },
          { path: '/forgot-password', ...screen('auth', (m) => m.ForgotPasswordPage) },
          { path: '/reset-password', ...screen('auth', (m) => m.ResetPasswordPage) },
          // D305: an e-mail's one-click unsubscribe, without signing in.
          { path: '/unsubscribe/:token', ...screen('account', (m) => m.UnsubscribePage) },
          { path: '/dev/outbox', ...screen('dev-outbox', (m) => m.OutboxPage) },
          { path: '/terms', ...screen('legal', (m) => m.TermsPage) },
          { path: '/privacy', ...screen('legal', (m) => m.PrivacyPage) },
          // Where "Browse Players" leads those who may not search.
          {
            path: '/how-recruiting-works',
            ...screen(
              'site',
              (m) => m.HowRecruitingWorksPage,
              (m) => m.howRecruitingWorksLoader,
            ),
          },
          {
            path: '/pricing',
            ...screen(
              'billing',
              (m) => m.PricingPage,
              (m) => m.pricingLoader,
            ),
          },
          // The local test checkout (no Stripe keys): a guest pays here before having an account.
          { path: '/checkout/test/:sessionId', ...screen('billing', (m) => m.TestCheckoutPage) },
          { path: '/approve-profile/:token', ...screen('parent', (m) => m.ApproveProfilePage) },
          { path: '/co-parent-invite/:token', ...screen('parent', (m) => m.CoParentInvitePage) },
          { path: '/co-parent-invite/id/:id', ...screen('parent', (m) => m.CoParentInvitePage) },
          // A list read by its secret link (D323): anyone holding it, signed in or not.
          { path: '/shared/lists/:token', ...screen('recruiter', (m) => m.SharedListPage) },
          {
            path: '/player/:slug',
            ...screen(
              'public-profile',
              (m) => m.PublicProfilePage,
              (m) => m.publicProfileLoader,
            ),
          },
          // Only a redirect, to /parent/player/{id}, which needs the session.
          { path: '/player/:id/edit', ...screen('parent', (m) => m.PlayerEditRedirect) },
          {
            element: <RequireRole />,
            children: [
              { path: '/player/profile', ...screen('player-profile', (m) => m.MyProfilePage) },
              { path: '/parent/player/:id', ...screen('player-profile', (m) => m.ParentPlayerPage) },
              { path: '/profile-setup', ...screen('player-profile', (m) => m.ProfileSetupPage) },
              { path: '/account', ...screen('account', (m) => m.AccountPage) },
              { path: '/billing', ...screen('billing', (m) => m.BillingPage) },
            ],
          },
          {
            // The recruiter's dashboard and lists answer recruiters only (the API refuses the rest with 403).
            element: <RequireRole roles={['RECRUITER']} area="recruiter" />,
            children: [
              { path: '/recruiter/dashboard', ...screen('recruiter', (m) => m.DashboardPage) },
              { path: '/recruiter/lists', ...screen('recruiter', (m) => m.ListsPage) },
              { path: '/recruiter/lists/:listId', ...screen('recruiter', (m) => m.ListDetailPage) },
              { path: '/recruiter/compare', ...screen('recruiter', (m) => m.ComparePage) },
            ],
          },
          {
            // Player search answers PLAYER_SEARCH_ROLES; anyone else is told whom it is for.
            element: <RequireRole roles={PLAYER_SEARCH_ROLES} />,
            children: [
              // Server-rendered with its first page of results.
              {
                path: '/recruiter/search',
                ...screen(
                  'player-search',
                  (m) => m.SearchPage,
                  (m) => m.searchLoader,
                ),
              },
              {
                path: '/search',
                ...screen(
                  'player-search',
                  (m) => m.SearchPage,
                  (m) => m.searchLoader,
                ),
              },
            ],
          },
          {
            // The organization screens answer its members (the API checks membership and scopes).
            element: <RequireRole roles={['ORG_ADMIN', 'ORG_STAFF']} />,
            children: [
              { path: '/org/dashboard', ...screen('orgs', (m) => m.OrgDashboardPage) },
              { path: '/org/roster', ...screen('orgs', (m) => m.RosterPage) },
              { path: '/org/roster/:playerId', ...screen('orgs', (m) => m.RosterPlayerPage) },
              { path: '/org/settings', ...screen('orgs', (m) => m.OrgSettingsPage) },
            ],
          },
          {
            // Evidence review: organization staff for their roster, admins for everyone.
            element: <RequireRole roles={['ORG_ADMIN', 'ORG_STAFF', 'ADMIN']} />,
            children: [{ path: '/org/verification', ...screen('orgs', (m) => m.VerificationQueuePage) }],
          },
          {
            // The inbox, for the roles that take part in conversations (the API answers a thread
            // only to its participants).
            element: <RequireRole roles={['RECRUITER', 'PLAYER', 'PARENT']} />,
            children: [
              { path: '/messages', ...screen('messaging', (m) => m.InboxPage) },
              { path: '/messages/:id', ...screen('messaging', (m) => m.ThreadPage) },
            ],
          },
          {
            // The parent screens answer only PARENT accounts (the API refuses the rest with 403).
            element: <RequireRole roles={['PARENT']} />,
            children: [
              { path: '/parent/dashboard', ...screen('parent', (m) => m.ParentDashboardPage) },
              { path: '/parent', ...screen('parent', (m) => m.ParentDashboardPage) },
              { path: '/parent/activity', ...screen('parent', (m) => m.ParentActivityPage) },
              { path: '/create-player-profile', ...screen('parent', (m) => m.CreatePlayerPage) },
            ],
          },
          {
            // The admin screens answer only ADMIN accounts (every /api/admin call refuses the rest with 403).
            element: <RequireRole roles={['ADMIN']} />,
            children: [
              { path: '/admin/dashboard', ...screen('admin', (m) => m.AdminDashboardPage) },
              { path: '/admin', ...screen('admin', (m) => m.AdminDashboardPage) },
              { path: '/admin/tiers', ...screen('admin', (m) => m.TiersPage) },
              { path: '/admin/users/:userId', ...screen('admin', (m) => m.UserDetailPage) },
              { path: '/admin/message-reports', ...screen('admin', (m) => m.MessageReportsPage) },
              { path: '/admin/ncaa-programs', ...screen('admin', (m) => m.NcaaProgramsPage) },
              { path: '/admin/organizations', ...screen('orgs', (m) => m.AdminOrganizationsPage) },
            ],
          },
          // An unknown address shows Page Not Found, signed in or not.
          {
            path: '*',
            ...screen(
              'site',
              (m) => m.NotFoundPage,
              (m) => m.notFoundLoader,
            ),
          },
        ],
      },
    ],
  },
];
