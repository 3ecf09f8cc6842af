import { ChevronDownIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn.ts';
import { FIELD_BASE } from './input.tsx';

/**
 * A native select in the look of our inputs: the platform's own list is the most usable one on phones
 * and with screen readers, and keyboard type-ahead works across long lists.
 */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
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
