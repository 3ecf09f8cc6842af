import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { type UseFormRegister, useForm } from 'react-hook-form';
import { z } from 'zod';
import { CheckboxField } from '#client/components/ui/checkbox.tsx';
import { FormDialog } from '#client/components/ui/form-dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import type { GameLogRow } from '#client/features/players/index.ts';
import { cn } from '#client/lib/cn.ts';
import { fromText, numberText, textWithin } from '#client/lib/form-schema.ts';
import {
  GameInputSchema,
  GoalieStatsInputSchema,
  SkaterStatsInputSchema,
} from '#common/contracts/players.ts';
import type { AddGoalieGameInput } from '../../api/add-goalie-game.ts';
import type { AddSkaterGameInput } from '../../api/add-skater-game.ts';

export type StatsMode = 'skater' | 'goalie';

const COUNT_MESSAGE = 'Enter a whole number of 0 or more';

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

const game = GameInputSchema.shape;
const skater = SkaterStatsInputSchema.shape;
const goalie = GoalieStatsInputSchema.shape;
const count = (contract: z.ZodType) => numberText(contract, COUNT_MESSAGE);

/**
 * The game and stats contracts with the form's inputs (text for numbers, blank is 0) and wording. Minutes
 * are the form's own field: the contract takes seconds (spec 2 §7: toiSeconds = minutes x 60).
 */
const GameFormSchema = z
  .object({
    gameDate: fromText(game.gameDate),
    opponent: textWithin(game.opponent, 120, 'Keep the opponent under 120 characters'),
    venue: textWithin(game.venue, 120, 'Keep the venue under 120 characters'),
    homeAway: game.homeAway,
    teamScore: numberText(game.teamScore, 'Enter a score from 0 to 99'),
    opponentScore: numberText(game.opponentScore, 'Enter a score from 0 to 99'),
    // Skater
    ...(Object.fromEntries(SKATER_KEYS.map((k) => [k, count(skater[k])])) as Record<
      SkaterKey,
      ReturnType<typeof count>
    >),
    plusMinus: numberText(skater.plusMinus, 'Enter a whole number from -20 to 20'),
    timeOnIceMinutes: numberText(skater.timeOnIceMinutes, 'Enter minutes from 0 to 90'),
    // Goalie
    shotsAgainst: count(goalie.shotsAgainst),
    saves: count(goalie.saves),
    goalsAgainst: count(goalie.goalsAgainst),
    minutes: numberText(z.number().min(0).max(150).nullable(), 'Enter minutes from 0 to 150'),
    shutout: z.boolean(),
  })
  .superRefine((v, ctx) => {
    // The contract's own rules between goalie figures (saves and shots, shutout and goals against).
    const stats = GoalieStatsInputSchema.safeParse({
      shotsAgainst: v.shotsAgainst,
      saves: v.saves,
      goalsAgainst: v.goalsAgainst,
      toiSeconds: 0,
      shutout: v.shutout,
    });
    for (const issue of stats.error?.issues ?? [])
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
export type GameFormValues = z.input<typeof GameFormSchema>;
type GameFormOutput = z.output<typeof GameFormSchema>;

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

/** A number as the form shows it: blank for 0 where blank means 0, so an edit shows what was typed. */
const asText = (n: number | null | undefined, blankZero = false) =>
  n == null || (blankZero && n === 0) ? '' : String(n);

/** The form's values for editing a logged game (D110). */
export function formValuesOf(row: GameLogRow): GameFormValues {
  const { game, line } = row;
  const values: GameFormValues = {
    ...EMPTY,
    gameDate: game.gameDate,
    opponent: game.opponent,
    venue: game.venue ?? '',
    homeAway: game.homeAway === 'away' ? 'away' : 'home',
    teamScore: asText(game.teamScore),
    opponentScore: asText(game.opponentScore),
  };
  if ('shotsAgainst' in line) {
    return {
      ...values,
      shotsAgainst: asText(line.shotsAgainst),
      saves: asText(line.saves),
      goalsAgainst: asText(line.goalsAgainst),
      minutes: asText(line.toiSeconds / 60, true),
      shutout: line.shutout,
    };
  }
  return {
    ...values,
    ...(Object.fromEntries(SKATER_KEYS.map((k) => [k, asText(line[k])])) as Record<SkaterKey, string>),
    timeOnIceMinutes: asText(line.timeOnIceMinutes, true),
  };
}

function gameData(v: GameFormOutput): AddSkaterGameInput['gameData'] {
  return {
    gameDate: v.gameDate,
    opponent: v.opponent,
    venue: v.venue || null,
    homeAway: v.homeAway,
    teamScore: v.teamScore,
    opponentScore: v.opponentScore,
  };
}

function toSkaterInput(v: GameFormOutput): AddSkaterGameInput {
  const statsData = Object.fromEntries(SKATER_KEYS.map((k) => [k, v[k]])) as AddSkaterGameInput['statsData'];
  return { gameData: gameData(v), statsData };
}

function toGoalieInput(v: GameFormOutput): AddGoalieGameInput {
  return {
    gameData: gameData(v),
    statsData: {
      shotsAgainst: v.shotsAgainst,
      saves: v.saves,
      goalsAgainst: v.goalsAgainst,
      toiSeconds: Math.round((v.minutes ?? 0) * 60),
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
  /** The values of the game being edited; absent when a game is added. */
  initial?: GameFormValues;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  isPending: boolean;
  onSubmitSkater: (input: AddSkaterGameInput) => void;
  onSubmitGoalie: (input: AddGoalieGameInput) => void;
}

export function GameFormDialog({
  mode,
  initial,
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
  } = useForm<GameFormValues, unknown, GameFormOutput>({
    resolver: zodResolver(GameFormSchema),
    defaultValues: EMPTY,
  });

  useEffect(() => {
    if (open) reset(initial ?? EMPTY);
  }, [open, reset, initial]);
  const noun = mode === 'skater' ? 'Skater Game' : 'Goalie Game';

  const submit = (v: GameFormOutput) =>
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
      title={initial ? `Edit ${noun}` : `Add ${noun}`}
      description={
        initial
          ? 'Blank stats count as 0. A changed game shows as Self-reported until your team verifies it again.'
          : 'Blank stats count as 0. Stats you enter show as Self-reported until your team verifies them.'
      }
      submitLabel={initial ? 'Save Changes' : 'Add Game'}
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
