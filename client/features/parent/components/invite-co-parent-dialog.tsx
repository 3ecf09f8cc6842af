import { zodResolver } from '@hookform/resolvers/zod';
import { MailIcon } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { EmailField } from '#client/components/email-field.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { FormDialog } from '#client/components/ui/form-dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import {
  InviteCoParentToChildrenInputSchema,
  type InviteCoParentToChildrenResponse,
} from '#common/contracts/parents.ts';
import { PARENT_RELATIONSHIPS, RELATIONSHIP_LABELS } from '#common/enums.ts';
import { useInviteCoParent } from '../api/invite-co-parent.ts';

type InviteValues = z.input<typeof InviteCoParentToChildrenInputSchema>;
type InviteOutput = z.output<typeof InviteCoParentToChildrenInputSchema>;
type Child = { id: string; firstName: string; lastName: string };

/** "Liv", "Liv and Ola", "Liv, Ola and Siri". */
function namesOf(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** What the toast says: who was e-mailed about which children, and which were skipped and why. */
export function invitationSentText(email: string, answer: InviteCoParentToChildrenResponse): string {
  const first = (name: string) => name.split(' ')[0] ?? name;
  const sent = answer.invitations.map((i) => first(i.playerName));
  const profiles = sent.length === 1 ? "'s profile" : "'s profiles";
  return [
    `We e-mailed ${email} a link to co-manage ${namesOf(sent)}${profiles}.`,
    ...answer.skipped.map((s) => `Skipped: ${s.reason}`),
  ].join(' ');
}

/**
 * Spec 2 §2 Parents & Permissions: invite another parent to co-manage a child's profile. A parent of
 * several children chooses which ones (all at once with "All my children"): one invitation per child,
 * one e-mail (D266). `player` is the child whose card opened the dialog, chosen at first.
 */
export function InviteCoParentDialog({
  player,
  family,
  open,
  onOpenChange,
}: {
  player: Child;
  /** All the parent's children, in the dashboard's order. */
  family: Child[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const invite = useInviteCoParent();
  const groupId = useId();
  const {
    register,
    handleSubmit,
    reset,
    watch,
    setValue,
    formState: { errors, isSubmitted },
  } = useForm<InviteValues, unknown, InviteOutput>({
    resolver: zodResolver(InviteCoParentToChildrenInputSchema),
    defaultValues: { email: '', relationship: '', playerIds: [player.id] },
  });
  // Each opening starts from the child whose card opened it (the family may have changed meanwhile).
  useEffect(() => {
    if (open) reset({ email: '', relationship: '', playerIds: [player.id] });
  }, [open, player.id, reset]);
  const chosen = watch('playerIds');
  const several = family.length > 1;
  const allChosen = family.every((c) => chosen.includes(c.id));
  const choose = (ids: string[]) =>
    // Family order, so the e-mail and the toast list the children as the dashboard does.
    setValue(
      'playerIds',
      family.filter((c) => ids.includes(c.id)).map((c) => c.id),
      { shouldValidate: isSubmitted },
    );

  const onSubmit = (values: InviteOutput) =>
    invite.mutate(
      { playerIds: values.playerIds, email: values.email, relationship: values.relationship ?? null },
      {
        onSuccess: (answer) => {
          toast({ title: 'Invitation sent', description: invitationSentText(values.email, answer) });
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
        several ? (
          <>
            A co-parent can edit the profiles you choose, upload media and manage the schedule. One e-mail
            lists each child with its own link; each link works for 7 days.
          </>
        ) : (
          <>
            A co-parent can edit {player.firstName}&apos;s profile, upload media and manage the schedule. The
            link in the e-mail works for 7 days.
          </>
        )
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
      {several ? (
        <fieldset
          className="grid gap-2"
          aria-describedby={errors.playerIds ? `${groupId}-error` : undefined}
          aria-invalid={errors.playerIds ? true : undefined}
        >
          <legend className="mb-2 text-sm font-medium">Children to invite to</legend>
          <Checkbox
            checked={allChosen}
            ref={(el) => {
              if (el) el.indeterminate = chosen.length > 0 && !allChosen;
            }}
            onChange={(e) => choose(e.target.checked ? family.map((c) => c.id) : [])}
            labelClassName="flex cursor-pointer items-center gap-3 rounded-lg border border-border bg-muted/40 px-3 py-2 text-sm font-semibold"
          >
            All my children
          </Checkbox>
          <div className="grid gap-1 pl-3">
            {family.map((c) => (
              <Checkbox
                key={c.id}
                checked={chosen.includes(c.id)}
                onChange={(e) =>
                  choose(e.target.checked ? [...chosen, c.id] : chosen.filter((id) => id !== c.id))
                }
                labelClassName="flex min-w-0 cursor-pointer items-center gap-3 px-3 py-1.5 text-sm"
              >
                <span className="min-w-0 break-words">
                  {c.firstName} {c.lastName}
                </span>
              </Checkbox>
            ))}
          </div>
          {errors.playerIds ? (
            <p id={`${groupId}-error`} className="text-sm font-medium text-destructive">
              {errors.playerIds.message ?? errors.playerIds.root?.message}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <FormField
        label={several ? 'Relationship to the children' : 'Relationship to the player'}
        hint="Optional"
        error={errors.relationship?.message}
      >
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
