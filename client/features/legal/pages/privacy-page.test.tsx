import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RETENTION_SCHEDULE, retentionPeriod } from '#common/retention-schedule.ts';
import { renderWithApp } from '#test/component-kit.tsx';
import { PrivacyPage } from './privacy-page.tsx';

describe('/privacy', () => {
  it('shows the retention schedule from the one shared table: every row, its period and its reason', () => {
    renderWithApp(<PrivacyPage />, { path: '/privacy' });
    const table = screen.getByRole('table', { name: 'What we keep, for how long, and why' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(RETENTION_SCHEDULE.length);
    RETENTION_SCHEDULE.forEach((entry, i) => {
      const row = rows[i]!;
      expect(within(row).getByRole('rowheader').textContent).toBe(entry.data);
      expect(row).toHaveTextContent(retentionPeriod(entry));
      expect(row).toHaveTextContent(entry.why);
    });
    expect(within(table).getByText(/7 days after sign-up/)).toBeInTheDocument();
  });

  it('names every processor and says a minor’s page asks no third party until a video is played', () => {
    renderWithApp(<PrivacyPage />, { path: '/privacy' });
    const processors = screen.getByRole('region', { name: /Who processes data for us/ });
    for (const name of ['Stripe (payments)', 'Our e-mail delivery service (SMTP)', 'File storage']) {
      expect(within(processors).getByText(name)).toBeInTheDocument();
    }
    expect(within(processors).getByText(/S3-compatible storage service/)).toBeInTheDocument();
    const minors = screen.getByRole('region', { name: /Players under 17/ });
    expect(within(minors).getByText(/makes no\s+request to any other company/)).toBeInTheDocument();
    expect(within(minors).getByText(/separately from the consent to the profile/)).toBeInTheDocument();
  });
});
