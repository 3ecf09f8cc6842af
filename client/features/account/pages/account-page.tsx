import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { DownloadIcon, TrashIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { TypedConfirmDialog } from '#client/components/ui/typed-confirm-dialog.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { PlanSummary, useMySubscription } from '#client/features/billing/index.ts';
import { RecruiterProgramCard } from '#client/features/messaging/index.ts';
import { useDownloadPlayerData } from '#client/features/players/index.ts';
import { isApiError } from '#client/lib/api-client.ts';
import { isSessionQuery, SESSION_QUERY_KEY, useAuth } from '#client/lib/auth.tsx';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import { PATHS } from '#client/lib/paths.ts';
import { type DeleteAccountInput, DeleteAccountInputSchema } from '#common/contracts/data-control.ts';
import { useAccountDeletionPreview, useDeleteAccount } from '../api/delete-account.ts';
import { EmailPreferencesCard } from '../components/email-preferences-card.tsx';

/** /account: the signed-in user's data and e-mails (D304): download their own profile's data, delete the account. */
export function AccountPage() {
  const { user } = useAuth();
  const preview = useAccountDeletionPreview();
  const download = useDownloadPlayerData();
  const remove = useDeleteAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const form = useForm<DeleteAccountInput>({
    resolver: zodResolver(DeleteAccountInputSchema),
    defaultValues: { password: '' },
  });
  const password = form.watch('password');

  if (!user) return null;
  const own = preview.data?.ownProfile ?? null;
  const children = preview.data?.childProfiles ?? [];

  const onDelete = form.handleSubmit((input) =>
    remove.mutate(input, {
      onSuccess: async (data) => {
        setOpen(false);
        // Like logout: leave the private page first, then forget everything about this person.
        await navigate(PATHS.home, { flushSync: true });
        queryClient.removeQueries({ predicate: (q) => !isSessionQuery(q) });
        queryClient.setQueryData(SESSION_QUERY_KEY, null);
        toast({ title: 'Account deleted', description: data.message });
      },
      onError: (error) => {
        if (isApiError(error, 403)) form.setError('password', { message: error.serverMessage });
        showErrorToast('Failed to delete account', error);
      },
    }),
  );

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-6">
      <title>Account Settings · Rinkside</title>
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Account Settings</h1>
        <p className="text-muted-foreground">
          Signed in as {user.name} ({user.email}).
        </p>
      </div>

      {user.role === 'RECRUITER' ? <RecruiterProgramCard /> : null}

      <EmailPreferencesCard role={user.role} />

      {user.role === 'PLAYER' || user.role === 'PARENT' ? (
        <PlanCard showPlayers={user.role === 'PARENT'} />
      ) : null}

      {own && !own.isMinor ? (
        <Card>
          <CardHeader>
            <CardTitle as="h2">Download my data</CardTitle>
            <CardDescription>
              A JSON file with everything Rinkside holds about your player profile: details, stats, games,
              schedule, media links, goals, consent records and view counts.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Button
              variant="outline"
              disabled={download.isPending}
              onClick={() =>
                download.mutate(
                  { id: own.id },
                  {
                    onSuccess: () =>
                      toast({ title: 'Download ready', description: 'Your data was saved as a JSON file.' }),
                    onError: (error) => showErrorToast('Failed to download data', error),
                  },
                )
              }
            >
              <DownloadIcon />
              {download.isPending ? 'Preparing...' : 'Download My Data'}
            </Button>
          </CardContent>
        </Card>
      ) : null}

      <Card className="border-destructive/40">
        <CardHeader>
          <CardTitle as="h2">Delete account</CardTitle>
          <CardDescription>
            Your account, your sessions on every device and your activity history are deleted for good.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {preview.isPending ? (
            <Spinner label="Checking what goes with your account..." />
          ) : preview.isError ? (
            <p className="text-sm text-destructive">Could not check which profiles go with your account.</p>
          ) : own || children.length > 0 ? (
            <div className="grid gap-2 text-sm">
              <p className="font-medium">These player profiles will be deleted too, with all their data:</p>
              <ul className="grid list-disc gap-1 pl-5" aria-label="Profiles deleted with the account">
                {own ? <li>{own.name} (your own profile)</li> : null}
                {children.map((c) => (
                  <li key={c.id}>{c.name} (you are the only parent)</li>
                ))}
              </ul>
              {children.length > 0 ? (
                <p className="text-muted-foreground">
                  To keep a child&apos;s profile, invite another parent first; profiles you share stay with
                  them.
                </p>
              ) : null}
            </div>
          ) : null}
          <Button
            variant="destructive"
            className="w-fit"
            disabled={preview.isPending}
            onClick={() => setOpen(true)}
          >
            <TrashIcon />
            Delete Account
          </Button>
        </CardContent>
      </Card>

      <TypedConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) form.reset();
        }}
        title="Delete your account?"
        description="This cannot be undone. Enter your password and type DELETE to confirm."
        word="DELETE"
        confirmLabel="Delete Account"
        isPending={remove.isPending}
        ready={password.length > 0}
        onConfirm={() => void onDelete()}
      >
        <FormField label="Password" error={form.formState.errors.password?.message}>
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="current-password"
              {...form.register('password')}
            />
          )}
        </FormField>
      </TypedConfirmDialog>
    </div>
  );
}

/** Players and parents hold a plan (decisions §5): the same summary as the parent Subscription tab. */
function PlanCard({ showPlayers }: { showPlayers: boolean }) {
  const mine = useMySubscription();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Plan &amp; Billing</CardTitle>
        <CardDescription>Your plan, what it costs and when it renews.</CardDescription>
      </CardHeader>
      <CardContent>
        {mine.isPending ? (
          <Spinner label="Loading your plan..." />
        ) : mine.isError || !mine.data ? (
          <p className="text-sm text-destructive">Could not load your plan.</p>
        ) : (
          <PlanSummary subscription={mine.data.subscription} showPlayers={showPlayers} />
        )}
      </CardContent>
    </Card>
  );
}
