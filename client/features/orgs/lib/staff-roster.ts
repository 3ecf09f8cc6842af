import type { BadgeVariant } from '#client/components/ui/badge.tsx';
import {
  FIELD_CONTROL_LABELS,
  type FieldControl,
  ROSTER_STATUSES,
  type RosterEntry,
  type RosterStatus,
} from '#common/contracts/orgs.ts';
import { FIELD_CONTROL_PARTS } from '#common/enums.ts';

export type RosterFilter = 'all' | RosterStatus;
export const ROSTER_FILTERS: readonly RosterFilter[] = ['all', ...ROSTER_STATUSES];
export const ROSTER_FILTER_LABELS: Record<RosterFilter, string> = {
  all: 'All',
  active: 'Active',
  invited: 'Invited',
  pending: 'Pending',
  expired: 'Expired',
  revoked: 'Revoked',
};

/**
 * The status badge: an ended sponsorship says how it ended (the organization revoked it, the family
 * declined the invitation or left), since "Revoked" alone would blame the organization for all three.
 */
export function rosterStatusBadge(entry: Pick<RosterEntry, 'status' | 'endReason'>): {
  label: string;
  variant: BadgeVariant;
} {
  switch (entry.status) {
    case 'active':
      return { label: 'Active', variant: 'success' };
    case 'invited':
      return { label: 'Invited', variant: 'ice' };
    case 'pending':
      return { label: 'Pending', variant: 'secondary' };
    case 'expired':
      return { label: 'Expired', variant: 'outline' };
    case 'revoked':
      if (entry.endReason === 'declined') return { label: 'Declined', variant: 'outline' };
      if (entry.endReason === 'left') return { label: 'Left', variant: 'outline' };
      return { label: 'Revoked', variant: 'destructive' };
  }
}

/** The labels of the parts the organization maintains, in the contract's order. */
export function grantedParts(fieldControl: FieldControl): string[] {
  return FIELD_CONTROL_PARTS.filter((part) => fieldControl[part]).map((part) => FIELD_CONTROL_LABELS[part]);
}

/** The row's name: the player's, else the invited name or address. */
export function rosterEntryName(entry: RosterEntry): string {
  if (entry.player) return `${entry.player.firstName} ${entry.player.lastName}`;
  return entry.invitedName?.trim() || entry.invitedEmail || 'Invited player';
}

export type RosterAction = 'open' | 'resend' | 'revoke' | 'withdraw' | 'cancel';

/**
 * What staff can do with an entry: open an active player; revoke an active sponsorship; withdraw an
 * invitation to a known player; cancel an e-mail invitation nobody answered; and invite again (Resend)
 * whatever is not active.
 */
export function rosterActions(entry: RosterEntry): RosterAction[] {
  switch (entry.status) {
    case 'active':
      return entry.player ? ['open', 'revoke'] : [];
    case 'invited':
      return entry.player ? ['resend', 'withdraw'] : ['resend'];
    case 'pending':
      return ['resend', 'cancel'];
    case 'expired':
    case 'revoked':
      return entry.player || entry.invitedEmail ? ['resend'] : [];
  }
}

export const NO_FIELD_CONTROL: FieldControl = { teamHistory: false, schedule: false, stats: false };
