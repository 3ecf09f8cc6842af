import { cn } from '#client/lib/cn.ts';
import { initialsOf } from '#client/lib/format.ts';

/** A roster player's photo, or their initials. */
export function StaffPlayerAvatar({
  firstName,
  lastName,
  imageUrl,
  className,
}: {
  firstName: string;
  lastName: string;
  imageUrl: string | null;
  className?: string;
}) {
  return imageUrl ? (
    <img
      src={imageUrl}
      alt=""
      className={cn('size-10 shrink-0 rounded-full border border-border object-cover', className)}
    />
  ) : (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-bold text-accent-foreground',
        className,
      )}
    >
      {initialsOf(firstName, lastName)}
    </span>
  );
}
