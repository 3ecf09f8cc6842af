import { Slot } from '@radix-ui/react-slot';
import { type ComponentProps, type MouseEvent, useRef, useState } from 'react';
import { cn } from '#client/lib/cn.ts';
import { watchWritesOfThisTask } from '#client/lib/write-watch.ts';

export const FOCUS_RING =
  'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background';

const VARIANTS = {
  default: 'bg-primary text-primary-foreground shadow-sm shadow-primary/20 hover:bg-primary/90',
  secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/75',
  outline:
    'border border-input bg-background/60 text-foreground hover:bg-accent hover:text-accent-foreground',
  ghost: 'text-foreground hover:bg-accent hover:text-accent-foreground',
  destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90',
  link: 'text-primary underline-offset-4 hover:underline',
} as const;

const SIZES = {
  default: 'h-10 px-4 py-2 text-sm',
  sm: 'h-9 px-3 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'size-10',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

export function buttonVariants({
  variant = 'default',
  size = 'default',
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
} = {}): string {
  return cn(
    'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-md font-semibold transition-colors',
    'disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60',
    '[&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
    FOCUS_RING,
    VARIANTS[variant],
    variant === 'link' ? 'h-auto px-0 py-0' : SIZES[size],
    className,
  );
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child (a link) with the button's look. */
  asChild?: boolean;
}

/**
 * Every button that writes is disabled while its request is pending (D234), by this one mechanism rather
 * than in each form: the writes a click starts (its handler, the form it submits, that form's validation;
 * all within the click's task) are watched, and until they are answered the button is disabled and busy,
 * and a further click (the second half of a double click, which can arrive before the screen shows the
 * mutation's pending state) does nothing. A click that starts no write leaves the button as it was.
 */
function useWriteLock() {
  // Two hooks and no effect per button: a page draws dozens, and each effect is work at hydration. A state
  // set after the button is gone is ignored by React, so no mounted flag is needed.
  const pending = useRef<Set<Promise<unknown>> | null>(null);
  const [busy, setBusy] = useState(false);
  const watch = () =>
    watchWritesOfThisTask((write) => {
      if (!pending.current) pending.current = new Set();
      const writes = pending.current;
      writes.add(write);
      setBusy(true);
      const settle = () => {
        writes.delete(write);
        if (writes.size === 0) setBusy(false);
      };
      write.then(settle, settle);
    });
  return { isLocked: () => (pending.current?.size ?? 0) > 0, busy, watch };
}

export function Button({
  className,
  variant,
  size,
  asChild = false,
  type,
  disabled,
  onClick,
  ...props
}: ButtonProps) {
  const lock = useWriteLock();
  const Comp = asChild ? Slot : 'button';
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (lock.isLocked()) {
      // Stops the submit a click on a submit button would start, as well as the handler.
      event.preventDefault();
      return;
    }
    lock.watch();
    onClick?.(event);
  };
  return (
    <Comp
      data-slot="button"
      className={buttonVariants({ variant, size, className })}
      type={asChild ? undefined : (type ?? 'button')}
      disabled={disabled || lock.busy || undefined}
      aria-busy={lock.busy || undefined}
      onClick={click}
      {...props}
    />
  );
}
