import { Building2Icon, ExternalLinkIcon, GlobeIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '#client/components/ui/badge.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { joinPlace } from '#client/lib/format.ts';
import { pathTo } from '#client/lib/paths.ts';
import type { Organization } from '#common/contracts/orgs.ts';
import { ORG_TYPE_LABELS } from '../lib/staff-access.ts';

/** The organization's logo, name, type and links, at the top of the dashboard. */
export function StaffOrgIdentity({ organization }: { organization: Organization }) {
  const place = joinPlace(organization.city, organization.region);
  return (
    <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:p-5">
      <StaffOrgLogo organization={organization} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="truncate text-lg font-bold sm:text-xl">{organization.name}</h2>
          <Badge variant="secondary">{ORG_TYPE_LABELS[organization.type]}</Badge>
        </div>
        {place ? <p className="text-sm text-muted-foreground">{place}</p> : null}
        {organization.website ? (
          <a
            href={organization.website}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-1 inline-flex max-w-full items-center gap-1.5 text-sm text-primary underline-offset-4 hover:underline [&_svg]:size-3.5"
          >
            <GlobeIcon aria-hidden="true" />
            <span className="truncate">{organization.website.replace(/^https?:\/\//, '')}</span>
          </a>
        ) : null}
      </div>
      <Link
        to={pathTo.publicOrg(organization.slug)}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline [&_svg]:size-4"
      >
        View public page
        <ExternalLinkIcon aria-hidden="true" />
      </Link>
    </Card>
  );
}

export function StaffOrgLogo({
  organization,
  size = 'size-16',
}: {
  organization: Pick<Organization, 'logoUrl' | 'name'>;
  size?: string;
}) {
  return organization.logoUrl ? (
    <img
      src={organization.logoUrl}
      alt={`${organization.name} logo`}
      className={`${size} shrink-0 rounded-xl border border-border bg-white object-contain p-1`}
    />
  ) : (
    <span
      aria-hidden="true"
      className={`${size} flex shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground [&_svg]:size-7`}
    >
      <Building2Icon />
    </span>
  );
}
