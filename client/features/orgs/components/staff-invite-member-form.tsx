import { zodResolver } from '@hookform/resolvers/zod';
import { SendIcon } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { EmailField } from '#client/components/email-field.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { CheckboxField } from '#client/components/ui/checkbox.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import { InviteOrgMemberInputSchema } from '#common/contracts/orgs.ts';
import { ORG_MEMBER_ROLES, ORG_SCOPES, type OrgScope } from '#common/enums.ts';
import { useInviteOrgMember } from '../api/staff-members.ts';
import { ORG_ROLE_LABELS, ORG_SCOPE_LABELS } from '../lib/staff-access.ts';

const invite = InviteOrgMemberInputSchema.shape;
const InviteFormSchema = z.object({
  email: invite.email,
  role: invite.role,
  scopes: z.array(z.enum(ORG_SCOPES)),
});
type Values = z.input<typeof InviteFormSchema>;
type Output = z.output<typeof InviteFormSchema>;

const SCOPE_HINTS: Record<OrgScope, string> = {
  roster: 'Add players, send and withdraw invitations, maintain granted profile parts.',
  verification: 'Review evidence and attest game stats of roster players.',
};

/**
 * Invite a member (D089). An organization admin holds every permission, so the scopes are
 * chosen for staff only (and not sent for an admin).
 */
export function StaffInviteMemberForm({ orgId }: { orgId: string }) {
  const id = useId();
  const send = useInviteOrgMember(orgId);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<Values, unknown, Output>({
    resolver: zodResolver(InviteFormSchema),
    defaultValues: { email: '', role: 'ORG_STAFF', scopes: ['roster'] },
  });
  const isStaff = watch('role') === 'ORG_STAFF';

  const onSubmit = (values: Output) =>
    send.mutate(
      { email: values.email, role: values.role, scopes: values.role === 'ORG_STAFF' ? values.scopes : [] },
      {
        onSuccess: ({ message }) => {
          toast({ title: 'Invitation sent', description: message || `We e-mailed ${values.email}.` });
          reset();
        },
        onError: (error) => showErrorToast('Failed to send the invitation. Please try again.', error),
      },
    );

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4" aria-label="Invite a member">
      <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <EmailField
          registration={register('email')}
          label="Email address"
          error={errors.email?.message}
          placeholder="coach@example.com"
          required={false}
        />
        <FormField label="Role" error={errors.role?.message}>
          {(control) => (
            <Select {...control} {...register('role')}>
              {ORG_MEMBER_ROLES.map((role) => (
                <option key={role} value={role}>
                  {ORG_ROLE_LABELS[role]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      {isStaff ? (
        <fieldset className="grid gap-3 rounded-lg border border-border p-4">
          <legend className="px-1 text-sm font-semibold">Permissions</legend>
          {ORG_SCOPES.map((scope) => (
            <CheckboxField
              key={scope}
              id={`${id}-${scope}`}
              label={ORG_SCOPE_LABELS[scope]}
              description={SCOPE_HINTS[scope]}
              value={scope}
              {...register('scopes')}
            />
          ))}
          <p className="text-xs text-muted-foreground">
            Without any, the member can look but not change anything.
          </p>
        </fieldset>
      ) : (
        <p className="rounded-lg bg-muted/50 px-3 py-2 text-sm text-muted-foreground">
          An organization admin can do everything: edit the profile, manage members, the roster and
          verification.
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? <Spinner className="size-4 text-current" /> : <SendIcon />}
          Send invitation
        </Button>
      </div>
    </form>
  );
}
