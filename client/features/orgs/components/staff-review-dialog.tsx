import { CheckIcon, XIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FormDialog } from '#client/components/ui/form-dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import type { Evidence } from '#common/contracts/orgs.ts';
import { useApproveEvidence, useRejectEvidence } from '../api/staff-evidence.ts';

export type ReviewMode = 'approve' | 'reject';

/** Notes are at most this long (the contract's ReviewEvidenceInputSchema / RejectEvidenceInputSchema). */
const NOTES_MAX = 1000;

/**
 * Approve (an optional note) or Reject (the note is required: it tells the family why, and the button
 * stays disabled until something is typed). Toasts carry the server's message.
 */
export function StaffReviewDialog({
  evidence,
  mode,
  onOpenChange,
}: {
  evidence: Evidence | null;
  mode: ReviewMode;
  onOpenChange: (open: boolean) => void;
}) {
  const [notes, setNotes] = useState('');
  const approve = useApproveEvidence();
  const reject = useRejectEvidence();
  const isPending = approve.isPending || reject.isPending;
  const isReject = mode === 'reject';
  const canSubmit = !isReject || notes.trim().length > 0;
  const open = evidence !== null;

  useEffect(() => {
    if (open) setNotes('');
  }, [open]);

  const name = evidence ? `${evidence.player.firstName} ${evidence.player.lastName}` : '';
  const submit = () => {
    if (!evidence || !canSubmit) return;
    const input = { id: evidence.id, playerId: evidence.player.id, notes };
    const handlers = {
      onSuccess: ({ message }: { message: string }) => {
        toast({ title: isReject ? 'Evidence rejected' : 'Player verified', description: message });
        onOpenChange(false);
      },
      onError: (error: unknown) =>
        showErrorToast(
          isReject ? 'Failed to reject the evidence.' : 'Failed to approve the evidence.',
          error,
        ),
    };
    if (isReject) reject.mutate(input, handlers);
    else approve.mutate(input, handlers);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={isReject ? 'Reject evidence' : 'Approve evidence'}
      description={
        isReject
          ? `Tell ${name}'s family why the evidence does not show them on the team. They can send new evidence.`
          : `${name}'s profile will show the Verified badge.`
      }
      submitLabel={isReject ? 'Reject' : 'Approve'}
      submitIcon={isReject ? <XIcon /> : <CheckIcon />}
      submitVariant={isReject ? 'destructive' : 'default'}
      submitDisabled={!canSubmit}
      isPending={isPending}
      className="sm:max-w-md"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <FormField
        label={isReject ? 'Reason' : 'Note'}
        hint={isReject ? 'Required. The family sees this.' : 'Optional. The family sees this.'}
      >
        {(control) => (
          <Textarea
            {...control}
            size="sm"
            value={notes}
            maxLength={NOTES_MAX}
            onChange={(event) => setNotes(event.target.value)}
            placeholder={isReject ? 'e.g. The roster page does not list this player.' : undefined}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
