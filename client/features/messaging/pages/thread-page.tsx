import { BanIcon, ChevronLeftIcon, FlagIcon, InfoIcon, ShieldCheckIcon, UsersIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { NotFoundPage } from '#client/features/errors/index.ts';
import { isApiError } from '#client/lib/api-client.ts';
import { cn } from '#client/lib/cn.ts';
import { showFailureToast } from '#client/lib/error-toast.tsx';
import { pathTo } from '#client/lib/paths.ts';
import type { ConversationDetail, Message, Participant } from '#common/contracts/messaging.ts';
import { inboxPath } from '#common/messaging.ts';
import { useBlockRecruiter } from '../api/block-recruiter.ts';
import { useConversation } from '../api/get-conversation.ts';
import { useMarkRead } from '../api/mark-read.ts';
import { useSendMessage } from '../api/send-message.ts';
import { MessageForm } from '../components/message-form.tsx';
import { MessageText } from '../components/message-text.tsx';
import { ReportDialog } from '../components/report-dialog.tsx';
import { formatFullMessageTime, participantRoleLabel, roleLabel } from '../lib/labels.ts';

/** /messages/{id}: one conversation, its participants, its messages and the reply box. */
export function ThreadPage() {
  const { id } = useParams();
  const thread = useConversation(id);
  // A malformed id (400) names no thread, like one the caller does not take part in (404).
  if (isApiError(thread.error, 404) || isApiError(thread.error, 400)) return <NotFoundPage />;

  return (
    <div className="container-page max-w-4xl py-6 sm:py-10">
      <title>{`${thread.data ? `${thread.data.conversation.player.name} · ` : ''}Messages · Rinkside`}</title>
      <Link
        to={inboxPath()}
        className={buttonVariants({ variant: 'ghost', size: 'sm', className: '-ml-3 mb-3' })}
      >
        <ChevronLeftIcon />
        All Messages
      </Link>
      {thread.isPending ? (
        <div role="status" aria-label="Loading conversation" className="grid gap-3">
          <div className="h-8 w-64 animate-pulse rounded bg-muted motion-reduce:animate-none" />
          <div className="h-20 animate-pulse rounded-xl bg-muted motion-reduce:animate-none" />
          <div className="h-40 animate-pulse rounded-xl bg-muted motion-reduce:animate-none" />
        </div>
      ) : thread.isError ? (
        <Alert variant="destructive" title="Error Loading Conversation" role="alert">
          Failed to load this conversation. Please try again later.
        </Alert>
      ) : (
        <Thread conversation={thread.data.conversation} />
      )}
    </div>
  );
}

function Thread({ conversation }: { conversation: ConversationDetail }) {
  const markRead = useMarkRead();
  const send = useSendMessage(conversation.id);
  const [reportOpen, setReportOpen] = useState(false);
  const [blockOpen, setBlockOpen] = useState(false);
  const block = useBlockRecruiter(conversation.player.id);
  const endRef = useRef<HTMLLIElement>(null);
  const isFamily = conversation.myRole !== 'recruiter';
  const recruiter = conversation.participants.find((p) => p.role === 'recruiter' && !p.isMe);
  const { mutate: markReadNow } = markRead;

  // Opening the thread reads it: once per thread, and again when new messages arrive while it is open.
  useEffect(() => {
    if (conversation.unreadCount > 0) markReadNow(conversation.id);
  }, [conversation.id, conversation.unreadCount, markReadNow]);

  // A message that arrives while the thread is open (a sent reply) scrolls into view; opening the
  // thread keeps the page at its top, with the participants and the MAAPP note.
  const messageCount = conversation.messages.length;
  const seenCount = useRef(messageCount);
  useEffect(() => {
    if (messageCount > seenCount.current) endRef.current?.scrollIntoView({ block: 'nearest' });
    seenCount.current = messageCount;
  }, [messageCount]);

  const onSend = async (body: string) => {
    try {
      await send.mutateAsync(body);
      return true;
    } catch (error) {
      showFailureToast('Message not sent', error);
      return false;
    }
  };

  const confirmBlock = () => {
    if (!recruiter) return;
    block.mutate(recruiter.userId, {
      onSuccess: () => {
        setBlockOpen(false);
        toast({
          title: 'Sender blocked',
          description: `${recruiter.name} can no longer write about ${conversation.player.name}.`,
        });
      },
      onError: (error) => showFailureToast('Could not block', error),
    });
  };

  return (
    <>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="mb-1 text-xs font-semibold uppercase tracking-widest text-primary">
            Conversation about
          </p>
          <h1 className="break-words text-2xl font-bold tracking-tight sm:text-3xl">
            <Link to={pathTo.publicPlayer(conversation.player.slug)} className="hover:underline">
              {conversation.player.name}
            </Link>
          </h1>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {isFamily && recruiter ? (
            <Button variant="outline" size="sm" onClick={() => setBlockOpen(true)}>
              <BanIcon />
              Block Sender
            </Button>
          ) : null}
          <Button variant="outline" size="sm" onClick={() => setReportOpen(true)}>
            <FlagIcon />
            Report
          </Button>
        </div>
      </header>

      <section
        aria-label="Participants"
        className="mt-5 rounded-xl border border-border bg-card p-4 shadow-xs"
      >
        <h2 className="flex items-center gap-2 text-sm font-semibold">
          <UsersIcon className="size-4 text-primary" />
          In this conversation
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {conversation.participants.map((p) => (
            <ParticipantChip key={p.userId} participant={p} />
          ))}
        </ul>
        {conversation.player.isMinor ? (
          <p className="mt-3 flex gap-2 text-xs text-muted-foreground">
            <ShieldCheckIcon className="mt-px size-4 shrink-0 text-primary" />
            <span>
              {conversation.player.name} is under 18: their parents and guardians are in this conversation and
              see every message (U.S. Center for SafeSport, MAAPP). Nobody can remove them.
            </span>
          </p>
        ) : null}
      </section>

      <ol aria-label="Messages" className="mt-6 grid gap-4">
        {conversation.messages.length === 0 ? (
          <li className="text-center text-sm text-muted-foreground">No messages yet.</li>
        ) : (
          conversation.messages.map((message) => (
            <MessageItem key={message.id} message={message} participants={conversation.participants} />
          ))
        )}
        <li ref={endRef} aria-hidden="true" className="h-0" />
      </ol>

      <section aria-label="Reply" className="mt-6 rounded-xl border border-border bg-card p-4 shadow-xs">
        {conversation.send.note ? (
          <p
            className="mb-3 flex gap-2 rounded-lg bg-muted/60 p-3 text-sm text-muted-foreground"
            data-slot="reply-note"
          >
            <InfoIcon className="mt-px size-4 shrink-0 text-primary" />
            <span>{conversation.send.note}</span>
          </p>
        ) : null}
        {conversation.send.canSend ? (
          <MessageForm
            label="Reply"
            labelHidden
            rows={3}
            placeholder="Write a reply…"
            submitLabel="Send"
            isPending={send.isPending}
            onSend={onSend}
            footer={
              conversation.player.isMinor ? (
                <span className="inline-flex items-center gap-1">
                  <InfoIcon className="size-3.5" />
                  Everyone above reads your reply.
                </span>
              ) : null
            }
          />
        ) : (
          <Alert title="You cannot reply in this conversation">
            {conversation.send.reason ?? 'Replies are closed for this conversation.'}
          </Alert>
        )}
      </section>

      <ReportDialog conversationId={conversation.id} open={reportOpen} onOpenChange={setReportOpen} />
      {recruiter ? (
        <ConfirmDialog
          open={blockOpen}
          onOpenChange={setBlockOpen}
          title={`Block ${recruiter.name}?`}
          description={`${recruiter.name} will no longer be able to write about ${conversation.player.name}, here or in a new conversation. You can unblock them in Recruiter contact settings.`}
          confirmLabel="Block Sender"
          isPending={block.isPending}
          onConfirm={confirmBlock}
        />
      ) : null}
    </>
  );
}

function ParticipantChip({ participant }: { participant: Participant }) {
  return (
    <li
      className={cn(
        'inline-flex max-w-full flex-wrap items-baseline gap-x-2 rounded-2xl border px-3 py-1 text-sm',
        participant.role === 'recruiter' ? 'border-primary/30 bg-accent/60' : 'border-border bg-muted/50',
      )}
    >
      <span className="break-words font-medium">
        {participant.name}
        {participant.isMe ? ' (you)' : ''}
      </span>
      <span className="break-words text-xs text-muted-foreground">{participantRoleLabel(participant)}</span>
    </li>
  );
}

function MessageItem({ message, participants }: { message: Message; participants: Participant[] }) {
  const sender = participants.find((p) => p.userId === message.senderUserId);
  const role = sender ? participantRoleLabel(sender) : roleLabel(message.senderRole);
  return (
    <li className={cn('flex flex-col', message.isMine ? 'items-end' : 'items-start')}>
      <p className="mb-1 flex max-w-full flex-wrap items-baseline gap-x-2 px-1 text-xs text-muted-foreground">
        <span className="font-semibold text-foreground">{message.isMine ? 'You' : message.senderName}</span>
        {role ? <span>{role}</span> : null}
        <time dateTime={message.createdAt}>{formatFullMessageTime(message.createdAt)}</time>
      </p>
      <MessageText
        body={message.body}
        linkDomains={message.linkDomains}
        className={cn(
          'max-w-[min(36rem,92%)] rounded-2xl px-4 py-2.5 text-sm leading-relaxed shadow-xs',
          message.isMine
            ? 'rounded-br-md bg-primary text-primary-foreground'
            : 'rounded-bl-md border border-border bg-card text-card-foreground',
        )}
      />
    </li>
  );
}
