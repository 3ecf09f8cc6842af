import { type ComponentProps, type ReactNode, useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { cn } from '#client/lib/cn.ts';
import { handednessLabel } from '#common/enums.ts';
import {
  isSearchNumber,
  SEARCH_NUMBER_BOUNDS,
  SEARCH_TEAM_TEXT_MAX,
  type SearchNumberKey,
} from '#common/search-rules.ts';
import { formatHeight } from '#common/units.ts';
import {
  BIRTH_YEAR_OPTIONS,
  CATEGORY_OPTIONS,
  COMMITTED_OPTIONS,
  EMPTY_FILTERS,
  gradYearOptions,
  HANDEDNESS_OPTIONS,
  HEIGHT_OPTIONS,
  POSITION_OPTIONS,
  REGION_OPTIONS,
  type SearchFilters,
} from '../lib/search-filters.ts';

/** The options of a select, with the applied value kept when a shared link carries one not offered. */
function withValue(options: { value: string; label: string }[], value: string, label = value) {
  return !value || options.some((o) => o.value === value) ? options : [...options, { value, label }];
}
const heightLabel = (cm: string) => `${formatHeight(Number(cm))} (${cm} cm)`;

interface SearchFilterPanelProps {
  /** The filters in the URL; the panel edits a copy until Apply. */
  applied: SearchFilters;
  onApply: (filters: SearchFilters) => void;
  onClear: () => void;
}

/** The search filters of spec 3 §2 and decisions §7. Apply writes them to the URL; Clear removes them. */
export function SearchFilterPanel({ applied, onApply, onClear }: SearchFilterPanelProps) {
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<SearchFilters>({ defaultValues: applied });
  /** A number filter checked against the contract's bounds before Apply, so no search answers 400. */
  const number = (key: SearchNumberKey) =>
    register(key, {
      validate: (v) => {
        const value = String(v ?? '');
        if (!value || isSearchNumber(key, value)) return true;
        const { min, max } = SEARCH_NUMBER_BOUNDS[key];
        return key === 'minGames'
          ? `Enter a whole number from ${min} to ${max}`
          : `Enter a number from ${min} to ${max}`;
      },
    });
  const positions = watch('positions');
  const id = useId();
  const submit = handleSubmit((filters) => onApply(filters));
  // D241: a goalie's hand is the catching hand, kept in the same column as a skater's shot.
  const handLabel = positions.length === 0 ? 'Shoots / Catches' : handednessLabel(positions);

  return (
    <form noValidate onSubmit={submit} className="grid gap-5" aria-label="Search filters">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-keyword`}>Keyword</Label>
        <Input
          id={`${id}-keyword`}
          type="search"
          maxLength={100}
          placeholder="Name, team or city"
          {...register('keyword')}
        />
      </div>
      <SelectField
        id={`${id}-category`}
        label="Category"
        anyLabel="All categories"
        options={CATEGORY_OPTIONS.map((c) => ({ value: c, label: c }))}
        {...register('category')}
      />
      <SelectField
        id={`${id}-birth-year`}
        label="Birth Year"
        anyLabel="Any year"
        options={BIRTH_YEAR_OPTIONS.map((y) => ({ value: String(y), label: String(y) }))}
        {...register('birthYear')}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium leading-none">Positions</legend>
        <div className="grid grid-cols-2 gap-1.5">
          {POSITION_OPTIONS.map((option) => {
            const checked = positions.includes(option.value);
            return (
              <Checkbox
                key={option.value}
                title={option.hint}
                labelClassName={cn(
                  'flex cursor-pointer items-center gap-2 rounded-md border px-2.5 py-2 text-sm transition-colors has-focus-visible:ring-2 has-focus-visible:ring-ring/40',
                  checked
                    ? 'border-primary/60 bg-accent text-accent-foreground'
                    : 'border-input hover:bg-accent/50',
                )}
                value={option.value}
                {...register('positions')}
              >
                <span className="min-w-0 truncate">
                  {option.label}
                  <span className="sr-only"> ({option.hint})</span>
                </span>
              </Checkbox>
            );
          })}
        </div>
      </fieldset>
      <SelectField
        id={`${id}-handedness`}
        label={handLabel}
        anyLabel="Either"
        options={HANDEDNESS_OPTIONS.map((h) => ({ value: h, label: h }))}
        {...register('handedness')}
      />
      <SelectField
        id={`${id}-region`}
        label="Region"
        anyLabel="Any region"
        options={REGION_OPTIONS.map((r) => ({ value: r, label: r }))}
        {...register('region')}
      />
      <SelectField
        id={`${id}-grad-year`}
        label="Class Of"
        anyLabel="Any class"
        options={withValue(
          gradYearOptions().map((y) => ({ value: String(y), label: String(y) })),
          applied.gradYear,
        )}
        {...register('gradYear')}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium leading-none">Height</legend>
        <div className="grid grid-cols-2 gap-2">
          <SelectField
            id={`${id}-height-min`}
            label="At least"
            small
            anyLabel="Any"
            options={withValue(HEIGHT_OPTIONS, applied.heightMin, heightLabel(applied.heightMin))}
            {...register('heightMin')}
          />
          <SelectField
            id={`${id}-height-max`}
            label="At most"
            small
            anyLabel="Any"
            options={withValue(HEIGHT_OPTIONS, applied.heightMax, heightLabel(applied.heightMax))}
            {...register('heightMax', {
              validate: (max, all) =>
                !max ||
                !all.heightMin ||
                Number(all.heightMin) <= Number(max) ||
                'At most must not be under at least',
            })}
          />
        </div>
        {errors.heightMax ? (
          <p role="alert" className="text-xs font-medium text-destructive">
            {errors.heightMax.message}
          </p>
        ) : null}
      </fieldset>
      <Group title="Current Team">
        <TextField id={`${id}-team`} label="Team name" placeholder="e.g. Jr Eagles" {...register('team')} />
        <TextField id={`${id}-level`} label="Level" placeholder="e.g. U16 AAA" {...register('level')} />
        <TextField id={`${id}-league`} label="League" placeholder="e.g. NEHL" {...register('league')} />
      </Group>
      <Group title="Profile">
        <Checkbox labelClassName="flex cursor-pointer items-center gap-2 text-sm" {...register('verified')}>
          Verified only
        </Checkbox>
        <Checkbox labelClassName="flex cursor-pointer items-center gap-2 text-sm" {...register('hasVideo')}>
          Has a highlight video
        </Checkbox>
        <SelectField
          id={`${id}-committed`}
          label="Commitment"
          anyLabel="Committed or not"
          options={[...COMMITTED_OPTIONS]}
          {...register('committed')}
        />
      </Group>
      <Group title="Per Game" hint="Career figures from the logged games and season lines.">
        <NumberField
          id={`${id}-min-ppg`}
          label="Points per game, at least"
          hint="Skaters"
          step="0.05"
          bounds={SEARCH_NUMBER_BOUNDS.minPpg}
          error={errors.minPpg?.message}
          {...number('minPpg')}
        />
        <NumberField
          id={`${id}-max-gaa`}
          label="GAA, at most"
          hint="Goalies"
          step="0.05"
          bounds={SEARCH_NUMBER_BOUNDS.maxGaa}
          error={errors.maxGaa?.message}
          {...number('maxGaa')}
        />
        <NumberField
          id={`${id}-min-sv-pct`}
          label="Save %, at least"
          hint="Goalies, e.g. 91.5"
          step="0.1"
          bounds={SEARCH_NUMBER_BOUNDS.minSvPct}
          error={errors.minSvPct?.message}
          {...number('minSvPct')}
        />
        <NumberField
          id={`${id}-min-games`}
          label="Games played, at least"
          hint="For the figures above"
          step="1"
          bounds={SEARCH_NUMBER_BOUNDS.minGames}
          error={errors.minGames?.message}
          {...number('minGames')}
        />
      </Group>
      <div className="grid grid-cols-2 gap-2 pt-1">
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            reset(EMPTY_FILTERS);
            onClear();
          }}
        >
          Clear
        </Button>
        <Button type="submit">Apply</Button>
      </div>
    </form>
  );
}

/** A titled group of filters, with a line between it and the filters above. */
function Group({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-3 border-t border-border pt-4">
      <legend className="float-left mb-1 w-full text-xs font-semibold uppercase tracking-wider text-muted-foreground">
        {title}
      </legend>
      {hint ? <p className="-mt-1 text-xs text-muted-foreground">{hint}</p> : null}
      {children}
    </fieldset>
  );
}

function TextField({
  id,
  label,
  ...input
}: { id: string; label: string } & Omit<ComponentProps<'input'>, 'id'>) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type="text" maxLength={SEARCH_TEAM_TEXT_MAX} {...input} />
    </div>
  );
}

function NumberField({
  id,
  label,
  hint,
  bounds,
  error,
  ...input
}: {
  id: string;
  label: string;
  hint: string;
  bounds: { min: number; max: number };
  error?: string;
} & Omit<ComponentProps<'input'>, 'id'>) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="number"
        inputMode="decimal"
        min={bounds.min}
        max={bounds.max}
        aria-describedby={`${id}-hint`}
        aria-invalid={error ? true : undefined}
        {...input}
      />
      <p
        id={`${id}-hint`}
        className={cn('text-xs', error ? 'font-medium text-destructive' : 'text-muted-foreground')}
      >
        {error ?? hint}
      </p>
    </div>
  );
}

function SelectField({
  id,
  label,
  anyLabel,
  options,
  small,
  ...select
}: {
  id: string;
  label: string;
  anyLabel: string;
  options: { value: string; label: string }[];
  /** A label in the muted small print of a pair inside a fieldset. */
  small?: boolean;
} & Omit<ComponentProps<'select'>, 'id' | 'children'>) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id} className={small ? 'text-xs font-normal text-muted-foreground' : undefined}>
        {label}
      </Label>
      <Select id={id} {...select}>
        <option value="">{anyLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </div>
  );
}
