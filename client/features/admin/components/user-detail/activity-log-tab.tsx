import { HistoryIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { STAT_TD_TEXT, STAT_TH_TEXT, Table } from '#client/components/ui/table.tsx';
import { formatLongDateTime } from '#client/lib/format.ts';
import { type ActivityEvent, RECENT_ACTIVITY_LIMIT } from '#common/contracts/admin.ts';
import { eventLabel } from '../../lib/admin-format.ts';

/** Spec 3 §2 user detail, tab 4: the last 10 actions (spec 3 §9). */
export function ActivityLogTab({ activity }: { activity: ActivityEvent[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Activity Log</CardTitle>
        <CardDescription>The last {RECENT_ACTIVITY_LIMIT} actions of this account.</CardDescription>
      </CardHeader>
      <CardContent>
        {activity.length === 0 ? (
          <EmptyState icon={<HistoryIcon />} title="No activity recorded" />
        ) : (
          <Table
            label="Activity log"
            caption="Recent activity of this account"
            className="rounded-lg border border-border"
            tableClassName="min-w-[32rem]"
          >
            <thead>
              <tr>
                <th scope="col" className={STAT_TH_TEXT}>
                  Event
                </th>
                <th scope="col" className={STAT_TH_TEXT}>
                  Date
                </th>
                <th scope="col" className={STAT_TH_TEXT}>
                  IP Address
                </th>
              </tr>
            </thead>
            <tbody>
              {activity.map((event) => (
                <tr key={event.id}>
                  <td className={`${STAT_TD_TEXT} font-medium`}>{eventLabel(event.eventType)}</td>
                  <td className={`${STAT_TD_TEXT} whitespace-nowrap`}>
                    {formatLongDateTime(event.createdAt)}
                  </td>
                  <td className={`${STAT_TD_TEXT} font-mono text-xs`}>{event.ipAddress ?? 'N/A'}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
