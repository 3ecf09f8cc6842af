import { CheckIcon, TableIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';
import { compareHref, useCompareTray } from '../lib/compare-tray.ts';

/**
 * Adds a player to the compare tray or takes them out (D297, D324): on search and list cards (icon
 * only on a phone) and on the profile (`wide`, always labelled).
 */
export function CompareToggle({
  playerId,
  name,
  wide = false,
}: {
  playerId: string;
  name: string;
  wide?: boolean;
}) {
  const { ids, toggle, full } = useCompareTray();
  const picked = ids.includes(playerId);
  return (
    <Button
      type="button"
      size="sm"
      variant={picked ? 'default' : 'outline'}
      aria-pressed={picked}
      aria-label={`Compare ${name}`}
      disabled={!picked && full}
      onClick={() => toggle(playerId)}
      className={cn(wide ? 'w-full' : 'px-2.5 shadow-sm sm:px-3', 'print:hidden')}
    >
      {picked ? <CheckIcon /> : <TableIcon />}
      {/* A phone's card row has room for the icon only (the button's name says it all). */}
      <span className={wide ? undefined : 'sr-only sm:not-sr-only'}>
        {wide ? (picked ? 'IN COMPARISON' : 'COMPARE') : 'Compare'}
      </span>
    </Button>
  );
}

/** The "Compare (n)" link to the comparison of the picked players, shown once one is picked. */
export function CompareTrayLink({ className }: { className?: string }) {
  const { ids, clear, ready } = useCompareTray();
  if (ids.length === 0) return null;
  return (
    <div className={cn('flex flex-wrap items-center gap-2 print:hidden', className)}>
      <Link
        to={compareHref(ids)}
        className={buttonVariants({ variant: ready ? 'default' : 'outline' })}
        aria-disabled={!ready}
      >
        <TableIcon />
        Compare ({ids.length})
      </Link>
      <Button type="button" variant="ghost" size="sm" onClick={clear}>
        Clear
      </Button>
    </div>
  );
}
