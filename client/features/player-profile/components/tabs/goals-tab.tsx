import { zodResolver } from '@hookform/resolvers/zod';
import { LockIcon, TrophyIcon, UsersIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { SectionHeading } from '#client/components/ui/section-heading.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { type GoalList, useGoals } from '#client/features/players/index.ts';
import { cn } from '#client/lib/cn.ts';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import { GoalInputSchema } from '#common/contracts/players.ts';
import { GOAL_TYPES } from '#common/enums.ts';
import { useAddGoal } from '../../api/add-goal.ts';
import { useDeleteGoal } from '../../api/delete-goal.ts';
import { useUpdateGoal } from '../../api/update-goal.ts';
import type { PlayerRef } from '../../lib/invalidate-player.ts';
import { ListActions } from '../list-actions.tsx';

type Goal = GoalList['goals'][number];
type GoalType = (typeof GOAL_TYPES)[number];

const TYPE_LABELS: Record<GoalType, string> = {
  personal_development: 'Personal Development',
  career: 'Career',
};
const GOAL_MAX = 500;

/** The contract; new goals are private (spec 2 §2), so the form always sends isPublic false. */
const GoalFormSchema = GoalInputSchema.extend({ isPublic: z.literal(false) });
type GoalFormValues = z.infer<typeof GoalFormSchema>;

function VisibilitySwitch({
  goal,
  onToggle,
  isPending,
}: {
  goal: Goal;
  onToggle: () => void;
  isPending: boolean;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={goal.isPublic}
      aria-label={`Show “${goal.goal}” on my public profile`}
      onClick={onToggle}
      disabled={isPending}
      className={cn(
        'inline-flex h-9 cursor-pointer items-center gap-2 rounded-full border px-3 text-xs font-semibold transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60',
        goal.isPublic
          ? 'border-success/40 bg-success/10 text-success'
          : 'border-border bg-muted text-muted-foreground hover:text-foreground',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'relative h-4 w-7 rounded-full transition-colors',
          goal.isPublic ? 'bg-success' : 'bg-muted-foreground/40',
        )}
      >
        <span
          className={cn(
            'absolute top-0.5 left-0 size-3 rounded-full bg-white shadow transition-transform',
            goal.isPublic ? 'translate-x-3.5' : 'translate-x-0.5',
          )}
        />
      </span>
      {goal.isPublic ? 'Public' : 'Private'}
    </button>
  );
}

export function GoalsTab({ playerRef }: { playerRef: PlayerRef }) {
  const goals = useGoals(playerRef.id);
  const add = useAddGoal(playerRef);
  const update = useUpdateGoal(playerRef);
  const remove = useDeleteGoal(playerRef);
  const form = useForm<GoalFormValues>({
    resolver: zodResolver(GoalFormSchema),
    defaultValues: { goal: '', type: 'personal_development', isPublic: false },
  });
  const [text, type] = form.watch(['goal', 'type']);
  const [deleting, setDeleting] = useState<Goal | null>(null);
  const [togglingId, setTogglingId] = useState<string | null>(null);
  const textId = useId();
  const typeId = useId();
  const list = goals.data?.goals ?? [];
  const canSave = text.trim().length > 0 && !add.isPending;
  const goalError = form.formState.errors.goal?.message;

  // Spec 2 §2: goals are created private; the player makes them public one by one.
  const onAdd = form.handleSubmit((input) => {
    if (!canSave) return;
    add.mutate(input, {
      onSuccess: () => {
        toast({ title: 'Goal Added', description: 'It is private until you make it public.' });
        form.resetField('goal');
      },
      onError: (error) => showErrorToast('Failed to add goal', error),
    });
  });

  const onToggle = (goal: Goal) => {
    setTogglingId(goal.id);
    update.mutate(
      { goalId: goal.id, isPublic: !goal.isPublic },
      {
        onSuccess: () => toast({ title: 'Goal Updated', description: 'Privacy setting updated' }),
        onError: (error) => showErrorToast('Failed to update goal', error),
        onSettled: () => setTogglingId(null),
      },
    );
  };

  const onConfirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: 'Goal Deleted', description: 'The goal was removed.' });
        setDeleting(null);
      },
      onError: (error) => showErrorToast('Failed to delete goal', error),
    });
  };

  const grouped = GOAL_TYPES.map((t) => ({ type: t, goals: list.filter((g) => g.type === t) })).filter(
    (g) => g.goals.length > 0,
  );

  return (
    <div className="grid grid-cols-1 gap-5">
      <SectionHeading
        title="Goals & Aspirations"
        description="What you are working toward. Goals are private until you switch them to public."
      />

      <Card className="p-5 sm:p-6">
        <form noValidate onSubmit={onAdd} className="grid gap-4" aria-label="Add a goal">
          <div className="grid items-start gap-4 sm:grid-cols-[14rem_1fr]">
            <div className="grid content-start gap-2">
              <Label htmlFor={typeId}>Type</Label>
              <Select id={typeId} {...form.register('type')}>
                {GOAL_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {TYPE_LABELS[t]}
                  </option>
                ))}
              </Select>
            </div>
            <div className="grid gap-2">
              <Label htmlFor={textId}>Goal</Label>
              <Textarea
                id={textId}
                aria-invalid={goalError ? true : undefined}
                aria-describedby={goalError ? `${textId}-error` : undefined}
                {...form.register('goal')}
                rows={2}
                maxLength={GOAL_MAX}
                placeholder={
                  type === 'career'
                    ? 'e.g. Commit to an NCAA Division I program'
                    : 'e.g. Win 55% of my faceoffs'
                }
              />
              {goalError ? (
                <p id={`${textId}-error`} className="text-sm font-medium text-destructive">
                  {goalError}
                </p>
              ) : null}
            </div>
          </div>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
              <LockIcon className="size-3.5" />
              New goals start private.
            </p>
            <Button type="submit" disabled={!canSave}>
              {add.isPending ? <Spinner className="size-4 text-current" /> : null}
              Save Goal
            </Button>
          </div>
        </form>
      </Card>

      {goals.isPending ? (
        <Spinner label="Loading goals..." />
      ) : goals.isError ? (
        <p className="text-sm text-destructive">Could not load your goals. Reload the page to try again.</p>
      ) : list.length === 0 ? (
        <EmptyState
          icon={<TrophyIcon />}
          title="No goals yet"
          description="Share what drives you. Recruiters like players who know where they are headed."
        />
      ) : (
        grouped.map((group) => (
          <section key={group.type} className="grid grid-cols-1 gap-3" aria-label={TYPE_LABELS[group.type]}>
            <h3 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
              {TYPE_LABELS[group.type]}
            </h3>
            <ul className="grid grid-cols-1 gap-3">
              {group.goals.map((goal) => (
                <li key={goal.id}>
                  <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
                    <div className="flex min-w-0 flex-1 items-start gap-3">
                      <span
                        aria-hidden="true"
                        className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground"
                      >
                        {goal.type === 'career' ? (
                          <TrophyIcon className="size-4" />
                        ) : (
                          <UsersIcon className="size-4" />
                        )}
                      </span>
                      <p className="min-w-0 pt-1.5 break-words">{goal.goal}</p>
                    </div>
                    <div className="flex items-center justify-end gap-2">
                      <ListActions
                        itemName={goal.goal}
                        onDelete={() => setDeleting(goal)}
                        extra={
                          <VisibilitySwitch
                            goal={goal}
                            onToggle={() => onToggle(goal)}
                            isPending={togglingId === goal.id}
                          />
                        }
                      />
                    </div>
                  </Card>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}

      <ConfirmDialog
        focusCancel
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete this goal?"
        description={deleting ? `“${deleting.goal}” will be removed. This cannot be undone.` : ''}
        confirmLabel="Delete Goal"
        isPending={remove.isPending}
        onConfirm={onConfirmDelete}
      />
    </div>
  );
}
