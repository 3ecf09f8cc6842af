import { zodResolver } from '@hookform/resolvers/zod';
import { StarIcon, Trash2Icon } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '#client/components/ui/button.tsx';
import { CharacterCount } from '#client/components/ui/character-count.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { cn } from '#client/lib/cn.ts';
import { showFailureToast } from '#client/lib/error-toast.tsx';
import {
  RATING_CRITERIA,
  RATING_MAX,
  RATING_SUMMARY_MAX,
  type Rating,
  type RatingCriterion,
  SaveRatingInputSchema,
} from '#common/contracts/ratings.ts';
import { useRating } from '../api/get-rating.ts';
import { useRemoveRating } from '../api/remove-rating.ts';
import { useSaveRating } from '../api/save-rating.ts';

type FormInput = z.input<typeof SaveRatingInputSchema>;
type FormOutput = z.output<typeof SaveRatingInputSchema>;

const SCORES = Array.from({ length: RATING_MAX }, (_, i) => i + 1);
const EMPTY: Partial<FormInput> = {
  overall: undefined,
  skating: null,
  puckSkills: null,
  hockeySense: null,
  compete: null,
  summary: '',
};
const fromRating = (rating: Rating | null): Partial<FormInput> =>
  rating
    ? {
        overall: rating.overall,
        skating: rating.skating,
        puckSkills: rating.puckSkills,
        hockeySense: rating.hockeySense,
        compete: rating.compete,
        summary: rating.summary ?? '',
      }
    : EMPTY;

/**
 * A native radio laid invisibly over its whole label: it takes the clicks, keys and focus itself. Only the
 * chosen one is a Tab stop (set explicitly: the dialog's focus trap would otherwise land on the first).
 */
const RADIO_OVERLAY = 'absolute inset-0 m-0 size-full cursor-pointer appearance-none rounded-md opacity-0';

/**
 * RATE PLAYER (spec 3 §2, D128): the recruiter's own rating of a player, private to them like their notes.
 * An overall score of 1 to 5 stars is required; skating, puck skills, hockey sense and compete may stay
 * unrated. Opening it again shows the saved rating to change or remove.
 */
export default function RatePlayerDialog({
  playerId,
  playerName,
  open,
  onOpenChange,
}: {
  playerId: string;
  playerName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const ids = useId();
  const current = useRating(playerId, open);
  const save = useSaveRating(playerId);
  const remove = useRemoveRating(playerId);
  const busy = save.isPending || remove.isPending;
  const saved = current.data?.rating ?? null;
  const { register, handleSubmit, reset, setValue, watch, formState } = useForm<
    FormInput,
    unknown,
    FormOutput
  >({ resolver: zodResolver(SaveRatingInputSchema), defaultValues: EMPTY });
  const values = watch();
  const summary = values.summary ?? '';

  // The form shows the saved rating each time the dialog opens (or the rating first arrives).
  useEffect(() => {
    if (open && current.isSuccess) reset(fromRating(current.data.rating));
  }, [open, current.isSuccess, current.data, reset]);

  const close = (next: boolean) => {
    if (busy) return;
    onOpenChange(next);
  };

  const submit = handleSubmit((input) => {
    if (busy) return;
    save.mutate(
      { ...input, summary: input.summary?.trim() ? input.summary : null },
      {
        onSuccess: () => {
          toast({ title: 'Rating saved', description: `Your rating of ${playerName} was saved.` });
          onOpenChange(false);
        },
        onError: (error) => showFailureToast('Rating not saved', error),
      },
    );
  });

  const removeRating = () => {
    if (busy) return;
    remove.mutate(undefined, {
      onSuccess: () => {
        toast({ title: 'Rating removed', description: `Your rating of ${playerName} was removed.` });
        onOpenChange(false);
      },
      onError: (error) => showFailureToast('Rating not removed', error),
    });
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-lg" data-slot="rate-player-dialog">
        <DialogHeader>
          <DialogTitle>Rate {playerName}</DialogTitle>
          <DialogDescription>Only you can see your rating.</DialogDescription>
        </DialogHeader>

        {current.isPending ? (
          <Spinner label="Loading your rating..." />
        ) : current.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Your rating could not be loaded. Please try again later.
          </p>
        ) : (
          <form noValidate onSubmit={submit} className="grid gap-5">
            <StarRadios
              name={`${ids}-overall`}
              value={values.overall}
              error={formState.errors.overall?.message}
              onChange={(score) => setValue('overall', score, { shouldDirty: true, shouldValidate: true })}
            />

            <div className="grid gap-3">
              {RATING_CRITERIA.map(({ key, label }) => (
                <ScoreRadios
                  key={key}
                  name={`${ids}-${key}`}
                  label={label}
                  value={values[key] ?? null}
                  onChange={(score) => setValue(key as RatingCriterion, score, { shouldDirty: true })}
                />
              ))}
            </div>

            <FormField
              label="Summary (optional)"
              error={formState.errors.summary?.message}
              hint={<CharacterCount length={summary.length} max={RATING_SUMMARY_MAX} />}
            >
              {(control) => (
                <Textarea
                  {...control}
                  {...register('summary')}
                  size="sm"
                  rows={3}
                  maxLength={RATING_SUMMARY_MAX}
                  placeholder="Strengths, what to watch for, where you saw them play."
                />
              )}
            </FormField>

            <DialogFooter className="gap-2 sm:justify-between">
              {saved ? (
                <Button variant="outline" onClick={removeRating} disabled={busy} className="sm:mr-auto">
                  {remove.isPending ? <Spinner className="size-4 text-current" /> : <Trash2Icon />}
                  Remove rating
                </Button>
              ) : (
                <span className="hidden sm:block" />
              )}
              <div className="flex flex-col-reverse gap-2 sm:flex-row">
                <Button variant="outline" onClick={() => close(false)} disabled={busy}>
                  Cancel
                </Button>
                <Button type="submit" disabled={values.overall === undefined || busy}>
                  {save.isPending ? <Spinner className="size-4 text-current" /> : null}
                  Save
                </Button>
              </div>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The overall score: native radios (arrow keys move and choose), drawn as stars. */
function StarRadios({
  name,
  value,
  error,
  onChange,
}: {
  name: string;
  value: number | undefined;
  error?: string;
  onChange: (score: number) => void;
}) {
  return (
    <div className="grid gap-1.5">
      <span id={`${name}-label`} className="text-sm font-medium">
        Overall rating <span className="font-normal text-muted-foreground">(required)</span>
      </span>
      <div
        role="radiogroup"
        aria-labelledby={`${name}-label`}
        aria-describedby={error ? `${name}-error` : undefined}
        className="flex items-center gap-1"
      >
        {SCORES.map((score) => {
          const lit = value !== undefined && score <= value;
          return (
            <label
              key={score}
              className="relative flex size-10 cursor-pointer items-center justify-center rounded-md transition-colors hover:bg-muted has-focus-visible:ring-2 has-focus-visible:ring-ring"
            >
              <input
                type="radio"
                name={name}
                value={score}
                checked={value === score}
                tabIndex={value === score || (value === undefined && score === 1) ? 0 : -1}
                onChange={() => onChange(score)}
                className={RADIO_OVERLAY}
              />
              <StarIcon
                aria-hidden="true"
                className={cn(
                  'pointer-events-none size-7 transition-colors',
                  lit ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground/60',
                )}
              />
              <span className="sr-only">
                {score} {score === 1 ? 'star' : 'stars'}
              </span>
            </label>
          );
        })}
        {value === undefined ? null : (
          <span className="ml-2 text-sm text-muted-foreground tabular-nums" aria-hidden="true">
            {value}/{RATING_MAX}
          </span>
        )}
      </div>
      {error ? (
        <p id={`${name}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** One criterion: "Not rated" or 1 to 5, as segmented native radios. */
function ScoreRadios({
  name,
  label,
  value,
  onChange,
}: {
  name: string;
  label: string;
  value: number | null;
  onChange: (score: number | null) => void;
}) {
  const options: { score: number | null; text: string }[] = [
    { score: null, text: 'Not rated' },
    ...SCORES.map((score) => ({ score, text: String(score) })),
  ];
  return (
    <div className="grid gap-1.5 sm:grid-cols-[8rem_1fr] sm:items-center">
      <span id={`${name}-label`} className="text-sm font-medium">
        {label}
      </span>
      <div
        role="radiogroup"
        aria-labelledby={`${name}-label`}
        className="flex w-full rounded-lg border border-border bg-muted/60 p-0.5"
      >
        {options.map(({ score, text }) => {
          return (
            <label
              key={text}
              className={cn(
                'relative cursor-pointer rounded-md px-2 py-1.5 text-center text-sm font-semibold whitespace-nowrap transition-colors has-focus-visible:ring-2 has-focus-visible:ring-ring',
                score === null ? 'flex-[2]' : 'flex-1',
                value === score
                  ? 'bg-card text-foreground shadow-sm'
                  : 'text-muted-foreground hover:text-foreground',
              )}
            >
              <input
                type="radio"
                name={name}
                value={score ?? ''}
                checked={value === score}
                tabIndex={value === score ? 0 : -1}
                onChange={() => onChange(score)}
                className={RADIO_OVERLAY}
              />
              {text}
            </label>
          );
        })}
      </div>
    </div>
  );
}
