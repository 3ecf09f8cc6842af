import { CheckIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';
import { RinkGraphic } from './rink-graphic.tsx';

const POINTS = [
  'Verified profiles backed by team evidence',
  'Highlights, stats and schedule in one link',
  'Seen by recruiters searching by position, year and region',
];

/**
 * The frame of the account screens (login, sign-up, e-mail verification): the form on the right, and
 * on wide screens a rink-themed panel on the left.
 */
export function AuthLayout({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className="container-page py-8 sm:py-12 lg:py-16">
      <div className="mx-auto grid max-w-6xl items-stretch gap-10 lg:grid-cols-[1fr_minmax(0,30rem)] lg:gap-14">
        <aside
          aria-label="Why Rinkside"
          className="relative hidden min-h-[34rem] overflow-hidden rounded-2xl border border-border bg-card p-10 lg:sticky lg:top-24 lg:flex lg:flex-col lg:justify-between lg:self-start"
        >
          <div aria-hidden="true" className="bg-ice-texture absolute inset-0" />
          <RinkGraphic className="absolute -bottom-10 left-1/2 w-[140%] -translate-x-1/2 opacity-70" />
          <div
            aria-hidden="true"
            className="absolute inset-x-0 bottom-0 h-56 bg-linear-to-t from-card via-card/85 to-transparent"
          />
          <div className="relative">
            <p className="text-sm font-semibold uppercase tracking-[0.2em] text-primary">Rinkside</p>
            <p className="mt-4 max-w-md font-display text-4xl font-extrabold leading-tight tracking-tight">
              Build your profile.
              <br />
              Get discovered.
            </p>
          </div>
          <ul className="relative mt-10 space-y-3">
            {POINTS.map((point) => (
              <li key={point} className="flex items-start gap-3 text-sm">
                <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground [&_svg]:size-3">
                  <CheckIcon strokeWidth={3} />
                </span>
                <span className="font-medium">{point}</span>
              </li>
            ))}
          </ul>
        </aside>
        <div className={cn('flex min-w-0 flex-col justify-center', className)}>{children}</div>
      </div>
    </div>
  );
}
