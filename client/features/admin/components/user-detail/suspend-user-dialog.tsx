import { BanIcon, CircleCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { FormDialog } from '#client/components/ui/form-dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import { SUSPENSION_REASON_MAX } from '#common/contracts/admin.ts';
import { useSuspendUser, useUnsuspendUser } from '../../api/user-actions.ts';

interface Target {
  id: string;
  name: string;
}

/**
 * Spec 3 §2 'Suspend User Account': a reason (asked for, not required), Cancel and Suspend User. The server
 * ends every session of the user (decisions §3).
 */
export function SuspendUserDialog({
  user,
  open,
  onOpenChange,
}: {
  user: Target;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [reason, setReason] = useState('');
  const suspend = useSuspendUser();
  const close = (next: boolean) => {
    if (!next) setReason('');
    onOpenChange(next);
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title="Suspend User Account"
      description={
        <>
          Suspend <span className="font-medium text-foreground">{user.name}</span>. This prevents the user
          from logging in and ends their sessions.
        </>
      }
      submitLabel="Suspend User"
      submitIcon={<BanIcon />}
      submitVariant="destructive"
      isPending={suspend.isPending}
      className="sm:max-w-md"
      onSubmit={(event) => {
        event.preventDefault();
        suspend.mutate(
          { userId: user.id, reason },
          {
            onSuccess: () => {
              toast({ title: 'User suspended', description: `${user.name} can no longer log in.` });
              close(false);
            },
            onError: (error) => showErrorToast('Failed to suspend user', error),
          },
        );
      }}
    >
      <FormField label="Reason" hint="Shown to other admins on this page. Optional.">
        {(control) => (
          <Textarea
            {...control}
            size="sm"
            maxLength={SUSPENSION_REASON_MAX}
            placeholder="Why is this account being suspended?"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </FormField>
    </FormDialog>
  );
}

/** Unsuspend User: a confirmation, then the user may log in again. */
export function UnsuspendUserDialog({
  user,
  open,
  onOpenChange,
}: {
  user: Target;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const unsuspend = useUnsuspendUser();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Unsuspend User"
      description={
        <>
          Lift the suspension of <span className="font-medium text-foreground">{user.name}</span>? They can
          log in again straight away.
        </>
      }
      submitLabel="Unsuspend User"
      submitIcon={<CircleCheckIcon />}
      isPending={unsuspend.isPending}
      className="sm:max-w-md"
      onSubmit={(event) => {
        event.preventDefault();
        unsuspend.mutate(
          { userId: user.id },
          {
            onSuccess: () => {
              toast({ title: 'User unsuspended', description: `${user.name} can log in again.` });
              onOpenChange(false);
            },
            onError: (error) => showErrorToast('Failed to unsuspend user', error),
          },
        );
      }}
    >
      {null}
    </FormDialog>
  );
}
