import { BadgeCheckIcon, ExternalLinkIcon, MailIcon, RotateCwIcon, UserXIcon, XIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { Table } from '#client/components/ui/table.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import { formatDate, positionsLabel } from '#client/lib/format.ts';
import { pathTo } from '#client/lib/paths.ts';
import type { RosterEntry } from '#common/contracts/orgs.ts';
import {
  useAddToRoster,
  useCancelRosterInvitation,
  useRevokeFromRoster,
} from '../api/staff-roster-writes.ts';
import {
  grantedParts,
  type RosterAction,
  rosterActions,
  rosterEntryName,
  rosterStatusBadge,
} from '../lib/staff-roster.ts';
import { StaffPlayerAvatar } from './staff-player-avatar.tsx';

type Ending = { entry: RosterEntry; action: 'revoke' | 'withdraw' | 'cancel' };

const ENDING_TEXT = {
  revoke: {
    title: 'Revoke sponsorship?',
    confirm: 'Revoke',
    done: 'Sponsorship revoked',
    describe: (name: string) =>
      `${name} leaves your roster now, and your organization can no longer maintain or verify their profile.`,
  },
  withdraw: {
    title: 'Withdraw invitation?',
    confirm: 'Withdraw',
    done: 'Invitation withdrawn',
    describe: (name: string) => `The invitation to ${name} stops working. You can invite them again later.`,
  },
  cancel: {
    title: 'Cancel invitation?',
    confirm: 'Cancel invitation',
    done: 'Invitation cancelled',
    describe: (name: string) => `The link e-mailed to ${name} stops working.`,
  },
} as const;

/** Rows ticked for a bulk action (D250), on the roster page. */
export interface RosterSelection {
  selected: ReadonlySet<string>;
  onToggle: (entry: RosterEntry, checked: boolean) => void;
  onToggleAll: (checked: boolean) => void;
}

/**
 * The roster: cards on phones, a table from `lg`. Staff with the roster scope get the actions; the
 * server refuses them to anyone else anyway. With `selection`, each row has a tick box.
 */
export function StaffRosterList({
  orgId,
  entries,
  canManage,
  caption = 'Roster',
  selection,
}: {
  orgId: string;
  entries: RosterEntry[];
  canManage: boolean;
  caption?: string;
  selection?: RosterSelection;
}) {
  const allTicked = selection
    ? entries.length > 0 && entries.every((e) => selection.selected.has(e.id))
    : false;
  const someTicked = selection ? entries.some((e) => selection.selected.has(e.id)) : false;
  const tick = (entry: RosterEntry) =>
    selection ? (
      <Checkbox
        checked={selection.selected.has(entry.id)}
        onChange={(event) => selection.onToggle(entry, event.target.checked)}
        aria-label={`Select ${rosterEntryName(entry)}`}
        className="size-[1.125rem]"
      />
    ) : null;
  const [ending, setEnding] = useState<Ending | null>(null);
  const add = useAddToRoster(orgId);
  const revoke = useRevokeFromRoster(orgId);
  const cancel = useCancelRosterInvitation(orgId);

  const resend = (entry: RosterEntry) => {
    const body = entry.player
      ? { playerId: entry.player.id, fieldControl: entry.fieldControl }
      : { email: entry.invitedEmail ?? '', name: entry.invitedName, fieldControl: entry.fieldControl };
    add.mutate(body, {
      onSuccess: ({ message }) =>
        toast({
          title: 'Invitation sent again',
          description: message || `We e-mailed ${rosterEntryName(entry)}.`,
        }),
      onError: (error) => showErrorToast('Failed to resend the invitation. Please try again.', error),
    });
  };

  const confirmEnding = () => {
    if (!ending) return;
    const { entry, action } = ending;
    const done = (message: string) => {
      toast({ title: ENDING_TEXT[action].done, description: message });
      setEnding(null);
    };
    const failed = (error: unknown) => showErrorToast('The change was not saved. Please try again.', error);
    if (action === 'cancel')
      cancel.mutate(entry.id, { onSuccess: ({ message }) => done(message), onError: failed });
    else if (entry.player)
      revoke.mutate(entry.player.id, { onSuccess: ({ message }) => done(message), onError: failed });
  };

  const actionsOf = (entry: RosterEntry) => (
    <RowActions
      entry={entry}
      actions={rosterActions(entry).filter((a) => a === 'open' || canManage)}
      busy={add.isPending && add.variables !== undefined}
      onResend={() => resend(entry)}
      onEnd={(action) => setEnding({ entry, action })}
    />
  );

  return (
    <>
      <ul className="grid grid-cols-[minmax(0,1fr)] gap-3 lg:hidden" aria-label={caption}>
        {entries.map((entry) => (
          <li key={entry.id} className="rounded-xl border border-border bg-card p-4 shadow-sm">
            <div className="flex items-start gap-3">
              {selection ? <div className="flex h-10 items-center">{tick(entry)}</div> : null}
              <EntryIdentity entry={entry} />
              <StatusBadge entry={entry} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <div className="col-span-2">
                <dt className="text-xs text-muted-foreground">Maintains</dt>
                <dd>
                  <Parts entry={entry} />
                </dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Invited</dt>
                <dd>{formatDate(entry.createdAt)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">{dateLabel(entry)}</dt>
                <dd>{formatDate(dateOf(entry))}</dd>
              </div>
            </dl>
            <div className="mt-3 flex flex-wrap gap-2 border-t border-border pt-3 empty:hidden">
              {actionsOf(entry)}
            </div>
          </li>
        ))}
      </ul>
      <Table
        label={caption}
        className="hidden rounded-xl border border-border bg-card lg:block"
        tableClassName="text-left"
      >
        <thead>
          <tr className="bg-muted/50 text-xs uppercase tracking-wider text-muted-foreground">
            {selection ? (
              <th scope="col" className="w-10 py-2.5 pr-0 pl-4">
                <Checkbox
                  checked={allTicked}
                  ref={(el) => {
                    if (el) el.indeterminate = someTicked && !allTicked;
                  }}
                  onChange={(event) => selection.onToggleAll(event.target.checked)}
                  aria-label="Select every entry on this page"
                  className="size-[1.125rem]"
                />
              </th>
            ) : null}
            {['Player', 'Status', 'Maintains', 'Dates', 'Actions'].map((h) => (
              <th key={h} scope="col" className="whitespace-nowrap px-4 py-2.5 font-semibold last:text-right">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr
              key={entry.id}
              className="border-t border-border align-middle"
              data-selected={selection?.selected.has(entry.id) || undefined}
            >
              {selection ? <td className="py-3 pr-0 pl-4">{tick(entry)}</td> : null}
              <td className="px-4 py-3">
                <div className="flex max-w-[22rem] items-center gap-3">
                  <EntryIdentity entry={entry} />
                </div>
              </td>
              <td className="px-4 py-3">
                <StatusBadge entry={entry} />
              </td>
              <td className="min-w-[13rem] px-4 py-3">
                <Parts entry={entry} />
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-xs tabular-nums">
                <span className="block">Invited {formatDate(entry.createdAt)}</span>
                <span className="block text-muted-foreground">
                  {dateLabel(entry)} {formatDate(dateOf(entry))}
                </span>
              </td>
              <td className="px-4 py-3">
                <div className="flex justify-end gap-1.5">{actionsOf(entry)}</div>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <ConfirmDialog
        open={ending !== null}
        onOpenChange={(open) => (open ? undefined : setEnding(null))}
        title={ending ? ENDING_TEXT[ending.action].title : ''}
        description={ending ? ENDING_TEXT[ending.action].describe(rosterEntryName(ending.entry)) : ''}
        confirmLabel={ending ? ENDING_TEXT[ending.action].confirm : ''}
        cancelLabel="Keep"
        isPending={revoke.isPending || cancel.isPending}
        onConfirm={confirmEnding}
      />
    </>
  );
}

/** Active: since when; ended: when; an invitation: until when it can be answered. */
function dateLabel(entry: RosterEntry): string {
  if (entry.status === 'active') return 'Since';
  if (entry.status === 'revoked') return 'Ended';
  return entry.status === 'expired' ? 'Expired' : 'Expires';
}
function dateOf(entry: RosterEntry): string | null {
  if (entry.status === 'active') return entry.startedAt;
  if (entry.status === 'revoked') return entry.endedAt;
  return entry.expiresAt ?? entry.endedAt;
}

function EntryIdentity({ entry }: { entry: RosterEntry }) {
  const player = entry.player;
  if (!player) {
    return (
      <>
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground [&_svg]:size-4"
        >
          <MailIcon />
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium">{entry.invitedName || entry.invitedEmail}</p>
          <p className="truncate text-xs text-muted-foreground">
            {entry.invitedName ? entry.invitedEmail : 'Invited by email, no profile chosen yet'}
          </p>
        </div>
      </>
    );
  }
  const details = [
    String(player.birthYear),
    player.positions.length ? positionsLabel(player.positions) : null,
    player.currentTeamName ?? 'Independent',
  ].filter(Boolean);
  return (
    <>
      <StaffPlayerAvatar
        firstName={player.firstName}
        lastName={player.lastName}
        imageUrl={player.profileImageUrl}
      />
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-1.5 font-medium">
          <span className="truncate">
            {player.firstName} {player.lastName}
          </span>
          {player.verificationStatus === 'verified' ? (
            <Badge variant="ice" className="shrink-0 gap-1">
              <BadgeCheckIcon aria-hidden="true" className="size-3" />
              Verified
            </Badge>
          ) : null}
        </p>
        <p className="truncate text-xs text-muted-foreground">{details.join(' · ')}</p>
      </div>
    </>
  );
}

function StatusBadge({ entry }: { entry: RosterEntry }) {
  const { label, variant } = rosterStatusBadge(entry);
  return (
    <Badge variant={variant} className="shrink-0">
      {label}
    </Badge>
  );
}

function Parts({ entry }: { entry: RosterEntry }) {
  const parts = grantedParts(entry.fieldControl);
  if (parts.length === 0) return <span className="text-muted-foreground">Nothing</span>;
  return (
    <span className="flex flex-wrap gap-1">
      {parts.map((p) => (
        <Badge key={p} variant="outline" className="font-normal">
          {p}
        </Badge>
      ))}
    </span>
  );
}

function RowActions({
  entry,
  actions,
  busy,
  onResend,
  onEnd,
}: {
  entry: RosterEntry;
  actions: RosterAction[];
  busy: boolean;
  onResend: () => void;
  onEnd: (action: 'revoke' | 'withdraw' | 'cancel') => void;
}) {
  const name = rosterEntryName(entry);
  return (
    <>
      {actions.map((action) => {
        switch (action) {
          case 'open':
            return entry.player ? (
              <Link
                key={action}
                to={pathTo.rosterPlayer(entry.player.id)}
                className={buttonVariants({ variant: 'outline', size: 'sm' })}
                aria-label={`Open ${name}`}
              >
                <ExternalLinkIcon />
                Open
              </Link>
            ) : null;
          case 'resend':
            return (
              <Button
                key={action}
                variant="outline"
                size="sm"
                onClick={onResend}
                disabled={busy}
                aria-label={`Resend invitation to ${name}`}
              >
                <RotateCwIcon />
                Resend
              </Button>
            );
          case 'revoke':
            return (
              <EndButton key={action} label="Revoke" aria={`Revoke ${name}`} onClick={() => onEnd('revoke')}>
                <UserXIcon />
              </EndButton>
            );
          case 'withdraw':
            return (
              <EndButton
                key={action}
                label="Withdraw"
                aria={`Withdraw invitation to ${name}`}
                onClick={() => onEnd('withdraw')}
              >
                <XIcon />
              </EndButton>
            );
          case 'cancel':
            return (
              <EndButton
                key={action}
                label="Cancel"
                aria={`Cancel invitation to ${name}`}
                onClick={() => onEnd('cancel')}
              >
                <XIcon />
              </EndButton>
            );
        }
        return null;
      })}
    </>
  );
}

/** Revoke, Withdraw, Cancel: the row's destructive actions (each asks to confirm). */
function EndButton({
  label,
  aria,
  onClick,
  children,
}: {
  label: string;
  aria: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button variant="ghost" size="sm" className="text-destructive" onClick={onClick} aria-label={aria}>
      {children}
      {label}
    </Button>
  );
}
