import { Link } from 'react-router';
import type { z } from 'zod';
import { Table } from '#client/components/ui/table.tsx';
import { formatDate } from '#client/lib/format.ts';
import { pathTo } from '#client/lib/paths.ts';
import type { AdminOrganizationRowSchema } from '#common/contracts/orgs.ts';
import { OrgLogo, OrgTypeBadge } from './public-org-parts.tsx';

export type AdminOrganizationRow = z.infer<typeof AdminOrganizationRowSchema>;

const LINK = 'font-semibold text-primary underline-offset-4 hover:underline break-words';
const TH = 'px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-muted-foreground';
const TD = 'border-t border-border px-4 py-3 align-top';

function Owner({ org }: { org: AdminOrganizationRow }) {
  if (org.ownerName || org.ownerEmail) {
    return (
      <span className="grid min-w-0">
        <span className="font-medium [overflow-wrap:anywhere]">{org.ownerName ?? org.ownerEmail}</span>
        {org.ownerName && org.ownerEmail ? (
          <span className="break-all text-xs text-muted-foreground">{org.ownerEmail}</span>
        ) : null}
      </span>
    );
  }
  if (org.pendingOwnerEmail) {
    return (
      <span className="text-muted-foreground [overflow-wrap:anywhere]">
        Invitation sent to {org.pendingOwnerEmail}
      </span>
    );
  }
  return <span className="text-muted-foreground">No owner</span>;
}

/** Every organization: a table from the small-tablet width up, a list of cards on phones. */
export function AdminOrganizationsTable({ organizations }: { organizations: AdminOrganizationRow[] }) {
  return (
    <>
      <ul className="grid gap-3 md:hidden" aria-label="Organizations">
        {organizations.map((org) => (
          <li key={org.id} className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-sm">
            <div className="flex items-start gap-3">
              <OrgLogo name={org.name} logoUrl={org.logoUrl} size="sm" />
              <div className="grid min-w-0 justify-items-start gap-1">
                <Link to={pathTo.publicOrg(org.slug)} className={LINK}>
                  {org.name}
                </Link>
                <OrgTypeBadge type={org.type} variant="outline" />
              </div>
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
              <dt className="text-muted-foreground">Owner</dt>
              <dd className="min-w-0">
                <Owner org={org} />
              </dd>
              <dt className="text-muted-foreground">Members</dt>
              <dd className="tabular-nums">{org.members}</dd>
              <dt className="text-muted-foreground">Active roster</dt>
              <dd className="tabular-nums">{org.activeRoster}</dd>
              <dt className="text-muted-foreground">Created</dt>
              <dd>{formatDate(org.createdAt)}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <Table
        label="Organizations"
        className="hidden rounded-xl border border-border bg-card shadow-sm md:block"
      >
        <thead>
          <tr>
            <th scope="col" className={TH}>
              Name
            </th>
            <th scope="col" className={TH}>
              Type
            </th>
            <th scope="col" className={TH}>
              Owner
            </th>
            <th scope="col" className={`${TH} text-right`}>
              Members
            </th>
            <th scope="col" className={`${TH} text-right`}>
              Active roster
            </th>
            <th scope="col" className={TH}>
              Created
            </th>
          </tr>
        </thead>
        <tbody>
          {organizations.map((org) => (
            <tr key={org.id}>
              <td className={TD}>
                <span className="flex items-center gap-3">
                  <OrgLogo name={org.name} logoUrl={org.logoUrl} size="sm" />
                  <Link to={pathTo.publicOrg(org.slug)} className={LINK}>
                    {org.name}
                  </Link>
                </span>
              </td>
              <td className={TD}>
                <OrgTypeBadge type={org.type} variant="outline" />
              </td>
              <td className={`${TD} max-w-64`}>
                <Owner org={org} />
              </td>
              <td className={`${TD} text-right tabular-nums`}>{org.members}</td>
              <td className={`${TD} text-right tabular-nums`}>{org.activeRoster}</td>
              <td className={`${TD} whitespace-nowrap`}>{formatDate(org.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}
