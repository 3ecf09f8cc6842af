import { cn } from '#client/lib/cn.ts';
import { initialsOfFullName } from '#common/names.ts';

/** The initials of an account's name, cut by grapheme (D255); '?' for a blank name. */
export function initialsOf(name: string): string {
  return initialsOfFullName(name) || '?';
}

export function UserAvatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground',
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
