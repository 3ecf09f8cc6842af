import { type FormEvent, useId, useState } from 'react';
import { ChevronDownIcon } from '#client/components/icons.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { FIELD_BASE, Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
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
  const [draft, setDraft] = useState<SearchFilters>(applied);
  const set = <K extends keyof SearchFilters>(key: K, value: SearchFilters[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const togglePosition = (value: string) =>
    setDraft((d) => ({
      ...d,
      positions: d.positions.includes(value)
        ? d.positions.filter((p) => p !== value)
        : [...d.positions, value],
    }));
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };

  return (
    <form onSubmit={submit} className="grid gap-5" aria-label="Search filters">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-keyword`}>Keyword</Label>
        <Input
          id={`${id}-keyword`}
          type="search"
          value={draft.keyword}
          maxLength={100}
          placeholder="Name, team or city"
          onChange={(e) => set('keyword', e.target.value)}
        />
      </div>
      <SelectField
        id={`${id}-category`}
        label="Category"
        value={draft.category}
        anyLabel="All categories"
        options={CATEGORY_OPTIONS.map((c) => ({ value: c, label: c }))}
        onChange={(v) => set('category', v)}
      />
      <SelectField
        id={`${id}-birth-year`}
        label="Birth Year"
        value={draft.birthYear}
        anyLabel="Any year"
        options={BIRTH_YEAR_OPTIONS.map((y) => ({ value: String(y), label: String(y) }))}
        onChange={(v) => set('birthYear', v)}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium leading-none">Positions</legend>
        <div className="grid grid-cols-2 gap-1.5">
          {POSITION_OPTIONS.map((option) => {
            const checked = draft.positions.includes(option.value);
            return (
              <label
                key={option.value}
                title={option.hint}
                className={cn(
                  'flex cursor-pointer items-center gap-2 rounded-md border px-2.5 py-2 text-sm transition-colors has-focus-visible:ring-2 has-focus-visible:ring-ring/40',
                  checked
                    ? 'border-primary/60 bg-accent text-accent-foreground'
                    : 'border-input hover:bg-accent/50',
                )}
              >
                <input
                  type="checkbox"
                  className="size-4 shrink-0 accent-primary"
                  checked={checked}
                  onChange={() => togglePosition(option.value)}
                />
                <span className="min-w-0 truncate">
                  {option.label}
                  <span className="sr-only"> ({option.hint})</span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <SelectField
        id={`${id}-handedness`}
        label="Handedness"
        value={draft.handedness}
        anyLabel="Either"
        options={HANDEDNESS_OPTIONS.map((h) => ({ value: h, label: h }))}
        onChange={(v) => set('handedness', v)}
      />
      <SelectField
        id={`${id}-region`}
        label="Region"
        value={draft.region}
        anyLabel="Any region"
        options={REGION_OPTIONS.map((r) => ({ value: r, label: r }))}
        onChange={(v) => set('region', v)}
      />
      <div className="grid grid-cols-2 gap-2 pt-1">
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            setDraft(EMPTY_FILTERS);
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
  value,
  anyLabel,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  anyLabel: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={cn(FIELD_BASE, 'h-10 cursor-pointer appearance-none py-2 pr-9')}
        >
          <option value="">{anyLabel}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
      </div>
    </div>
  );
}
