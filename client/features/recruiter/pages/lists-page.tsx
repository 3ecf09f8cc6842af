import { ArrowRightIcon, CalendarIcon, ListIcon, UserPlusIcon, UsersIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { formatDate } from '#client/lib/format.ts';
import { pathTo } from '#client/lib/paths.ts';
import type { RecruiterList } from '#common/contracts/lists.ts';
import { plural } from '#common/plural.ts';
import { useLists } from '../api/get-lists.ts';
import { CreateListDialog } from '../components/create-list-dialog.tsx';
import { DeleteListDialog } from '../components/delete-list-dialog.tsx';
import { PageHeader } from '../components/page-header.tsx';

/**
 * /recruiter/lists (spec 3 §2 My Lists): create, open and delete prospect lists; below them, the lists
 * colleagues shared with the recruiter, each marked with who shared it and the access given (D321).
 */
export function ListsPage() {
  const lists = useLists();
  const [toDelete, setToDelete] = useState<RecruiterList | null>(null);
  const [createOpen, setCreateOpen] = useState(false);
  const all = lists.data?.lists ?? [];
  const items = all.filter((l) => l.access === 'owner');
  const shared = all.filter((l) => l.access !== 'owner');

  return (
    <div className="container-page py-8 sm:py-10">
      <title>My Lists · Rinkside</title>
      <PageHeader
        eyebrow="Recruiting"
        title="My Lists"
        description="Organize the prospects you follow. Lists are private to you unless you share them with colleagues of your program."
        actions={
          items.length > 0 ? (
            <Button onClick={() => setCreateOpen(true)}>
              <UserPlusIcon />
              Create List
            </Button>
          ) : null
        }
      />
      <CreateListDialog open={createOpen} onOpenChange={setCreateOpen} />
      <DeleteListDialog list={toDelete} onOpenChange={(open) => (open ? null : setToDelete(null))} />

      <div className="mt-8">
        {lists.isPending ? (
          <div role="status" aria-label="Loading lists" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <div
                key={i}
                aria-hidden="true"
                className="h-44 animate-pulse rounded-xl border border-border bg-card motion-reduce:animate-none"
              />
            ))}
          </div>
        ) : lists.isError ? (
          <Alert variant="destructive" title="Error Loading Lists" role="alert">
            Failed to load your lists. Please try again later.
          </Alert>
        ) : (
          <>
            {items.length === 0 ? (
              <EmptyState
                // Smaller above the lists colleagues shared, which are then the page's content.
                size={shared.length > 0 ? 'md' : 'lg'}
                headingLevel="h2"
                icon={<ListIcon />}
                title="No lists yet"
                description="Create a list to keep track of the players you are scouting."
                action={<Button onClick={() => setCreateOpen(true)}>Create Your First List</Button>}
              />
            ) : (
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {items.map((list) => (
                  <ListCard key={list.id} list={list} headingLevel="h2" onDelete={() => setToDelete(list)} />
                ))}
              </ul>
            )}
            {shared.length > 0 ? (
              <section aria-labelledby="shared-lists" className="mt-10">
                <h2 id="shared-lists" className="mb-4 flex items-center gap-2 text-lg font-bold">
                  <UsersIcon className="size-5 text-primary" />
                  Shared with me
                </h2>
                <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {shared.map((list) => (
                    <ListCard key={list.id} list={list} headingLevel="h3" />
                  ))}
                </ul>
              </section>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}

/** A list's card: its own lists have a delete button; a shared one says who shared it and the access. */
function ListCard({
  list,
  headingLevel: Heading,
  onDelete,
}: {
  list: RecruiterList;
  headingLevel: 'h2' | 'h3';
  onDelete?: () => void;
}) {
  return (
    <li className="group relative flex min-w-0 flex-col rounded-xl border border-border bg-card p-5 shadow-sm transition-colors hover:border-primary/40">
      <div className={onDelete ? 'flex items-start gap-3 pr-10' : 'flex items-start gap-3'}>
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground [&_svg]:size-5">
          {list.sharedBy ? <UsersIcon /> : <ListIcon />}
        </span>
        <div className="min-w-0">
          <Heading className="line-clamp-2 wrap-anywhere text-lg font-semibold leading-tight">
            {list.name}
          </Heading>
          <p className="mt-1 text-sm font-medium text-primary">{plural(list.itemCount, 'player')}</p>
        </div>
      </div>
      {list.sharedBy ? (
        <p className="mt-4 text-xs text-muted-foreground" data-testid="shared-by">
          Shared by <span className="font-medium text-foreground">{list.sharedBy}</span> ·{' '}
          {list.access === 'edit' ? 'Can edit' : 'View only'}
        </p>
      ) : (
        <p className="mt-4 flex items-center gap-2 text-xs text-muted-foreground">
          <CalendarIcon className="size-3.5" />
          Created {formatDate(list.createdAt)}
        </p>
      )}
      <Link
        to={pathTo.recruiterList(list.id)}
        className={buttonVariants({ variant: 'secondary', className: 'mt-4 w-full' })}
        aria-label={`View Players in ${list.name}`}
      >
        View Players
        <ArrowRightIcon />
      </Link>
      {onDelete ? (
        <Button
          variant="ghost"
          size="icon"
          className="absolute right-3 top-3 size-9 text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
          aria-label={`Delete list ${list.name}`}
          onClick={onDelete}
        >
          <XIcon />
        </Button>
      ) : null}
    </li>
  );
}
