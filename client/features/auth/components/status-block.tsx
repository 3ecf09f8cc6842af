import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';

const TONES = {
  info: 'bg-accent text-primary',
  success: 'bg-success/15 text-success',
  error: 'bg-destructive/10 text-destructive',
} as const;

/** The icon, title and text of an account screen's outcome (verified, failed, link sent...). */
export function StatusBlock({
  icon,
  tone,
  title,
  text,
  detail,
  live,
  children,
}: {
  icon: ReactNode;
  tone: keyof typeof TONES;
  title: string;
  text: string;
  /** A second, smaller line under the text. */
  detail?: string;
  live?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto grid max-w-sm gap-6">
      <div role={live ? 'status' : undefined} className="grid justify-items-center gap-4">
        <span
          className={cn('flex size-16 items-center justify-center rounded-full [&_svg]:size-8', TONES[tone])}
        >
          {icon}
        </span>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <p className="text-muted-foreground">{text}</p>
        {detail ? <p className="text-sm text-muted-foreground">{detail}</p> : null}
      </div>
      {children}
    </div>
  );
}
