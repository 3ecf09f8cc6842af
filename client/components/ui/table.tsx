import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';

/**
 * A data table in a box that scrolls sideways on narrow screens. With `label` the scroll box is a
 * focusable, named region so keyboard users can scroll it too (axe: scrollable-region-focusable).
 * `caption` names the table for screen readers only.
 */
export function Table({
  label,
  caption,
  className,
  tableClassName,
  children,
}: {
  label?: string;
  caption?: string;
  /** The scroll box's look (border, background, bleed). */
  className?: string;
  /** The table's own width and alignment. */
  tableClassName?: string;
  children: ReactNode;
}) {
  const table = (
    <table className={cn('w-full text-sm', tableClassName)}>
      {caption ? <caption className="sr-only">{caption}</caption> : null}
      {children}
    </table>
  );
  if (!label) return <div className={cn('overflow-x-auto', className)}>{table}</div>;
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className={cn('overflow-x-auto outline-none focus-visible:ring-2 focus-visible:ring-ring', className)}
    >
      {table}
    </section>
  );
}

/** The statistics tables' cells: number columns align right, the first column (the row header) left. */
const STAT_TH_BASE =
  'bg-muted/70 px-2 py-2.5 sm:px-3 text-[0.7rem] font-bold uppercase tracking-wider text-muted-foreground';
export const STAT_TH = `${STAT_TH_BASE} text-right first:text-left`;
export const STAT_TH_TEXT = `${STAT_TH_BASE} text-left`;
export const STAT_TD = 'border-t border-border px-2 py-2.5 sm:px-3 text-right tabular-nums first:text-left';
export const STAT_TD_TEXT = 'border-t border-border px-2 py-2.5 sm:px-3 text-left';
const STAT_TFOOT_BASE = 'border-t-2 border-border bg-muted/40 px-2 py-2.5 sm:px-3 font-bold tabular-nums';
export const STAT_TFOOT_TD = `${STAT_TFOOT_BASE} text-right first:text-left`;
export const STAT_TFOOT_TD_TEXT = `${STAT_TFOOT_BASE} text-left`;

/** A column header with an abbreviation and its full name for screen readers and on hover. */
export function AbbrTh({
  abbr,
  title,
  cell = STAT_TH,
  className,
  underline = false,
}: {
  abbr: string;
  title: string;
  /** The cell's look; the statistics header by default. */
  cell?: string;
  className?: string;
  /** Keep the browser's dotted underline under the abbreviation. */
  underline?: boolean;
}) {
  return (
    <th scope="col" className={cn(cell, className)}>
      <abbr title={title} className={underline ? undefined : 'no-underline'}>
        {abbr}
      </abbr>
    </th>
  );
}
