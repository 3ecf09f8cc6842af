import { describe, expect, it } from 'vitest';
import { parseSignupRole, planWizardStart, type WizardStartInput } from './wizard-start.ts';
import type { StoredWizard } from './wizard-storage.ts';
import { createInitialData } from './wizard-types.ts';

const NOW = new Date('2026-11-23T12:00:00Z');
const base: WizardStartInput = { user: null, hasPlayerProfile: false, isApproving: false, now: NOW };

describe('planWizardStart', () => {
  it('a visitor starts at step 1 with no role chosen', () => {
    const start = planWizardStart(base);
    expect(start).toMatchObject({ kind: 'wizard', stepId: 'role', data: { role: null } });
  });

  it('a signed-in player without a profile resumes at Basic Information with the names split', () => {
    const start = planWizardStart({
      ...base,
      user: { name: 'Jordan Lee Smith', email: 'jordan@example.com', role: 'PLAYER' },
    });
    expect(start).toMatchObject({
      kind: 'wizard',
      stepId: 'basics',
      data: {
        role: 'PLAYER',
        accountCreated: true,
        account: { name: 'Jordan Lee Smith', email: 'jordan@example.com' },
        basics: { firstName: 'Jordan', lastName: 'Lee Smith', birthYear: 2006 },
      },
    });
  });

  it('a signed-in player with a profile goes to it, and a signed-in parent to the dashboard', () => {
    const player = { name: 'A B', email: 'a@example.com', role: 'PLAYER' } as const;
    expect(planWizardStart({ ...base, user: player, hasPlayerProfile: true })).toEqual({
      kind: 'redirect',
      to: '/player/profile',
    });
    const parent = { name: 'P Q', email: 'p@example.com', role: 'PARENT' } as const;
    expect(planWizardStart({ ...base, user: parent, isApproving: true })).toEqual({
      kind: 'redirect',
      to: '/parent/dashboard',
    });
  });

  it('Create Account & Approve starts a parent at the account step with the request e-mail', () => {
    const start = planWizardStart({ ...base, isApproving: true, approvalEmail: 'mom@example.com' });
    expect(start).toMatchObject({
      kind: 'wizard',
      stepId: 'account',
      data: { role: 'PARENT', accountCreated: false, account: { name: '', email: 'mom@example.com' } },
    });
    expect(planWizardStart({ ...base, isApproving: true })).toMatchObject({
      data: { account: { email: '' } },
    });
  });

  it('a link naming the role starts a visitor at the account step with that role', () => {
    expect(planWizardStart({ ...base, requestedRole: 'PARENT' })).toMatchObject({
      kind: 'wizard',
      stepId: 'account',
      data: { role: 'PARENT', accountCreated: false, parentRequired: false },
    });
    // A signed-in parent still goes to the dashboard; approving still wins.
    const parent = { name: 'P Q', email: 'p@example.com', role: 'PARENT' } as const;
    expect(planWizardStart({ ...base, user: parent, requestedRole: 'PLAYER' })).toMatchObject({
      kind: 'redirect',
    });
  });
});

describe('an invitation opening sign-up', () => {
  it('starts a parent at the account step with the invited address, as the approval flow does', () => {
    expect(
      planWizardStart({ ...base, requestedRole: 'PARENT', invitedEmail: 'coparent@example.com' }),
    ).toMatchObject({
      kind: 'wizard',
      stepId: 'account',
      data: { role: 'PARENT', account: { name: '', email: 'coparent@example.com' } },
    });
  });
});

describe('parseSignupRole', () => {
  it('reads parent and player in any letter case, and nothing else', () => {
    expect(parseSignupRole('parent')).toBe('PARENT');
    expect(parseSignupRole('Player')).toBe('PLAYER');
    expect(parseSignupRole('ADMIN')).toBeNull();
    expect(parseSignupRole('')).toBeNull();
    expect(parseSignupRole(null)).toBeNull();
  });
});

describe('planWizardStart with the answers this tab kept (D239)', () => {
  const initial = createInitialData(NOW);
  const visitor: StoredWizard = {
    reached: 'account',
    data: { ...initial, role: 'PLAYER', account: { ...initial.account, email: 'ava@example.com' } },
  };
  const player: StoredWizard = {
    reached: 'photo',
    data: {
      ...visitor.data,
      accountCreated: true,
      basics: { ...initial.basics, birthYear: 2010, category: 'FEMALE' },
      saved: { playerId: 'p1', sentSetup: '{}', team: null, needsApproval: true, uploadedPhoto: null },
    },
  };
  const ava = { name: 'Ava Lee', email: 'Ava@Example.com', role: 'PLAYER' } as const;

  it('a visitor resumes their own answers at the furthest step reached', () => {
    expect(planWizardStart({ ...base, stored: visitor })).toMatchObject({
      kind: 'wizard',
      stepId: 'account',
    });
  });

  it('the signed-in player resumes their wizard, even once it made the profile', () => {
    const start = planWizardStart({ ...base, user: ava, hasPlayerProfile: true, stored: player });
    expect(start).toMatchObject({ kind: 'wizard', stepId: 'photo', data: { basics: { birthYear: 2010 } } });
  });

  it('ignores answers of another account, of an account when signed out, or of another role', () => {
    const other = { ...ava, email: 'someone@example.com' };
    expect(planWizardStart({ ...base, user: other, stored: player })).toMatchObject({ stepId: 'basics' });
    expect(planWizardStart({ ...base, stored: player })).toMatchObject({ stepId: 'role' });
    expect(planWizardStart({ ...base, requestedRole: 'PARENT', stored: visitor })).toMatchObject({
      stepId: 'account',
      data: { role: 'PARENT' },
    });
    // A profile this wizard did not make is opened as before.
    const noSaved = { ...player, data: { ...player.data, saved: null } };
    expect(planWizardStart({ ...base, user: ava, hasPlayerProfile: true, stored: noSaved })).toEqual({
      kind: 'redirect',
      to: '/player/profile',
    });
  });
});
