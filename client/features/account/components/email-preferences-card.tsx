import { Alert } from '#client/components/ui/alert.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { getErrorMessage } from '#client/lib/api-client.ts';
import { showFailureToast } from '#client/lib/error-toast.tsx';
import type { Role } from '#common/enums.ts';
import { EMAIL_KIND_TEXT, EMAIL_KINDS, type EmailKind } from '#common/notifications.ts';
import { useEmailPreferences, useUpdateEmailPreferences } from '../api/email-preferences.ts';

/** The kinds that concern a role: only recruiters save searches; only families get interest digests. */
function kindsFor(role: Role): EmailKind[] {
  return EMAIL_KINDS.filter((kind) => {
    if (kind === 'savedSearchAlerts') return role === 'RECRUITER';
    if (kind === 'interestDigests') return role === 'PLAYER' || role === 'PARENT';
    return true;
  });
}

/**
 * D304: which e-mails the account receives. Each switch saves at once; receipts and sign-in and security
 * e-mails are always sent.
 */
export function EmailPreferencesCard({ role }: { role: Role }) {
  const preferences = useEmailPreferences();
  const update = useUpdateEmailPreferences();
  const set = (kind: EmailKind, enabled: boolean) =>
    update.mutate(
      { [kind]: enabled },
      {
        onSuccess: () =>
          toast({
            title: enabled ? 'E-mails turned on' : 'E-mails turned off',
            description: `${EMAIL_KIND_TEXT[kind].label}: ${enabled ? 'you will receive them' : 'you will not receive them any more'}.`,
          }),
        onError: (error) => showFailureToast('Setting not saved', error),
      },
    );
  return (
    <Card id="email-preferences" role="region" aria-labelledby="email-preferences-title">
      <CardHeader>
        <CardTitle as="h2" id="email-preferences-title">
          E-mail notifications
        </CardTitle>
        <CardDescription>
          Choose the e-mails you receive. Receipts, sign-in and security e-mails are always sent.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {preferences.isPending ? (
          <div
            role="status"
            aria-label="Loading e-mail settings"
            className="h-24 animate-pulse rounded-xl bg-muted motion-reduce:animate-none"
          />
        ) : preferences.isError ? (
          <Alert variant="destructive" role="alert" title="Error Loading E-mail Settings">
            {getErrorMessage(
              preferences.error,
              'Failed to load your e-mail settings. Please try again later.',
            )}
          </Alert>
        ) : (
          <ul className="grid divide-y divide-border">
            {kindsFor(role).map((kind) => {
              const id = `email-kind-${kind}`;
              return (
                <li key={kind} className="flex items-start justify-between gap-4 py-3 first:pt-0 last:pb-0">
                  <div className="min-w-0">
                    <p id={id} className="font-medium">
                      {EMAIL_KIND_TEXT[kind].label}
                    </p>
                    <p className="text-sm text-muted-foreground">{EMAIL_KIND_TEXT[kind].description}</p>
                  </div>
                  <Switch
                    aria-labelledby={id}
                    checked={preferences.data.preferences[kind]}
                    disabled={update.isPending}
                    onCheckedChange={(checked) => set(kind, checked)}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
