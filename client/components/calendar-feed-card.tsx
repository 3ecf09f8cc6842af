import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarPlusIcon, ExternalLinkIcon, RefreshCwIcon, Trash2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import { SecretLinkField } from '#client/components/secret-link-field.tsx';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { apiKey, callApi, useApiQuery } from '#client/lib/api.ts';
import { showFailureToast } from '#client/lib/error-toast.tsx';
import { formatMediumDate } from '#client/lib/format.ts';
import { api } from '#common/api/index.ts';
import type { CalendarFeed } from '#common/contracts/calendar.ts';

/** A player's feed (the family's) or a recruiter list's (D300). */
export type CalendarFeedKind = 'player' | 'list';

/** The feed calls of one kind, for one player or list. */
function feedCalls(kind: CalendarFeedKind, id: string) {
  const params = { params: { id } };
  return kind === 'player'
    ? {
        statusKey: apiKey(api.calendar.player.status, params),
        create: () => callApi(api.calendar.player.create, params),
        revoke: () => callApi(api.calendar.player.revoke, params),
      }
    : {
        statusKey: apiKey(api.calendar.list.status, params),
        create: () => callApi(api.calendar.list.create, params),
        revoke: () => callApi(api.calendar.list.revoke, params),
      };
}

function useFeedStatus(kind: CalendarFeedKind, id: string) {
  const params = { params: { id } };
  const player = useApiQuery(api.calendar.player.status, params, { enabled: kind === 'player' });
  const list = useApiQuery(api.calendar.list.status, params, { enabled: kind === 'list' });
  return kind === 'player' ? player : list;
}

/**
 * D300: "Subscribe to calendar": make a secret calendar address, copy it or open it in a calendar app
 * (webcal://), make a new one or revoke it (each after a confirm: the old address stops working). The
 * address is shown only right after it is made: the server keeps its hash only.
 */
export function CalendarFeedCard({
  kind,
  id,
  description,
}: {
  kind: CalendarFeedKind;
  id: string;
  description: string;
}) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const calls = feedCalls(kind, id);
  const status = useFeedStatus(kind, id);
  const [feed, setFeed] = useState<CalendarFeed | null>(null);
  const [confirm, setConfirm] = useState<'rotate' | 'revoke' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: calls.statusKey });

  const create = useMutation({
    mutationFn: calls.create,
    onSuccess: (made) => {
      setFeed(made);
      setConfirm(null);
      void refresh();
    },
    onError: (error) => showFailureToast('Calendar link not made', error),
  });
  const revoke = useMutation({
    mutationFn: calls.revoke,
    onSuccess: () => {
      setFeed(null);
      setConfirm(null);
      toast({ title: 'Calendar link revoked', description: 'Calendars subscribed to it stop updating.' });
      void refresh();
    },
    onError: (error) => showFailureToast('Calendar link not revoked', error),
  });

  const active = feed !== null || status.data?.active === true;
  const since = status.data?.createdAt ? formatMediumDate(status.data.createdAt.slice(0, 10)) : null;

  return (
    <Card>
      <section aria-labelledby={titleId} className="grid gap-3 p-5 sm:p-6">
        <h2 id={titleId} className="flex items-center gap-2 text-base font-bold">
          <CalendarPlusIcon className="size-4 text-primary" />
          Subscribe to calendar
        </h2>
        <p className="text-sm text-muted-foreground">{description}</p>
        {feed ? (
          <SecretLinkField
            label="Your private calendar link"
            url={feed.httpsUrl}
            copied={{ done: 'Calendar link copied', failed: 'Copy the calendar link' }}
            note="Anyone with this link can see the calendar. It is shown only now; make a new one if you lose it."
          />
        ) : active ? (
          <p className="text-sm">
            A calendar link is active{since ? ` (made ${since})` : ''}. Make a new link to see it again; the
            old one then stops working.
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {feed ? (
            <a href={feed.webcalUrl} className={buttonVariants({ size: 'sm' })}>
              <ExternalLinkIcon />
              Open in calendar app
            </a>
          ) : null}
          {active ? (
            <>
              <Button size="sm" variant="outline" onClick={() => setConfirm('rotate')}>
                <RefreshCwIcon />
                New Link
              </Button>
              <Button size="sm" variant="outline" onClick={() => setConfirm('revoke')}>
                <Trash2Icon />
                Revoke
              </Button>
            </>
          ) : (
            <Button size="sm" onClick={() => create.mutate()} disabled={status.isPending || create.isPending}>
              <CalendarPlusIcon />
              Create Calendar Link
            </Button>
          )}
        </div>
      </section>
      <ConfirmDialog
        focusCancel
        open={confirm !== null}
        onOpenChange={(open) => (open ? undefined : setConfirm(null))}
        title={confirm === 'revoke' ? 'Revoke the calendar link?' : 'Make a new calendar link?'}
        description="Calendars subscribed to the current link stop updating. This cannot be undone."
        confirmLabel={confirm === 'revoke' ? 'Revoke Link' : 'Make New Link'}
        isPending={create.isPending || revoke.isPending}
        onConfirm={() => (confirm === 'revoke' ? revoke.mutate() : create.mutate())}
      />
    </Card>
  );
}
