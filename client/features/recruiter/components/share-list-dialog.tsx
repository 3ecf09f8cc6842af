import { LinkIcon, RefreshCwIcon, Trash2Icon, UserPlusIcon, UsersIcon, XIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { SecretLinkField } from '#client/components/secret-link-field.tsx';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { showFailureToast } from '#client/lib/error-toast.tsx';
import { formatMediumDate } from '#client/lib/format.ts';
import {
  AddListMemberInputSchema,
  type ListMember,
  type ListMemberAccess,
  type ShareLink,
} from '#common/contracts/list-sharing.ts';
import type { ListDetail } from '#common/contracts/lists.ts';
import {
  useAddListMember,
  useCreateShareLink,
  useListSharing,
  useRemoveListMember,
  useRevokeShareLink,
  useSetListMemberAccess,
} from '../api/list-sharing.ts';

const ACCESS_LABEL: Record<ListMemberAccess, string> = {
  view: 'Can view',
  edit: 'Can edit',
};

/** The e-mail field's own choice in the pick-list: a colleague not listed (yet), typed by address. */
const BY_EMAIL = '';

interface ShareListDialogProps {
  list: ListDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * D321, D322: the owner shares the list with colleagues of the program (picked from the list of verified
 * colleagues, or typed by e-mail), each to view or edit it, and makes or revokes a secret read-only link.
 */
export function ShareListDialog({ list, open, onOpenChange }: ShareListDialogProps) {
  const sharing = useListSharing(list.id, open);
  const data = sharing.data;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Share List</DialogTitle>
          <DialogDescription>
            Colleagues of your program see the players and their stages. Your notes and ratings stay private,
            as theirs do.
          </DialogDescription>
        </DialogHeader>
        {sharing.isPending ? (
          <div role="status" aria-label="Loading share settings" className="flex justify-center py-6">
            <Spinner className="size-5" />
          </div>
        ) : sharing.isError || !data ? (
          <Alert variant="destructive" title="Share settings not loaded" role="alert">
            Failed to load the share settings. Please try again later.
          </Alert>
        ) : (
          <>
            <section aria-labelledby={`${list.id}-colleagues`} className="grid gap-3">
              <h3 id={`${list.id}-colleagues`} className="flex items-center gap-2 text-sm font-bold">
                <UsersIcon className="size-4 text-primary" />
                Colleagues
              </h3>
              {data.members.length === 0 ? (
                <p className="text-sm text-muted-foreground">Not shared with any colleague yet.</p>
              ) : (
                <ul className="grid gap-2">
                  {data.members.map((member) => (
                    <MemberRow key={member.userId} listId={list.id} member={member} />
                  ))}
                </ul>
              )}
              {data.canShareWithColleagues ? (
                <AddMemberForm listId={list.id} colleagues={data.colleagues} />
              ) : (
                <p className="rounded-lg border border-dashed border-border p-3 text-sm text-muted-foreground">
                  You can share lists with colleagues once an administrator has verified your program.
                </p>
              )}
            </section>
            <LinkSection listId={list.id} active={data.link.active} createdAt={data.link.createdAt} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function MemberRow({ listId, member }: { listId: string; member: ListMember }) {
  const setAccess = useSetListMemberAccess(listId);
  const remove = useRemoveListMember(listId);
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border p-3 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">{member.name}</p>
        <p className="truncate text-xs text-muted-foreground">{member.email}</p>
      </div>
      <div className="flex items-center gap-2">
        <div className="w-32">
          <Select
            aria-label={`Access of ${member.name}`}
            className="h-9"
            value={member.access}
            disabled={setAccess.isPending}
            onChange={(e) =>
              setAccess.mutate(
                { userId: member.userId, access: e.target.value as ListMemberAccess },
                {
                  onSuccess: ({ member: changed }) =>
                    toast({
                      title: 'Access changed',
                      description: `${changed.name} ${changed.access === 'edit' ? 'can now edit' : 'can now only view'} the list.`,
                    }),
                  onError: (error) => showFailureToast('Access not changed', error),
                },
              )
            }
          >
            {(['view', 'edit'] as const).map((access) => (
              <option key={access} value={access}>
                {ACCESS_LABEL[access]}
              </option>
            ))}
          </Select>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="size-9 text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
          aria-label={`Stop sharing with ${member.name}`}
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(member.userId, {
              onSuccess: () =>
                toast({ title: 'No longer shared', description: `${member.name} no longer has the list.` }),
              onError: (error) => showFailureToast('Sharing not stopped', error),
            })
          }
        >
          <XIcon />
        </Button>
      </div>
    </li>
  );
}

function AddMemberForm({
  listId,
  colleagues,
}: {
  listId: string;
  colleagues: readonly { userId: string; name: string; email: string; title: string | null }[];
}) {
  const pickId = useId();
  const emailId = useId();
  const accessId = useId();
  const errorId = useId();
  const add = useAddListMember(listId);
  const [picked, setPicked] = useState<string>(colleagues[0]?.email ?? BY_EMAIL);
  const [typed, setTyped] = useState('');
  const [access, setAccess] = useState<ListMemberAccess>('view');
  const [error, setError] = useState<string | null>(null);
  // A colleague who has the list meanwhile leaves the pick-list: fall back to the first one left.
  const choice =
    picked === BY_EMAIL || colleagues.some((c) => c.email === picked)
      ? picked
      : (colleagues[0]?.email ?? BY_EMAIL);
  const email = choice === BY_EMAIL ? typed : choice;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = AddListMemberInputSchema.safeParse({ email, access });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the address');
      return;
    }
    setError(null);
    add.mutate(parsed.data, {
      onSuccess: ({ member }) => {
        setTyped('');
        toast({
          title: 'List shared',
          description: `${member.name} ${member.access === 'edit' ? 'can now edit' : 'can now view'} the list and was told by e-mail.`,
        });
      },
      onError: (failure) => showFailureToast('List not shared', failure),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-3 rounded-lg bg-muted/40 p-3">
      <div className="grid gap-3 sm:grid-cols-[1fr_9rem]">
        <div className="grid gap-1.5">
          <label htmlFor={pickId} className="text-sm font-medium">
            Colleague
          </label>
          <Select id={pickId} value={choice} onChange={(e) => setPicked(e.target.value)}>
            {colleagues.map((c) => (
              <option key={c.userId} value={c.email}>
                {c.title ? `${c.name}, ${c.title}` : c.name}
              </option>
            ))}
            <option value={BY_EMAIL}>Someone else, by e-mail</option>
          </Select>
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={accessId} className="text-sm font-medium">
            Access
          </label>
          <Select
            id={accessId}
            value={access}
            onChange={(e) => setAccess(e.target.value as ListMemberAccess)}
          >
            {(['view', 'edit'] as const).map((a) => (
              <option key={a} value={a}>
                {ACCESS_LABEL[a]}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {choice === BY_EMAIL ? (
        <div className="grid gap-1.5">
          <label htmlFor={emailId} className="text-sm font-medium">
            Colleague’s e-mail
          </label>
          <Input
            id={emailId}
            type="email"
            autoComplete="off"
            value={typed}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => setTyped(e.target.value)}
          />
          <p className="text-xs text-muted-foreground">
            Only verified recruiters of your program can be added.
          </p>
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" size="sm" disabled={add.isPending}>
          {add.isPending ? <Spinner className="size-4 text-current" /> : <UserPlusIcon />}
          Share with Colleague
        </Button>
      </div>
    </form>
  );
}

/** The secret read-only link: shown once when made (only its hash is kept), copied, replaced or revoked. */
function LinkSection({
  listId,
  active,
  createdAt,
}: {
  listId: string;
  active: boolean;
  createdAt: string | null;
}) {
  const titleId = useId();
  const create = useCreateShareLink(listId);
  const revoke = useRevokeShareLink(listId);
  const [link, setLink] = useState<ShareLink | null>(null);
  const [confirm, setConfirm] = useState<'rotate' | 'revoke' | null>(null);
  const make = () =>
    create.mutate(undefined, {
      onSuccess: (made) => {
        setLink(made);
        setConfirm(null);
      },
      onError: (error) => showFailureToast('Link not made', error),
    });
  const live = link !== null || active;
  const since = createdAt ? formatMediumDate(createdAt.slice(0, 10)) : null;

  return (
    <section aria-labelledby={titleId} className="grid gap-3 border-t border-border pt-4">
      <h3 id={titleId} className="flex items-center gap-2 text-sm font-bold">
        <LinkIcon className="size-4 text-primary" />
        Read-only link
      </h3>
      <p className="text-sm text-muted-foreground">
        Anyone with the link sees the players and their stages as a visitor sees their public profiles: no
        notes, ratings or contact details.
      </p>
      {link ? (
        <SecretLinkField
          label="The list’s link"
          url={link.url}
          copied={{ done: 'Link copied', failed: 'Copy the link' }}
          note="It is shown only now; make a new one if you lose it."
        />
      ) : active ? (
        <p className="text-sm">
          A link is active{since ? ` (made ${since})` : ''}. Make a new link to see it again; the old one then
          stops working.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {live ? (
          <>
            <Button size="sm" variant="outline" onClick={() => setConfirm('rotate')}>
              <RefreshCwIcon />
              New Link
            </Button>
            <Button size="sm" variant="outline" onClick={() => setConfirm('revoke')}>
              <Trash2Icon />
              Revoke Link
            </Button>
          </>
        ) : (
          <Button size="sm" onClick={make} disabled={create.isPending}>
            <LinkIcon />
            Create Link
          </Button>
        )}
      </div>
      <ConfirmDialog
        focusCancel
        open={confirm !== null}
        onOpenChange={(next) => (next ? undefined : setConfirm(null))}
        title={confirm === 'revoke' ? 'Revoke the link?' : 'Make a new link?'}
        description="The current link stops opening the list at once. This cannot be undone."
        confirmLabel={confirm === 'revoke' ? 'Revoke Link' : 'Make New Link'}
        isPending={create.isPending || revoke.isPending}
        onConfirm={() =>
          confirm === 'revoke'
            ? revoke.mutate(undefined, {
                onSuccess: () => {
                  setLink(null);
                  setConfirm(null);
                  toast({ title: 'Link revoked', description: 'It no longer opens the list.' });
                },
                onError: (error) => showFailureToast('Link not revoked', error),
              })
            : make()
        }
      />
    </section>
  );
}
