import type { BadgeVariant } from '#client/components/ui/badge.tsx';
import type { Role } from '#common/enums.ts';

/** Spec 3 §2: the role badge styles. The organization roles, which the spec does not name, are outline. */
export const ROLE_BADGE: Record<Role, BadgeVariant> = {
  ADMIN: 'destructive',
  RECRUITER: 'default',
  PLAYER: 'secondary',
  PARENT: 'outline',
  ORG_ADMIN: 'outline',
  ORG_STAFF: 'outline',
};

/** Spec 3 §2 Activity Log: "login_success" -> "Login Success". */
export function eventLabel(eventType: string): string {
  return eventType
    .split('_')
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
