import { describe, expect, it } from 'vitest';
import type { RosterEntry } from '#common/contracts/orgs.ts';
import { grantedParts, rosterActions, rosterStatusBadge } from './staff-roster.ts';

const player = {
  id: 'p1',
  slug: 'ava-l',
  firstName: 'Ava',
  lastName: 'Lindqvist',
  positions: ['D'],
  birthYear: 2011,
  currentTeamName: null,
  category: null,
  showCategory: false,
  verificationStatus: 'pending' as const,
  profileImageUrl: null,
  commitment: null,
};

function entry(over: Partial<RosterEntry>): RosterEntry {
  return {
    id: 'e1',
    status: 'active',
    endReason: null,
    player,
    profileStrength: 60,
    invitedEmail: null,
    invitedName: null,
    fieldControl: { teamHistory: false, schedule: false, stats: false },
    createdAt: '2026-01-01T00:00:00Z',
    expiresAt: null,
    startedAt: '2026-01-02T00:00:00Z',
    endedAt: null,
    ...over,
  };
}

describe('the roster rules of the staff screens', () => {
  it('says how an ended sponsorship ended rather than blaming the organization for all of them', () => {
    expect(rosterStatusBadge({ status: 'revoked', endReason: 'revoked' }).label).toBe('Revoked');
    expect(rosterStatusBadge({ status: 'revoked', endReason: 'declined' }).label).toBe('Declined');
    expect(rosterStatusBadge({ status: 'revoked', endReason: 'left' }).label).toBe('Left');
    expect(rosterStatusBadge({ status: 'active', endReason: null }).label).toBe('Active');
  });

  it('offers Open and Revoke for an active player, Resend and Cancel for an unanswered e-mail invitation', () => {
    expect(rosterActions(entry({}))).toEqual(['open', 'revoke']);
    expect(rosterActions(entry({ status: 'invited' }))).toEqual(['resend', 'withdraw']);
    expect(rosterActions(entry({ status: 'pending', player: null, invitedEmail: 'a@b.co' }))).toEqual([
      'resend',
      'cancel',
    ]);
    expect(rosterActions(entry({ status: 'expired' }))).toEqual(['resend']);
  });

  it('names the granted parts with the contract labels, in order', () => {
    expect(grantedParts({ teamHistory: true, schedule: false, stats: true })).toEqual([
      'Team history',
      'Game stats',
    ]);
    expect(grantedParts({ teamHistory: false, schedule: false, stats: false })).toEqual([]);
  });
});
