import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditLogRow } from '#common/contracts/admin.ts';
import { mockFetch, renderWithApp } from '#test/component-kit.tsx';
import { AuditLogCard } from './audit-log-card.tsx';

const ADMIN = { id: 'a0000000-0000-4000-8000-000000000001', name: 'Alex Admin', email: 'alex@rinkside.test' };
const SAM = { id: 'b0000000-0000-4000-8000-000000000002', name: 'Sam Player', email: 'sam@example.com' };

function row(n: number, overrides: Partial<AuditLogRow>): AuditLogRow {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    createdAt: '2026-11-28T15:00:00.000Z',
    eventType: 'role_changed',
    email: null,
    ipAddress: null,
    errorMessage: null,
    changes: null,
    metadata: null,
    userId: null,
    targetUserId: null,
    actor: null,
    subject: null,
    ...overrides,
  };
}

describe('AuditLogCard (D247)', () => {
  it('shows who acted and on whom, each linking to the admin page of that user', async () => {
    mockFetch((r) =>
      r.url.startsWith('/api/admin/audit-logs')
        ? {
            body: {
              logs: [
                row(1, {
                  eventType: 'role_changed',
                  email: SAM.email,
                  userId: ADMIN.id,
                  targetUserId: SAM.id,
                  actor: ADMIN,
                  subject: SAM,
                  changes: { role: { from: 'PLAYER', to: 'RECRUITER' } },
                }),
                row(2, { eventType: 'login_failure', email: 'nobody@example.com' }),
              ],
            },
          }
        : undefined,
    );
    renderWithApp(<AuditLogCard />);
    const region = await screen.findByRole('region', { name: 'Audit logs' });
    const table = within(region).getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Date', 'Event', 'Actor', 'Subject', 'IP Address', 'Details']);
    const [, first, second] = within(table).getAllByRole('row');
    const cells = within(first!).getAllByRole('cell');
    expect(
      within(cells[2]!)
        .getByRole('link', { name: /Alex Admin/ })
        .getAttribute('href'),
    ).toBe(`/admin/users/${ADMIN.id}`);
    expect(within(cells[2]!).getByText(ADMIN.email)).toBeInTheDocument();
    expect(
      within(cells[3]!)
        .getByRole('link', { name: /Sam Player/ })
        .getAttribute('href'),
    ).toBe(`/admin/users/${SAM.id}`);
    // Nobody behind the row: the address it recorded, unlinked, as the one who tried.
    const other = within(second!).getAllByRole('cell');
    expect(other[2]!.textContent).toBe('nobody@example.com');
    expect(within(other[2]!).queryByRole('link')).not.toBeInTheDocument();
    expect(other[3]!.textContent).toBe('—');
  });

  it('stacks each entry as a card for phones, keeping actor, subject, event and time', async () => {
    mockFetch((r) =>
      r.url.startsWith('/api/admin/audit-logs')
        ? {
            body: {
              logs: [
                row(1, {
                  eventType: 'role_changed',
                  userId: ADMIN.id,
                  targetUserId: SAM.id,
                  actor: ADMIN,
                  subject: SAM,
                  ipAddress: '2001:db8:85a3::8a2e:370:7334',
                }),
              ],
            },
          }
        : undefined,
    );
    renderWithApp(<AuditLogCard />);
    const list = await screen.findByRole('list', { name: 'Audit log entries' });
    const [entry] = within(list).getAllByRole('listitem');
    const terms = within(entry!)
      .getAllByRole('term')
      .map((t) => t.textContent);
    expect(terms).toEqual(['Actor', 'Subject', 'IP Address', 'Details']);
    expect(
      within(entry!)
        .getByRole('link', { name: /Alex Admin/ })
        .getAttribute('href'),
    ).toBe(`/admin/users/${ADMIN.id}`);
    expect(
      within(entry!)
        .getByRole('link', { name: /Sam Player/ })
        .getAttribute('href'),
    ).toBe(`/admin/users/${SAM.id}`);
    expect(within(entry!).getByText('2001:db8:85a3::8a2e:370:7334')).toBeInTheDocument();
    const time = entry!.querySelector('time');
    expect(time).toHaveAttribute('datetime', '2026-11-28T15:00:00.000Z');
    expect(entry!).toHaveTextContent(time!.textContent!);
  });
});
