import { zodResolver } from '@hookform/resolvers/zod';
import { MailIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { EmailField } from '#client/components/email-field.tsx';
import { FormDialog } from '#client/components/ui/form-dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { showErrorToast } from '#client/lib/error-toast.tsx';

import { InviteCoParentInputSchema } from '#common/contracts/parents.ts';
import { PARENT_RELATIONSHIPS, RELATIONSHIP_LABELS } from '#common/enums.ts';
import { useInviteCoParent } from '../api/invite-co-parent.ts';

type InviteValues = z.input<typeof InviteCoParentInputSchema>;
type InviteOutput = z.output<typeof InviteCoParentInputSchema>;

/** Spec 2 §2 Parents & Permissions: invite another parent to co-manage a child's profile. */
export function InviteCoParentDialog({
  player,
  open,
  onOpenChange,
}: {
  player: { id: string; firstName: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const invite = useInviteCoParent(player.id);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<InviteValues, unknown, InviteOutput>({
    resolver: zodResolver(InviteCoParentInputSchema),
    defaultValues: { email: '', relationship: '' },
  });

  const onSubmit = (values: InviteOutput) =>
    invite.mutate(
      { email: values.email, relationship: values.relationship ?? null },
      {
        onSuccess: () => {
          toast({
            title: 'Invitation sent',
            description: `We e-mailed ${values.email} a link to co-manage ${player.firstName}'s profile.`,
          });
          reset();
          onOpenChange(false);
        },
        onError: (error) => showErrorToast('Failed to send invitation', error),
      },
    );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Invite Co-Parent"
      description={
        <>
          A co-parent can edit {player.firstName}&apos;s profile, upload media and manage the schedule. The
          link in the e-mail works for 7 days.
        </>
      }
      submitLabel="Send Invitation"
      submitIcon={<MailIcon />}
      isPending={invite.isPending}
      onSubmit={handleSubmit(onSubmit)}
      className="max-w-md"
      formClassName="grid gap-5"
    >
      <EmailField
        registration={register('email')}
        label="Email address"
        error={errors.email?.message}
        placeholder="name@example.com"
        required={false}
      />
      <FormField label="Relationship to the player" hint="Optional" error={errors.relationship?.message}>
        {(control) => (
          <Select {...control} {...register('relationship')}>
            <option value="">Select relationship</option>
            {PARENT_RELATIONSHIPS.map((r) => (
              <option key={r} value={r}>
                {RELATIONSHIP_LABELS[r]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
    </FormDialog>
  );
}
