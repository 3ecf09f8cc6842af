import { describe, expect, it } from 'vitest';
import { approvalRequestEmail } from './templates.ts';

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
