import { cn } from '#client/lib/cn.ts';

/** A count in a pill ("9+" past nine), for the inbox rows and the header's Messages link. */
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      data-slot="unread-badge"
      className={cn(
        'inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-[11px] font-bold leading-none text-primary-foreground tabular-nums',
        className,
      )}
    >
      <span aria-hidden="true">{count > 9 ? '9+' : count}</span>
      <span className="sr-only">{` (${count} unread)`}</span>
    </span>
  );
}
