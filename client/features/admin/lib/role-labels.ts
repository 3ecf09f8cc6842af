import type { Role } from '#common/enums.ts';

/** The role select's option texts; the badge keeps the role's own code (spec 3 §2 role badges). */
export const ROLE_LABELS: Record<Role, string> = {
  PLAYER: 'Player',
  PARENT: 'Parent',
  RECRUITER: 'Recruiter',
  ORG_ADMIN: 'Organization admin',
  ORG_STAFF: 'Organization staff',
  ADMIN: 'Admin',
};
