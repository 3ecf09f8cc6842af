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
import { useRecordConsent } from '../api/record-consent.ts';
import { showErrorToast } from '../lib/error-toast.ts';

const ConsentSchema = z.object({
  parentName: z.string().trim().min(1, 'Your name is required').max(120, 'Name is too long'),
  consentGiven: z.boolean().refine((v) => v, 'You must provide consent to proceed'),
});
type ConsentValues = z.infer<typeof ConsentSchema>;

/** Spec 2 §5: the linked parent records consent (name, time, IP); a draft child's profile becomes active. */
export function RecordConsentDialog({
  player,
  open,
  onOpenChange,
  defaultName,
}: {
  player: { id: string; firstName: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaultName?: string;
}) {
  const consent = useRecordConsent(player.id);
  const checkboxId = useId();
  const errorId = `${checkboxId}-error`;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ConsentValues>({
    resolver: zodResolver(ConsentSchema),
    defaultValues: { parentName: defaultName ?? '', consentGiven: false },
  });

  const onSubmit = (values: ConsentValues) =>
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

  return (
    <Dialog open={open} onOpenChange={(next) => (consent.isPending ? undefined : onOpenChange(next))}>
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
          <div className="grid gap-2">
            <div className="flex items-start gap-3 rounded-lg border border-border bg-muted/40 p-3">
              <input
                id={checkboxId}
                type="checkbox"
                className="mt-0.5 size-4 shrink-0 cursor-pointer accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                aria-invalid={errors.consentGiven ? true : undefined}
                aria-describedby={errors.consentGiven ? errorId : undefined}
                {...register('consentGiven')}
              />
              <label htmlFor={checkboxId} className="cursor-pointer text-sm leading-snug">
                I am {player.firstName}&apos;s parent or legal guardian, and I consent to this profile being
                shown to recruiters on Rinkside.
              </label>
            </div>
            {errors.consentGiven ? (
              <p id={errorId} className="text-sm font-medium text-destructive">
                {errors.consentGiven.message}
              </p>
            ) : null}
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={consent.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={consent.isPending}>
              {consent.isPending ? <Spinner className="size-4 text-current" /> : <ShieldCheckIcon />}
              Record Consent
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
