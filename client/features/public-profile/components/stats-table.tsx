import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';

/**
 * A data table that scrolls sideways on narrow screens. The scroll box is a focusable, named region so
 * keyboard users can scroll it too (axe: scrollable-region-focusable).
 */
export function ScrollTable({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className={cn(
        'overflow-x-auto rounded-xl border border-border outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      <table className="w-full min-w-max border-collapse text-sm">{children}</table>
    </section>
  );
}

const TH_BASE =
  'bg-muted/70 px-2 py-2.5 sm:px-3 text-[0.7rem] font-bold uppercase tracking-wider text-muted-foreground';
/** Number columns align right; the first column (the row header) aligns left. */
export const TH = `${TH_BASE} text-right first:text-left`;
export const TH_TEXT = `${TH_BASE} text-left`;
export const TD = 'border-t border-border px-2 py-2.5 sm:px-3 text-right tabular-nums first:text-left';
export const TD_TEXT = 'border-t border-border px-2 py-2.5 sm:px-3 text-left';
const TFOOT_BASE = 'border-t-2 border-border bg-muted/40 px-2 py-2.5 sm:px-3 font-bold tabular-nums';
export const TFOOT_TD = `${TFOOT_BASE} text-right first:text-left`;
export const TFOOT_TD_TEXT = `${TFOOT_BASE} text-left`;

/** A column header with an abbreviation and its full name for screen readers and on hover. */
export function AbbrTh({ abbr, title, className }: { abbr: string; title: string; className?: string }) {
  return (
    <th scope="col" className={cn(TH, className)}>
      <abbr title={title} className="no-underline">
        {abbr}
      </abbr>
    </th>
  );
}
