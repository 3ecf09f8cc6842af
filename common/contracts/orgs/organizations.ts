import { z } from 'zod';
import { ORG_MEMBER_ROLES, ORG_SCOPES, ORG_TYPES } from '../../enums.ts';
import { optionalMultilineText, optionalText, optionalUrl, requiredText } from '../text.ts';
import { email, logoUrl } from './fields.ts';
import { ORG_NAME_MESSAGE, OrgTypeSchema } from './shared.ts';

/** Organizations: the profile, the caller's membership, creation by an admin and edits. */

export const OrganizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  type: z.enum(ORG_TYPES),
  website: z.string().nullable(),
  logoUrl: z.string().nullable(),
  description: z.string().nullable(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  createdAt: z.string(),
});
export type Organization = z.infer<typeof OrganizationSchema>;

/** The caller's place in an organization (null for an admin looking in). */
export const MembershipSchema = z.object({
  role: z.enum(ORG_MEMBER_ROLES),
  scopes: z.array(z.enum(ORG_SCOPES)),
  isOwner: z.boolean(),
});
export type Membership = z.infer<typeof MembershipSchema>;

export const OrganizationResponseSchema = z.object({
  organization: OrganizationSchema,
  membership: MembershipSchema.nullable(),
});
export type OrganizationResponse = z.infer<typeof OrganizationResponseSchema>;

/** GET /api/orgs/mine: the organization of the caller (one per account), or null. */
export const MyOrganizationResponseSchema = z.object({
  organization: OrganizationSchema.nullable(),
  membership: MembershipSchema.nullable(),
});

/** POST /api/admin/organizations. */
export const CreateOrganizationInputSchema = z.strictObject({
  name: requiredText(120, ORG_NAME_MESSAGE),
  type: OrgTypeSchema,
  website: optionalUrl,
  logoUrl,
  ownerEmail: email,
});
export type CreateOrganizationInput = z.input<typeof CreateOrganizationInputSchema>;

export const CreateOrganizationResponseSchema = z.object({
  organization: OrganizationSchema,
  /** The owner's invitation: where it went and until when it can be used. */
  invitation: z.object({ email: z.string(), expiresAt: z.string() }),
  message: z.string(),
});

/** GET /api/admin/organizations: every organization with its owner and counts. */
export const AdminOrganizationRowSchema = OrganizationSchema.extend({
  ownerName: z.string().nullable(),
  ownerEmail: z.string().nullable(),
  /** The owner's invitation while no owner has accepted. */
  pendingOwnerEmail: z.string().nullable(),
  members: z.number().int(),
  activeRoster: z.number().int(),
});
export const AdminOrganizationsResponseSchema = z.object({
  organizations: z.array(AdminOrganizationRowSchema),
});

/** PATCH /api/orgs/{orgId}: the owner (an ORG_ADMIN member) edits the profile. */
export const UpdateOrganizationInputSchema = z.strictObject({
  name: requiredText(120, ORG_NAME_MESSAGE).optional(),
  type: OrgTypeSchema.optional(),
  website: optionalUrl,
  logoUrl,
  description: optionalMultilineText(1000),
  city: optionalText(80),
  region: optionalText(60),
});
export type UpdateOrganizationInput = z.input<typeof UpdateOrganizationInputSchema>;
