import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';

const SIZES = {
  /** Inside a tab or card: a list with nothing in it yet. */
  md: {
    box: 'bg-muted/30 py-10',
    heading: 'text-base font-semibold',
    action: 'mt-5 flex flex-wrap justify-center gap-2',
  },
  /** The body of a page: no results, no lists. */
  lg: { box: 'justify-center bg-card/60 py-14', heading: 'text-lg font-semibold', action: 'mt-6' },
} as const;

/** A dashed panel with an icon, a title, a line of context and the action that fills it. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  className,
  size = 'md',
  headingLevel: Heading = size === 'md' ? 'h3' : 'h2',
}: {
  icon: ReactNode;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
  size?: keyof typeof SIZES;
  headingLevel?: 'h2' | 'h3';
}) {
  const look = SIZES[size];
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-xl border border-dashed border-border px-6 text-center',
        look.box,
        className,
      )}
    >
      <span className="mb-4 flex size-12 items-center justify-center rounded-2xl bg-accent text-accent-foreground [&_svg]:size-6">
        {icon}
      </span>
      <Heading className={look.heading}>{title}</Heading>
      {description ? <p className="mt-1.5 max-w-sm text-sm text-muted-foreground">{description}</p> : null}
      {action ? <div className={look.action}>{action}</div> : null}
    </div>
  );
}
