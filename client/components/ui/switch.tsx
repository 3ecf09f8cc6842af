import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn.ts';

/**
 * An on/off switch (WAI-ARIA switch pattern): a button with role="switch" and aria-checked. Space and
 * Enter toggle it, as on any button; it needs a name (aria-label, aria-labelledby or a <label htmlFor>).
 * The track is the accent colour when on and the input border colour when off, in both themes.
 */
export function Switch({
  checked,
  onCheckedChange,
  className,
  disabled,
  onClick,
  ...props
}: Omit<ComponentProps<'button'>, 'type' | 'role' | 'aria-checked' | 'onChange'> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      data-state={checked ? 'on' : 'off'}
      disabled={disabled}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onCheckedChange(!checked);
      }}
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors',
        'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        'disabled:cursor-not-allowed disabled:opacity-50',
        checked ? 'bg-primary' : 'bg-input',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className={cn(
          'pointer-events-none block size-5 rounded-full bg-background shadow-sm ring-0 transition-transform motion-reduce:transition-none',
          checked ? 'translate-x-5' : 'translate-x-0 dark:bg-foreground/85',
        )}
      />
    </button>
  );
}
