import { MoveRightIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** What the season tables and the game log share: the missing-value mark, sticky columns, headings. */

export const MISSING = '—';
export const pct = (value: string | null) => (value === null ? MISSING : `${value}%`);
export const orMissing = (value: string | null) => value ?? MISSING;

/** The owner's buttons stay in reach at the right edge while the figures scroll beneath them. */
export const STICKY_END = 'sticky right-0 z-[1] shadow-[-10px_0_10px_-10px_rgb(0_0_0/0.35)]';
/** The first column stays put while the rest scrolls: it needs a background of its own. */
export const STICKY = 'sticky left-0 z-[1] bg-card';
// The header and footer cells have see-through backgrounds of their own: these win (cn does not merge).
export const STICKY_HEAD = 'sticky left-0 z-[1] bg-muted!';
export const STICKY_FOOT = 'sticky left-0 z-[1] bg-muted!';

export function ScrollHint() {
  return (
    <p
      className="flex items-center justify-end gap-1 text-xs text-muted-foreground sm:hidden"
      aria-hidden="true"
    >
      Scroll sideways for every column <MoveRightIcon className="size-3.5" />
    </p>
  );
}

export function KindHeading({ children }: { children: ReactNode }) {
  return <h3 className="text-sm font-bold uppercase tracking-[0.14em] text-muted-foreground">{children}</h3>;
}
