import { SearchIcon } from 'lucide-react';
import { Input } from './input.tsx';
import { Label } from './label.tsx';

interface SearchInputProps {
  id: string;
  /** What the field searches, for screen readers ("Search users"). */
  label: string;
  placeholder: string;
  maxLength: number;
  value: string;
  onChange: (value: string) => void;
}

/** A table's search box: a magnifier inside the field, its label for screen readers only. */
export function SearchInput({ id, label, placeholder, maxLength, value, onChange }: SearchInputProps) {
  return (
    <>
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <div className="relative">
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={id}
          type="search"
          className="pl-9"
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          maxLength={maxLength}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </>
  );
}
