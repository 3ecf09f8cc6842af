import { zodResolver } from '@hookform/resolvers/zod';
import {
  CalendarClockIcon,
  LayoutDashboardIcon,
  SendIcon,
  ShieldCheckIcon,
  UserIcon,
  UserPlusIcon,
} from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
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
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useParentAccount } from '#client/features/parent/index.ts';
import { useMyPlayer } from '#client/features/players/index.ts';
import { type ApiError, getErrorMessage, isApiError } from '#client/lib/api-client.ts';
import { PATHS } from '#client/lib/paths.ts';
import { isAdult } from '#common/age.ts';
import { StartConversationInputSchema } from '#common/contracts/messaging.ts';
import type { Player } from '#common/contracts/players.ts';
import { inboxPath } from '#common/messaging.ts';
import { useStartConversation } from '../api/start-conversation.ts';
import { contactSettingsPath } from '../lib/family.ts';
import { DialogLoadError, DialogLoading } from './dialog-load-state.tsx';
import { MessageBodyField, MessageCounter } from './message-form.tsx';

/** The accounts that write to a recruiter first: the player about their own profile, a parent about a child. */
export type FamilyRole = 'PLAYER' | 'PARENT';

/** What the dialog needs of a player (the parent's account and the player's own profile both carry it). */
export type FamilyPlayer = Pick<
  Player,
  'id' | 'userId' | 'firstName' | 'lastName' | 'birthYear' | 'profileStatus'
>;

export const RECRUITER_EMAIL_MISSING = "Enter the email address of the recruiter's Rinkside account.";

/** The contract's rules, with the recruiter's address required: a family always names the recruiter (D112). */
const WriteFirstSchema = StartConversationInputSchema.extend({
  recruiterEmail: z
    .string()
    .trim()
    .min(1, RECRUITER_EMAIL_MISSING)
    .pipe(StartConversationInputSchema.shape.recruiterEmail.unwrap()),
});
type WriteFirstValues = z.input<typeof WriteFirstSchema>;
type WriteFirstOutput = z.output<typeof WriteFirstSchema>;

const fullName = (p: Pick<Player, 'firstName' | 'lastName'>) => `${p.firstName} ${p.lastName}`;

/**
 * "Write to a recruiter" (decisions D112, D125): a family's first message to a coach, named by the e-mail
 * of the coach's Rinkside account. The players offered are those the server accepts: the player's own
 * profile, or a parent's linked children, once active.
 */
export function WriteToRecruiterDialog({
  role,
  open,
  onOpenChange,
}: {
  role: FamilyRole;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const family = useFamilyPlayers(role, open);
  const start = useStartConversation();

  return (
    <Dialog open={open} onOpenChange={(next) => (start.isPending ? undefined : onOpenChange(next))}>
      <DialogContent className="max-w-xl" data-slot="write-to-recruiter-dialog">
        <DialogHeader>
          <DialogTitle>Write to a recruiter</DialogTitle>
          <DialogDescription>
            Families may write to a college coach first, at any age. The coach answers in the same
            conversation.
          </DialogDescription>
        </DialogHeader>
        {family.isPending ? (
          <DialogLoading label="Loading your player profiles..." />
        ) : family.error ? (
          <DialogLoadError
            title="Could not load your player profiles"
            error={family.error}
            onClose={() => onOpenChange(false)}
          />
        ) : family.eligible.length === 0 ? (
          <NoEligibleProfile role={role} players={family.players} onClose={() => onOpenChange(false)} />
        ) : (
          <WriteFirstForm
            role={role}
            players={family.eligible}
            hiddenCount={family.players.length - family.eligible.length}
            start={start}
            onClose={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

/**
 * The players the caller may write about, read only while the dialog is open: a player's own profile (none
 * yet: 404), or the children on the parent's account (the parent dashboard's read, so they share the cache).
 */
function useFamilyPlayers(role: FamilyRole, open: boolean) {
  const mine = useMyPlayer({ enabled: open && role === 'PLAYER' });
  const account = useParentAccount({ enabled: open && role === 'PARENT' });
  let players: FamilyPlayer[] = [];
  let isPending: boolean;
  let error: Error | null = null;
  if (role === 'PLAYER') {
    isPending = mine.isPending;
    if (mine.data) players = [mine.data.player];
    else if (mine.error && !isApiError(mine.error, 404)) error = mine.error;
  } else {
    isPending = account.isPending;
    if (account.data) players = account.data.connectedProfiles.players;
    else error = account.error;
  }
  // The server refuses a profile that is not active (409): offer only those it accepts.
  const eligible = players.filter((p) => p.profileStatus === 'active');
  return { isPending: isPending && !error, error, players, eligible };
}

/** Why there is nobody to write about yet, and where to fix it. */
function NoEligibleProfile({
  role,
  players,
  onClose,
}: {
  role: FamilyRole;
  players: FamilyPlayer[];
  onClose: () => void;
}) {
  const reason =
    role === 'PLAYER'
      ? players.length === 0
        ? {
            title: 'Set up your profile first',
            text: 'A message to a recruiter is about your player profile, so the coach can look you up. Create your profile, then write from here.',
            path: PATHS.profileSetup,
            action: 'Set Up Your Profile',
            icon: <UserPlusIcon />,
          }
        : {
            title: 'Your profile is not active yet',
            text: 'Your profile goes live once a parent or guardian approves it. Then you can write to recruiters from here.',
            path: PATHS.playerProfile,
            action: 'Open My Profile',
            icon: <UserIcon />,
          }
      : players.length === 0
        ? {
            title: 'Add your player first',
            text: 'A message to a recruiter is about a player’s profile, so the coach can look them up. Create your child’s profile, then write from here.',
            path: PATHS.createPlayerProfile,
            action: 'Create a Player Profile',
            icon: <UserPlusIcon />,
          }
        : {
            title: 'No active profile yet',
            text: `${players.map(fullName).join(', ')}: ${players.length === 1 ? 'the profile is' : 'the profiles are'} not active yet. A profile under 17 goes live once a parent gives consent on the dashboard; then you can write to recruiters about it.`,
            path: PATHS.parentDashboard,
            action: 'Open Parent Dashboard',
            icon: <LayoutDashboardIcon />,
          };
  return (
    <>
      <Alert title={reason.title} data-slot="no-eligible-profile">
        {reason.text}
      </Alert>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
        <Link to={reason.path} onClick={onClose} className={buttonVariants()}>
          {reason.icon}
          {reason.action}
        </Link>
      </DialogFooter>
    </>
  );
}

function WriteFirstForm({
  role,
  players,
  hiddenCount,
  start,
  onClose,
}: {
  role: FamilyRole;
  players: FamilyPlayer[];
  /** Linked profiles left out because they are not active yet. */
  hiddenCount: number;
  start: ReturnType<typeof useStartConversation>;
  onClose: () => void;
}) {
  const id = useId();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<ApiError | Error | null>(null);
  const { register, handleSubmit, watch, setError, formState } = useForm<
    WriteFirstValues,
    unknown,
    WriteFirstOutput
  >({
    resolver: zodResolver(WriteFirstSchema),
    defaultValues: { playerId: players.length === 1 ? players[0]!.id : '', recruiterEmail: '', body: '' },
  });
  const { errors } = formState;
  const text = watch('body') ?? '';
  const player = players.find((p) => p.id === watch('playerId'));
  const single = players.length === 1 ? players[0]! : null;

  const submit = handleSubmit(async (values) => {
    if (start.isPending) return;
    setFailure(null);
    try {
      const answer = await start.mutateAsync(values);
      const recruiter = answer.conversation.participants.find((p) => p.role === 'recruiter');
      onClose();
      toast({
        title: 'Message sent',
        description: answer.created
          ? `${recruiter?.name ?? 'The recruiter'} can read it now.`
          : `Added to your conversation with ${recruiter?.name ?? 'this recruiter'}.`,
      });
      await navigate(inboxPath(answer.conversation.id));
    } catch (error) {
      const fields = fieldErrors(error);
      for (const [field, message] of fields) setError(field, { message }, { shouldFocus: true });
      if (fields.length === 0) setFailure(error instanceof Error ? error : new Error(String(error)));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" data-slot="write-first-form">
      {single ? (
        <div className="grid gap-2">
          <p className="text-sm font-medium leading-none">Player</p>
          <p className="rounded-md border border-border bg-muted/50 px-3 py-2 text-sm">
            {fullName(single)}
            {role === 'PLAYER' ? <span className="text-muted-foreground"> (your profile)</span> : null}
          </p>
          {errors.playerId ? (
            <p className="text-sm font-medium text-destructive">{errors.playerId.message}</p>
          ) : null}
        </div>
      ) : (
        <FormField
          label="Player"
          error={errors.playerId?.message}
          hint={hiddenCount > 0 ? 'Profiles that are not active yet are not listed.' : undefined}
        >
          {(control) => (
            <Select {...control} {...register('playerId')}>
              <option value="">Select a player</option>
              {players.map((p) => (
                <option key={p.id} value={p.id}>
                  {fullName(p)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      )}

      <FormField
        label="Recruiter’s Rinkside email"
        error={errors.recruiterEmail?.message}
        hint="The address of the coach’s Rinkside account, often on the program’s staff page."
      >
        {(control) => (
          <Input
            {...control}
            {...register('recruiterEmail')}
            type="email"
            inputMode="email"
            // The coach's address, not the family's own: the browser should not offer the account's.
            autoComplete="off"
            spellCheck={false}
            placeholder="coach@university.edu"
          />
        )}
      </FormField>

      <div className="grid gap-2">
        <MessageBodyField
          id={id}
          label="Your message"
          rows={5}
          placeholder={
            player
              ? `Introduce ${role === 'PLAYER' ? 'yourself' : player.firstName}: position, team, class year, and why this program interests ${role === 'PLAYER' ? 'you' : 'them'}.`
              : 'Introduce the player: position, team, class year, and why this program interests them.'
          }
          registration={register('body')}
          text={text}
          error={errors.body?.message}
          onSendShortcut={() => void submit()}
        />
      </div>

      <div
        className="grid gap-2 rounded-lg border border-primary/30 bg-accent/60 px-4 py-3 text-sm text-accent-foreground"
        data-slot="write-first-notes"
      >
        <p className="flex gap-3">
          <ShieldCheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>{whoReads(role, player)}</span>
        </p>
        <p className="flex gap-3">
          <CalendarClockIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>
            Under NCAA rules the coach may only be able to answer from a later date (their division and the
            class year decide). They can read your message now; the conversation shows when they can answer.
          </span>
        </p>
      </div>

      {failure ? <Failure error={failure} role={role} onNavigate={onClose} /> : null}

      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <div className="min-w-0 flex-1 text-xs text-muted-foreground">
          <MessageCounter id={id} text={text} />
        </div>
        <div className="flex shrink-0 gap-2">
          <Button variant="outline" onClick={onClose} disabled={start.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={text.trim() === '' || start.isPending}>
            {start.isPending ? <Spinner className="size-4 text-current" /> : <SendIcon />}
            Send Message
          </Button>
        </div>
      </div>
    </form>
  );
}

type Field = keyof WriteFirstValues;
const FIELDS: readonly Field[] = ['playerId', 'recruiterEmail', 'body'];

/**
 * The server's refusals that belong to a field: its validation issues, and the 404 for an address no
 * recruiter account uses. Everything else (a block, contact turned off, a limit) is shown as an alert.
 */
function fieldErrors(error: unknown): [Field, string][] {
  if (isApiError(error, 400)) {
    return error.issues.flatMap((issue) => {
      const field = FIELDS.find((f) => f === issue.path);
      return field ? [[field, issue.message] as [Field, string]] : [];
    });
  }
  // The player was listed by the server; the address is what the family typed (a hidden player says
  // "Player not found", and is an alert).
  if (isApiError(error, 404) && /recruiter/i.test(error.serverMessage ?? '')) {
    return [['recruiterEmail', error.serverMessage!]];
  }
  return [];
}

function Failure({ error, role, onNavigate }: { error: Error; role: FamilyRole; onNavigate: () => void }) {
  const message = getErrorMessage(error, 'Please try again later.');
  return (
    <Alert variant="destructive" title="Message not sent" role="alert">
      {message}
      {isApiError(error, 409) && /contact settings/i.test(message) ? (
        <>
          {' '}
          <Link
            to={contactSettingsPath(role)}
            onClick={onNavigate}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Open Recruiter Contact Settings
          </Link>
        </>
      ) : null}
    </Alert>
  );
}

/**
 * Who the server puts in the thread (D111): the recruiter, the player's own account, and while the player is
 * under 18 (or has no account) every linked parent; a parent who writes about an adult takes part too.
 */
export function whoReads(role: FamilyRole, player: FamilyPlayer | undefined): string {
  if (!player) {
    return 'For a player under 18, every linked parent or guardian is in the conversation and sees every message (U.S. Center for SafeSport, MAAPP).';
  }
  const first = player.firstName;
  const parents =
    role === 'PLAYER'
      ? 'every parent or guardian linked to your profile'
      : `every parent or guardian linked to ${first}`;
  if (!isAdult(player)) {
    return role === 'PLAYER'
      ? `${members(['the recruiter', 'you', parents])} are in this conversation. You are under 18, so they see every message (U.S. Center for SafeSport, MAAPP).`
      : `${members(['the recruiter', parents, ...(player.userId ? [first] : [])])} are in this conversation. ${first} is under 18, so each parent sees every message (U.S. Center for SafeSport, MAAPP).`;
  }
  if (role === 'PLAYER') return 'Only you and the recruiter are in this conversation.';
  return `${members(player.userId ? ['the recruiter', first, 'you'] : ['the recruiter', parents])} are in this conversation.`;
}

/** "The recruiter, Liam and you". */
function members(names: string[]): string {
  const text = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
