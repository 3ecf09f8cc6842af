import { ScrollTextIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '#client/components/ui/alert.tsx';
import { Card, CardDescription, CardTitle } from '#client/components/ui/card.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { Table } from '#client/components/ui/table.tsx';
import { cn } from '#client/lib/cn.ts';
import { formatLongDateTime } from '#client/lib/format.ts';
import { pathTo } from '#client/lib/paths.ts';
import {
  AUDIT_FILTER_EVENT_TYPES,
  AUDIT_LOG_LIMITS,
  type AuditLogRow,
  type AuditPerson,
  DEFAULT_AUDIT_LOG_LIMIT,
} from '#common/contracts/admin.ts';
import { AUDIT_EVENT_TYPES, type AuditEventType } from '#common/enums.ts';
import { truncateGraphemes } from '#common/names.ts';
import { useAuditLogs } from '../api/get-audit-logs.ts';
import { eventLabel } from '../lib/admin-format.ts';

/** Spec 3 §2: the filter offers its nine event types first; the rest of the enumeration follows them. */
const OTHER_EVENT_TYPES = AUDIT_EVENT_TYPES.filter(
  (type) => !(AUDIT_FILTER_EVENT_TYPES as readonly string[]).includes(type),
);
const EMAIL_FILTER_DEBOUNCE_MS = 300;
const DETAILS_MAX = 120;

/** Spec 3 §2/§9: the audit logs with event-type and e-mail filters and the 25/50/100/200 limit. */
export function AuditLogCard() {
  const [eventType, setEventType] = useState<AuditEventType | ''>('');
  const [emailText, setEmailText] = useState('');
  const [email, setEmail] = useState('');
  const [limit, setLimit] = useState<number>(DEFAULT_AUDIT_LOG_LIMIT);
  const ids = { event: useId(), email: useId(), limit: useId() };

  useEffect(() => {
    const timer = setTimeout(() => setEmail(emailText.trim()), EMAIL_FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [emailText]);

  const logs = useAuditLogs({ eventType: eventType || undefined, email: email || undefined, limit });
  const rows = logs.data?.logs;

  return (
    <Card>
      <div className="grid gap-4 px-6 pt-6 pb-4">
        <div>
          <CardTitle>Audit Logs</CardTitle>
          <CardDescription>
            Sign-ins, role changes, resets and every admin action: who acted and on whom, newest first.
          </CardDescription>
        </div>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[14rem_minmax(0,1fr)_8rem]">
          <div className="grid gap-1.5">
            <Label htmlFor={ids.event}>Event type</Label>
            <Select
              id={ids.event}
              value={eventType}
              onChange={(event) => setEventType(event.target.value as AuditEventType | '')}
            >
              <option value="">All events</option>
              {AUDIT_FILTER_EVENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {eventLabel(type)}
                </option>
              ))}
              <optgroup label="More events">
                {OTHER_EVENT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {eventLabel(type)}
                  </option>
                ))}
              </optgroup>
            </Select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.email}>E-mail</Label>
            <Input
              id={ids.email}
              type="search"
              placeholder="Actor's or subject's e-mail"
              autoComplete="off"
              spellCheck={false}
              maxLength={254}
              value={emailText}
              onChange={(event) => setEmailText(event.target.value)}
            />
          </div>
          <div className="grid gap-1.5 sm:col-span-2 lg:col-span-1">
            <Label htmlFor={ids.limit}>Show</Label>
            <Select id={ids.limit} value={limit} onChange={(event) => setLimit(Number(event.target.value))}>
              {AUDIT_LOG_LIMITS.map((n) => (
                <option key={n} value={n}>
                  {n} entries
                </option>
              ))}
            </Select>
          </div>
        </div>
      </div>
      <div className="pb-2">
        {logs.isPending ? (
          <div role="status" aria-label="Loading audit logs" className="grid gap-3 px-6 pb-4">
            {[0, 1, 2, 3, 4].map((i) => (
              <div key={i} className="h-4 animate-pulse rounded bg-muted motion-reduce:animate-none" />
            ))}
          </div>
        ) : logs.isError ? (
          <div className="px-6 pb-4">
            <Alert variant="destructive" title="Audit logs could not be loaded" role="alert">
              Failed to load the audit logs. Please try again later.
            </Alert>
          </div>
        ) : rows && rows.length === 0 ? (
          <div className="px-6 pb-4">
            <EmptyState
              icon={<ScrollTextIcon />}
              title="No audit log entries"
              description={
                eventType || email
                  ? 'Nothing matches these filters.'
                  : 'Entries appear as people use the platform.'
              }
            />
          </div>
        ) : rows ? (
          <div className={cn('transition-opacity', logs.isPlaceholderData && 'opacity-60')}>
            {/* The table from md up; below it each entry is a stacked card, so a phone never scrolls sideways. */}
            <Table label="Audit logs" className="hidden md:block" tableClassName="min-w-[60rem] text-left">
              <thead>
                <tr className="border-y border-border bg-muted/50 text-xs uppercase tracking-wider text-muted-foreground">
                  <th scope="col" className="py-2.5 pr-3 pl-6 font-semibold">
                    Date
                  </th>
                  <th scope="col" className="px-3 py-2.5 font-semibold">
                    Event
                  </th>
                  <th scope="col" className="px-3 py-2.5 font-semibold">
                    Actor
                  </th>
                  <th scope="col" className="px-3 py-2.5 font-semibold">
                    Subject
                  </th>
                  <th scope="col" className="px-3 py-2.5 font-semibold">
                    IP Address
                  </th>
                  <th scope="col" className="py-2.5 pr-6 pl-3 font-semibold">
                    Details
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((log) => {
                  const details = auditDetails(log);
                  return (
                    <tr key={log.id} className="border-b border-border align-top last:border-b-0">
                      <td className="whitespace-nowrap py-2.5 pr-3 pl-6 text-muted-foreground">
                        {formatLongDateTime(log.createdAt)}
                      </td>
                      <td className="whitespace-nowrap px-3 py-2.5 font-medium">
                        {eventLabel(log.eventType)}
                      </td>
                      <td className="min-w-[12rem] max-w-[16rem] px-3 py-2.5">
                        <PersonCell person={log.actor} fallback={log.subject ? null : log.email} />
                      </td>
                      <td className="min-w-[12rem] max-w-[16rem] px-3 py-2.5">
                        <PersonCell person={log.subject} fallback={null} />
                      </td>
                      <td className="whitespace-nowrap px-3 py-2.5 font-mono text-xs text-muted-foreground">
                        {log.ipAddress ?? 'N/A'}
                      </td>
                      <td
                        className={cn(
                          'max-w-[22rem] truncate py-2.5 pr-6 pl-3',
                          log.errorMessage ? 'text-destructive' : 'text-muted-foreground',
                        )}
                        title={details.full || undefined}
                      >
                        {details.short || '—'}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </Table>
            <ul
              aria-label="Audit log entries"
              className="divide-y divide-border border-t border-border md:hidden"
            >
              {rows.map((log) => (
                <AuditLogItem key={log.id} log={log} />
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </Card>
  );
}

/** One entry at phone width: the event and its time, then who acted, on whom, from where and what. */
function AuditLogItem({ log }: { log: AuditLogRow }) {
  const details = auditDetails(log);
  return (
    <li className="grid gap-3 px-6 py-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
        <span className="font-medium">{eventLabel(log.eventType)}</span>
        <time dateTime={log.createdAt} className="text-xs text-muted-foreground">
          {formatLongDateTime(log.createdAt)}
        </time>
      </div>
      <dl className="grid grid-cols-[5.5rem_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm">
        <dt className="text-muted-foreground">Actor</dt>
        <dd className="min-w-0">
          <PersonCell person={log.actor} fallback={log.subject ? null : log.email} />
        </dd>
        <dt className="text-muted-foreground">Subject</dt>
        <dd className="min-w-0">
          <PersonCell person={log.subject} fallback={null} />
        </dd>
        <dt className="text-muted-foreground">IP Address</dt>
        <dd className="min-w-0 break-all font-mono text-xs leading-5 text-muted-foreground">
          {log.ipAddress ?? 'N/A'}
        </dd>
        <dt className="text-muted-foreground">Details</dt>
        <dd
          className={cn(
            'min-w-0 break-words',
            log.errorMessage ? 'text-destructive' : 'text-muted-foreground',
          )}
          title={details.full || undefined}
        >
          {details.short || '—'}
        </dd>
      </dl>
    </li>
  );
}

/**
 * D247: who acted, or on whom: the name linking to that user's admin page, with the e-mail under it. A row
 * with nobody behind it shows the address it recorded (a failed sign-in's), else a dash.
 */
function PersonCell({ person, fallback }: { person: AuditPerson | null; fallback: string | null }) {
  if (!person) {
    return fallback ? (
      <span className="block truncate" title={fallback}>
        {fallback}
      </span>
    ) : (
      <span className="text-muted-foreground">—</span>
    );
  }
  return (
    <Link
      to={pathTo.adminUser(person.id)}
      className="group grid min-w-0 rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      title={`${person.name} <${person.email}>`}
    >
      <span className="truncate font-medium text-primary underline-offset-4 group-hover:underline">
        {person.name}
      </span>
      <span className="truncate text-xs text-muted-foreground">{person.email}</span>
    </Link>
  );
}

/**
 * The Details cell: the error message, or a compact one-line summary of the changes and metadata
 * ("role: PLAYER → RECRUITER · reason: …"), cut to a readable length; the full text is the tooltip.
 */
export function auditDetails(log: Pick<AuditLogRow, 'errorMessage' | 'changes' | 'metadata'>): {
  short: string;
  full: string;
} {
  const full =
    log.errorMessage ?? [summarize(log.changes), summarize(log.metadata)].filter(Boolean).join(' · ');
  return { full, short: truncateGraphemes(full, DETAILS_MAX) };
}

function summarize(value: unknown): string {
  if (value == null) return '';
  if (typeof value !== 'object') return String(value);
  if (Array.isArray(value)) return value.map(summarize).join(', ');
  return Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([key, v]) => `${key}: ${describe(v)}`)
    .join(', ');
}

function describe(value: unknown): string {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const { from, to, old: before, new: after } = value as Record<string, unknown>;
    if (from !== undefined || to !== undefined) return `${describe(from ?? '—')} → ${describe(to ?? '—')}`;
    if (before !== undefined || after !== undefined)
      return `${describe(before ?? '—')} → ${describe(after ?? '—')}`;
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return value.map(describe).join(', ');
  return String(value);
}
