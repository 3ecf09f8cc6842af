import { ChevronLeftIcon, CircleCheckIcon, FlagIcon, UserCogIcon, XCircleIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '#client/components/ui/alert.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { SegmentedControl } from '#client/components/ui/segmented-control.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { MessageText } from '#client/features/messaging/index.ts';
import { getErrorMessage } from '#client/lib/api-client.ts';
import { cn } from '#client/lib/cn.ts';
import { showFailureToast } from '#client/lib/error-toast.tsx';
import { formatDateTime } from '#client/lib/format.ts';
import { PATHS, pathTo } from '#client/lib/paths.ts';
import type { AdminReport } from '#common/contracts/messaging.ts';
import type { MessageReportStatus } from '#common/enums.ts';
import { useMessageReports, useResolveMessageReport } from '../api/message-reports.ts';

const STATUS_OPTIONS = [
  { value: 'open', label: 'Open' },
  { value: 'resolved', label: 'Resolved' },
  { value: 'dismissed', label: 'Dismissed' },
] as const satisfies readonly { value: MessageReportStatus; label: string }[];

const ROLE_LABEL = { recruiter: 'Recruiter', player: 'Player', parent: 'Parent' } as const;

/**
 * /admin/message-reports (D113): conversations a participant reported, with the whole thread, a link
 * to each participant's account (where the admin suspends a sender) and Resolve / Dismiss.
 */
export function MessageReportsPage() {
  const [status, setStatus] = useState<MessageReportStatus>('open');
  const reports = useMessageReports(status);

  return (
    <div className="container-page max-w-5xl py-8 sm:py-10">
      <title>Reported Messages · Rinkside</title>
      <Link
        to={PATHS.adminDashboard}
        className={buttonVariants({ variant: 'ghost', size: 'sm', className: '-ml-3 mb-3' })}
      >
        <ChevronLeftIcon />
        Admin Dashboard
      </Link>
      <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="mb-1 text-xs font-semibold uppercase tracking-widest text-primary">Administration</p>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Reported Messages</h1>
          <p className="mt-1.5 text-sm text-muted-foreground sm:text-base">
            Read the reported conversation, suspend the sender from their account page, then close the report.
          </p>
        </div>
        <SegmentedControl
          label="Report status"
          value={status}
          options={STATUS_OPTIONS}
          onChange={setStatus}
        />
      </header>
      {reports.isPending ? (
        <div role="status" aria-label="Loading reports" className="grid gap-4">
          {[0, 1].map((i) => (
            <div key={i} className="h-48 animate-pulse rounded-xl bg-muted motion-reduce:animate-none" />
          ))}
        </div>
      ) : reports.isError ? (
        <Alert variant="destructive" role="alert" title="Error Loading Reports">
          {getErrorMessage(reports.error, 'Failed to load the reports. Please try again later.')}
        </Alert>
      ) : reports.data.reports.length === 0 ? (
        <EmptyState
          size="lg"
          icon={<FlagIcon />}
          title={status === 'open' ? 'No open reports' : `No ${status} reports`}
          description="When a participant reports a conversation, it appears here with the whole thread."
        />
      ) : (
        <ul className="grid gap-5" aria-label="Reports">
          {reports.data.reports.map((report) => (
            <li key={report.id}>
              <ReportCard report={report} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ReportCard({ report }: { report: AdminReport }) {
  const resolve = useResolveMessageReport();
  const close = (status: 'resolved' | 'dismissed') =>
    resolve.mutate(
      { id: report.id, status },
      {
        onSuccess: () =>
          toast({
            title: status === 'resolved' ? 'Report resolved' : 'Report dismissed',
            description: `The report about ${report.conversation.player.name} is closed.`,
          }),
        onError: (error) => showFailureToast('Report not updated', error),
      },
    );
  const { conversation } = report;
  return (
    <Card>
      <CardHeader className="gap-3 border-b border-border pb-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="text-lg font-semibold">
              Conversation about {conversation.player.name}
              {conversation.player.isMinor ? (
                <Badge variant="ice" className="ml-2 align-middle">
                  Minor
                </Badge>
              ) : null}
            </h2>
            <p className="text-sm text-muted-foreground">
              Reported {formatDateTime(report.createdAt)} by{' '}
              {report.reporter ? `${report.reporter.name} (${report.reporter.email})` : 'a deleted account'}
            </p>
          </div>
          {report.status === 'open' ? (
            <div className="flex flex-wrap gap-2">
              <Button size="sm" onClick={() => close('resolved')} disabled={resolve.isPending}>
                <CircleCheckIcon />
                Resolve
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() => close('dismissed')}
                disabled={resolve.isPending}
              >
                <XCircleIcon />
                Dismiss
              </Button>
            </div>
          ) : (
            <Badge variant={report.status === 'resolved' ? 'success' : 'outline'}>
              {report.status === 'resolved' ? 'Resolved' : 'Dismissed'}
              {report.resolvedAt ? ` ${formatDateTime(report.resolvedAt)}` : ''}
            </Badge>
          )}
        </div>
        <blockquote className="rounded-lg border-l-4 border-destructive bg-destructive/10 px-4 py-2 text-sm">
          <span className="font-semibold">Reason: </span>
          <span className="whitespace-pre-wrap break-words">{report.reason}</span>
        </blockquote>
      </CardHeader>
      <CardContent className="grid gap-5 pt-5 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <section aria-label="Participants" className="grid content-start gap-2">
          <h3 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
            Participants
          </h3>
          <ul className="grid gap-2">
            {conversation.participants.map((p) => (
              <li key={p.userId} className="grid gap-1 rounded-lg border border-border p-3 text-sm">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold">{p.name}</span>
                  <span className="text-xs text-muted-foreground">{ROLE_LABEL[p.role]}</span>
                  {p.suspended ? <Badge variant="destructive">Suspended</Badge> : null}
                </span>
                <span className="break-all text-xs text-muted-foreground">{p.email}</span>
                <Link
                  to={pathTo.adminUser(p.userId)}
                  className="inline-flex w-fit items-center gap-1.5 text-xs font-medium text-primary underline-offset-4 hover:underline"
                >
                  <UserCogIcon className="size-3.5" />
                  {p.suspended ? 'Open account' : 'Open account to suspend'}
                  <span className="sr-only"> ({p.name})</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-label="Messages" className="grid content-start gap-3">
          <h3 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
            Messages ({conversation.messages.length})
          </h3>
          <ol className="grid max-h-[28rem] gap-3 overflow-y-auto pr-1">
            {conversation.messages.map((m) => (
              <li
                key={m.id}
                className={cn(
                  'rounded-lg border p-3 text-sm',
                  m.id === report.messageId ? 'border-destructive bg-destructive/5' : 'border-border',
                )}
              >
                <p className="mb-1 flex flex-wrap gap-x-2 text-xs text-muted-foreground">
                  <span className="font-semibold text-foreground">{m.senderName}</span>
                  {m.senderRole ? <span>{ROLE_LABEL[m.senderRole]}</span> : null}
                  <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
                  {m.id === report.messageId ? (
                    <span className="font-semibold text-destructive">Reported message</span>
                  ) : null}
                </p>
                <MessageText body={m.body} linkDomains={m.linkDomains} />
              </li>
            ))}
          </ol>
        </section>
      </CardContent>
    </Card>
  );
}
