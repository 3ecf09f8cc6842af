import { cn } from '#client/lib/cn.ts';

/**
 * A spinning ring. With a label it is announced as a status; without one it is decoration.
 * `className` replaces the default size and colour (size-5 text-primary).
 */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  const ring = (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      className={cn('animate-spin motion-reduce:animate-spin-slow', className ?? 'size-5 text-primary')}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (!label) return ring;
  return (
    <span role="status" className="inline-flex items-center gap-3 text-sm text-muted-foreground">
      {ring}
      <span>{label}</span>
    </span>
  );
}

/** Centered in the page area while a screen waits for the session or its data. */
export function PageSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center py-16">
      <Spinner label={label} className="size-6 text-primary" />
    </div>
  );
}
