import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowUpRightIcon, ChevronLeftIcon, InfoIcon, UserPlusIcon } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { BirthMonthField } from '#client/components/birth-month-field.tsx';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { PageSpinner, Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import { textWithin } from '#client/lib/form-schema.ts';
import { monthFromChoice } from '#client/lib/format.ts';
import { PATHS, pathTo } from '#client/lib/paths.ts';
import { CONSENT_AGE, currentYear, MIN_BIRTH_YEAR, needsParentalConsent } from '#common/age.ts';
import { ParentCreatePlayerInputSchema } from '#common/contracts/parents.ts';
import {
  CATEGORIES,
  handednessLabel,
  PARENT_RELATIONSHIPS,
  POSITION_LABELS,
  POSITIONS,
  RELATIONSHIP_LABELS,
} from '#common/enums.ts';
import { canManageAnotherPlayer, playerLimitMessage } from '#common/tier-limits.ts';
import { useCreateChildPlayer } from '../api/create-child-player.ts';
import { useParentAccount } from '../api/get-parent-account.ts';

const rules = ParentCreatePlayerInputSchema.shape;
/** The contract's fields, with the form's wording for lengths and the birth year (which names the year). */
const CreatePlayerSchema = z.object({
  firstName: textWithin(rules.firstName, 60, 'First name is too long'),
  lastName: textWithin(rules.lastName, 60, 'Last name is too long'),
  birthYear: z.coerce
    .number({ message: 'Enter a birth year' })
    .int('Enter a birth year')
    .min(MIN_BIRTH_YEAR, `Birth year must be between ${MIN_BIRTH_YEAR} and ${currentYear()}`)
    .max(currentYear(), `Birth year must be between ${MIN_BIRTH_YEAR} and ${currentYear()}`),
  /** The month with the year ('' = not given). */
  birthMonth: z.string(),
  category: z.enum(CATEGORIES),
  preferredPosition: z.enum(POSITIONS, { message: 'Select a position' }),
  shoots: rules.shoots,
  relationship: rules.relationship,
});
type CreatePlayerInput = z.input<typeof CreatePlayerSchema>;
type CreatePlayerValues = z.output<typeof CreatePlayerSchema>;

/** Parents only: the route table puts this screen behind RequireRole (client/app/routes.tsx). */
export function CreatePlayerPage() {
  const account = useParentAccount();
  const plan = account.data?.subscription;
  const atLimit = plan ? !canManageAnotherPlayer(plan.playerCount, plan.maxPlayers) : false;
  return (
    <div className="container-page py-8 sm:py-12">
      <title>Create Player Profile · Rinkside</title>
      <div className="mx-auto grid max-w-2xl gap-6">
        <Link
          to={PATHS.parentDashboard}
          className="inline-flex w-fit items-center gap-1 rounded-sm text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-4"
        >
          <ChevronLeftIcon />
          Back to Dashboard
        </Link>
        <Card className="shadow-sm">
          <CardHeader>
            <CardTitle as="h1" className="text-2xl sm:text-3xl">
              Create Player Profile
            </CardTitle>
            <CardDescription className="text-base">
              Start your child&apos;s recruiting profile. You can add photos, teams, stats and video on the
              next screen.
            </CardDescription>
          </CardHeader>
          <CardContent>
            {account.isPending ? (
              <PageSpinner label="Loading your plan..." />
            ) : plan && atLimit ? (
              <PlayerLimitReached maxPlayers={plan.maxPlayers} playerCount={plan.playerCount} />
            ) : (
              // A failed plan read still offers the form: the server checks the limit on create.
              <CreatePlayerForm />
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

/** At maxPlayers the form is not offered: the plan's limit, and where to go from here. */
function PlayerLimitReached({ maxPlayers, playerCount }: { maxPlayers: number; playerCount: number }) {
  return (
    <div className="grid gap-5">
      <Alert variant="info" title="Player limit reached" icon={<InfoIcon />} role="status">
        <p>{playerLimitMessage(maxPlayers)}</p>
        <p className="mt-1 text-sm">
          You manage {playerCount} of {maxPlayers} player profiles.
        </p>
      </Alert>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to={PATHS.parentDashboard} className={buttonVariants({ variant: 'outline' })}>
          Back to Dashboard
        </Link>
        <Link to={PATHS.pricing} className={buttonVariants()}>
          <ArrowUpRightIcon />
          View Plans
        </Link>
      </div>
    </div>
  );
}

function CreatePlayerForm() {
  const navigate = useNavigate();
  const create = useCreateChildPlayer();
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<CreatePlayerInput, unknown, CreatePlayerValues>({
    resolver: zodResolver(CreatePlayerSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      birthYear: currentYear() - 16,
      birthMonth: '',
      category: 'MALE',
      preferredPosition: 'C',
      shoots: '',
      relationship: '',
    },
  });
  const birthYear = Number(useWatch({ control, name: 'birthYear' }));
  const birthMonth = monthFromChoice(useWatch({ control, name: 'birthMonth' }));
  const isMinor = Number.isInteger(birthYear) && needsParentalConsent({ birthYear, birthMonth });
  const preferredPosition = useWatch({ control, name: 'preferredPosition' });

  const onSubmit = (values: CreatePlayerValues) =>
    create.mutate(
      {
        firstName: values.firstName,
        lastName: values.lastName,
        birthYear: values.birthYear,
        birthMonth: monthFromChoice(values.birthMonth),
        category: values.category,
        preferredPosition: values.preferredPosition,
        shoots: values.shoots ?? null,
        relationship: values.relationship ?? null,
      },
      {
        onSuccess: ({ player }) => {
          toast({
            title: 'Player profile created',
            description: `${player.firstName}'s profile is ready for you to complete.`,
          });
          navigate(pathTo.parentPlayer(player.id));
        },
        onError: (error) => {
          if (error && 'issues' in error && Array.isArray(error.issues)) {
            for (const issue of error.issues as Array<{ path: string; message: string }>) {
              const field = issue.path.replace(/^body\.?/, '') as keyof CreatePlayerInput;
              if (field in CreatePlayerSchema.shape) setError(field, { message: issue.message });
            }
          }
          showErrorToast('Failed to create player profile', error);
        },
      },
    );

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-6">
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstName?.message}>
          {(c) => <Input {...c} {...register('firstName')} autoComplete="off" />}
        </FormField>
        <FormField label="Last name" error={errors.lastName?.message}>
          {(c) => <Input {...c} {...register('lastName')} autoComplete="off" />}
        </FormField>
        <FormField label="Birth year" error={errors.birthYear?.message}>
          {(c) => (
            <Input
              {...c}
              {...register('birthYear')}
              type="number"
              inputMode="numeric"
              min={MIN_BIRTH_YEAR}
              max={currentYear()}
            />
          )}
        </FormField>
        <BirthMonthField registration={register('birthMonth')} error={errors.birthMonth?.message} />
        <FormField label="Category" error={errors.category?.message}>
          {(c) => (
            <Select {...c} {...register('category')}>
              <option value="MALE">Male</option>
              <option value="FEMALE">Female</option>
            </Select>
          )}
        </FormField>
        <FormField label="Primary position" error={errors.preferredPosition?.message}>
          {(c) => (
            <Select {...c} {...register('preferredPosition')}>
              {POSITIONS.map((p) => (
                <option key={p} value={p}>
                  {POSITION_LABELS[p]} ({p})
                </option>
              ))}
            </Select>
          )}
        </FormField>
        {/* D241: the question a goalie is asked is which hand catches. */}
        <FormField label={handednessLabel([preferredPosition])} error={errors.shoots?.message}>
          {(c) => (
            <Select {...c} {...register('shoots')}>
              <option value="">Select</option>
              <option value="L">Left</option>
              <option value="R">Right</option>
            </Select>
          )}
        </FormField>
        <FormField
          label="Your relationship to the player"
          error={errors.relationship?.message}
          className="sm:col-span-2"
        >
          {(c) => (
            <Select {...c} {...register('relationship')}>
              <option value="">Parent</option>
              {PARENT_RELATIONSHIPS.map((r) => (
                <option key={r} value={r}>
                  {RELATIONSHIP_LABELS[r]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>

      {isMinor ? (
        <Alert variant="info" title="Parental approval needed" icon={<InfoIcon />} aria-live="polite">
          Players under {CONSENT_AGE} need a parent&apos;s consent. The profile stays in draft, hidden from
          recruiters, until you approve it on the profile&apos;s edit page.
        </Alert>
      ) : null}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link
          to={PATHS.parentDashboard}
          className="inline-flex h-10 items-center justify-center rounded-md border border-input px-4 text-sm font-semibold hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          Cancel
        </Link>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? <Spinner className="size-4 text-current" /> : <UserPlusIcon />}
          {create.isPending ? 'Creating...' : 'Create Profile'}
        </Button>
      </div>
    </form>
  );
}
