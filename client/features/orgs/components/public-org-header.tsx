import { ExternalLinkIcon, MapPinIcon } from 'lucide-react';
import { FOCUS_RING } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';
import { joinPlace } from '#client/lib/format.ts';
import type { Organization } from '#common/contracts/orgs.ts';
import { OrgLogo, OrgTypeBadge } from './public-org-parts.tsx';

/** The website as people read it: no scheme, no trailing slash. */
function websiteLabel(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

/** The public page's header: logo (or initials), name, type, place, website and description. */
export function PublicOrgHeader({ organization: org }: { organization: Organization }) {
  const place = joinPlace(org.city, org.region);
  return (
    <header className="relative isolate overflow-hidden rounded-3xl border border-border bg-card px-5 py-8 shadow-sm sm:px-10 sm:py-10">
      <div aria-hidden="true" className="bg-ice-texture absolute inset-0 -z-10 opacity-70" />
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center sm:gap-8">
        <OrgLogo name={org.name} logoUrl={org.logoUrl} size="lg" />
        <div className="grid min-w-0 gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <OrgTypeBadge type={org.type} />
          </div>
          <h1 className="break-words text-3xl font-extrabold tracking-tight sm:text-4xl">{org.name}</h1>
          <div className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-muted-foreground">
            {place ? (
              <span className="inline-flex items-center gap-1.5">
                <MapPinIcon aria-hidden="true" className="size-4" />
                {place}
              </span>
            ) : null}
            {org.website ? (
              <a
                href={org.website}
                target="_blank"
                rel="noopener noreferrer"
                className={cn(
                  'inline-flex min-w-0 items-center gap-1 rounded-sm font-medium text-primary underline-offset-4 hover:underline',
                  FOCUS_RING,
                )}
              >
                <span className="truncate">{websiteLabel(org.website)}</span>
                <ExternalLinkIcon aria-hidden="true" className="size-3.5 shrink-0" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            ) : null}
          </div>
        </div>
      </div>
      {org.description ? (
        <p className="mt-6 max-w-3xl whitespace-pre-line text-base leading-relaxed text-foreground/90">
          {org.description}
        </p>
      ) : null}
    </header>
  );
}
