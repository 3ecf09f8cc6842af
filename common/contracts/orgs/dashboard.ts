import { z } from 'zod';
import { SearchResultPlayerSchema } from '../search.ts';
import { MembershipSchema, OrganizationSchema } from './organizations.ts';

/** The organization dashboard and its public page. */

export const OrgDashboardResponseSchema = z.object({
  organization: OrganizationSchema,
  membership: MembershipSchema.nullable(),
  roster: z.object({
    active: z.number().int(),
    invited: z.number().int(),
    pending: z.number().int(),
    expired: z.number().int(),
    revoked: z.number().int(),
  }),
  /** Profile views of active roster players in the last 30 days (viewer-days, as recorded). */
  profileViews30d: z.number().int(),
  /** Recruiter list items that hold an active roster player. */
  listSaves: z.number().int(),
  /** Mean profile strength (0-100) of active roster players; null without any. */
  averageProfileStrength: z.number().int().nullable(),
  /** Evidence of roster players waiting for review (staff with the verification scope). */
  pendingVerifications: z.number().int(),
});
export type OrgDashboard = z.infer<typeof OrgDashboardResponseSchema>;

export const PublicOrganizationResponseSchema = z.object({
  organization: OrganizationSchema,
  /** Active roster players whose profiles are visible (decisions §1, §4). */
  roster: z.array(SearchResultPlayerSchema),
});
export type PublicOrganization = z.infer<typeof PublicOrganizationResponseSchema>;
