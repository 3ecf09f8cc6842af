import { ExternalLinkIcon, UsersIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '#client/components/ui/alert.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { formatLongDateTime, statusBadge } from '#client/lib/format.ts';
import { pathTo } from '#client/lib/paths.ts';
import type { AdminParentPlayer } from '#common/contracts/admin.ts';
import { relationshipLabel } from '#common/enums.ts';
import { useParentDetails } from '../api/get-parent-details.ts';

/**
 * Spec 3 §2 "Parent details dialog": each of the parent's players with the link (relationship, primary)
 * and the consent record, including the IP address it was given from. `parent` null means closed.
 */
export function ParentDetailsDialog({
  parent,
  onOpenChange,
}: {
  parent: { id: string; name: string; email: string } | null;
  onOpenChange: (open: boolean) => void;
}) {
  const details = useParentDetails(parent?.id ?? null);
  const players = details.data?.players;
  return (
    <Dialog open={parent !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Parent Details</DialogTitle>
          <DialogDescription>
            {parent ? (
              <>
                Players managed by <span className="font-medium text-foreground">{parent.name}</span> (
                {parent.email}), with their consent records.
              </>
            ) : null}
          </DialogDescription>
        </DialogHeader>
        {details.isPending ? (
          <div className="flex justify-center py-10">
            <Spinner label="Loading players..." />
          </div>
        ) : details.isError ? (
          <Alert variant="destructive" title="Parent details could not be loaded" role="alert">
            Failed to load this parent's players. Please try again.
          </Alert>
        ) : players && players.length === 0 ? (
          <EmptyState
            icon={<UsersIcon />}
            title="No players linked"
            description="This parent does not manage any player profile yet."
          />
        ) : (
          <ul className="grid gap-3">
            {players?.map((player) => (
              <ParentPlayer key={player.id} player={player} />
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}

function ParentPlayer({ player }: { player: AdminParentPlayer }) {
  const name = `${player.firstName} ${player.lastName}`;
  const status = statusBadge(player.profileStatus);
  return (
    <li className="rounded-lg border border-border bg-card p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">{name}</h3>
        {player.isPrimary ? <Badge variant="ice">Primary</Badge> : null}
        <Badge variant={status.variant}>{status.label}</Badge>
        {/* Only an active profile is public; a draft or one awaiting consent has no page to open. */}
        {player.profileStatus === 'active' ? (
          <Link
            to={pathTo.publicPlayer(player.slug)}
            className="ml-auto inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline [&_svg]:size-3.5"
          >
            View profile
            <ExternalLinkIcon aria-hidden="true" />
          </Link>
        ) : null}
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <Field label="Player ID">
          <span className="break-all font-mono text-xs">{player.id}</span>
        </Field>
        <Field label="Birth year">{player.birthYear}</Field>
        <Field label="Relationship">{relationshipLabel(player.relationship)}</Field>
        <Field label="Consent given">
          <Badge variant={player.consentGiven ? 'success' : 'outline'}>
            {player.consentGiven ? 'Yes' : 'No'}
          </Badge>
        </Field>
        <Field label="Consent parent name">{player.consentParentName ?? 'N/A'}</Field>
        <Field label="Consent date">
          {player.consentDate ? formatLongDateTime(player.consentDate) : 'N/A'}
        </Field>
        <Field label="Consent IP address">
          <span className="font-mono text-xs">{player.consentIpAddress ?? 'N/A'}</span>
        </Field>
      </dl>
    </li>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}
