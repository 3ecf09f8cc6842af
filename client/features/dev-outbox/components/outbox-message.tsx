import { ClockIcon, MailIcon } from 'lucide-react';
import { Badge, type BadgeVariant } from '#client/components/ui/badge.tsx';
import type { OutboxMessage } from '../api/get-outbox.ts';
import { LinkifiedText } from './linkified-text.tsx';

const STATUS_VARIANT: Record<string, BadgeVariant> = {
  sent: 'success',
  failed: 'destructive',
  queued: 'secondary',
};

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

function humanType(emailType: string): string {
  return emailType.replace(/[_-]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}

export function OutboxMessageCard({ message }: { message: OutboxMessage }) {
  const created = new Date(message.createdAt);
  const headingId = `outbox-${message.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="overflow-hidden rounded-xl border border-border bg-card shadow-sm"
    >
      <header className="flex flex-col gap-3 border-b border-border bg-muted/40 px-5 py-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-bold leading-snug">
            {message.subject}
          </h2>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
            <MailIcon className="size-3.5 shrink-0" />
            <span className="sr-only">To:</span>
            <span className="truncate">{message.to}</span>
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2 sm:justify-end">
          <Badge variant="ice">{humanType(message.emailType)}</Badge>
          <Badge variant={STATUS_VARIANT[message.status] ?? 'outline'}>{message.status}</Badge>
          <time
            dateTime={message.createdAt}
            className="flex items-center gap-1 text-xs text-muted-foreground"
            title={created.toISOString()}
          >
            <ClockIcon className="size-3.5" />
            {Number.isNaN(created.getTime()) ? message.createdAt : dateTime.format(created)}
          </time>
        </div>
      </header>
      <div className="whitespace-pre-wrap break-words px-5 py-4 font-mono text-[0.82rem] leading-relaxed">
        <LinkifiedText text={message.body} />
      </div>
    </article>
  );
}
