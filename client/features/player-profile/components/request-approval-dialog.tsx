import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { MailIcon } from '#client/components/icons.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import { useRequestApproval } from '../api/request-approval.ts';
import type { PlayerRef } from '../lib/invalidate-player.ts';

const RequestApprovalSchema = z.object({
  parentEmail: z.string().trim().pipe(z.email('Must be a valid email address')),
});
type RequestApprovalValues = z.infer<typeof RequestApprovalSchema>;

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
    resolver: zodResolver(RequestApprovalSchema),
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
    <Dialog open={open} onOpenChange={(next) => (request.isPending ? undefined : onOpenChange(next))}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Request Parental Approval</DialogTitle>
          <DialogDescription>
            Players under 17 need a parent or guardian to approve their profile before recruiters can see it.
            We&apos;ll email them a secure approval link.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-5">
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
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={request.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={request.isPending}>
              {request.isPending ? <Spinner className="size-4 text-current" /> : <MailIcon />}
              Send Request
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
