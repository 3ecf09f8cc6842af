import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ShieldCheckIcon } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '#client/components/ui/button.tsx';
import { AgreementCheckbox } from '#client/components/ui/checkbox.tsx';
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
import { callApi } from '#client/lib/api.ts';
import { useAuth } from '#client/lib/auth.tsx';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import { api } from '#common/api/index.ts';
import { ParentalConsentInputSchema } from '#common/contracts/parents.ts';

const ConsentFormSchema = z.object({
  parentName: ParentalConsentInputSchema.shape.parentName,
  consentGiven: z.boolean().refine((v) => v, 'You must provide consent to proceed'),
});
type ConsentValues = z.input<typeof ConsentFormSchema>;

interface ParentalConsentDialogProps {
  player: { id: string; firstName: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Spec 2 §5: a linked parent records consent (name, time and IP are kept); a draft profile becomes active.
 * The one consent dialog, wherever consent is given (the dashboard's Parents & Permissions, the child's
 * profile), prefilled with the signed-in parent's name.
 */
export function ParentalConsentDialog({ player, open, onOpenChange }: ParentalConsentDialogProps) {
  const checkboxId = useId();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  // The toast and closing live on the mutation itself: recording consent can unmount the screen that
  // opened the dialog (a profile's draft notice goes once it is active), and a per-call callback would
  // then never run.
  const consent = useMutation({
    mutationFn: (parentName: string) =>
      callApi(api.parents.giveConsent, {
        params: { id: player.id },
        body: { parentName, consentGiven: true },
      }),
    onSuccess: () => {
      toast({
        title: 'Consent recorded',
        description: `${player.firstName}'s profile is now active and visible to recruiters.`,
      });
      onOpenChange(false);
      // The profile, its parents, the dashboard and the public page all change with its status.
      return queryClient.invalidateQueries();
    },
    onError: (error) => showErrorToast('Failed to record consent. Please try again.', error),
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ConsentValues>({
    resolver: zodResolver(ConsentFormSchema),
    defaultValues: { parentName: user?.name ?? '', consentGiven: false },
  });

  // Each opening starts from the parent's own name and an unticked box.
  useEffect(() => {
    if (open) reset({ parentName: user?.name ?? '', consentGiven: false });
  }, [open, user?.name, reset]);

  const onSubmit = (values: ConsentValues) => consent.mutate(values.parentName.trim());

  const pending = consent.isPending;
  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Record Parental Consent</DialogTitle>
          <DialogDescription>
            Your consent makes {player.firstName}&apos;s profile visible to recruiters. We keep your name, the
            date and time, and your IP address as the record.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-5">
          <FormField label="Your full name" error={errors.parentName?.message}>
            {(control) => <Input {...control} {...register('parentName')} autoComplete="name" />}
          </FormField>
          <AgreementCheckbox
            id={checkboxId}
            label={
              <>
                I am {player.firstName}&apos;s parent or legal guardian, and I consent to this profile being
                shown to recruiters on Rinkside.
              </>
            }
            error={errors.consentGiven?.message}
            {...register('consentGiven')}
          />
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? <Spinner className="size-4 text-current" /> : <ShieldCheckIcon />}
              Record Consent
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
