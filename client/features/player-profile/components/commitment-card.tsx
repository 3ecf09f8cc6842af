import { HandshakeIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import { commitmentProgramLabel, formatCommitmentDate } from '#common/commitment.ts';
import type { Commitment, CommitmentValues } from '#common/contracts/commitment.ts';
import { useRemoveCommitment, useSetCommitment } from '../api/commitment.ts';
import type { PlayerRef } from '../lib/invalidate-player.ts';
import { CommitmentFormDialog } from './commitment-form-dialog.tsx';

/**
 * The family's "Commitment" card on the profile screen (D153): mark the program the player
 * committed to, change it, or undo it after a confirmation. The public profile and recruiters' cards show it.
 */
export function CommitmentCard({
  playerRef,
  commitment,
}: {
  playerRef: PlayerRef;
  commitment: Commitment | null;
}) {
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const save = useSetCommitment(playerRef);
  const remove = useRemoveCommitment(playerRef);
  const programLabel = commitment ? commitmentProgramLabel(commitment) : null;

  const submit = (input: CommitmentValues) =>
    save.mutate(input, {
      onSuccess: ({ commitment: saved }) => {
        setEditing(false);
        toast({ title: 'Commitment saved', description: `Committed to ${saved?.programName}.` });
      },
      onError: (err) => showErrorToast('Failed to save the commitment', err),
    });

  const confirmRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setRemoving(false);
        toast({ title: 'Commitment removed' });
      },
      onError: (err) => showErrorToast('Failed to remove the commitment', err),
    });

  return (
    <Card data-testid="commitment-card">
      <section aria-labelledby={titleId} className="p-5 sm:p-6">
        <h2 id={titleId} className="flex items-center gap-2 text-base font-bold">
          <HandshakeIcon className="size-4 text-primary" />
          Commitment
        </h2>
        {commitment ? (
          <>
            <div className="mt-3 rounded-lg border border-primary/30 bg-accent/60 p-3">
              <p className="text-sm text-muted-foreground">Committed to</p>
              <p className="text-lg font-bold leading-tight break-words">{commitment.programName}</p>
              <p className="mt-1 text-sm text-muted-foreground">
                {programLabel ? `${programLabel} · ` : ''}
                <time dateTime={commitment.committedOn} className="whitespace-nowrap">
                  {formatCommitmentDate(commitment.committedOn)}
                </time>
              </p>
            </div>
            {commitment.kind === 'ncaa' ? (
              <p className="mt-3 text-xs text-muted-foreground">
                Other NCAA programs can no longer start conversations about this player or write in theirs.
              </p>
            ) : null}
            <div className="mt-4 flex flex-wrap gap-2">
              <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
                <PencilIcon />
                Change
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setRemoving(true)}>
                <Trash2Icon />
                Remove
              </Button>
            </div>
          </>
        ) : (
          <>
            <p className="mt-2 text-sm text-muted-foreground">
              Committed to a program? Show it on the profile and in recruiters' search results.
            </p>
            <Button size="sm" className="mt-4 w-full sm:w-auto" onClick={() => setEditing(true)}>
              <PlusIcon />
              Add commitment
            </Button>
          </>
        )}
      </section>
      <CommitmentFormDialog
        open={editing}
        onOpenChange={setEditing}
        commitment={commitment}
        isPending={save.isPending}
        onSubmit={submit}
      />
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title="Remove the commitment?"
        description={
          commitment
            ? `The profile will no longer show the commitment to ${commitment.programName}${commitment.kind === 'ncaa' ? ', and other NCAA programs can message about this player again' : ''}.`
            : ''
        }
        confirmLabel="Remove commitment"
        isPending={remove.isPending}
        onConfirm={confirmRemove}
      />
    </Card>
  );
}
