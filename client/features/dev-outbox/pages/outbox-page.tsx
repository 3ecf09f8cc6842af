import { InboxIcon, MailIcon, RefreshCwIcon } from 'lucide-react';
import { Alert } from '#client/components/ui/alert.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { PageSpinner } from '#client/components/ui/spinner.tsx';
import { getErrorMessage, isApiError } from '#client/lib/api-client.ts';
import { cn } from '#client/lib/cn.ts';
import { useOutbox } from '../api/get-outbox.ts';
import { OutboxMessageCard } from '../components/outbox-message.tsx';

export function OutboxPage() {
  const outbox = useOutbox();
  // The outbox answers 404 when e-mail goes out by SMTP.
  const disabled = isApiError(outbox.error, 404);
  const messages = [...(outbox.data?.messages ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

  return (
    <div className="container-page max-w-4xl py-10 sm:py-14">
      <title>Development Outbox · Rinkside</title>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <Badge variant="ice" className="mb-3">
            Development
          </Badge>
          <h1 className="text-3xl font-extrabold tracking-tight">Development Outbox</h1>
          <p className="mt-2 max-w-2xl text-muted-foreground">
            No SMTP server is configured, so the e-mails this server sends (verification, approvals,
            invitations) are kept here instead. Newest first.
          </p>
        </div>
        {disabled ? null : (
          <Button variant="outline" onClick={() => outbox.refetch()} disabled={outbox.isFetching}>
            <RefreshCwIcon className={cn(outbox.isFetching && 'animate-spin')} />
            Refresh
          </Button>
        )}
      </div>

      <div className="mt-8">
        {outbox.isPending ? (
          <PageSpinner label="Loading e-mails..." />
        ) : disabled ? (
          <div className="rounded-2xl border border-border bg-card px-6 py-14 text-center">
            <span className="mx-auto mb-4 flex size-14 items-center justify-center rounded-2xl bg-accent text-accent-foreground">
              <MailIcon className="size-7" />
            </span>
            <h2 className="text-xl font-bold">The outbox is off</h2>
            <p className="mx-auto mt-2 max-w-md text-muted-foreground">
              E-mails from this server are delivered by SMTP, so they go to real inboxes instead of this page.
            </p>
          </div>
        ) : outbox.isError ? (
          <Alert variant="destructive" title="Could not load the outbox" role="alert">
            {getErrorMessage(outbox.error, 'The server did not answer. Try Refresh.')}
          </Alert>
        ) : messages.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-border px-6 py-14 text-center">
            <span className="mx-auto mb-4 flex size-14 items-center justify-center rounded-2xl bg-muted text-muted-foreground">
              <InboxIcon className="size-7" />
            </span>
            <h2 className="text-xl font-bold">No e-mails yet</h2>
            <p className="mx-auto mt-2 max-w-md text-muted-foreground">
              Sign up or request a verification link and the message will appear here within a few seconds.
            </p>
          </div>
        ) : (
          <div className="grid gap-4">
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {messages.length} {messages.length === 1 ? 'e-mail' : 'e-mails'}
            </p>
            {messages.map((message) => (
              <OutboxMessageCard key={message.id} message={message} />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
