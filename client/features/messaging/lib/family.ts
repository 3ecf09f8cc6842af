import { PATHS } from '#client/lib/paths.ts';
import type { Role } from '#common/enums.ts';

/** The roles that take part in conversations, and so have an inbox (the route table and the header). */
export const INBOX_ROLES = ['RECRUITER', 'PLAYER', 'PARENT'] as const satisfies readonly Role[];

export function hasInbox(role: Role | string | undefined | null): boolean {
  return (INBOX_ROLES as readonly string[]).includes(role ?? '');
}

/** Where a family changes who may write to them: the player's own profile, or the parent's dashboard. */
export function contactSettingsPath(role: Role | string): string {
  return role === 'PLAYER' ? PATHS.playerProfile : PATHS.parentDashboard;
}
