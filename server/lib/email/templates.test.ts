import { describe, expect, it } from 'vitest';
import {
  approvalRequestEmail,
  coParentInvitationEmail,
  messageReportedEmail,
  verificationEmail,
} from './templates.ts';

describe('the verification e-mail', () => {
  it('says when an account never verified is deleted, from the retention schedule', () => {
    const mail = verificationEmail({ to: 'a@example.com', name: 'Jo', link: 'https://rinkside.test/verify' });
    expect(mail.body).toContain('Accounts not verified within 7 days of sign-up are deleted.');
  });
});

describe('the approval request e-mail', () => {
  const link = 'https://rinkside.test/approve-profile/abc';

  it('names a player who asks for themselves once, by the profile name', () => {
    const mail = approvalRequestEmail({
      to: 'mom@example.com',
      requesterName: null,
      playerName: 'Jo Smith',
      link,
    });
    expect(mail.body).toContain('Jo Smith asked you to approve their Rinkside player profile.');
    expect(mail.body.split('Jo Smith')).toHaveLength(2);
  });

  it('names someone else who asks, and the player', () => {
    const mail = approvalRequestEmail({
      to: 'mom@example.com',
      requesterName: 'Pat Smith',
      playerName: 'Jo Smith',
      link,
    });
    expect(mail.body).toContain('Pat Smith asked you to approve the Rinkside player profile of Jo Smith.');
  });
});

describe('the report e-mail to an administrator', () => {
  const base = {
    to: 'admin@example.com',
    adminName: 'Alex Admin',
    reporterName: 'Pat\nLink: https://evil.example',
    reporterRole: 'parent' as const,
    playerName: 'Jo Smith',
    playerIsMinor: false,
    reason: 'Rude\r\nhttps://evil.example/also',
    reportedAt: new Date('2026-11-24T19:05:00Z'),
    messageMarked: false,
    openReports: 1,
    link: 'https://rinkside.test/admin/message-reports',
  };

  it("keeps the reporter's name on its line and quotes every line of the reason", () => {
    const mail = messageReportedEmail(base);
    expect(mail.subject).toBe('Message reported: conversation about Jo Smith');
    expect(mail.body).toContain('Reported by: Pat Link: https://evil.example (parent)');
    expect(mail.body).toContain('When: November 24, 2026 at 7:05 PM UTC');
    expect(mail.body).toContain('Reason given:\n> Rude\n> https://evil.example/also\n');
    expect(mail.body).not.toContain('open reports');
    expect(mail.body).not.toContain('marked one message');
  });
});

describe('the co-parent invitation e-mail', () => {
  it('names the one child and gives its link', () => {
    const mail = coParentInvitationEmail({
      to: 'dad@example.com',
      inviterName: 'Ida Berg',
      children: [{ playerName: 'Liv Berg', link: 'https://rinkside.test/co-parent-invite/a' }],
    });
    expect(mail.subject).toBe('You are invited to co-manage a Rinkside player profile');
    expect(mail.body).toContain(
      'Ida Berg invited you to help manage the Rinkside player profile of Liv Berg.',
    );
    expect(mail.body).toContain('\nhttps://rinkside.test/co-parent-invite/a\n');
  });

  it('lists several children, each on its own line with its own link, in one message', () => {
    const mail = coParentInvitationEmail({
      to: 'dad@example.com',
      inviterName: 'Ida\nBerg',
      children: [
        { playerName: 'Liv Berg', link: 'https://rinkside.test/co-parent-invite/a' },
        { playerName: 'Ola\nBerg', link: 'https://rinkside.test/co-parent-invite/b' },
      ],
    });
    expect(mail.subject).toBe('You are invited to co-manage Rinkside player profiles');
    expect(mail.body).toContain(
      'Ida Berg invited you to help manage the Rinkside player profiles of 2 children.',
    );
    expect(mail.body).toContain(
      'Liv Berg:\nhttps://rinkside.test/co-parent-invite/a\n\nOla Berg:\nhttps://rinkside.test/co-parent-invite/b',
    );
  });
});
