import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { EmailField } from '#client/components/email-field.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ResendVerificationInputSchema } from '#common/contracts/auth.ts';

/** The resend contract's e-mail, required here (the API also resends to the signed-in person's own). */
const ResendFormSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Email is required')
    .pipe(ResendVerificationInputSchema.shape.email.unwrap()),
});
type ResendFormValues = z.infer<typeof ResendFormSchema>;

/** Asks a signed-out visitor for the address to send a new verification link to. */
export function ResendVerificationForm({
  onSubmit,
  onCancel,
  isPending,
}: {
  onSubmit: (email: string) => void;
  onCancel: () => void;
  isPending: boolean;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResendFormValues>({ resolver: zodResolver(ResendFormSchema), defaultValues: { email: '' } });

  return (
    <form noValidate onSubmit={handleSubmit((v) => onSubmit(v.email))} className="grid gap-4 text-left">
      <EmailField
        registration={register('email')}
        error={errors.email?.message}
        hint="Enter the email address you signed up with and we will send a new link."
        autoFocus
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={isPending}>
          {isPending ? 'Sending...' : 'Send Verification Email'}
        </Button>
      </div>
    </form>
  );
}
