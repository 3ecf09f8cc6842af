import { ChevronLeftIcon, HistoryIcon, TriangleAlertIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '#client/components/ui/alert.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { PageSpinner } from '#client/components/ui/spinner.tsx';
import { formatDateTime } from '#client/lib/format.ts';
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
              // A table at tablet width and up; at phone width each row stacks (the column names become
              // the small labels), so nothing scrolls sideways.
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Your last {ACTIVITY_LIMIT} actions</caption>
                <thead className="max-sm:sr-only">
                  <tr className="border-b border-border text-muted-foreground">
                    <th scope="col" className="py-3 pr-3 font-semibold">
                      Event
                    </th>
                    <th scope="col" className="px-3 py-3 font-semibold">
                      Date
                    </th>
                    <th scope="col" className="py-3 pl-3 font-semibold">
                      IP Address
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr
                      key={row.id}
                      className="border-b border-border last:border-0 max-sm:grid max-sm:grid-cols-[1fr_auto] max-sm:gap-x-3 max-sm:gap-y-1 max-sm:py-3"
                    >
                      <td className="min-w-0 py-3 pr-3 align-top max-sm:col-span-2 max-sm:p-0">
                        <span className="block font-medium">{row.title}</span>
                        {row.subject ? (
                          <span className="block wrap-anywhere text-foreground/90">{row.subject}</span>
                        ) : null}
                        {row.details ? (
                          <span className="block wrap-anywhere text-xs text-muted-foreground">
                            {row.details}
                          </span>
                        ) : null}
                      </td>
                      <td className="whitespace-nowrap px-3 py-3 align-top text-muted-foreground max-sm:p-0 max-sm:text-xs">
                        <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>
                      </td>
                      <td className="py-3 pl-3 align-top font-mono text-xs text-muted-foreground max-sm:p-0 max-sm:text-right">
                        <span className="sm:sr-only">IP </span>
                        {row.ipAddress || 'N/A'}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
