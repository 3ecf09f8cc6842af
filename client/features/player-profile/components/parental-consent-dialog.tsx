import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ShieldCheckIcon } from '#client/components/icons.tsx';
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
import { useRecordParentalConsent } from '../api/record-parental-consent.ts';
import { showErrorToast } from '../lib/error-toast.tsx';
import type { PlayerRef } from '../lib/invalidate-player.ts';
import { CheckboxField } from './field-controls.tsx';

const ConsentSchema = z.object({
  parentName: z.string().trim().min(1, 'Your name is required'),
  consentGiven: z.boolean().refine((v) => v, 'You must provide consent to proceed'),
});
type ConsentValues = z.infer<typeof ConsentSchema>;

interface ParentalConsentDialogProps {
  player: PlayerRef & { firstName: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Spec 2 §5: a linked parent records consent (name, time and IP are kept); the profile becomes active. */
export function ParentalConsentDialog({ player, open, onOpenChange }: ParentalConsentDialogProps) {
  const consent = useRecordParentalConsent(player);
  const checkboxId = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ConsentValues>({
    resolver: zodResolver(ConsentSchema),
    defaultValues: { parentName: '', consentGiven: false },
  });

  const onSubmit = (values: ConsentValues) => {
    consent.mutate(
      { parentName: values.parentName.trim(), consentGiven: true },
      {
        onSuccess: () => {
          toast({
            title: 'Consent recorded',
            description: `${player.firstName}'s profile is now active and visible to recruiters.`,
          });
          reset();
          onOpenChange(false);
        },
        onError: (error) => showErrorToast('Failed to record consent. Please try again.', error),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (consent.isPending ? undefined : onOpenChange(next))}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Give Parental Consent</DialogTitle>
          <DialogDescription>
            As {player.firstName}&apos;s parent or guardian, your consent makes this profile visible to
            recruiters. We record your name, the time and your IP address.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-5">
          <FormField label="Your full name" error={errors.parentName?.message}>
            {(control) => <Input {...control} {...register('parentName')} autoComplete="name" />}
          </FormField>
          <div className="grid gap-2">
            <CheckboxField
              id={checkboxId}
              label={`I am ${player.firstName}'s parent or legal guardian and I consent to this profile being shown to recruiters.`}
              aria-invalid={errors.consentGiven ? true : undefined}
              {...register('consentGiven')}
            />
            {errors.consentGiven ? (
              <p className="text-sm font-medium text-destructive">{errors.consentGiven.message}</p>
            ) : null}
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={consent.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={consent.isPending}>
              {consent.isPending ? <Spinner className="size-4 text-current" /> : <ShieldCheckIcon />}
              Give Consent
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
