import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useMeasurables } from '#client/features/players/index.ts';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import { CM_PER_INCH, LB_PER_KG_FORM } from '#common/units.ts';
import { type MeasurablesInput, useUpdateMeasurables } from '../../api/update-measurables.ts';
import { isNumberInRange, numberOrNull, trimOrNull } from '../../lib/form-values.ts';
import { SegmentedControl } from '../field-controls.tsx';

type Units = 'imperial' | 'metric';
type Measured = NonNullable<ReturnType<typeof useMeasurables>['data']>['measurables'];

/** Stored metric (D011): seconds, cm, kg. The form shows the chosen units. */
const FIELDS = [
  { key: 'fortyYardTime', label: '40-yard dash', kind: 'seconds', max: 60 },
  { key: 'proAgilityTime', label: 'Pro agility (5-10-5)', kind: 'seconds', max: 60 },
  { key: 'wingspan', label: 'Wingspan', kind: 'length', max: 300 },
  { key: 'verticalJump', label: 'Vertical jump', kind: 'length', max: 200 },
  { key: 'benchPress', label: 'Bench press', kind: 'mass', max: 500 },
  { key: 'squat', label: 'Squat', kind: 'mass', max: 500 },
] as const;
type NumericKey = (typeof FIELDS)[number]['key'];
type Kind = (typeof FIELDS)[number]['kind'];

const unitLabel = (kind: Kind, units: Units) =>
  kind === 'seconds'
    ? 's'
    : kind === 'length'
      ? units === 'imperial'
        ? 'in'
        : 'cm'
      : units === 'imperial'
        ? 'lbs'
        : 'kg';

function toDisplay(kind: Kind, metric: number | null, units: Units): string {
  if (metric === null) return '';
  if (kind === 'seconds' || units === 'metric') return String(metric);
  if (kind === 'length') return String(Math.round((metric / CM_PER_INCH) * 10) / 10);
  return String(Math.round(metric * LB_PER_KG_FORM));
}

function toMetric(kind: Kind, shown: number, units: Units): number {
  if (kind === 'seconds' || units === 'metric') return shown;
  if (kind === 'length') return Math.round(shown * CM_PER_INCH * 10) / 10;
  return Math.round((shown / LB_PER_KG_FORM) * 10) / 10;
}

const MeasurablesFormSchema = z.object({
  fortyYardTime: z.string(),
  proAgilityTime: z.string(),
  wingspan: z.string(),
  verticalJump: z.string(),
  benchPress: z.string(),
  squat: z.string(),
  testedBy: z.string().max(120, 'Keep this under 120 characters'),
  testedDate: z.string(),
});
type MeasurablesFormValues = z.infer<typeof MeasurablesFormSchema>;

function toFormValues(m: Measured, units: Units): MeasurablesFormValues {
  const values = Object.fromEntries(
    FIELDS.map((f) => [f.key, toDisplay(f.kind, m?.[f.key] ?? null, units)]),
  ) as Record<NumericKey, string>;
  return { ...values, testedBy: m?.testedBy ?? '', testedDate: m?.testedDate ?? '' };
}

export function MeasurablesCard({ playerRef }: { playerRef: { id: string; slug: string } }) {
  const query = useMeasurables(playerRef.id);
  return (
    <Card>
      <div className="flex flex-col gap-1 border-b border-border p-5 sm:p-6">
        <h2 className="text-lg font-bold tracking-tight">Measurables</h2>
        <p className="text-sm text-muted-foreground">Off-ice testing results. Add who tested you and when.</p>
      </div>
      {query.isPending ? (
        <div className="p-6">
          <Spinner label="Loading measurables..." />
        </div>
      ) : (
        <MeasurablesForm playerRef={playerRef} measured={query.data?.measurables ?? null} />
      )}
    </Card>
  );
}

function MeasurablesForm({
  playerRef,
  measured,
}: {
  playerRef: { id: string; slug: string };
  measured: Measured;
}) {
  const update = useUpdateMeasurables(playerRef);
  const [units, setUnits] = useState<Units>('imperial');
  const [saved, setSaved] = useState<Measured>(measured);
  const {
    register,
    handleSubmit,
    getValues,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<MeasurablesFormValues>({
    resolver: zodResolver(MeasurablesFormSchema),
    defaultValues: toFormValues(measured, 'imperial'),
  });

  const switchUnits = (next: Units) => {
    if (next === units) return;
    const current = getValues();
    const converted = { ...current };
    for (const f of FIELDS) {
      const shownNow = numberOrNull(current[f.key]);
      const unchanged = current[f.key] === toDisplay(f.kind, saved?.[f.key] ?? null, units);
      // Untouched values come from the stored number, so switching back and forth never drifts.
      const metric = unchanged
        ? (saved?.[f.key] ?? null)
        : shownNow === null
          ? null
          : toMetric(f.kind, shownNow, units);
      converted[f.key] = toDisplay(f.kind, metric, next);
    }
    reset(toFormValues(saved, next), { keepDirty: false });
    reset(converted, { keepDefaultValues: true });
    setUnits(next);
  };

  const onSubmit = (values: MeasurablesFormValues) => {
    let hasError = false;
    const input: MeasurablesInput = {
      testedBy: trimOrNull(values.testedBy),
      testedDate: values.testedDate || null,
    };
    for (const f of FIELDS) {
      const text = values[f.key];
      const shown = numberOrNull(text);
      if (text.trim() !== '' && shown === null) {
        setError(f.key, { message: 'Enter a number' });
        hasError = true;
        continue;
      }
      const unchanged = text === toDisplay(f.kind, saved?.[f.key] ?? null, units);
      const metric = unchanged
        ? (saved?.[f.key] ?? null)
        : shown === null
          ? null
          : toMetric(f.kind, shown, units);
      if (metric !== null && !isNumberInRange(String(metric), 0, f.max)) {
        setError(f.key, { message: 'That value looks out of range' });
        hasError = true;
        continue;
      }
      input[f.key] = metric;
    }
    if (hasError) return;
    update.mutate(input, {
      onSuccess: ({ measurables }) => {
        setSaved(measurables);
        reset(toFormValues(measurables, units));
        toast({ title: 'Measurables Updated', description: 'Your testing results are saved.' });
      },
      onError: (error) => showErrorToast('Failed to update measurables', error),
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Measurables">
      <div className="grid gap-5 p-5 sm:p-6">
        <div className="flex items-center justify-between gap-3">
          <span className="text-sm text-muted-foreground">Units</span>
          <SegmentedControl
            label="Measurable units"
            size="xs"
            value={units}
            onChange={switchUnits}
            options={[
              { value: 'imperial', label: 'in / lbs' },
              { value: 'metric', label: 'cm / kg' },
            ]}
          />
        </div>
        <div className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FIELDS.map((f) => (
            <FormField
              key={f.key}
              label={`${f.label} (${unitLabel(f.kind, units)})`}
              error={errors[f.key]?.message}
            >
              {(control) => <Input {...control} {...register(f.key)} inputMode="decimal" />}
            </FormField>
          ))}
        </div>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormField label="Tested by" error={errors.testedBy?.message}>
            {(control) => (
              <Input {...control} {...register('testedBy')} placeholder="e.g. Lakeshore Performance Lab" />
            )}
          </FormField>
          <FormField label="Test date" error={errors.testedDate?.message}>
            {(control) => <Input {...control} {...register('testedDate')} type="date" />}
          </FormField>
        </div>
      </div>
      <div className="flex justify-end border-t border-border bg-muted/30 px-5 py-4 sm:px-6">
        <Button
          type="submit"
          variant="secondary"
          disabled={!isDirty || update.isPending}
          className="w-full sm:w-auto sm:min-w-40"
        >
          {update.isPending ? <Spinner className="size-4 text-current" /> : null}
          {update.isPending ? 'Saving...' : 'Save Measurables'}
        </Button>
      </div>
    </form>
  );
}
