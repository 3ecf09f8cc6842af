import type { ComponentType, ReactNode, SVGProps } from 'react';
import { cn } from '#client/lib/cn.ts';

/** A card of the profile grid: an icon tile, an h3 title and its content. */
export function ProfileCard({
  title,
  icon: Icon,
  children,
  className,
  aside,
}: {
  title: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  children: ReactNode;
  className?: string;
  /** Corner content beside the title (a button or a badge). */
  aside?: ReactNode;
}) {
  return (
    <div
      className={cn(
        'relative flex flex-col rounded-2xl border border-border bg-card p-4 text-card-foreground shadow-sm sm:p-6',
        className,
      )}
    >
      <div className="mb-4 flex items-center gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground [&_svg]:size-[1.1rem]">
          <Icon />
        </span>
        <h3 className="min-w-0 flex-1 text-base font-bold tracking-tight">{title}</h3>
        {aside}
      </div>
      <div className="flex flex-1 flex-col">{children}</div>
    </div>
  );
}

/** A label/value list inside a card. */
export function FactList({ items }: { items: Array<[label: string, value: ReactNode]> }) {
  return (
    <dl className="grid gap-3">
      {items.map(([label, value]) => (
        <div
          key={label}
          className="flex items-baseline justify-between gap-4 border-b border-border/70 pb-2.5 last:border-0 last:pb-0"
        >
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="text-right text-sm font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What a card shows for a value that is not filled in. */
export function NotListed() {
  return <span className="font-normal text-muted-foreground">Not listed</span>;
}

/** The empty state of a card or a section. */
export function EmptyNote({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p
      className={cn(
        'rounded-xl border border-dashed border-border bg-muted/40 px-4 py-6 text-center text-sm text-muted-foreground',
        className,
      )}
    >
      {children}
    </p>
  );
}

/** A section of the page: the target of a section link, with a visible h2. */
export function ProfileSection({
  id,
  eyebrow,
  title,
  children,
  className,
}: {
  id: string;
  eyebrow: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      tabIndex={-1}
      className={cn('scroll-mt-32 outline-none', className)}
    >
      <div className="mb-5 flex items-end gap-4">
        <div>
          <p className="text-xs font-bold uppercase tracking-[0.2em] text-primary">{eyebrow}</p>
          <h2 id={headingId} className="mt-1 text-2xl font-extrabold tracking-tight sm:text-3xl">
            {title}
          </h2>
        </div>
        <div aria-hidden="true" className="mb-2 h-px flex-1 bg-linear-to-r from-border to-transparent" />
      </div>
      {children}
    </section>
  );
}
