import { ChevronLeftIcon, HistoryIcon, TriangleAlertIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '#client/components/ui/alert.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { PageSpinner } from '#client/components/ui/spinner.tsx';
import { Table } from '#client/components/ui/table.tsx';
import { formatDateTime, humanizeEvent } from '#client/lib/format.ts';
import { PATHS } from '#client/lib/paths.ts';
import { useParentActivity } from '../api/get-parent-activity.ts';

const ACTIVITY_LIMIT = 10;

/** Parents only: the route table puts this screen behind RequireRole (client/app/routes.tsx). */
export function ParentActivityPage() {
  const activity = useParentActivity();
  const rows = activity.data?.activity.slice(0, ACTIVITY_LIMIT) ?? [];
  return (
    <div className="container-page py-8 sm:py-10">
      <title>Activity Log · Rinkside</title>
      <div className="mx-auto grid max-w-4xl gap-6">
        <Link
          to={PATHS.parentDashboard}
          className="inline-flex w-fit items-center gap-1 rounded-sm text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-4"
        >
          <ChevronLeftIcon />
          Back to Dashboard
        </Link>
        <Card>
          <CardHeader>
            <CardTitle as="h1" className="text-2xl sm:text-3xl">
              Activity Log
            </CardTitle>
            <CardDescription>Your last {ACTIVITY_LIMIT} actions on Rinkside.</CardDescription>
          </CardHeader>
          <CardContent>
            {activity.isPending ? (
              <PageSpinner label="Loading activity..." />
            ) : activity.isError ? (
              <Alert variant="destructive" icon={<TriangleAlertIcon />} title="Error" role="alert">
                Failed to load your activity. Please try again.
              </Alert>
            ) : rows.length === 0 ? (
              <div className="grid justify-items-center gap-3 py-10 text-center">
                <span className="flex size-12 items-center justify-center rounded-full bg-accent text-primary [&_svg]:size-6">
                  <HistoryIcon />
                </span>
                <p className="text-muted-foreground">No activity yet.</p>
              </div>
            ) : (
              <Table
                caption={`Your last ${ACTIVITY_LIMIT} actions`}
                className="-mx-6 sm:mx-0"
                tableClassName="min-w-[32rem] text-left"
              >
                <thead>
                  <tr className="border-b border-border text-muted-foreground">
                    <th scope="col" className="px-6 py-3 font-semibold sm:px-3">
                      Event
                    </th>
                    <th scope="col" className="px-3 py-3 font-semibold">
                      Date
                    </th>
                    <th scope="col" className="px-6 py-3 font-semibold sm:px-3">
                      IP Address
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.id} className="border-b border-border last:border-0">
                      <td className="px-6 py-3 sm:px-3">
                        <span className="font-medium">{humanizeEvent(row.eventType)}</span>
                        {row.action ? (
                          <span className="block text-xs text-muted-foreground">
                            {humanizeEvent(row.action)}
                          </span>
                        ) : null}
                      </td>
                      <td className="whitespace-nowrap px-3 py-3 text-muted-foreground">
                        <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>
                      </td>
                      <td className="px-6 py-3 font-mono text-xs text-muted-foreground sm:px-3">
                        {row.ipAddress || 'N/A'}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
