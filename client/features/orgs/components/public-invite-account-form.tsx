import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlusIcon } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { NewPasswordFields } from '#client/components/password-fields.tsx';
import { TermsAgreement } from '#client/components/terms-agreement.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { isApiError } from '#client/lib/api-client.ts';
import { OrgInvitationAccountSchema } from '#common/contracts/orgs.ts';
import { TERMS_REQUIRED_MESSAGE, TERMS_VERSION } from '#common/terms.ts';

/** The contract's account fields (name, password) with the confirmation and the agreement box. */
export const InviteAccountFormSchema = OrgInvitationAccountSchema.pick({ name: true, password: true })
  .extend({
    confirmPassword: z.string(),
    acceptTerms: z.boolean().refine((ticked) => ticked, TERMS_REQUIRED_MESSAGE),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
type FormInput = z.input<typeof InviteAccountFormSchema>;
type FormOutput = z.output<typeof InviteAccountFormSchema>;

/** What the accept call sends for a new account. */
export interface NewAccountBody {
  name: string;
  password: string;
  acceptTerms: true;
  termsVersion: typeof TERMS_VERSION;
}

const FIELDS = ['name', 'password', 'acceptTerms'] as const;

/**
 * The invitation's Create Account form: the address is the invited one (the e-mailed link proves it),
 * so only the name, a password and the agreement are asked. `onCreate` resolves when the server answered;
 * its field messages are put beside the fields.
 */
export function PublicInviteAccountForm({
  email,
  isPending,
  onCreate,
}: {
  email: string;
  isPending: boolean;
  onCreate: (body: NewAccountBody) => Promise<unknown>;
}) {
  const termsId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(InviteAccountFormSchema),
    defaultValues: { name: '', password: '', confirmPassword: '', acceptTerms: false },
  });

  const onSubmit = async (values: FormOutput) => {
    try {
      await onCreate({
        name: values.name,
        password: values.password,
        acceptTerms: true,
        termsVersion: TERMS_VERSION,
      });
    } catch (error) {
      if (!isApiError(error)) return;
      for (const issue of error.issues) {
        const field = issue.path === 'termsVersion' ? 'acceptTerms' : FIELDS.find((f) => f === issue.path);
        if (field) setError(field, { message: issue.message });
      }
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-5 text-left">
      <FormField label="Email" hint="The invitation was sent to this address.">
        {(control) => <Input {...control} value={email} readOnly autoComplete="username" />}
      </FormField>
      <FormField label="Full Name" error={errors.name?.message}>
        {(control) => <Input {...control} {...register('name')} autoComplete="name" required />}
      </FormField>
      <NewPasswordFields register={register} errors={errors} placeholder="At least 8 characters" />
      <TermsAgreement id={termsId} error={errors.acceptTerms?.message} {...register('acceptTerms')} />
      <Button type="submit" size="lg" disabled={isPending}>
        {isPending ? <Spinner className="size-4 text-current" /> : <UserPlusIcon />}
        {isPending ? 'Creating account...' : 'Create Account & Accept'}
      </Button>
    </form>
  );
}
