import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { BirthMonthField } from '#client/components/birth-month-field.tsx';
import { Alert } from '#client/components/ui/alert.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { monthFromChoice } from '#client/lib/format.ts';
import { PATHS } from '#client/lib/paths.ts';
import { mustBeCreatedByParent, needsParentalConsent } from '#common/age.ts';
import { CATEGORIES } from '#common/enums.ts';
import { BirthYearField } from '../components/birth-year-field.tsx';
import { ChoiceGroup, ChoiceOption } from '../components/choice-group.tsx';
import { StepActions } from '../components/step-actions.tsx';
import { type BasicsFormInput, BasicsFormSchema, judgeableBirthYear } from '../wizard-schemas.ts';
import type { Category, StepProps, WizardData } from '../wizard-types.ts';

const CATEGORY_LABELS: Record<Category, string> = { MALE: 'Male', FEMALE: 'Female' };

type BasicsOutput = WizardData['basics'] & { category: Category };

/** What is typed now, as the wizard keeps it (a year not yet valid keeps the last valid one). */
function typed(values: Partial<BasicsFormInput>, kept: WizardData['basics']): WizardData['basics'] {
  return {
    firstName: values.firstName ?? '',
    lastName: values.lastName ?? '',
    birthYear: judgeableBirthYear(values.birthYear ?? '') ?? kept.birthYear,
    birthMonth: monthFromChoice(values.birthMonth ?? ''),
    category: values.category ?? null,
  };
}

/**
 * Step 3 (spec 1 §2): names, birth year (prefilled from the account step) and category. Under 13 must be
 * created by a parent (decisions §4): the account step turns such a child away before any account exists,
 * and this step (reached with an older year, or resumed) does not continue either.
 */
export function BasicsStep({ data, update, goNext, goBack }: StepProps) {
  const {
    register,
    handleSubmit,
    getValues,
    watch,
    control,
    formState: { errors },
  } = useForm<BasicsFormInput, unknown, BasicsOutput>({
    resolver: zodResolver(BasicsFormSchema),
    defaultValues: {
      firstName: data.basics.firstName,
      lastName: data.basics.lastName,
      birthYear: String(data.basics.birthYear),
      birthMonth: data.basics.birthMonth === null ? '' : String(data.basics.birthMonth),
      // An unanswered choice stays empty until the person picks one.
      category: (data.basics.category ?? undefined) as Category,
    },
  });

  const birthYear = judgeableBirthYear(useWatch({ control, name: 'birthYear' }) ?? '');
  const birthMonth = monthFromChoice(useWatch({ control, name: 'birthMonth' }));
  const birth = birthYear === null ? null : { birthYear, birthMonth };
  const isTooYoung = birth !== null && mustBeCreatedByParent(birth);
  const needsApproval = birth !== null && !isTooYoung && needsParentalConsent(birth);

  const onSubmit = (values: BasicsOutput) => {
    if (mustBeCreatedByParent(values)) return;
    goNext({ basics: values });
  };

  // D239: the answers are kept as they are typed, so a reload or Back and Forward finds them.
  const keptBasics = useRef(data.basics);
  useEffect(() => {
    const subscription = watch((values) => {
      keptBasics.current = typed(values, keptBasics.current);
      update({ basics: keptBasics.current });
    });
    return () => subscription.unsubscribe();
  }, [watch, update]);

  const onBack = () => goBack({ basics: typed(getValues(), data.basics) });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2 sm:gap-4">
        <FormField label="First name" error={errors.firstName?.message}>
          {(field) => (
            <Input {...field} {...register('firstName')} autoComplete="given-name" maxLength={60} required />
          )}
        </FormField>
        <FormField label="Last name" error={errors.lastName?.message}>
          {(field) => (
            <Input {...field} {...register('lastName')} autoComplete="family-name" maxLength={60} required />
          )}
        </FormField>
      </div>
      <div className="grid items-start gap-5 sm:grid-cols-2 sm:gap-4">
        <BirthYearField
          registration={register('birthYear')}
          error={errors.birthYear?.message}
          hint="Recruiters search by birth year, so use the year on your birth certificate."
        />
        <BirthMonthField registration={register('birthMonth')} error={errors.birthMonth?.message} />
      </div>
      <ChoiceGroup legend="Gender" error={errors.category?.message}>
        {(described) => (
          <div className="grid grid-cols-2 gap-3">
            {CATEGORIES.map((value) => (
              <ChoiceOption
                key={value}
                type="radio"
                value={value}
                label={CATEGORY_LABELS[value]}
                {...described}
                {...register('category')}
              />
            ))}
          </div>
        )}
      </ChoiceGroup>

      {/* Present from the start so screen readers announce the age notes as the birth year changes. */}
      <div aria-live="polite" className="grid gap-3 empty:hidden">
        {isTooYoung ? (
          <Alert variant="destructive" title="A parent or guardian must create your profile">
            Players under 13 can’t sign up on their own. Check the year; if it is right, a parent or guardian
            needs to create your profile from their own parent account, and you can{' '}
            <Link to={PATHS.account} className="font-semibold underline underline-offset-4">
              delete this account in Account Settings
            </Link>
            .
          </Alert>
        ) : null}
        {needsApproval ? (
          <Alert variant="info" title="A parent will approve your profile">
            Because you’re under 17, a parent or guardian will need to approve your profile before recruiters
            can see it.
          </Alert>
        ) : null}
      </div>

      <StepActions onBack={onBack} isSubmitDisabled={isTooYoung} />
    </form>
  );
}
