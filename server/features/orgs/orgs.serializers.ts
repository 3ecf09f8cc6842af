import type { Organization } from '#common/contracts/orgs.ts';
import type { OrgRow } from './org-access.ts';

export function toOrganizationDto(org: OrgRow): Organization {
  return {
    id: org.id,
    name: org.name,
    slug: org.slug,
    type: org.type,
    website: org.website,
    logoUrl: org.logoUrl,
    description: org.description,
    city: org.city,
    region: org.region,
    createdAt: org.createdAt.toISOString(),
  };
}
