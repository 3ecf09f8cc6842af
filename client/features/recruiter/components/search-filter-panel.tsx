import { type ComponentProps, useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { cn } from '#client/lib/cn.ts';
import {
  BIRTH_YEAR_OPTIONS,
  CATEGORY_OPTIONS,
  EMPTY_FILTERS,
  HANDEDNESS_OPTIONS,
  POSITION_OPTIONS,
  REGION_OPTIONS,
  type SearchFilters,
} from '../lib/search-filters.ts';

interface SearchFilterPanelProps {
  /** The filters in the URL; the panel edits a copy until Apply. */
  applied: SearchFilters;
  onApply: (filters: SearchFilters) => void;
  onClear: () => void;
}

/** The search filters of spec 3 §2 and decisions §7. Apply writes them to the URL; Clear removes them. */
export function SearchFilterPanel({ applied, onApply, onClear }: SearchFilterPanelProps) {
  const { register, handleSubmit, reset, watch } = useForm<SearchFilters>({ defaultValues: applied });
  const positions = watch('positions');
  const id = useId();
  const submit = handleSubmit((filters) => onApply(filters));

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
        label="Handedness"
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

function SelectField({
  id,
  label,
  anyLabel,
  options,
  ...select
}: {
  id: string;
  label: string;
  anyLabel: string;
  options: { value: string; label: string }[];
} & Omit<ComponentProps<'select'>, 'id' | 'children'>) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
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
