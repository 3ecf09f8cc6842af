import {
  BookmarkIcon,
  ChevronDownIcon,
  FileTextIcon,
  MailIcon,
  Share2Icon,
  TrophyIcon,
  UserPlusIcon,
} from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { showFailureToast } from '#client/lib/error-toast.tsx';
import type { RecruiterList } from '#common/contracts/lists.ts';
import { useAddListItem } from '../api/add-list-item.ts';
import { useLists } from '../api/get-lists.ts';
import { useRemoveListItem } from '../api/remove-list-item.ts';
import { CompareToggle, CompareTrayLink } from './compare-toggle.tsx';
import { CreateListDialog } from './create-list-dialog.tsx';
import { NotesDialog } from './notes-dialog.tsx';

// The composer (its contact check, form and contracts) loads when MESSAGE PLAYER is first pressed, the
// share dialog (its form) when SHARE PLAYER is, the rating form when RATE PLAYER is.
const RatePlayerDialog = lazy(() => import('./rate-player-dialog.tsx'));
const MessagePlayerDialog = lazy(() =>
  import('#client/features/messaging/index.ts').then((module) => ({ default: module.MessagePlayerDialog })),
);
const SharePlayerDialog = lazy(() =>
  import('#client/features/messaging/index.ts').then((module) => ({ default: module.SharePlayerDialog })),
);

interface RecruiterActionsProps {
  player: { id: string; slug: string; firstName: string; lastName: string };
}

/**
 * The recruiter's buttons on a public profile (spec 3 §2): NOTES, ADD TO LIST, RATE PLAYER,
 * MESSAGE PLAYER and SHARE PLAYER. The recruiter's lists load as soon as the profile opens, each saying
 * whether it holds this player (checked; unchecking removes them there).
 */
export function RecruiterActions({ player }: RecruiterActionsProps) {
  const name = `${player.firstName} ${player.lastName}`;
  const lists = useLists(player.id);
  // Own lists and those a colleague shared to edit (D321); a view-only list cannot take a player.
  const editable = lists.data?.lists.filter((l) => l.access !== 'view') ?? [];
  const addItem = useAddListItem();
  const removeItem = useRemoveListItem();
  const [notesOpen, setNotesOpen] = useState(false);
  const [rateOpen, setRateOpen] = useState(false);
  const [messageOpen, setMessageOpen] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);
  // The lazy dialogs are mounted from the first press on, so they close with their animation.
  const [messageLoaded, setMessageLoaded] = useState(false);
  const [shareLoaded, setShareLoaded] = useState(false);
  const [rateLoaded, setRateLoaded] = useState(false);
  const [newListOpen, setNewListOpen] = useState(false);
  const isSaving = addItem.isPending || removeItem.isPending;

  const removeFrom = (list: Pick<RecruiterList, 'id' | 'name'>) =>
    removeItem.mutate(
      { listId: list.id, playerId: player.id },
      {
        onSuccess: () =>
          toast({ title: 'Removed from list', description: `${name} was removed from ${list.name}.` }),
        onError: (error) => showFailureToast('Failed to remove player from list', error),
      },
    );

  const addTo = (list: Pick<RecruiterList, 'id' | 'name'>) =>
    addItem.mutate(
      { listId: list.id, playerId: player.id },
      {
        onSuccess: () => toast({ title: 'Added to list', description: `${name} was added to ${list.name}.` }),
        onError: (error) => showFailureToast('Failed to add player to list', error),
      },
    );

  return (
    <div className="grid w-full grid-cols-2 gap-2 sm:w-[22rem]" data-slot="recruiter-actions">
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button className="col-span-2">
            <BookmarkIcon />
            ADD TO LIST
            <ChevronDownIcon />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="max-w-[calc(100vw-2rem)]">
          <DropdownMenuLabel className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">
            Your lists
          </DropdownMenuLabel>
          {lists.isPending ? (
            <DropdownMenuItem disabled>Loading lists…</DropdownMenuItem>
          ) : lists.isError ? (
            <DropdownMenuItem disabled>Lists could not be loaded</DropdownMenuItem>
          ) : editable.length === 0 ? (
            <DropdownMenuItem disabled>No lists yet</DropdownMenuItem>
          ) : (
            editable.map((list) => (
              <DropdownMenuCheckboxItem
                key={list.id}
                checked={list.hasPlayer === true}
                disabled={isSaving}
                // The menu stays open, so the check mark is seen to change.
                onSelect={(event) => event.preventDefault()}
                onCheckedChange={(checked) => (checked ? addTo(list) : removeFrom(list))}
              >
                <span className="min-w-0 flex-1 truncate">
                  {list.name}
                  {list.sharedBy ? (
                    <span className="text-xs text-muted-foreground"> · shared by {list.sharedBy}</span>
                  ) : null}
                </span>
                <span className="text-xs text-muted-foreground tabular-nums">
                  <span className="sr-only">, </span>
                  {list.itemCount}
                  <span className="sr-only"> {list.itemCount === 1 ? 'player' : 'players'}</span>
                </span>
              </DropdownMenuCheckboxItem>
            ))
          )}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setNewListOpen(true)}>
            <UserPlusIcon />
            New list
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>

      <Button variant="outline" onClick={() => setNotesOpen(true)}>
        <FileTextIcon />
        NOTES
      </Button>

      <Button
        variant="outline"
        onClick={() => {
          setRateLoaded(true);
          setRateOpen(true);
        }}
      >
        <TrophyIcon />
        RATE PLAYER
      </Button>
      <Button
        variant="outline"
        onClick={() => {
          setMessageLoaded(true);
          setMessageOpen(true);
        }}
      >
        <MailIcon />
        MESSAGE PLAYER
      </Button>
      <Button
        variant="outline"
        onClick={() => {
          setShareLoaded(true);
          setShareOpen(true);
        }}
      >
        <Share2Icon />
        SHARE PLAYER
      </Button>
      <div className="col-span-2 grid gap-2">
        <CompareToggle playerId={player.id} name={name} wide />
        <CompareTrayLink />
      </div>

      <NotesDialog playerId={player.id} playerName={name} open={notesOpen} onOpenChange={setNotesOpen} />
      <CreateListDialog
        open={newListOpen}
        onOpenChange={setNewListOpen}
        description={`Create a list and add ${name} to it.`}
        submitLabel="Create and Add"
        onCreated={(list) => addTo(list)}
      />
      {messageLoaded ? (
        <Suspense fallback={null}>
          <MessagePlayerDialog player={player} open={messageOpen} onOpenChange={setMessageOpen} />
        </Suspense>
      ) : null}
      {shareLoaded ? (
        <Suspense fallback={null}>
          <SharePlayerDialog player={player} open={shareOpen} onOpenChange={setShareOpen} />
        </Suspense>
      ) : null}
      {rateLoaded ? (
        <Suspense fallback={null}>
          <RatePlayerDialog
            playerId={player.id}
            playerName={name}
            open={rateOpen}
            onOpenChange={setRateOpen}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
