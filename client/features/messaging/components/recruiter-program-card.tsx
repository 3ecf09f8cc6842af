import { zodResolver } from '@hookform/resolvers/zod';
import { SaveIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { getErrorMessage } from '#client/lib/api-client.ts';
import { showFailureToast } from '#client/lib/error-toast.tsx';
import { blankAsNull } from '#client/lib/form-schema.ts';
import { type RecruiterProfile, UpdateRecruiterProfileInputSchema } from '#common/contracts/messaging.ts';
import { NCAA_DIVISIONS, PROGRAM_GENDERS } from '#common/enums.ts';
import { useRecruiterProfile } from '../api/get-recruiter-profile.ts';
import { useUpdateRecruiterProfile } from '../api/update-recruiter-profile.ts';
import { divisionOptionLabel, PROGRAM_GENDER_LABELS } from '../lib/labels.ts';

const fields = UpdateRecruiterProfileInputSchema.shape;
/** The form holds text; each field is checked by the contract's own rule. */
const FormSchema = z.object({
  orgName: blankAsNull(fields.orgName),
  website: blankAsNull(fields.website),
  division: blankAsNull(fields.division),
  programGender: blankAsNull(fields.programGender),
});
type FormValues = z.input<typeof FormSchema>;

const valuesOf = (r: RecruiterProfile): FormValues => ({
  orgName: r.orgName ?? '',
  website: r.website ?? '',
  division: r.division ?? '',
  programGender: r.programGender ?? '',
});

/** The id the MESSAGE PLAYER composer links to when the recruiter has no division yet. */
export const RECRUITER_PROGRAM_ANCHOR = 'recruiting-program';

/**
 * The recruiter's program (issue 17): organization, website, NCAA division and men's or women's side. The
 * division decides the NCAA contact date the server applies when the recruiter starts a conversation.
 */
export function RecruiterProgramCard() {
  const profile = useRecruiterProfile();
  const update = useUpdateRecruiterProfile();
  const form = useForm<FormValues, unknown, z.output<typeof FormSchema>>({
    resolver: zodResolver(FormSchema),
    defaultValues: { orgName: '', website: '', division: '', programGender: '' },
  });
  const { errors } = form.formState;
  const loaded = profile.data?.recruiter;
  useEffect(() => {
    if (loaded) form.reset(valuesOf(loaded));
  }, [loaded, form]);

  const submit = form.handleSubmit((input) =>
    update.mutate(input, {
      onSuccess: ({ recruiter }) => {
        form.reset(valuesOf(recruiter));
        toast({ title: 'Program saved', description: 'Your recruiting program was updated.' });
      },
      onError: (error) => showFailureToast('Program not saved', error),
    }),
  );

  return (
    <Card id={RECRUITER_PROGRAM_ANCHOR} className="scroll-mt-24">
      <CardHeader>
        <CardTitle as="h2">Recruiting program</CardTitle>
        <CardDescription>
          Families see your organization in every conversation. Your program’s NCAA division and side decide
          from which date you may write to a player first (NCAA recruiting contact dates).
        </CardDescription>
      </CardHeader>
      <CardContent>
        {profile.isPending ? (
          <Spinner label="Loading your program..." />
        ) : profile.isError ? (
          <Alert variant="destructive" role="alert" title="Could not load your program">
            {getErrorMessage(profile.error, 'Please try again later.')}
          </Alert>
        ) : (
          <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
            <FormField label="Organization" error={errors.orgName?.message}>
              {(control) => <Input {...control} autoComplete="organization" {...form.register('orgName')} />}
            </FormField>
            <FormField label="Website" error={errors.website?.message}>
              {(control) => (
                <Input {...control} type="url" placeholder="https://" {...form.register('website')} />
              )}
            </FormField>
            <FormField label="Program division" error={errors.division?.message}>
              {(control) => (
                <Select {...control} {...form.register('division')}>
                  <option value="">Not set</option>
                  {NCAA_DIVISIONS.map((d) => (
                    <option key={d} value={d}>
                      {divisionOptionLabel(d)}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            <FormField label="Men’s or women’s program" error={errors.programGender?.message}>
              {(control) => (
                <Select {...control} {...form.register('programGender')}>
                  <option value="">Not set</option>
                  {PROGRAM_GENDERS.map((g) => (
                    <option key={g} value={g}>
                      {PROGRAM_GENDER_LABELS[g]}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
              <Button type="submit" disabled={update.isPending}>
                {update.isPending ? <Spinner className="size-4 text-current" /> : <SaveIcon />}
                Save Program
              </Button>
              {!loaded?.division || !loaded.programGender ? (
                <p className="text-sm text-muted-foreground">
                  Set both to message players: the contact rule cannot be applied without them.
                </p>
              ) : null}
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
