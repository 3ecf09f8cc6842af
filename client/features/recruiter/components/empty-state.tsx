import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';

/** A centered message with an icon and an action, for empty results and lists. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  className,
  headingLevel: Heading = 'h2',
}: {
  icon: ReactNode;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center rounded-xl border border-dashed border-border bg-card/60 px-6 py-14 text-center',
        className,
      )}
    >
      <span className="mb-4 flex size-12 items-center justify-center rounded-2xl bg-accent text-accent-foreground [&_svg]:size-6">
        {icon}
      </span>
      <Heading className="text-lg font-semibold">{title}</Heading>
      {description ? <p className="mt-1.5 max-w-sm text-sm text-muted-foreground">{description}</p> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
