import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { type UseFormRegister, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '#client/components/form-dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { cn } from '#client/lib/cn.ts';
import type { AddGoalieGameInput } from '../../api/add-goalie-game.ts';
import type { AddSkaterGameInput } from '../../api/add-skater-game.ts';
import {
  countOrZero,
  isBlank,
  isNumberInRange,
  isWholeInRange,
  numberOrNull,
  trimOrNull,
} from '../../lib/form-values.ts';
import { CheckboxField } from '../field-controls.tsx';

export type StatsMode = 'skater' | 'goalie';

const COUNT_MESSAGE = 'Enter a whole number of 0 or more';
const count = z.string().refine((v) => isBlank(v) || /^\d+$/.test(v.trim()), COUNT_MESSAGE);
const score = z.string().refine((v) => isWholeInRange(v, 0, 99), 'Enter a score from 0 to 99');

const SKATER_FIELDS = [
  {
    legend: 'Scoring',
    fields: [
      ['goals', 'Goals'],
      ['assistsPrimary', 'Primary assists'],
      ['assistsSecondary', 'Secondary assists'],
      ['shots', 'Shots on goal'],
      ['plusMinus', 'Plus/minus'],
      ['pim', 'Penalty minutes'],
    ],
  },
  {
    legend: 'Special teams',
    fields: [
      ['powerPlayGoals', 'Power-play goals'],
      ['powerPlayAssists', 'Power-play assists'],
      ['shorthandedGoals', 'Shorthanded goals'],
      ['shorthandedAssists', 'Shorthanded assists'],
      ['gameWinningGoals', 'Game-winning goals'],
    ],
  },
  {
    legend: 'Possession and defense',
    fields: [
      ['faceoffsWon', 'Faceoffs won'],
      ['faceoffsLost', 'Faceoffs lost'],
      ['hits', 'Hits'],
      ['blockedShots', 'Blocked shots'],
      ['takeaways', 'Takeaways'],
      ['giveaways', 'Giveaways'],
      ['timeOnIceMinutes', 'Time on ice (min)'],
    ],
  },
] as const;

type SkaterKey = (typeof SKATER_FIELDS)[number]['fields'][number][0];
const SKATER_KEYS = SKATER_FIELDS.flatMap((g) => g.fields.map(([key]) => key)) as SkaterKey[];

const GameFormSchema = z
  .object({
    gameDate: z.string().min(1, 'Game date is required'),
    opponent: z
      .string()
      .trim()
      .min(1, 'Opponent is required')
      .max(120, 'Keep the opponent under 120 characters'),
    venue: z.string().max(120, 'Keep the venue under 120 characters'),
    homeAway: z.enum(['home', 'away']),
    teamScore: score,
    opponentScore: score,
    // Skater
    ...(Object.fromEntries(SKATER_KEYS.map((k) => [k, count])) as Record<SkaterKey, typeof count>),
    plusMinus: z.string().refine((v) => isWholeInRange(v, -20, 20), 'Enter a whole number from -20 to 20'),
    timeOnIceMinutes: z.string().refine((v) => isNumberInRange(v, 0, 90), 'Enter minutes from 0 to 90'),
    // Goalie
    shotsAgainst: count,
    saves: count,
    goalsAgainst: count,
    minutes: z.string().refine((v) => isNumberInRange(v, 0, 150), 'Enter minutes from 0 to 150'),
    shutout: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (countOrZero(v.saves) > countOrZero(v.shotsAgainst))
      ctx.addIssue({ code: 'custom', path: ['saves'], message: 'Saves cannot exceed shots against' });
    if (v.shutout && countOrZero(v.goalsAgainst) > 0)
      ctx.addIssue({ code: 'custom', path: ['shutout'], message: 'A shutout means no goals against' });
  });
type GameFormValues = z.infer<typeof GameFormSchema>;

const EMPTY: GameFormValues = {
  gameDate: '',
  opponent: '',
  venue: '',
  homeAway: 'home',
  teamScore: '',
  opponentScore: '',
  ...(Object.fromEntries(SKATER_KEYS.map((k) => [k, ''])) as Record<SkaterKey, string>),
  shotsAgainst: '',
  saves: '',
  goalsAgainst: '',
  minutes: '',
  shutout: false,
};

function gameData(v: GameFormValues): AddSkaterGameInput['gameData'] {
  return {
    gameDate: v.gameDate,
    opponent: v.opponent.trim(),
    venue: trimOrNull(v.venue),
    homeAway: v.homeAway,
    teamScore: numberOrNull(v.teamScore),
    opponentScore: numberOrNull(v.opponentScore),
  };
}

export function toSkaterInput(v: GameFormValues): AddSkaterGameInput {
  const statsData = Object.fromEntries(
    SKATER_KEYS.map((k) => [k, countOrZero(v[k])]),
  ) as AddSkaterGameInput['statsData'];
  return { gameData: gameData(v), statsData };
}

export function toGoalieInput(v: GameFormValues): AddGoalieGameInput {
  return {
    gameData: gameData(v),
    statsData: {
      shotsAgainst: countOrZero(v.shotsAgainst),
      saves: countOrZero(v.saves),
      goalsAgainst: countOrZero(v.goalsAgainst),
      // Spec 2 §7: toiSeconds = minutes x 60.
      toiSeconds: Math.round(countOrZero(v.minutes) * 60),
      shutout: v.shutout,
    },
  };
}

function HomeAwayField({ register }: { register: UseFormRegister<GameFormValues> }) {
  const name = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">Home or away</legend>
      <div className="inline-flex w-fit rounded-lg border border-border bg-muted/60 p-0.5">
        {(['home', 'away'] as const).map((value) => (
          <label
            key={value}
            htmlFor={`${name}-${value}`}
            className={cn(
              'cursor-pointer rounded-md px-4 py-1.5 text-sm font-semibold text-muted-foreground transition-colors',
              'has-[:checked]:bg-card has-[:checked]:text-foreground has-[:checked]:shadow-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
            )}
          >
            <input
              id={`${name}-${value}`}
              type="radio"
              value={value}
              className="sr-only"
              {...register('homeAway')}
            />
            {value === 'home' ? 'Home' : 'Away'}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface GameFormDialogProps {
  mode: StatsMode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  isPending: boolean;
  onSubmitSkater: (input: AddSkaterGameInput) => void;
  onSubmitGoalie: (input: AddGoalieGameInput) => void;
}

export function GameFormDialog({
  mode,
  open,
  onOpenChange,
  isPending,
  onSubmitSkater,
  onSubmitGoalie,
}: GameFormDialogProps) {
  const shutoutId = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<GameFormValues>({ resolver: zodResolver(GameFormSchema), defaultValues: EMPTY });

  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open, reset]);

  const submit = (v: GameFormValues) =>
    mode === 'skater' ? onSubmitSkater(toSkaterInput(v)) : onSubmitGoalie(toGoalieInput(v));
  const numberInput = (
    key: keyof GameFormValues,
    label: string,
    inputMode: 'numeric' | 'decimal' = 'numeric',
  ) => (
    <FormField key={key} label={label} error={errors[key]?.message}>
      {(control) => (
        <Input
          {...control}
          {...register(key)}
          inputMode={key === 'plusMinus' ? 'text' : inputMode}
          placeholder="0"
          className="tabular-nums"
        />
      )}
    </FormField>
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={mode === 'skater' ? 'Add Skater Game' : 'Add Goalie Game'}
      description="Blank stats count as 0. Stats you enter show as Unverified until a coach confirms them."
      submitLabel="Add Game"
      isPending={isPending}
      onSubmit={handleSubmit(submit)}
      className="sm:max-w-2xl"
      formClassName="grid gap-6"
    >
      <fieldset className="grid gap-4">
        <legend className="mb-3 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
          Game
        </legend>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormField label="Game date" error={errors.gameDate?.message}>
            {(control) => <Input {...control} {...register('gameDate')} type="date" required />}
          </FormField>
          <FormField label="Opponent" error={errors.opponent?.message}>
            {(control) => <Input {...control} {...register('opponent')} required />}
          </FormField>
          <FormField label="Venue" error={errors.venue?.message}>
            {(control) => <Input {...control} {...register('venue')} placeholder="Rink name" />}
          </FormField>
          <HomeAwayField register={register} />
        </div>
        <div className="grid grid-cols-2 items-start gap-4">
          {numberInput('teamScore', 'Your team score')}
          {numberInput('opponentScore', 'Opponent score')}
        </div>
      </fieldset>

      {mode === 'skater' ? (
        SKATER_FIELDS.map((group) => (
          <fieldset key={group.legend} className="grid gap-4">
            <legend className="mb-3 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
              {group.legend}
            </legend>
            <div className="grid grid-cols-2 items-start gap-4 sm:grid-cols-3">
              {group.fields.map(([key, label]) =>
                numberInput(key, label, key === 'timeOnIceMinutes' ? 'decimal' : 'numeric'),
              )}
            </div>
          </fieldset>
        ))
      ) : (
        <fieldset className="grid gap-4">
          <legend className="mb-3 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
            Goaltending
          </legend>
          <div className="grid grid-cols-2 items-start gap-4 sm:grid-cols-4">
            {numberInput('shotsAgainst', 'Shots against')}
            {numberInput('saves', 'Saves')}
            {numberInput('goalsAgainst', 'Goals against')}
            {numberInput('minutes', 'Minutes played', 'decimal')}
          </div>
          <div className="grid gap-1">
            <CheckboxField id={shutoutId} label="Shutout" {...register('shutout')} />
            {errors.shutout ? (
              <p className="text-sm font-medium text-destructive">{errors.shutout.message}</p>
            ) : null}
          </div>
        </fieldset>
      )}
    </FormDialog>
  );
}
