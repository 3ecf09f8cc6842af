import { Building2Icon, RotateCcwIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { PageSpinner } from '#client/components/ui/spinner.tsx';
import type { Membership, Organization } from '#common/contracts/orgs.ts';
import { useMyOrganization } from '../api/staff-org-reads.ts';
import { StaffOrgNav } from './staff-org-nav.tsx';

export interface StaffOrgContext {
  organization: Organization;
  membership: Membership | null;
}

/**
 * Every staff screen: the caller's organization (GET /api/orgs/mine) with loading, error and "no
 * organization" states, the page header and the sub-navigation; `children` gets the organization.
 */
export function StaffOrgShell({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: (context: StaffOrgContext) => ReactNode;
  children: (context: StaffOrgContext) => ReactNode;
}) {
  const mine = useMyOrganization();
  if (mine.isPending) {
    return (
      <StaffPage title={title}>
        <PageSpinner label="Loading your organization..." />
      </StaffPage>
    );
  }
  if (mine.isError) {
    return (
      <StaffPage title={title}>
        <Alert variant="destructive" title="Your organization could not be loaded" role="alert">
          <p>Check your connection and try again.</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => mine.refetch()}>
            <RotateCcwIcon />
            Try again
          </Button>
        </Alert>
      </StaffPage>
    );
  }
  const { organization, membership } = mine.data;
  if (!organization) {
    return (
      <StaffPage title={title}>
        <NoOrganization />
      </StaffPage>
    );
  }
  const context = { organization, membership };
  return (
    <StaffPage
      title={title}
      eyebrow={organization.name}
      description={description}
      actions={actions?.(context)}
      nav={<StaffOrgNav />}
    >
      {children(context)}
    </StaffPage>
  );
}

/** An account with an organization role but no membership (removed, or its invitation not accepted). */
export function NoOrganization() {
  return (
    <EmptyState
      size="lg"
      icon={<Building2Icon />}
      title="You're not part of an organization yet"
      description={
        <>
          Ask your organization's owner to invite you from their Settings page, then open the link in the
          invitation e-mail with this account. A new club, team or school is set up by the Rinkside team.
        </>
      }
    />
  );
}

/** The page frame: eyebrow, title, description, actions, then the sub-navigation and the content. */
export function StaffPage({
  title,
  eyebrow = 'Organization',
  description,
  actions,
  nav,
  children,
}: {
  title: string;
  eyebrow?: string;
  description?: ReactNode;
  actions?: ReactNode;
  nav?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="container-page py-8 sm:py-10">
      <title>{`${title} · Rinkside`}</title>
      <header className="mb-6 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="min-w-0">
          <p className="mb-1 truncate text-xs font-semibold uppercase tracking-widest text-primary">
            {eyebrow}
          </p>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          {description ? (
            <p className="mt-1.5 text-sm text-muted-foreground sm:text-base">{description}</p>
          ) : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </header>
      {nav ? <div className="mb-6 sm:mb-8">{nav}</div> : null}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 sm:gap-8">{children}</div>
    </div>
  );
}
