import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronLeftIcon, ChevronRightIcon, CircleCheckIcon } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { BirthMonthField } from '#client/components/birth-month-field.tsx';
import { EmailField } from '#client/components/email-field.tsx';
import { NewPasswordFields } from '#client/components/password-fields.tsx';
import { TermsAgreement } from '#client/components/terms-agreement.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { approveProfileRequest, VERIFY_TO_APPROVE } from '#client/features/auth/index.ts';
import { applicationOf } from '#client/features/messaging/index.ts';
import { getErrorMessage, isApiError } from '#client/lib/api-client.ts';
import { useAuth } from '#client/lib/auth.tsx';
import { clearCheckoutSessionId, readCheckoutSessionId } from '#client/lib/checkout-session.ts';
import { showErrorToast, withDetail } from '#client/lib/error-toast.tsx';
import { PATHS, pathTo } from '#client/lib/paths.ts';
import { UNDER_13_MESSAGE } from '#common/age.ts';
import { splitFullName } from '#common/names.ts';
import { TERMS_VERSION } from '#common/terms.ts';
import { BirthYearField } from '../components/birth-year-field.tsx';
import {
  type AccountFormInput,
  type AccountFormOutput,
  accountFormSchema,
  mustAskParentInstead,
} from '../wizard-schemas.ts';
import type { StepProps } from '../wizard-types.ts';

const FIELDS = [
  'name',
  'email',
  'password',
  'confirmPassword',
  'birthYear',
  'birthMonth',
  'acceptTerms',
] as const;
/** Server issue paths shown beside another field: an outdated Terms version belongs to the agreement box. */
const FIELD_OF_PATH: Record<string, (typeof FIELDS)[number]> = { termsVersion: 'acceptTerms' };

export function AccountStep(props: StepProps) {
  // Back from step 3 comes here after the account exists: registering again would fail.
  if (props.data.accountCreated) return <CreatedAccount {...props} />;
  return <AccountForm {...props} />;
}

function CreatedAccount({ data, goNext }: StepProps) {
  return (
    <div className="grid gap-5">
      <div className="flex items-start gap-3 rounded-lg border border-success/40 bg-success/10 px-4 py-3 text-sm">
        <CircleCheckIcon className="mt-0.5 size-5 shrink-0 text-success" />
        <div className="min-w-0">
          <p className="font-semibold">Your account is created</p>
          <p className="mt-1 wrap-anywhere text-muted-foreground">
            Signed in as {data.account.name} ({data.account.email}).
          </p>
        </div>
      </div>
      <div className="flex justify-end">
        <Button size="lg" onClick={() => goNext()} className="w-full sm:w-auto sm:min-w-36">
          Continue
          <ChevronRightIcon />
        </Button>
      </div>
    </div>
  );
}

function AccountForm({ data, update, goNext, goBack }: StepProps) {
  const { registerMutation } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const termsId = useId();
  // Create Account & Approve (spec 2 §2) brings the approval e-mail's token along.
  const approvalToken = useSearchParams()[0].get('approvalToken') || undefined;
  const isPlayer = data.role === 'PLAYER';
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors },
  } = useForm<AccountFormInput, unknown, AccountFormOutput>({
    resolver: zodResolver(accountFormSchema(data.role ?? 'PARENT')),
    defaultValues: {
      name: data.account.name,
      email: data.account.email,
      birthYear: data.account.birthYear,
      birthMonth: data.account.birthMonth,
      password: '',
      confirmPassword: '',
      acceptTerms: false,
    },
  });

  /** What the wizard keeps when this form closes (never the passwords). */
  const typedAccount = () => {
    const { name, email, birthYear, birthMonth } = getValues();
    return { name, email, birthYear, birthMonth: birthMonth ?? '' };
  };

  const onSubmit = (values: AccountFormOutput) => {
    if (!data.role) return goBack();
    const checkoutSessionId = readCheckoutSessionId();
    const account = {
      name: values.name.trim(),
      email: values.email.trim(),
      password: values.password,
      acceptTerms: true,
      termsVersion: TERMS_VERSION,
      ...(checkoutSessionId ? { checkoutSessionId } : {}),
    } as const;
    registerMutation.mutate(
      // D147: a recruiter applies with the program step's fields.
      data.role === 'RECRUITER'
        ? { ...account, role: 'RECRUITER', ...applicationOf(data.recruiter) }
        : {
            ...account,
            role: data.role,
            ...(values.birthYear !== null
              ? { birthYear: values.birthYear, birthMonth: values.birthMonth }
              : {}),
          },
      {
        onSuccess: async (session) => {
          if (checkoutSessionId) clearCheckoutSessionId();
          if (approvalToken && data.role === 'PARENT') {
            // A new account is unverified, and approving needs a verified address: no call is made then.
            const outcome =
              session && !session.emailVerified
                ? ({ approved: false, needsVerification: true } as const)
                : await approveProfileRequest(approvalToken);
            if (outcome.needsVerification) {
              // The approval page asks to verify, then approves.
              toast({ title: 'Account Created', description: VERIFY_TO_APPROVE.description });
              navigate(pathTo.approveProfile(approvalToken));
              return;
            }
            // The child's profile changed state: whatever was cached about it is outdated.
            await queryClient.invalidateQueries();
            toast(
              outcome.approved
                ? {
                    title: 'Success',
                    description: 'Your account has been created and the player profile has been approved!',
                  }
                : {
                    title: 'Account Created',
                    description: withDetail(
                      'Your account has been created, but there was an issue approving the profile. Please try again from the approval link.',
                      outcome.reason,
                    ),
                  },
            );
            navigate(PATHS.parentDashboard);
            return;
          }
          toast({ title: 'Account Created', description: 'Your account has been created successfully!' });
          const name = values.name.trim();
          goNext({
            account: { ...typedAccount(), name, email: values.email.trim() },
            accountCreated: true,
            // Spec 1 §2: the full name prefills the player's first and last name; the birth year given
            // here prefills Basic Information so it is not asked twice.
            basics: {
              ...data.basics,
              ...splitFullName(name),
              ...(values.birthYear !== null
                ? { birthYear: values.birthYear, birthMonth: values.birthMonth }
                : {}),
            },
          });
        },
        onError: (error) => {
          // The server judges the age too (its clock decides at the turn of the year).
          if (isApiError(error, 403) && error.serverMessage === UNDER_13_MESSAGE) {
            update({ account: typedAccount(), parentRequired: true });
            return;
          }
          // Put the server's field messages beside the fields too (e.g. the e-mail is taken).
          if (isApiError(error, 409)) setError('email', { message: error.serverMessage });
          if (isApiError(error)) {
            for (const issue of error.issues) {
              const field = FIELD_OF_PATH[issue.path] ?? FIELDS.find((f) => f === issue.path);
              if (field) setError(field, { message: issue.message });
            }
          }
          showErrorToast(getErrorMessage(error, 'Failed to create account.'), undefined, {
            title: 'Registration Failed',
          });
        },
      },
    );
  };

  // A player under 13 is turned to a parent before anything else is checked or sent (decisions §4).
  const onCreate = (event: FormEvent<HTMLFormElement>) => {
    if (mustAskParentInstead(data.role, getValues('birthYear'), getValues('birthMonth'))) {
      event.preventDefault();
      update({ account: typedAccount(), parentRequired: true });
      return;
    }
    return handleSubmit(onSubmit)(event);
  };

  const onBack = () => {
    update({ account: typedAccount() });
    goBack();
  };

  const isPending = registerMutation.isPending;
  const termsError = errors.acceptTerms?.message;
  return (
    <form noValidate onSubmit={onCreate} className="grid gap-5">
      <FormField label="Full Name" error={errors.name?.message}>
        {(control) => <Input {...control} {...register('name')} autoComplete="name" required />}
      </FormField>
      {isPlayer ? (
        <div className="grid items-start gap-5 sm:grid-cols-2 sm:gap-4">
          <BirthYearField
            registration={register('birthYear')}
            error={errors.birthYear?.message}
            hint="Players under 13 need a parent or guardian to sign up for them."
          />
          <BirthMonthField registration={register('birthMonth')} error={errors.birthMonth?.message} />
        </div>
      ) : null}
      {data.role === 'RECRUITER' ? (
        <EmailField
          registration={register('email')}
          error={errors.email?.message}
          label="Work email"
          placeholder="you@yourprogram.org"
          hint="Your address at the program: an administrator checks its domain when verifying you."
        />
      ) : (
        <EmailField registration={register('email')} error={errors.email?.message} />
      )}
      <NewPasswordFields register={register} errors={errors} placeholder="At least 8 characters" />
      <TermsAgreement id={termsId} error={termsError} {...register('acceptTerms')} />
      <div className="mt-1 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="outline" size="lg" onClick={onBack} disabled={isPending}>
          <ChevronLeftIcon />
          Back
        </Button>
        <Button type="submit" size="lg" disabled={isPending} className="sm:min-w-44">
          {isPending ? <Spinner className="size-4 text-current" /> : null}
          {isPending ? 'Creating...' : 'Create Account'}
        </Button>
      </div>
      <p className="text-xs leading-relaxed text-muted-foreground">
        {data.role === 'RECRUITER'
          ? 'Conversations with players under 18 always include their parents or guardians.'
          : 'Profiles of players under 17 go live only after a parent approves them.'}
      </p>
    </form>
  );
}
