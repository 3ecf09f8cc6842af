import { describe, expect, it } from 'vitest';
import { formatRetentionDays, RETENTION_DAYS, RETENTION_RULES } from './retention.ts';
import { RETENTION_SCHEDULE, retentionPeriod } from './retention-schedule.ts';

describe('the data-retention schedule', () => {
  it('gives every rule of the job exactly one row of the schedule, so /privacy names each deletion', () => {
    const ruled = RETENTION_SCHEDULE.flatMap((e) => (e.rule ? [e.rule.key] : []));
    expect([...ruled].sort()).toEqual([...RETENTION_RULES].sort());
  });

  it('says for every row what is kept, why, and either a rule or until when', () => {
    for (const entry of RETENTION_SCHEDULE) {
      expect(entry.data.length).toBeGreaterThan(10);
      expect(entry.why.length).toBeGreaterThan(10);
      expect(Boolean(entry.rule) !== Boolean(entry.kept), entry.data).toBe(true);
      expect(retentionPeriod(entry)).not.toBe('');
    }
  });

  it('keeps the periods decided in D156', () => {
    expect(RETENTION_DAYS).toEqual({
      unverifiedAccounts: 7,
      expiredTokens: 30,
      closedInvitations: 30,
      sentEmails: 30,
      failedEmails: 90,
      expiredSessions: 1,
      profileViewers: 180,
      profileViews: 730,
      signInLog: 365,
      auditTrail: 730,
      closedReports: 730,
      abandonedCheckouts: 30,
    });
  });

  it('keeps views long enough for profile analytics (90 days and the 90 before)', () => {
    expect(RETENTION_DAYS.profileViewers).toBeGreaterThanOrEqual(180);
    expect(RETENTION_DAYS.profileViews).toBeGreaterThanOrEqual(RETENTION_DAYS.profileViewers);
  });

  it.each([
    [1, '1 day'],
    [7, '7 days'],
    [30, '30 days'],
    [90, '3 months'],
    [180, '6 months'],
    [365, '1 year'],
    [730, '2 years'],
  ])('writes %i days as "%s"', (days, text) => {
    expect(formatRetentionDays(days)).toBe(text);
  });

  it('writes a rule as the period after its event', () => {
    const entry = RETENTION_SCHEDULE.find((e) => e.rule?.key === 'unverifiedAccounts')!;
    expect(retentionPeriod(entry)).toBe('7 days after sign-up');
  });
});
