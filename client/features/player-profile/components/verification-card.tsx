import { zodResolver } from '@hookform/resolvers/zod';
import { ClockIcon, ImageIcon, LinkIcon, ShieldCheckIcon, ShieldXIcon, XIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import { fromText } from '#client/lib/form-schema.ts';
import { formatDate } from '#client/lib/format.ts';
import { useImagePreparation } from '#client/lib/prepare-image.ts';
import { SubmitEvidenceInputSchema } from '#common/contracts/orgs.ts';
import type { Player } from '#common/contracts/players.ts';
import { IMAGE_TYPES } from '#common/image-upload.ts';
import { type EvidenceList, useVerificationEvidence } from '../api/get-verification-evidence.ts';
import { useSubmitVerificationEvidence } from '../api/submit-verification-evidence.ts';
import { UploadStepError } from '../api/upload-profile-image.ts';
import type { PlayerRef } from '../lib/invalidate-player.ts';

type Evidence = EvidenceList[number];

const NEED_ONE = 'Add a team roster link or a screenshot';
const STEP_MESSAGES = {
  url: 'Failed to get upload URL',
  file: 'Failed to upload the screenshot',
  register: 'Failed to send your evidence',
} as const;

/** The contract's link rule; the screenshot is prepared (D267) when it is chosen, before it is uploaded. */
const EvidenceFormSchema = z
  .object({
    url: fromText(SubmitEvidenceInputSchema.shape.url, { trim: true }),
    screenshot: z.instanceof(File).nullable(),
  })
  .refine((v) => Boolean(v.url || v.screenshot), { message: NEED_ONE, path: ['url'] });
type EvidenceFormValues = z.input<typeof EvidenceFormSchema>;
type EvidenceFormOutput = z.output<typeof EvidenceFormSchema>;

const reviewerOf = (e: Evidence) => e.reviewedByOrganization ?? 'the Rinkside team';

/** What was sent: the link and the screenshot. */
function SentEvidence({ evidence }: { evidence: Evidence }) {
  return (
    <div className="grid gap-3 rounded-lg border border-border bg-muted/30 p-3 text-sm sm:grid-cols-[1fr_auto] sm:items-start">
      <dl className="grid min-w-0 gap-1.5">
        <div className="flex min-w-0 items-center gap-2">
          <dt className="sr-only">Team roster link</dt>
          <LinkIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <dd className="min-w-0 truncate">
            {evidence.url ? (
              <a
                href={evidence.url}
                target="_blank"
                rel="noreferrer noopener"
                className="text-primary underline-offset-2 hover:underline"
              >
                {evidence.url}
              </a>
            ) : (
              <span className="text-muted-foreground">No roster link</span>
            )}
          </dd>
        </div>
        <div className="flex items-center gap-2 text-muted-foreground">
          <dt className="sr-only">Sent</dt>
          <ClockIcon className="size-4 shrink-0" aria-hidden="true" />
          <dd>
            Sent {formatDate(evidence.createdAt)}
            {evidence.submittedByName ? ` by ${evidence.submittedByName}` : ''}
          </dd>
        </div>
      </dl>
      {evidence.screenshotUrl ? (
        <a href={evidence.screenshotUrl} target="_blank" rel="noreferrer" className="block w-fit">
          <img
            src={evidence.screenshotUrl}
            alt="The roster screenshot you sent"
            className="h-20 w-32 rounded-md border border-border object-cover"
          />
        </a>
      ) : null}
    </div>
  );
}

function EvidenceForm({
  playerRef,
  onDone,
  onCancel,
}: {
  playerRef: PlayerRef;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const submit = useSubmitVerificationEvidence(playerRef);
  const preparation = useImagePreparation();
  const isBusy = submit.isPending || preparation.isPreparing;
  const fileId = useId();
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    watch,
    trigger,
    formState: { errors, isSubmitted },
  } = useForm<EvidenceFormValues, unknown, EvidenceFormOutput>({
    resolver: zodResolver(EvidenceFormSchema),
    defaultValues: { url: '', screenshot: null },
  });
  const screenshot = watch('screenshot');
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!screenshot) return setPreview(null);
    const url = URL.createObjectURL(screenshot);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [screenshot]);

  const pick = async (chosen: File | null) => {
    clearErrors('screenshot');
    const { file, error } = chosen ? await preparation.prepare(chosen) : { file: null };
    setValue('screenshot', file ?? null, { shouldValidate: isSubmitted });
    if (error) setError('screenshot', { message: error });
    if (isSubmitted) void trigger('url');
  };

  const onSubmit = handleSubmit((values) =>
    submit.mutate(
      { url: values.url ?? null, screenshot: values.screenshot },
      {
        onSuccess: (res) => {
          toast({ title: 'Evidence sent', description: res.message });
          onDone();
        },
        onError: (error) => {
          const stepError = error instanceof UploadStepError ? error : null;
          showErrorToast(STEP_MESSAGES[stepError?.step ?? 'register'], stepError?.cause ?? error);
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField
        label="Team roster link"
        hint="A page of your team, league or school that lists you on the roster."
        error={errors.url?.message}
      >
        {(control) => (
          <Input
            {...control}
            {...register('url')}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://www.myteam.org/roster"
          />
        )}
      </FormField>
      <FormField
        id={fileId}
        label="Roster screenshot (optional)"
        hint="JPEG, PNG, WebP or GIF; over 10 MB it is made smaller first. Reviewers see it; it is never public."
        error={errors.screenshot?.message}
      >
        {(control) => (
          <div className="grid gap-3">
            <Input
              {...control}
              type="file"
              accept={IMAGE_TYPES.join(',')}
              disabled={isBusy}
              className="h-auto py-1.5 file:mr-3 file:rounded-md file:bg-secondary file:px-3 file:py-1 file:text-secondary-foreground"
              onChange={(e) => void pick(e.target.files?.[0] ?? null)}
              // A cleared choice must be chosen again from scratch.
              value={screenshot ? undefined : ''}
            />
            {preview ? (
              <div className="flex items-start gap-3">
                <img
                  src={preview}
                  alt="Preview of the screenshot to send"
                  className="h-24 w-36 rounded-md border border-border object-cover"
                />
                <Button type="button" variant="ghost" size="sm" onClick={() => void pick(null)}>
                  <XIcon />
                  Remove
                </Button>
              </div>
            ) : null}
          </div>
        )}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isBusy}>
          {isBusy ? <Spinner className="size-4" /> : <ShieldCheckIcon />}
          {preparation.label ?? (submit.isPending ? 'Sending...' : 'Send for Review')}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel} disabled={isBusy}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/**
 * "Get verified": the player or a managing parent sends team evidence, follows its review,
 * reads why it was turned down, and sends new evidence. Reviewers are staff of an organization whose
 * roster holds the player, or the Rinkside team.
 */
export function VerificationCard({
  player,
  playerRef,
}: {
  player: Pick<Player, 'verificationStatus'>;
  playerRef: PlayerRef;
}) {
  const evidence = useVerificationEvidence(playerRef.id);
  const [formOpen, setFormOpen] = useState(false);
  const list = evidence.data?.evidence ?? [];
  const latest = list[0];
  const lastVerified = list.find((e) => e.status === 'verified');
  const isVerified = player.verificationStatus === 'verified';
  const pending = latest?.status === 'pending' ? latest : null;
  const rejected = latest?.status === 'rejected' ? latest : null;

  const header = (() => {
    if (pending)
      return {
        badge: (
          <Badge variant="outline" className="border-warning/50 bg-warning/10 text-warning">
            <ClockIcon />
            Pending review
          </Badge>
        ),
        text: 'Your evidence is waiting for a reviewer.',
      };
    if (isVerified)
      return {
        badge: (
          <Badge variant="success">
            <ShieldCheckIcon />
            Verified
          </Badge>
        ),
        text: lastVerified
          ? `Verified ${formatDate(lastVerified.reviewedAt)} by ${reviewerOf(lastVerified)}${lastVerified.reviewerName ? ` (${lastVerified.reviewerName})` : ''}. Recruiters see the Verified badge.`
          : 'Recruiters see the Verified badge on this profile.',
      };
    if (rejected)
      return {
        badge: (
          <Badge variant="destructive">
            <ShieldXIcon />
            Not verified
          </Badge>
        ),
        text: 'The last evidence could not be verified.',
      };
    return {
      badge: null,
      text: 'Show recruiters you are on the roster you list: send a team roster link or a screenshot.',
    };
  })();

  return (
    <Card aria-labelledby="verification-title">
      <CardHeader className="gap-2 pb-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle id="verification-title" className="text-lg">
            {isVerified ? 'Verified profile' : 'Get verified'}
          </CardTitle>
          {header.badge}
        </div>
        <CardDescription>{header.text}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {evidence.isPending ? (
          <Spinner label="Loading verification..." />
        ) : evidence.isError ? (
          <p className="text-sm text-destructive">
            Could not load your verification. Reload the page to try again.
          </p>
        ) : pending ? (
          <>
            <SentEvidence evidence={pending} />
            <p className="text-xs text-muted-foreground">
              Staff of an organization whose roster you are on, or the Rinkside team, review it. You will get
              an e-mail with the outcome.
            </p>
          </>
        ) : formOpen || (!isVerified && !rejected) ? (
          <EvidenceForm
            playerRef={playerRef}
            onDone={() => setFormOpen(false)}
            onCancel={isVerified || rejected ? () => setFormOpen(false) : undefined}
          />
        ) : (
          <>
            {rejected ? (
              <div className="grid gap-2">
                <div
                  className="rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm"
                  role="note"
                >
                  <p className="font-semibold">
                    Reviewed {formatDate(rejected.reviewedAt)} by {reviewerOf(rejected)}
                  </p>
                  <p className="mt-1 whitespace-pre-line">
                    <span className="sr-only">Reviewer's notes: </span>
                    {rejected.notes ?? 'No notes were given.'}
                  </p>
                </div>
                <SentEvidence evidence={rejected} />
              </div>
            ) : null}
            <div>
              <Button variant={rejected ? 'default' : 'outline'} onClick={() => setFormOpen(true)}>
                <ImageIcon />
                {rejected ? 'Send New Evidence' : 'Send Evidence for a New Team'}
              </Button>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
