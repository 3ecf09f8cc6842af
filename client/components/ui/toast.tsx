import * as ToastPrimitive from '@radix-ui/react-toast';
import { XIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn.ts';
import type { ToastVariant } from './use-toast.ts';

/** Spec 1 §9: shown 5000 ms, swiped away to the right past 50 px. */
export const TOAST_DURATION = 5000;

export function ToastProvider(props: ComponentProps<typeof ToastPrimitive.Provider>) {
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION}
      swipeDirection="right"
      swipeThreshold={50}
      {...props}
    />
  );
}

/** F8 moves focus to the notifications; at most 420 px wide on larger screens (spec 1 §9). */
export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      hotkey={['F8']}
      // The list itself is the live region: a toast added to it is read out once, from the visible text
      // (toaster.tsx keeps Radix's visually hidden copy empty, so the text exists once in the page).
      aria-live="polite"
      className={cn(
        'fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 outline-none sm:bottom-0 sm:right-0 sm:top-auto sm:flex-col md:max-w-[420px]',
        className,
      )}
      {...props}
    />
  );
}

const VARIANTS: Record<ToastVariant, string> = {
  default: 'border-border bg-popover text-popover-foreground',
  // Light: a solid red card. Dark: a dark card with a red edge, calmer on a dark page and still AA.
  destructive:
    'border-destructive bg-destructive text-destructive-foreground dark:border-destructive/70 dark:bg-popover dark:text-popover-foreground',
};

export function Toast({
  className,
  variant = 'default',
  ...props
}: ComponentProps<typeof ToastPrimitive.Root> & { variant?: ToastVariant }) {
  return (
    <ToastPrimitive.Root
      data-variant={variant}
      className={cn(
        'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-2xl transition-all',
        'data-[state=open]:animate-slide-in-top sm:data-[state=open]:animate-slide-in-right data-[state=closed]:animate-fade-in data-[state=closed]:opacity-0',
        VARIANTS[variant],
        className,
      )}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn('text-sm font-semibold', className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn('text-sm opacity-95', className)} {...props} />;
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      aria-label="Close notification"
      className={cn(
        'absolute right-2 top-2 inline-flex size-7 items-center justify-center rounded-md opacity-80 transition-opacity hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-4',
        'group-data-[variant=destructive]:focus-visible:ring-destructive-foreground',
        className,
      )}
      {...props}
    >
      <XIcon />
    </ToastPrimitive.Close>
  );
}

export const ToastAction = ToastPrimitive.Action;
