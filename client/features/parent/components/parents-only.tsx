import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRightIcon, LockIcon } from '#client/components/icons.tsx';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { useAuth } from '#client/lib/auth.tsx';
import { homePathForRole } from '#common/roles.ts';
import { StatusPanel } from './status-panel.tsx';

function homeLabel(role: string): string {
  if (role === 'PLAYER') return 'Go to My Profile';
  if (role === 'ADMIN') return 'Go to Admin Dashboard';
  return 'Go to Dashboard';
}

/**
 * The parent screens answer only PARENT accounts (the API refuses the rest with 403). Anyone else sees
 * a plain explanation and the way back to their own home, and no call is made for them.
 */
export function ParentsOnly({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  if (!user || user.role === 'PARENT') return children;
  return (
    <div className="container-page py-12 sm:py-20">
      <title>Parent accounts only · Rinkside</title>
      <div className="mx-auto max-w-xl">
        <StatusPanel
          icon={<LockIcon />}
          tone="info"
          title="Parent accounts only"
          live={false}
          actions={
            <Link to={homePathForRole(user.role)} className={buttonVariants({ size: 'lg' })}>
              {homeLabel(user.role)}
              <ArrowRightIcon />
            </Link>
          }
        >
          <p>
            This page is for parents and guardians who manage their children&apos;s profiles. You are signed
            in as {user.email}, which is not a parent account.
          </p>
        </StatusPanel>
      </div>
    </div>
  );
}
