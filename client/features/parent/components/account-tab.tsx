import { CircleCheckIcon, ClockIcon, HistoryIcon } from 'lucide-react';
import { Link } from 'react-router';
import { DetailRow } from '#client/components/status-panel.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { formatDate, formatDateTime, formatRecent, humanizeEvent } from '#client/lib/format.ts';
import { PATHS } from '#client/lib/paths.ts';
import type { ParentAccount } from '#common/contracts/parents.ts';
import { relationshipLabel } from '#common/enums.ts';

export function AccountTab({ account }: { account: ParentAccount }) {
  const { user, connectedUsers, recentActivity } = account;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <Card>
        <CardHeader>
          <CardTitle>Account Information</CardTitle>
          <CardDescription>The details of your parent account.</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="divide-y divide-border">
            <DetailRow label="Name">{user.name}</DetailRow>
            <DetailRow label="Email">{user.email}</DetailRow>
            <DetailRow label="Account type">{humanizeEvent(user.role)}</DetailRow>
            <DetailRow label="Verification">
              {user.emailVerified ? (
                <Badge variant="success">
                  <CircleCheckIcon />
                  Email verified
                </Badge>
              ) : (
                // The status only: the layout's banner is this screen's one verify notice (D119).
                <Badge variant="outline" className="w-fit border-warning/60">
                  <ClockIcon />
                  Not verified
                </Badge>
              )}
            </DetailRow>
            <DetailRow label="Member since">{formatDate(user.createdAt)}</DetailRow>
            <DetailRow label="Last login">{formatRecent(user.lastLoginAt)}</DetailRow>
          </dl>
        </CardContent>
      </Card>
      <div className="grid content-start gap-6">
        <Card>
          <CardHeader>
            <CardTitle as="h3" className="text-lg">
              Co-Parents
            </CardTitle>
            <CardDescription>People who manage your children&apos;s profiles with you.</CardDescription>
          </CardHeader>
          <CardContent>
            {connectedUsers.coParents.length === 0 ? (
              <p className="text-sm text-muted-foreground">No co-parents yet.</p>
            ) : (
              <ul className="grid gap-3">
                {connectedUsers.coParents.map((c) => (
                  <li key={c.id} className="grid gap-0.5 rounded-lg border border-border p-3 text-sm">
                    <span className="font-semibold">{c.name}</span>
                    <span className="break-all text-muted-foreground">{c.email}</span>
                    <span className="text-muted-foreground">
                      {relationshipLabel(c.relationship)} · {c.playerName}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h3" className="text-lg">
              Recent Activity
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            {recentActivity.length === 0 ? (
              <p className="text-sm text-muted-foreground">Nothing yet.</p>
            ) : (
              <ul className="grid gap-2 text-sm">
                {recentActivity.slice(0, 3).map((a) => (
                  <li key={a.id} className="flex flex-wrap justify-between gap-x-3">
                    <span className="min-w-0">
                      <span className="font-medium">{a.title}</span>
                      {a.subject ? (
                        <span className="block wrap-anywhere text-muted-foreground">{a.subject}</span>
                      ) : null}
                    </span>
                    <span className="text-muted-foreground">{formatDateTime(a.createdAt)}</span>
                  </li>
                ))}
              </ul>
            )}
            <Link
              to={PATHS.parentActivity}
              className={buttonVariants({ variant: 'outline', size: 'sm', className: 'w-fit' })}
            >
              <HistoryIcon />
              View Activity Log
            </Link>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
