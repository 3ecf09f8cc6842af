import { zodResolver } from '@hookform/resolvers/zod';
import { MailIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '#client/components/ui/form-dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import { type RequestApprovalInput, RequestApprovalInputSchema } from '#common/contracts/parents.ts';
import { useRequestApproval } from '../api/request-approval.ts';
import type { PlayerRef } from '../lib/invalidate-player.ts';

type RequestApprovalValues = RequestApprovalInput;

interface RequestApprovalDialogProps {
  player: PlayerRef;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Spec 2 §4: the player asks a parent by e-mail; the parent approves from the link they receive. */
export function RequestApprovalDialog({ player, open, onOpenChange }: RequestApprovalDialogProps) {
  const request = useRequestApproval(player);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<RequestApprovalValues>({
    resolver: zodResolver(RequestApprovalInputSchema),
    defaultValues: { parentEmail: '' },
  });

  const onSubmit = ({ parentEmail }: RequestApprovalValues) => {
    request.mutate(parentEmail, {
      onSuccess: () => {
        toast({
          title: 'Approval Request Sent',
          description: `We emailed ${parentEmail} a link to approve your profile.`,
        });
        reset();
        onOpenChange(false);
      },
      onError: (error) => showErrorToast('Failed to send approval request', error),
    });
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Request Parental Approval"
      description={
        <>
          Players under 17 need a parent or guardian to approve their profile before recruiters can see it.
          We&apos;ll email them a secure approval link.
        </>
      }
      submitLabel="Send Request"
      submitIcon={<MailIcon />}
      isPending={request.isPending}
      onSubmit={handleSubmit(onSubmit)}
      className="max-w-md"
      formClassName="grid gap-5"
    >
      <FormField label="Parent email" error={errors.parentEmail?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('parentEmail')}
            type="email"
            autoComplete="off"
            inputMode="email"
            placeholder="parent@example.com"
          />
        )}
      </FormField>
    </FormDialog>
  );
}
