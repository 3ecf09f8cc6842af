import type { ComponentProps } from 'react';
import { Input } from '#client/components/ui/input.tsx';

/** A text input with its unit (ft, cm, lbs...) shown inside, at the right edge. */
export function UnitInput({ unit, ...props }: Omit<ComponentProps<'input'>, 'className'> & { unit: string }) {
  return (
    <div className="relative">
      <Input {...props} className={unit.length > 2 ? 'pr-12' : 'pr-10'} />
      <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-muted-foreground">
        {unit}
      </span>
    </div>
  );
}
