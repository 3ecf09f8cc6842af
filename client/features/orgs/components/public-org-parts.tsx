import type { BadgeVariant } from '#client/components/ui/badge.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { cn } from '#client/lib/cn.ts';
import type { ORG_TYPES } from '#common/enums.ts';
import { initials } from '#common/names.ts';

type OrgType = (typeof ORG_TYPES)[number];

export const ORG_TYPE_LABELS: Record<OrgType, string> = { club: 'Club', team: 'Team', school: 'School' };

/** The organization's type as a badge (Club / Team / School). */
export function OrgTypeBadge({ type, variant = 'ice' }: { type: OrgType; variant?: BadgeVariant }) {
  return <Badge variant={variant}>{ORG_TYPE_LABELS[type]}</Badge>;
}

/** The initials of an organization's name: the first letters of its first two words. */
export function orgInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return initials(words[0] ?? '', words[1] ?? '');
}

const LOGO_SIZES = { sm: 'size-10 text-sm', md: 'size-14 text-lg', lg: 'size-20 text-2xl sm:size-24' };

/** The organization's logo, or its initials on the brand tint when it has none. */
export function OrgLogo({
  name,
  logoUrl,
  size = 'md',
  className,
}: {
  name: string;
  logoUrl: string | null;
  size?: keyof typeof LOGO_SIZES;
  className?: string;
}) {
  const box = cn(
    'flex shrink-0 items-center justify-center overflow-hidden rounded-2xl ring-1 ring-border',
    LOGO_SIZES[size],
    className,
  );
  if (logoUrl) {
    return (
      <span className={cn(box, 'bg-card')}>
        <img src={logoUrl} alt="" className="size-full object-contain" />
      </span>
    );
  }
  return (
    <span aria-hidden="true" className={cn(box, 'bg-primary/15 font-bold tracking-wide text-primary')}>
      {orgInitials(name) || '#'}
    </span>
  );
}

/** How an invitation names the role it offers. */
export function memberRoleLabel(role: 'ORG_ADMIN' | 'ORG_STAFF', asOwner = false): string {
  if (asOwner) return 'Owner (Organization Admin)';
  return role === 'ORG_ADMIN' ? 'Organization Admin' : 'Staff';
}

const SCOPE_LABELS: Record<'roster' | 'verification', string> = {
  roster: 'Manage the roster',
  verification: 'Review verification evidence',
};

/** The scopes as a sentence; an ORG_ADMIN holds every scope (common/enums.ts ORG_SCOPES). */
export function scopesLabel(
  role: 'ORG_ADMIN' | 'ORG_STAFF',
  scopes: ReadonlyArray<'roster' | 'verification'>,
): string {
  if (role === 'ORG_ADMIN') return 'Everything, including members and settings';
  if (scopes.length === 0) return 'View the organization';
  return scopes.map((scope) => SCOPE_LABELS[scope]).join(', ');
}
