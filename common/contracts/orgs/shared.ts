import { z } from 'zod';
import { FIELD_CONTROL_PARTS, ORG_MEMBER_ROLES, ORG_SCOPES, ORG_TYPES } from '../../enums.ts';

/** Pieces every organization contract uses: messages, enums, field control, route parameters. */

export const ORG_NAME_MESSAGE = 'Organization name is required';
export const ORG_TYPE_MESSAGE = 'Type must be club, team or school';
export const INVITE_EMAIL_MESSAGE = 'Enter a valid email address';
/** Sponsorship invitations expire after 14 days. */
export const SPONSORSHIP_INVITATION_DAYS = 14;
/** Member invitations expire after 7 days (decisions §3, as co-parent invitations). */
export const ORG_INVITATION_DAYS = 7;

export const LOGO_URL_MESSAGE = 'Upload the logo, or give an https:// address of an image';
/** An uploaded image's path (POST /api/media/upload answers /media/<name>) or an https address. */
export function isLogoUrl(value: string): boolean {
  if (value.startsWith('/media/')) return /^\/media\/[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(value);
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' && url.hostname !== '';
}

export const OrgTypeSchema = z.enum(ORG_TYPES, { message: ORG_TYPE_MESSAGE });
export const OrgScopeSchema = z.enum(ORG_SCOPES, { message: 'Scopes are roster and verification' });
export const OrgMemberRoleSchema = z.enum(ORG_MEMBER_ROLES, {
  message: 'Role must be ORG_ADMIN or ORG_STAFF',
});

/** Which profile parts the organization maintains; every part the family did not grant is false. */
export const FieldControlSchema = z.strictObject(
  Object.fromEntries(FIELD_CONTROL_PARTS.map((part) => [part, z.boolean().default(false)])) as Record<
    (typeof FIELD_CONTROL_PARTS)[number],
    z.ZodDefault<z.ZodBoolean>
  >,
);
export type FieldControl = z.output<typeof FieldControlSchema>;
export const FIELD_CONTROL_LABELS: Record<keyof FieldControl, string> = {
  teamHistory: 'Team history',
  schedule: 'Schedule',
  stats: 'Game stats',
};

export const OrgIdParamsSchema = z.object({ orgId: z.uuid({ message: 'Not a valid id' }) });
export const OrgMemberParamsSchema = OrgIdParamsSchema.extend({
  userId: z.uuid({ message: 'Not a valid id' }),
});
export const OrgInvitationParamsSchema = OrgIdParamsSchema.extend({
  invitationId: z.uuid({ message: 'Not a valid id' }),
});
export const OrgRosterPlayerParamsSchema = OrgIdParamsSchema.extend({
  playerId: z.uuid({ message: 'Not a valid id' }),
});
export const OrgSlugParamsSchema = z.object({
  slug: z
    .string()
    .min(1)
    .max(120)
    .regex(/^[a-z0-9-]+$/, 'Not a valid address'),
});
export const GameVerifyParamsSchema = z.object({
  id: z.uuid({ message: 'Not a valid id' }),
  gameId: z.uuid({ message: 'Not a valid id' }),
});
