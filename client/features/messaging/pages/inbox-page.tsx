import { MessagesSquareIcon, SearchIcon, ShieldCheckIcon, SquarePenIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { useAuth } from '#client/lib/auth.tsx';
import { cn } from '#client/lib/cn.ts';
import { PATHS } from '#client/lib/paths.ts';
import type { ConversationSummary } from '#common/contracts/messaging.ts';
import { inboxPath } from '#common/messaging.ts';
import { initialsOfFullName } from '#common/names.ts';
import { useConversations } from '../api/get-conversations.ts';
import { UnreadBadge } from '../components/unread-badge.tsx';
import { type FamilyRole, WriteToRecruiterDialog } from '../components/write-to-recruiter-dialog.tsx';
import { contactSettingsPath } from '../lib/family.ts';
import { formatMessageTime, participantRoleLabel } from '../lib/labels.ts';

/** /messages: the caller's conversations, newest first. */
export function InboxPage() {
  const { user } = useAuth();
  const conversations = useConversations();
  const data = conversations.data;
  const isRecruiter = user?.role === 'RECRUITER';
  // The player and a linked parent may write to a recruiter first (D112); the recruiter starts from a profile.
  const familyRole: FamilyRole | null = user?.role === 'PLAYER' || user?.role === 'PARENT' ? user.role : null;
  const [writing, setWriting] = useState(false);

  return (
    <div className="container-page max-w-4xl py-8 sm:py-10">
      <title>{`${data?.unreadCount ? `(${data.unreadCount}) ` : ''}Messages · Rinkside`}</title>
      <header className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="mb-1 text-xs font-semibold uppercase tracking-widest text-primary">Inbox</p>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Messages</h1>
          <p className="mt-1.5 text-sm text-muted-foreground sm:text-base">
            {isRecruiter
              ? 'Your conversations with players and their families.'
              : 'Write to a recruiter first or answer one: your family is in every thread about a minor.'}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-3">
          {data && data.unreadCount > 0 ? (
            <p className="text-sm font-medium text-primary">
              {data.unreadCount} unread {data.unreadCount === 1 ? 'message' : 'messages'}
            </p>
          ) : null}
          {familyRole ? (
            <Button onClick={() => setWriting(true)}>
              <SquarePenIcon />
              New Message
            </Button>
          ) : null}
        </div>
      </header>

      {conversations.isPending ? (
        <ul role="status" aria-label="Loading conversations" className="grid gap-2">
          {[0, 1, 2].map((i) => (
            <li key={i} className="h-24 animate-pulse rounded-xl bg-muted motion-reduce:animate-none" />
          ))}
        </ul>
      ) : conversations.isError ? (
        <Alert variant="destructive" title="Error Loading Messages" role="alert">
          Failed to load your conversations. Please try again later.
        </Alert>
      ) : data && data.conversations.length === 0 ? (
        <EmptyState
          size="lg"
          icon={<MessagesSquareIcon />}
          title="No conversations yet"
          description={
            isRecruiter
              ? 'Messaging lets you talk with players and their families on Rinkside. Open a player’s profile and choose MESSAGE PLAYER: the parents of a player under 18 are in every conversation, and NCAA contact dates apply. Families may also write to you first.'
              : 'You can write to a college recruiter first, with the email address of their Rinkside account. Recruiters may write or answer from their program’s NCAA contact date for the player’s class year. The parents of a player under 18 see every message, and in Recruiter contact you decide whether recruiters may write at all.'
          }
          action={
            isRecruiter ? (
              <Link to={PATHS.search} className={buttonVariants()}>
                <SearchIcon />
                Find Players
              </Link>
            ) : user ? (
              <div className="flex flex-wrap justify-center gap-2">
                {familyRole ? (
                  <Button onClick={() => setWriting(true)}>
                    <SquarePenIcon />
                    Write to a Recruiter
                  </Button>
                ) : null}
                <Link to={contactSettingsPath(user.role)} className={buttonVariants({ variant: 'outline' })}>
                  <ShieldCheckIcon />
                  Recruiter Contact Settings
                </Link>
              </div>
            ) : null
          }
        />
      ) : data ? (
        <ul className="grid gap-2" aria-label="Conversations">
          {data.conversations.map((conversation) => (
            <li key={conversation.id}>
              <ConversationRow conversation={conversation} />
            </li>
          ))}
        </ul>
      ) : null}
      {familyRole ? (
        <WriteToRecruiterDialog role={familyRole} open={writing} onOpenChange={setWriting} />
      ) : null}
    </div>
  );
}

function ConversationRow({ conversation }: { conversation: ConversationSummary }) {
  const others = conversation.participants.filter((p) => !p.isMe);
  const unread = conversation.unreadCount > 0;
  const last = conversation.lastMessage;
  const when = last?.createdAt ?? conversation.lastMessageAt;
  return (
    <Link
      to={inboxPath(conversation.id)}
      className={cn(
        'group flex gap-3 rounded-xl border bg-card p-4 shadow-xs transition-colors hover:border-primary/50 hover:bg-accent/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:gap-4',
        unread ? 'border-primary/40' : 'border-border',
      )}
    >
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-bold text-accent-foreground sm:size-11"
      >
        {initials(conversation.player.name)}
      </span>
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="flex items-baseline justify-between gap-3">
          <span className={cn('truncate text-base', unread ? 'font-bold' : 'font-semibold')}>
            {conversation.player.name}
          </span>
          <time dateTime={when} className="shrink-0 text-xs text-muted-foreground">
            {formatMessageTime(when)}
          </time>
        </span>
        <span className="truncate text-xs text-muted-foreground">
          {others.length === 0
            ? 'Only you'
            : `With ${others.map((p) => `${p.name} (${participantRoleLabel(p)})`).join(', ')}`}
        </span>
        <span className="flex items-center justify-between gap-3">
          <span
            className={cn(
              'line-clamp-2 min-w-0 text-sm sm:line-clamp-1',
              unread ? 'font-medium text-foreground' : 'text-muted-foreground',
            )}
          >
            {last ? `${last.isMine ? 'You' : last.senderName}: ${last.preview}` : 'No messages yet'}
          </span>
          <UnreadBadge count={conversation.unreadCount} className="shrink-0" />
        </span>
      </span>
    </Link>
  );
}

function initials(name: string): string {
  return initialsOfFullName(name) || '?';
}
