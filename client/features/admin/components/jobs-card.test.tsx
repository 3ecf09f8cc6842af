import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Job } from '#common/contracts/jobs.ts';
import { mockFetch, renderWithApp } from '#test/component-kit.tsx';
import { JobsCard } from './jobs-card.tsx';

const ALERTS: Job = {
  name: 'saved-search-alerts-daily',
  title: 'Saved-search alerts (daily)',
  period: 'daily',
  lastPeriodStart: '2026-11-29',
  startedAt: '2026-11-29T06:00:00.000Z',
  finishedAt: '2026-11-29T06:00:02.000Z',
  running: false,
  lastResult: { summary: 'Sent 3 e-mails naming 7 new players; 5 saved searches checked.', counts: {} },
  lastError: null,
};

describe('the scheduled jobs card (D303)', () => {
  it('lists each job with its last result, and Run now shows what that run did', async () => {
    const { writes } = mockFetch((request) => {
      if (request.method === 'GET') return { body: { jobs: [ALERTS] } };
      return {
        body: {
          job: ALERTS.name,
          ranAt: '2026-11-29T08:00:00.000Z',
          periodStart: '2026-11-29',
          summary:
            'Sent 0 e-mails naming 0 new players; 5 saved searches checked; 3 recruiters already had this period’s e-mail.',
          counts: {},
        },
      };
    });
    const { user } = renderWithApp(<JobsCard />);
    const job = within(await screen.findByRole('article', { name: /Saved-search alerts \(daily\)/ }));
    expect(job.getByText(ALERTS.lastResult!.summary)).toBeInTheDocument();
    await user.click(job.getByRole('button', { name: 'Run now' }));
    expect(await job.findByText(/^Finished: Sent 0 e-mails/)).toBeInTheDocument();
    expect(job.getByRole('status')).toHaveTextContent('3 recruiters already had this period’s e-mail');
    expect(writes().map((r) => [r.method, r.url])).toEqual([
      ['POST', '/api/admin/jobs/saved-search-alerts-daily/run'],
    ]);
  });

  it('says when a run failed, with the server’s message', async () => {
    mockFetch((request) =>
      request.method === 'GET'
        ? { body: { jobs: [{ ...ALERTS, lastResult: null, lastError: 'the mail server is away' }] } }
        : { status: 404, body: { message: 'No scheduled job is named "x".', code: 'NOT_FOUND' } },
    );
    const { user } = renderWithApp(<JobsCard />);
    const job = within(await screen.findByRole('article', { name: /Saved-search alerts/ }));
    expect(job.getByText('Last run failed: the mail server is away')).toBeInTheDocument();
    await user.click(job.getByRole('button', { name: 'Run now' }));
    expect(await job.findByText('Not finished: No scheduled job is named "x".')).toBeInTheDocument();
  });
});
