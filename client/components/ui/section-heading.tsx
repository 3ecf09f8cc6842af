import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';

/**
 * The heading of a section, in one of three looks:
 * - `tab`: a tab's title with a line of context and the main action on the right (wraps on phones);
 * - `row`: a compact title with a link or action at the end of the same row (dashboard sections);
 * - `display`: a marketing section's eyebrow, large title and lead paragraph (`description`).
 */
export function SectionHeading({
  title,
  id,
  description,
  action,
  variant = 'tab',
  eyebrow,
  align = 'center',
}: {
  title: ReactNode;
  id?: string;
  description?: ReactNode;
  action?: ReactNode;
  variant?: 'tab' | 'row' | 'display';
  /** `display` only: the small line above the title. */
  eyebrow?: string;
  /** `display` only. */
  align?: 'center' | 'left';
}) {
  if (variant === 'display') {
    return (
      <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center')}>
        {eyebrow ? (
          <p className="text-sm font-semibold uppercase tracking-[0.18em] text-primary">{eyebrow}</p>
        ) : null}
        <h2 id={id} className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">
          {title}
        </h2>
        {description ? (
          <p className="mt-4 text-lg leading-relaxed text-muted-foreground">{description}</p>
        ) : null}
      </div>
    );
  }
  if (variant === 'row') {
    return (
      <div className="mb-4 flex items-end justify-between gap-3">
        <h2 id={id} className="min-w-0 truncate text-xl font-semibold tracking-tight">
          {title}
        </h2>
        {action}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <h2 id={id} className="text-lg font-bold tracking-tight sm:text-xl">
          {title}
        </h2>
        {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {action ? <div className="flex shrink-0 flex-wrap items-center gap-2">{action}</div> : null}
    </div>
  );
}
