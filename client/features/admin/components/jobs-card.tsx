import { ClockIcon, PlayIcon } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '#client/components/ui/alert.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { getErrorMessage } from '#client/lib/api-client.ts';
import { formatDateTime } from '#client/lib/format.ts';
import type { Job } from '#common/contracts/jobs.ts';
import { useJobs, useRunJob } from '../api/jobs.ts';

const PERIOD_LABELS: Record<Job['period'], string> = { daily: 'Daily', weekly: 'Weekly (Mondays, UTC)' };

/**
 * D301, D303: the scheduled jobs with their last run and what it did, and "Run now" for each, so support
 * staff need not wait for the clock. A period's e-mails still go out once per recipient.
 */
export function JobsCard() {
  const jobs = useJobs();
  return (
    <Card id="scheduled-jobs" role="region" aria-labelledby="scheduled-jobs-title">
      <CardHeader>
        <CardTitle as="h2" id="scheduled-jobs-title">
          Scheduled jobs
        </CardTitle>
        <CardDescription>
          Each job runs once a period on its own. Run one now to send what is due at once: nobody gets the
          same period’s e-mail twice.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {jobs.isPending ? (
          <div
            role="status"
            aria-label="Loading jobs"
            className="h-32 animate-pulse rounded-xl bg-muted motion-reduce:animate-none"
          />
        ) : jobs.isError ? (
          <Alert variant="destructive" role="alert" title="Error Loading Jobs">
            {getErrorMessage(jobs.error, 'Failed to load the jobs. Please try again later.')}
          </Alert>
        ) : jobs.data.jobs.length === 0 ? (
          <EmptyState icon={<ClockIcon />} title="No scheduled jobs" description="The server runs none." />
        ) : (
          <ul className="grid gap-3" aria-label="Jobs">
            {jobs.data.jobs.map((job) => (
              <li key={job.name}>
                <JobRow job={job} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function JobRow({ job }: { job: Job }) {
  const run = useRunJob();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const start = () => {
    setOutcome(null);
    run.mutate(job.name, {
      onSuccess: (result) => setOutcome({ ok: true, text: `Finished: ${result.summary}` }),
      onError: (error) =>
        setOutcome({ ok: false, text: `Not finished: ${getErrorMessage(error, 'the job failed.')}` }),
    });
  };
  const titleId = `job-${job.name}`;
  return (
    <article
      aria-labelledby={titleId}
      className="grid gap-3 rounded-lg border border-border p-4 text-sm sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start"
    >
      <div className="grid min-w-0 gap-1.5">
        <h3 id={titleId} className="flex flex-wrap items-center gap-2 text-base font-semibold">
          {job.title}
          <Badge variant="outline">{PERIOD_LABELS[job.period]}</Badge>
          {job.running ? <Badge variant="secondary">Running</Badge> : null}
        </h3>
        <p className="text-muted-foreground">
          {job.startedAt ? `Last run ${formatDateTime(job.startedAt)}` : 'Not run yet'}
        </p>
        {/* After "Run now" the run's own answer (below) replaces the last result, which it is. */}
        {outcome ? null : job.lastError ? (
          <p className="text-destructive">Last run failed: {job.lastError}</p>
        ) : job.lastResult ? (
          <p className="break-words">{job.lastResult.summary}</p>
        ) : null}
        <p role="status" className={outcome?.ok === false ? 'font-medium text-destructive' : 'font-medium'}>
          {outcome?.text ?? ''}
        </p>
      </div>
      <Button
        variant="outline"
        className="justify-self-start"
        onClick={start}
        disabled={run.isPending}
        aria-describedby={titleId}
      >
        <PlayIcon />
        {run.isPending ? 'Running…' : 'Run now'}
      </Button>
    </article>
  );
}
