import type { ComponentProps } from 'react';
import { ChevronDownIcon } from '#client/components/icons.tsx';
import { FIELD_BASE } from '#client/components/ui/input.tsx';
import { cn } from '#client/lib/cn.ts';

/**
 * A native select in the look of our inputs: the platform's own list is the most usable one on
 * phones and with screen readers, and keyboard type-ahead works across 51 states.
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        className={cn(FIELD_BASE, 'h-10 cursor-pointer appearance-none py-2 pr-9', className)}
        {...props}
      >
        {children}
      </select>
      <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground" />
    </div>
  );
}
