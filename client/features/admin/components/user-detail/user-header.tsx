import { BanIcon, CircleCheckIcon, ClockIcon, KeyRoundIcon } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import type { AdminUser } from '#common/contracts/admin.ts';
import { RoleBadge } from '../role-badge.tsx';

/** Spec 3 §2 user detail header: name, e-mail, role, verification and suspension, Reset Password. */
export function UserHeader({ user, onResetPassword }: { user: AdminUser; onResetPassword: () => void }) {
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="grid min-w-0 gap-2">
        <p className="text-xs font-semibold uppercase tracking-widest text-primary">User Details</p>
        <h1 className="break-words text-2xl font-bold tracking-tight sm:text-3xl">{user.name}</h1>
        <p className="break-all text-muted-foreground">{user.email}</p>
        <ul aria-label="Account status" className="flex flex-wrap items-center gap-2">
          <li>
            <RoleBadge role={user.role} />
          </li>
          <li>
            {user.emailVerified ? (
              <Badge variant="success">
                <CircleCheckIcon aria-hidden="true" />
                Verified
              </Badge>
            ) : (
              <Badge variant="outline" className="border-warning/60">
                <ClockIcon aria-hidden="true" />
                Pending Verification
              </Badge>
            )}
          </li>
          {user.suspended ? (
            <li>
              <Badge variant="destructive">
                <BanIcon aria-hidden="true" />
                Suspended
              </Badge>
            </li>
          ) : null}
        </ul>
      </div>
      <Button variant="outline" className="w-full sm:w-fit" onClick={onResetPassword}>
        <KeyRoundIcon />
        Reset Password
      </Button>
    </header>
  );
}
