import { cn } from '#client/lib/cn.ts';

/** The Rinkside mark: a center-ice faceoff circle split by the red line. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={cn('size-8', className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <circle cx="16" cy="16" r="8.5" fill="none" strokeWidth="2.5" className="stroke-primary-foreground" />
      <path d="M4 16h24" strokeWidth="2.5" className="stroke-rink-red" />
      <circle cx="16" cy="16" r="2.6" className="fill-primary-foreground" />
    </svg>
  );
}

export function BrandWordmark({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <BrandMark />
      <span className="font-display text-lg font-extrabold tracking-tight">Rinkside</span>
    </span>
  );
}
