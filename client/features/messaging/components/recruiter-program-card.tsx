import { zodResolver } from '@hookform/resolvers/zod';
import { BadgeCheckIcon, ClockIcon, SaveIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '#client/components/ui/alert.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { getErrorMessage } from '#client/lib/api-client.ts';
import { showFailureToast } from '#client/lib/error-toast.tsx';
import { PATHS } from '#client/lib/paths.ts';
import type { RecruiterProfile } from '#common/contracts/messaging.ts';
import { useRecruiterProfile } from '../api/get-recruiter-profile.ts';
import { useUpdateRecruiterProfile } from '../api/update-recruiter-profile.ts';
import {
  EMPTY_PROGRAM_FORM,
  formValuesOf,
  type ProgramFormValues,
  profileUpdateOf,
  programFormSchema,
} from '../lib/program-form.ts';
import { ProgramFields } from './program-fields.tsx';

/** The id the MESSAGE PLAYER composer links to when the recruiter has no program yet. */
export const RECRUITER_PROGRAM_ANCHOR = 'recruiting-program';

/** Where the recruiter stands with the administrators (decisions §11). */
export function VerificationStatus({ recruiter }: { recruiter: RecruiterProfile }) {
  if (recruiter.verified) {
    return (
      <Badge variant="success">
        <BadgeCheckIcon />
        Verified recruiter
      </Badge>
    );
  }
  if (recruiter.rejected) {
    return (
      <Alert variant="destructive" title="Your program was not verified">
        {recruiter.rejectionReason ?? 'An administrator could not verify your program.'} Correct your program
        or add your staff page, and we will look again. You can still search, keep lists and write to adult
        players.
      </Alert>
    );
  }
  return (
    <Alert title="Waiting for verification" icon={<ClockIcon />}>
      An administrator checks your program before you write first to the family of a player under 18. Until
      then you can search, keep lists and write to adult players.
      {recruiter.verifiedProgram
        ? ' Meanwhile the contact rules of your verified program still apply.'
        : null}
    </Alert>
  );
}

/**
 * The recruiter's program (D111, D146): kind, program (an NCAA college from the directory), title and
 * evidence. The program decides the contact rules the server applies; changing it sends a verified
 * recruiter back to verification, and the verified program's rule applies meanwhile.
 */
export function RecruiterProgramCard() {
  const profile = useRecruiterProfile();
  const update = useUpdateRecruiterProfile();
  const form = useForm<ProgramFormValues>({
    resolver: zodResolver(programFormSchema),
    defaultValues: EMPTY_PROGRAM_FORM,
  });
  const loaded = profile.data?.recruiter;
  useEffect(() => {
    if (loaded) form.reset(formValuesOf(loaded));
  }, [loaded, form]);

  const submit = form.handleSubmit((values) =>
    update.mutate(profileUpdateOf(values), {
      onSuccess: ({ recruiter }) => {
        form.reset(formValuesOf(recruiter));
        toast({
          title: 'Program saved',
          description:
            loaded?.verified && !recruiter.verified
              ? 'Your program changed, so an administrator will verify it again.'
              : 'Your recruiting program was updated.',
        });
      },
      onError: (error) => showFailureToast('Program not saved', error),
    }),
  );

  return (
    <Card id={RECRUITER_PROGRAM_ANCHOR} className="scroll-mt-24">
      <CardHeader>
        <CardTitle as="h2">Recruiting program</CardTitle>
        <CardDescription>
          Families see your program in every conversation, and its contact rules apply: the NCAA dates for a
          college program, and a parent or guardian in every conversation with a player under 18 for every
          program.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {profile.isPending ? (
          <Spinner label="Loading your program..." />
        ) : profile.isError ? (
          <Alert variant="destructive" role="alert" title="Could not load your program">
            {getErrorMessage(profile.error, 'Please try again later.')}
          </Alert>
        ) : (
          <>
            <VerificationStatus recruiter={profile.data.recruiter} />
            <form noValidate onSubmit={submit} className="grid gap-4">
              <ProgramFields form={form} />
              <div className="flex flex-wrap items-center gap-3">
                <Button type="submit" disabled={update.isPending}>
                  {update.isPending ? <Spinner className="size-4 text-current" /> : <SaveIcon />}
                  Save Program
                </Button>
                {profile.data.recruiter.verified ? (
                  <p className="text-sm text-muted-foreground">
                    Changing your program or its division sends your account back to verification.
                  </p>
                ) : null}
              </div>
            </form>
          </>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The recruiter dashboard's notice while the program waits for an administrator (or was refused), with the
 * way to the program card; nothing once verified.
 */
export function RecruiterVerificationNotice() {
  const profile = useRecruiterProfile();
  const recruiter = profile.data?.recruiter;
  if (!recruiter || recruiter.verified) return null;
  return (
    <div className="mt-6 grid gap-2">
      <VerificationStatus recruiter={recruiter} />
      <Link
        to={`${PATHS.account}#${RECRUITER_PROGRAM_ANCHOR}`}
        className="w-fit text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        Your program and verification
      </Link>
    </div>
  );
}
