import { BanIcon, ShieldCheckIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { getErrorMessage } from '#client/lib/api-client.ts';
import { cn } from '#client/lib/cn.ts';
import { showFailureToast } from '#client/lib/error-toast.tsx';
import { formatDate } from '#client/lib/format.ts';
import type { ContactPreferences } from '#common/contracts/messaging.ts';
import { inboxPath } from '#common/messaging.ts';
import { useContactPreferences } from '../api/get-contact-preferences.ts';
import { useUpdateContactPreferences } from '../api/update-contact-preferences.ts';

/**
 * "Recruiter contact" (D111 guardian controls, the MAAPP written request): whether recruiters may
 * write about the player at all, and the recruiters blocked one by one. Parents manage it for their
 * child; a player 17 or over for themselves; a younger player sees it read-only (`readOnlyReason`).
 */
export function RecruiterContactCard({
  playerId,
  playerName,
  readOnlyReason = null,
  embedded = false,
  className,
}: {
  playerId: string;
  /** "Liam", or "you" on the player's own screen. */
  playerName: string;
  readOnlyReason?: string | null;
  /** Inside another card (the parent's per-child card): a section under a rule instead of a card. */
  embedded?: boolean;
  className?: string;
}) {
  const id = useId();
  const prefs = useContactPreferences(playerId);
  const update = useUpdateContactPreferences(playerId);
  const self = playerName === 'you';
  const SubHeading = embedded ? 'h5' : 'h3';

  const save = (current: ContactPreferences, change: Partial<{ allow: boolean; unblock: string }>) => {
    const allow = change.allow ?? current.allowRecruiterContact;
    const blockedUserIds = current.blocked.map((b) => b.userId).filter((u) => u !== change.unblock);
    update.mutate(
      { allowRecruiterContact: allow, blockedUserIds },
      {
        onSuccess: () =>
          toast({
            title: 'Contact settings saved',
            description:
              change.unblock !== undefined
                ? 'The recruiter can write again.'
                : allow
                  ? 'Recruiters may contact again, from their NCAA contact date.'
                  : 'No recruiter can start or continue a conversation now.',
          }),
        onError: (error) => showFailureToast('Settings not saved', error),
      },
    );
  };

  const description = (
    <>
      Recruiters may write {self ? 'to you' : `about ${playerName}`} from their NCAA contact date. The parents
      of a player under 18 are in every conversation and see every message.
    </>
  );
  const content = (
    <>
      {prefs.isPending ? (
        <Spinner label="Loading contact settings..." />
      ) : prefs.isError ? (
        <Alert variant="destructive" role="alert" title="Could not load contact settings">
          {getErrorMessage(prefs.error, 'Please try again later.')}
        </Alert>
      ) : (
        <>
          {readOnlyReason ? <Alert>{readOnlyReason}</Alert> : null}
          <div className="flex items-start justify-between gap-4 rounded-lg border border-border p-4">
            <div className="grid gap-1">
              <label htmlFor={`${id}-allow`} className="text-sm font-semibold">
                Allow recruiters to contact {self ? 'me' : playerName}
              </label>
              <p id={`${id}-allow-hint`} className="text-sm text-muted-foreground">
                {prefs.data.preferences.allowRecruiterContact
                  ? 'On: recruiters can start conversations and reply.'
                  : 'Off: no recruiter can start a conversation or reply. Your family can still write to a recruiter.'}
              </p>
            </div>
            <Switch
              id={`${id}-allow`}
              aria-describedby={`${id}-allow-hint`}
              checked={prefs.data.preferences.allowRecruiterContact}
              disabled={Boolean(readOnlyReason) || update.isPending}
              onCheckedChange={(allow) => save(prefs.data.preferences, { allow })}
            />
          </div>

          <section aria-labelledby={`${id}-blocked`} className="grid gap-2">
            <SubHeading
              id={`${id}-blocked`}
              className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-muted-foreground"
            >
              <BanIcon className="size-4" />
              Blocked recruiters
            </SubHeading>
            {prefs.data.preferences.blocked.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                No one is blocked. To block a recruiter, open their conversation in{' '}
                <Link
                  to={inboxPath()}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  Messages
                </Link>{' '}
                and choose Block Sender.
              </p>
            ) : (
              <ul className="grid gap-2">
                {prefs.data.preferences.blocked.map((b) => (
                  <li
                    key={b.userId}
                    className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border p-3 text-sm"
                  >
                    <span className="grid min-w-0">
                      <span className="truncate font-semibold">{b.name}</span>
                      <span className="truncate text-muted-foreground">
                        {[b.organization, `blocked ${formatDate(b.blockedAt)}`].filter(Boolean).join(' · ')}
                      </span>
                    </span>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={Boolean(readOnlyReason) || update.isPending}
                      onClick={() => save(prefs.data.preferences, { unblock: b.userId })}
                      aria-label={`Unblock ${b.name}`}
                    >
                      Unblock
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </>
  );

  if (embedded) {
    return (
      <section
        aria-label={`Recruiter contact for ${playerName}`}
        className={cn('grid gap-4 border-t border-border pt-5', className)}
        data-slot="recruiter-contact-card"
      >
        <div className="grid gap-1">
          <h4 className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-muted-foreground [&_svg]:size-4">
            <ShieldCheckIcon />
            Recruiter contact
          </h4>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
        {content}
      </section>
    );
  }

  return (
    <Card className={className} data-slot="recruiter-contact-card">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <ShieldCheckIcon className="size-5 text-primary" />
          Recruiter contact
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">{content}</CardContent>
    </Card>
  );
}
