import { ArrowRightIcon, LockIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Link, Outlet, useNavigate, useNavigation } from 'react-router';
import { StatusPanel } from '#client/components/status-panel.tsx';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { PageSpinner } from '#client/components/ui/spinner.tsx';
import { useAuth } from '#client/lib/auth.tsx';
import { PATHS } from '#client/lib/paths.ts';
import type { SessionUser } from '#common/contracts/auth.ts';
import type { Role } from '#common/enums.ts';
import { homePathForRole } from '#common/roles.ts';

/**
 * The layout route around every screen that needs a session (spec 1 §2), and, with `roles`, only those
 * roles. It decides once the first session read has settled; until then a spinner shows.
 * Signed out: cached data is dropped and the visitor goes to /login (spec 1 §4), but never while a
 * navigation is under way: a screen that ends the session and moves on (logout, account deletion) is
 * left for the page it goes to, even when that page's code is still loading.
 * Signed in with another role: an explanation and the way to their own home; the page makes no call.
 */
export function RequireRole({ roles, area }: { roles?: readonly Role[]; area?: GatedArea }) {
  const { user, isLoading, dropCachedData } = useAuth();
  const navigate = useNavigate();
  const isNavigating = useNavigation().state !== 'idle';

  useEffect(() => {
    if (isLoading || user || isNavigating) return;
    dropCachedData();
    navigate(PATHS.login, { replace: true });
  }, [isLoading, user, isNavigating, navigate, dropCachedData]);

  if (isLoading) return <PageSpinner label="Checking your session..." />;
  if (!user) return <PageSpinner label="Redirecting to login..." />;
  if (roles && !roles.includes(user.role)) return <WrongRole user={user} roles={roles} area={area} />;
  return <Outlet />;
}

/** What a screen for other roles says; the API refuses those calls with 403 anyway. */
const ROLE_SCREENS: Partial<
  Record<Role, { title: string; about: string; account: string; more?: { label: string; to: string } }>
> = {
  PARENT: {
    title: 'Parent accounts only',
    about: "This page is for parents and guardians who manage their children's profiles.",
    account: 'a parent account',
  },
  // Player search (PLAYER_SEARCH_ROLES, recruiters first).
  RECRUITER: {
    title: 'Player search is for recruiters',
    about: 'Recruiters, clubs and schools search players here.',
    account: 'one of them',
    more: { label: 'How Recruiters Find Players', to: PATHS.howRecruitingWorks },
  },
};

/**
 * Areas whose screen names the area rather than a role (D253): every other role sees "Not available for
 * your account", what the area is for, and the way to their own home.
 */
const AREA_SCREENS = {
  recruiter: {
    title: 'Not available for your account',
    about: 'Recruiter dashboards and player lists are for recruiter accounts.',
    account: 'a recruiter account',
    more: { label: 'How Recruiters Find Players', to: PATHS.howRecruitingWorks },
  },
} as const;
export type GatedArea = keyof typeof AREA_SCREENS;

function homeLabel(role: Role): string {
  if (role === 'PLAYER') return 'Go to My Profile';
  if (role === 'ADMIN') return 'Go to Admin Dashboard';
  return 'Go to Dashboard';
}

function WrongRole({ user, roles, area }: { user: SessionUser; roles: readonly Role[]; area?: GatedArea }) {
  const screen: { title: string; about: string; account: string; more?: { label: string; to: string } } =
    (area ? AREA_SCREENS[area] : ROLE_SCREENS[roles[0]]) ?? {
      title: 'Not available for your account',
      about: 'This page is for other kinds of accounts.',
      account: 'one of them',
    };
  return (
    <div className="container-page py-12 sm:py-20">
      <title>{`${screen.title} · Rinkside`}</title>
      <div className="mx-auto max-w-xl">
        <StatusPanel
          icon={<LockIcon />}
          tone="info"
          title={screen.title}
          live={false}
          actions={
            <>
              <Link to={homePathForRole(user.role)} className={buttonVariants({ size: 'lg' })}>
                {homeLabel(user.role)}
                <ArrowRightIcon />
              </Link>
              {screen.more ? (
                <Link to={screen.more.to} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
                  {screen.more.label}
                </Link>
              ) : null}
            </>
          }
        >
          <p>
            {screen.about} You are signed in as {user.email}, which is not {screen.account}.
          </p>
        </StatusPanel>
      </div>
    </div>
  );
}
