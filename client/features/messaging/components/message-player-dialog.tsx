import {
  CalendarClockIcon,
  ExternalLinkIcon,
  MessageSquareIcon,
  SettingsIcon,
  ShieldCheckIcon,
} from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { showFailureToast } from '#client/lib/error-toast.tsx';
import { formatLongDate } from '#client/lib/format.ts';
import { PATHS } from '#client/lib/paths.ts';
import type { ContactStatus } from '#common/contracts/messaging.ts';
import { inboxPath } from '#common/messaging.ts';
import { useContactStatus } from '../api/get-contact-status.ts';
import { useStartConversation } from '../api/start-conversation.ts';
import { roleLabel } from '../lib/labels.ts';
import { DialogLoadError, DialogLoading } from './dialog-load-state.tsx';
import { MessageForm } from './message-form.tsx';
import { RECRUITER_PROGRAM_ANCHOR } from './recruiter-program-card.tsx';

/** Where a recruiter sets their program's division (the composer links to it when it is missing). */
export const RECRUITER_PROGRAM_PATH = `${PATHS.account}#${RECRUITER_PROGRAM_ANCHOR}`;

/**
 * MESSAGE PLAYER (spec 3 §2): asks the server whether the recruiter may write about the player
 * now; if not, says why (the rule, the date, that the family may write first); if so, a message box that
 * starts the conversation and opens it.
 */
export function MessagePlayerDialog({
  player,
  open,
  onOpenChange,
}: {
  player: { id: string; firstName: string; lastName: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const name = `${player.firstName} ${player.lastName}`;
  const status = useContactStatus(player.id, open);
  const start = useStartConversation();
  const navigate = useNavigate();

  const onSend = async (body: string) => {
    try {
      const answer = await start.mutateAsync({ playerId: player.id, body });
      onOpenChange(false);
      toast({ title: 'Message sent', description: `Your message about ${name} was sent.` });
      await navigate(inboxPath(answer.conversation.id));
      return true;
    } catch (error) {
      showFailureToast('Message not sent', error);
      // The refusal may be new (the family changed their settings): show the current state.
      await status.refetch();
      return false;
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (start.isPending ? undefined : onOpenChange(next))}>
      <DialogContent className="max-w-xl" data-slot="message-player-dialog">
        <DialogHeader>
          <DialogTitle>Message {name}</DialogTitle>
          <DialogDescription>
            Conversations on Rinkside follow SafeSport’s rules for minor athletes and your program’s contact
            rules (the NCAA contact dates for a college program).
          </DialogDescription>
        </DialogHeader>
        {status.isPending ? (
          <DialogLoading label="Checking whether you can write to this player..." />
        ) : status.isError ? (
          <DialogLoadError
            title="Could not check contact rules"
            error={status.error}
            onClose={() => onOpenChange(false)}
          />
        ) : status.data.status.canStart ? (
          <>
            <ParticipantsNote status={status.data.status} playerName={name} />
            {status.data.status.existingConversationId ? (
              <p className="text-sm text-muted-foreground">
                You already have a conversation about {player.firstName}: this message is added to it.{' '}
                <Link
                  className="font-medium text-primary underline-offset-4 hover:underline"
                  to={inboxPath(status.data.status.existingConversationId)}
                  onClick={() => onOpenChange(false)}
                >
                  Open the conversation
                </Link>
              </p>
            ) : null}
            <MessageForm
              label="Your message"
              rows={6}
              autoFocus
              placeholder={`Introduce yourself and your program, and say why you are interested in ${player.firstName}.`}
              submitLabel="Send Message"
              isPending={start.isPending}
              onSend={onSend}
              secondary={
                <Button variant="outline" onClick={() => onOpenChange(false)} disabled={start.isPending}>
                  Cancel
                </Button>
              }
            />
          </>
        ) : (
          <>
            <Refusal status={status.data.status} playerName={name} onNavigate={() => onOpenChange(false)} />
            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                Close
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** Who reads the message besides the player: the parents of a minor, named, chosen by the server. */
function ParticipantsNote({ status, playerName }: { status: ContactStatus; playerName: string }) {
  const parents = status.participants.filter((p) => p.role === 'parent');
  const others = status.participants.map((p) => `${p.name} (${roleLabel(p.role)})`).join(', ');
  return (
    <div className="flex gap-3 rounded-lg border border-primary/30 bg-accent/60 px-4 py-3 text-sm text-accent-foreground">
      <ShieldCheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      <div className="grid gap-1">
        {parents.length > 0 ? (
          <p className="font-medium">
            {playerName} is a minor:{' '}
            {parents.length === 1
              ? 'their parent is in the conversation and reads every message.'
              : 'their parents are in the conversation and read every message.'}
          </p>
        ) : null}
        {others ? <p>This conversation includes {others}.</p> : null}
      </div>
    </div>
  );
}

/** Why the recruiter cannot start: the server's reason, the date, the family's way in, and what to fix. */
function Refusal({
  status,
  playerName,
  onNavigate,
}: {
  status: ContactStatus;
  playerName: string;
  onNavigate: () => void;
}) {
  return (
    <div className="grid gap-3" data-slot="contact-refusal">
      <Alert
        variant="destructive"
        title={
          // D154: not "yet": it lasts while the commitment stands.
          status.reason === 'committed_elsewhere'
            ? `${playerName} is committed to another program`
            : `You cannot message ${playerName} yet`
        }
      >
        {status.message ?? 'Contact with this player is not allowed right now.'}
      </Alert>
      {status.allowedFrom ? (
        <p className="flex items-center gap-2 rounded-lg border border-border bg-muted/50 px-4 py-3 text-sm">
          <CalendarClockIcon aria-hidden="true" className="size-4 shrink-0 text-primary" />
          <span>
            You may write from <strong className="font-semibold">{formatLongDate(status.allowedFrom)}</strong>
            .
          </span>
        </p>
      ) : null}
      {status.familyMayWriteFirst && !/write to you first/i.test(status.message ?? '') ? (
        <p className="flex gap-2 text-sm text-muted-foreground">
          <MessageSquareIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            The family may write to you first. When they do, the conversation appears in your Messages and you
            can reply.
          </span>
        </p>
      ) : null}
      {status.rule ? (
        <p className="text-xs text-muted-foreground">
          <span className="font-medium text-foreground">Rule for your program:</span> {status.rule.summary}.{' '}
          Source:{' '}
          <a
            href={status.rule.sourceUrl}
            target="_blank"
            rel="noreferrer noopener"
            className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
          >
            {status.rule.sourceTitle}
            <ExternalLinkIcon aria-hidden="true" className="size-3" />
          </a>
        </p>
      ) : null}
      {status.reason === 'program_required' ? (
        <Link
          to={RECRUITER_PROGRAM_PATH}
          onClick={onNavigate}
          className={buttonVariants({ className: 'justify-self-start' })}
        >
          <SettingsIcon />
          Set Your Program Division
        </Link>
      ) : null}
    </div>
  );
}
