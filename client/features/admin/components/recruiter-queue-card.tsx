import { BadgeCheckIcon, ExternalLinkIcon, ShieldCheckIcon, XCircleIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '#client/components/ui/alert.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { FormDialog } from '#client/components/ui/form-dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { SegmentedControl } from '#client/components/ui/segmented-control.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { getErrorMessage } from '#client/lib/api-client.ts';
import { showFailureToast } from '#client/lib/error-toast.tsx';
import { formatDateTime } from '#client/lib/format.ts';
import { PATHS, pathTo } from '#client/lib/paths.ts';
import type { AdminRecruiter } from '#common/contracts/recruiters.ts';
import { DIVISION_LABELS, PROGRAM_KIND_LABELS, PROGRAM_LEVEL_LABELS } from '#common/enums.ts';
import { type RecruiterQueueStatus, useDecideRecruiter, useRecruiterQueue } from '../api/recruiter-queue.ts';

const STATUS_OPTIONS = [
  { value: 'pending', label: 'To verify' },
  { value: 'verified', label: 'Verified' },
  { value: 'rejected', label: 'Refused' },
] as const satisfies readonly { value: RecruiterQueueStatus; label: string }[];

const side = (g: string | null) => (g === 'men' ? 'Men’s' : g === 'women' ? 'Women’s' : null);

/** "NCAA Division I men’s (directory: RIT, a Division III school)", "Junior team: USHL". */
function programLine(r: AdminRecruiter): string {
  if (r.programKind === 'ncaa') {
    const division = r.division ? DIVISION_LABELS[r.division] : 'division not given';
    const listed = r.ncaaProgram
      ? `from the NCAA list${r.ncaaProgram.schoolDivision ? `; the school is ${DIVISION_LABELS[r.ncaaProgram.schoolDivision]}` : ''}`
      : 'not listed: check the division';
    return `NCAA ${division} ${side(r.programGender)?.toLowerCase() ?? ''} hockey (${listed})`;
  }
  if (!r.programKind) return 'No program named';
  const level = r.programLevel ? `: ${PROGRAM_LEVEL_LABELS[r.programLevel] ?? r.programLevel}` : '';
  return `${PROGRAM_KIND_LABELS[r.programKind]}${level}`;
}

/**
 * Decisions §11: the recruiters waiting for verification, with their program and the
 * evidence (the work e-mail's domain, the website or staff page they gave); Verify or Refuse (with a
 * reason the recruiter is e-mailed), audited on the server. Verifying lets them write first to a minor's
 * family; their program's rule applies.
 */
export function RecruiterQueueCard() {
  const [status, setStatus] = useState<RecruiterQueueStatus>('pending');
  const queue = useRecruiterQueue(status);
  const [refusing, setRefusing] = useState<AdminRecruiter | null>(null);
  return (
    <Card id="recruiter-queue" role="region" aria-labelledby="recruiter-queue-title">
      <CardHeader className="gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <CardTitle as="h2" id="recruiter-queue-title">
            Recruiters to verify
          </CardTitle>
          <CardDescription>
            Check the program and the evidence before a recruiter may write first to the family of a player
            under 18.{' '}
            <Link
              to={PATHS.adminNcaaPrograms}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              NCAA program list
            </Link>
          </CardDescription>
        </div>
        <SegmentedControl
          className="shrink-0 self-start"
          label="Recruiter status"
          value={status}
          options={STATUS_OPTIONS}
          onChange={setStatus}
        />
      </CardHeader>
      <CardContent>
        {queue.isPending ? (
          <div
            role="status"
            aria-label="Loading recruiters"
            className="h-32 animate-pulse rounded-xl bg-muted motion-reduce:animate-none"
          />
        ) : queue.isError ? (
          <Alert variant="destructive" role="alert" title="Error Loading Recruiters">
            {getErrorMessage(queue.error, 'Failed to load the recruiters. Please try again later.')}
          </Alert>
        ) : queue.data.recruiters.length === 0 ? (
          <EmptyState
            icon={<ShieldCheckIcon />}
            title={status === 'pending' ? 'No recruiters waiting' : `No ${status} recruiters`}
            description="A coach who signs up, or changes their program, appears here."
          />
        ) : (
          <ul className="grid gap-3" aria-label="Recruiters">
            {queue.data.recruiters.map((r) => (
              <li key={r.userId}>
                <RecruiterRow recruiter={r} onRefuse={() => setRefusing(r)} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <RefuseDialog recruiter={refusing} onClose={() => setRefusing(null)} />
    </Card>
  );
}

function RecruiterRow({ recruiter: r, onRefuse }: { recruiter: AdminRecruiter; onRefuse: () => void }) {
  const decide = useDecideRecruiter();
  const verify = () =>
    decide.mutate(
      { userId: r.userId },
      {
        onSuccess: () =>
          toast({
            title: 'Recruiter verified',
            description: `${r.name} can now write to families of minors.`,
          }),
        onError: (error) => showFailureToast('Recruiter not verified', error),
      },
    );
  return (
    <article className="grid gap-3 rounded-lg border border-border p-4 text-sm sm:grid-cols-[minmax(0,1fr)_auto]">
      <div className="grid min-w-0 gap-1.5">
        <h3 className="flex flex-wrap items-center gap-2 text-base font-semibold">
          {r.programName ?? 'Program not named'}
          {r.verified ? (
            <Badge variant="success">
              <BadgeCheckIcon />
              Verified
            </Badge>
          ) : null}
          {r.verifiedProgram && !r.verified ? <Badge variant="outline">Changed program</Badge> : null}
        </h3>
        <p>{programLine(r)}</p>
        <p className="text-muted-foreground">
          <Link
            to={pathTo.adminUser(r.userId)}
            className="font-medium text-foreground underline-offset-4 hover:underline"
          >
            {r.name}
          </Link>
          {r.title ? `, ${r.title}` : ''}
        </p>
        <dl className="grid gap-1 text-muted-foreground sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-x-3">
          <dt className="font-medium text-foreground">Work email</dt>
          <dd className="break-all">
            {r.email}{' '}
            <span className="whitespace-nowrap font-semibold text-foreground">({r.emailDomain})</span>
            {r.emailVerified ? '' : ' · not verified yet'}
          </dd>
          <dt className="font-medium text-foreground">Staff page</dt>
          <dd className="break-all">
            {r.website ? (
              <a
                href={r.website}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
              >
                {r.website}
                <ExternalLinkIcon className="size-3.5" />
              </a>
            ) : (
              'Not given'
            )}
          </dd>
          {r.verifiedProgram && !r.verified ? (
            <>
              <dt className="font-medium text-foreground">Verified before</dt>
              <dd>
                {r.verifiedProgram.name ?? 'A program'}
                {r.verifiedProgram.division ? ` (NCAA ${DIVISION_LABELS[r.verifiedProgram.division]})` : ''}:
                its rule applies until you decide
              </dd>
            </>
          ) : null}
          <dt className="font-medium text-foreground">Applied</dt>
          <dd>{formatDateTime(r.appliedAt)}</dd>
          {r.rejectionReason ? (
            <>
              <dt className="font-medium text-foreground">Refused</dt>
              <dd>{r.rejectionReason}</dd>
            </>
          ) : null}
        </dl>
      </div>
      {r.verified ? null : (
        <div className="flex flex-wrap content-start gap-2 sm:flex-col">
          <Button size="sm" onClick={verify} disabled={decide.isPending || !r.emailVerified}>
            <BadgeCheckIcon />
            Verify
            <span className="sr-only"> {r.name}</span>
          </Button>
          <Button size="sm" variant="outline" onClick={onRefuse} disabled={decide.isPending}>
            <XCircleIcon />
            Refuse
            <span className="sr-only"> {r.name}</span>
          </Button>
        </div>
      )}
    </article>
  );
}

function RefuseDialog({ recruiter, onClose }: { recruiter: AdminRecruiter | null; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const decide = useDecideRecruiter();
  const close = () => {
    setReason('');
    onClose();
  };
  return (
    <FormDialog
      open={recruiter !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title="Refuse recruiter"
      description={
        recruiter ? `${recruiter.name} is e-mailed your reason and can correct the program.` : null
      }
      submitLabel="Refuse"
      submitVariant="destructive"
      submitIcon={<XCircleIcon className="size-4" />}
      isPending={decide.isPending}
      submitDisabled={reason.trim() === ''}
      className="sm:max-w-md"
      onSubmit={(event) => {
        event.preventDefault();
        if (!recruiter || reason.trim() === '') return;
        decide.mutate(
          { userId: recruiter.userId, reason: reason.trim() },
          {
            onSuccess: () => {
              toast({ title: 'Recruiter refused', description: `${recruiter.name} was told why.` });
              close();
            },
            onError: (error) => showFailureToast('Recruiter not refused', error),
          },
        );
      }}
    >
      <FormField label="Reason" hint="For example: we could not find you on the program’s staff page.">
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
