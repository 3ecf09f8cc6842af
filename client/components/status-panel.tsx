import type { ReactNode } from 'react';
import { Card } from '#client/components/ui/card.tsx';
import { cn } from '#client/lib/cn.ts';

const TONES = {
  info: 'bg-accent text-primary',
  success: 'bg-success/15 text-success',
  error: 'bg-destructive/10 text-destructive',
} as const;

/** The one-card frame of the public link pages (approval, co-parent invitation): icon, heading, text. */
export function StatusPanel({
  icon,
  tone,
  title,
  children,
  actions,
  live = true,
}: {
  icon: ReactNode;
  tone: keyof typeof TONES;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  live?: boolean;
}) {
  return (
    <Card className="px-6 py-10 shadow-lg sm:px-10">
      <div className="mx-auto grid max-w-md gap-6">
        <div role={live ? 'status' : undefined} className="grid justify-items-center gap-4 text-center">
          <span
            className={cn(
              'flex size-16 items-center justify-center rounded-full [&_svg]:size-8',
              TONES[tone],
            )}
          >
            {icon}
          </span>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          {children ? <div className="grid gap-2 text-muted-foreground">{children}</div> : null}
        </div>
        {actions ? <div className="grid gap-3">{actions}</div> : null}
      </div>
    </Card>
  );
}

/** A label and value row of a details list. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words font-medium text-foreground">{children}</dd>
    </div>
  );
}
