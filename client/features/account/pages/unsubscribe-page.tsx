import { MailXIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { getErrorMessage } from '#client/lib/api-client.ts';
import { PATHS } from '#client/lib/paths.ts';
import { EMAIL_KIND_TEXT } from '#common/notifications.ts';
import { useUnsubscribe, useUnsubscribeInfo } from '../api/email-preferences.ts';

/**
 * /unsubscribe/:token (D305): the page an e-mail's unsubscribe link opens, without signing in. Opening it
 * changes nothing (link checkers open links); one click on the button turns that kind of e-mail off.
 */
export function UnsubscribePage() {
  const { token = '' } = useParams();
  const info = useUnsubscribeInfo(token);
  const unsubscribe = useUnsubscribe();
  const done = unsubscribe.data ?? (info.data?.unsubscribed ? info.data : null);
  return (
    <div className="mx-auto grid w-full max-w-lg gap-6 px-4 py-10 sm:px-6">
      <title>Unsubscribe · Rinkside</title>
      <Card>
        <CardHeader>
          <CardTitle as="h1" className="flex items-center gap-2 text-xl">
            <MailXIcon className="size-5 text-primary" aria-hidden />
            Unsubscribe
          </CardTitle>
          {info.data ? (
            <CardDescription>
              {EMAIL_KIND_TEXT[info.data.kind].label} to {info.data.email}
            </CardDescription>
          ) : null}
        </CardHeader>
        <CardContent className="grid gap-4">
          {info.isPending ? (
            <div role="status" aria-label="Loading" className="h-16 animate-pulse rounded-xl bg-muted" />
          ) : info.isError ? (
            <Alert variant="destructive" role="alert" title="Link not valid">
              {getErrorMessage(info.error, 'This unsubscribe link is not valid.')}
            </Alert>
          ) : done ? (
            <p role="status">
              You will not receive {EMAIL_KIND_TEXT[done.kind].label.toLowerCase()} any more. You can turn
              them back on in{' '}
              <Link
                to={PATHS.account}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                Account Settings
              </Link>
              .
            </p>
          ) : (
            <>
              <p>
                You receive these e-mails:{' '}
                {EMAIL_KIND_TEXT[info.data.kind].description.replace(/^./, (c) => c.toLowerCase())}
              </p>
              {unsubscribe.isError ? (
                <Alert variant="destructive" role="alert" title="Not unsubscribed">
                  {getErrorMessage(unsubscribe.error, 'Please try again.')}
                </Alert>
              ) : null}
              <Button
                className="justify-self-start"
                onClick={() => unsubscribe.mutate(token)}
                disabled={unsubscribe.isPending}
              >
                {unsubscribe.isPending ? 'Unsubscribing…' : 'Unsubscribe'}
              </Button>
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
