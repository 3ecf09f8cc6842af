import { z } from 'zod';
import { ORG_MEMBER_ROLES, ORG_SCOPES, ORG_TYPES } from '../../enums.ts';
import { TermsAgreementSchema } from '../auth.ts';
import { requiredText } from '../text.ts';
import { email } from './fields.ts';
import { MembershipSchema, OrganizationSchema } from './organizations.ts';
import { OrgMemberRoleSchema, OrgScopeSchema } from './shared.ts';

/** Members of an organization and their invitations. */

export const OrgMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ORG_MEMBER_ROLES),
  scopes: z.array(z.enum(ORG_SCOPES)),
  isOwner: z.boolean(),
  acceptedAt: z.string(),
});
export type OrgMember = z.infer<typeof OrgMemberSchema>;

export const OrgPendingInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ORG_MEMBER_ROLES),
  scopes: z.array(z.enum(ORG_SCOPES)),
  /** 'expired' once past its expiry. */
  status: z.enum(['pending', 'expired']),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type OrgPendingInvitation = z.infer<typeof OrgPendingInvitationSchema>;

export const OrgMembersResponseSchema = z.object({
  members: z.array(OrgMemberSchema),
  invitations: z.array(OrgPendingInvitationSchema),
});

/** POST /api/orgs/{orgId}/members/invite. An ORG_ADMIN holds every scope; staff get the ones listed. */
export const InviteOrgMemberInputSchema = z.strictObject({
  email,
  role: OrgMemberRoleSchema,
  scopes: z.array(OrgScopeSchema).max(ORG_SCOPES.length).default([]),
});
export type InviteOrgMemberInput = z.input<typeof InviteOrgMemberInputSchema>;

export const InviteOrgMemberResponseSchema = z.object({
  invitation: OrgPendingInvitationSchema,
  message: z.string(),
});

/** GET /api/org-invitations/{token}: what the link offers (the token holder is the invitee). */
export const OrgInvitationDetailsSchema = z.object({
  organizationName: z.string(),
  organizationType: z.enum(ORG_TYPES),
  organizationSlug: z.string(),
  email: z.string(),
  role: z.enum(ORG_MEMBER_ROLES),
  scopes: z.array(z.enum(ORG_SCOPES)),
  asOwner: z.boolean(),
  inviterName: z.string().nullable(),
  status: z.enum(['pending', 'accepted', 'cancelled']),
  expiresAt: z.string(),
  /** Whether the invited address already has an account: the page offers Log In or Create Account. */
  accountExists: z.boolean(),
});
export type OrgInvitationDetails = z.infer<typeof OrgInvitationDetailsSchema>;

/**
 * POST /api/org-invitations/{token}/accept. Signed in: no body (the session's account accepts, and it must
 * be the invited address). Signed out: the new account's name and password; the address is the invited
 * one (the e-mailed link proves it), and the new account is signed in.
 */
/** The account created from an invitation link (the address is the invited one). */
export const OrgInvitationAccountSchema = z.strictObject({
  name: requiredText(120, 'Full name is required'),
  password: z.string().min(8, 'Password must be at least 8 characters').max(1024, 'Password is too long'),
  ...TermsAgreementSchema.shape,
});
export const AcceptOrgInvitationInputSchema = z.preprocess(
  // `{}` (what a browser sends for "no body") is no body: the signed-in account accepts.
  (v) => (v !== null && typeof v === 'object' && Object.keys(v).length === 0 ? null : v),
  OrgInvitationAccountSchema.nullish(),
);
export type AcceptOrgInvitationInput = z.input<typeof AcceptOrgInvitationInputSchema>;

export const AcceptOrgInvitationResponseSchema = z.object({
  message: z.string(),
  organization: OrganizationSchema,
  membership: MembershipSchema,
});
