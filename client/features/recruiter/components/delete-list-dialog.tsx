import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { getErrorMessage } from '#client/lib/api-client.ts';
import type { RecruiterList } from '#common/contracts/lists.ts';
import { useDeleteList } from '../api/delete-list.ts';

/** The delete confirmation of spec 3 §2; `list` null means closed. */
export function DeleteListDialog({
  list,
  onOpenChange,
  onDeleted,
}: {
  list: RecruiterList | null;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
}) {
  const deleteList = useDeleteList();

  const confirm = () => {
    if (!list) return;
    deleteList.mutate(list.id, {
      onSuccess: () => {
        toast({ title: 'List deleted', description: 'The list has been deleted successfully.' });
        onOpenChange(false);
        onDeleted?.();
      },
      onError: (error) =>
        toast({
          title: 'Failed to delete list. Please try again.',
          description: getErrorMessage(error, 'The list could not be deleted.'),
          variant: 'destructive',
        }),
    });
  };

  return (
    <Dialog open={list !== null} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>Delete List</DialogTitle>
          <DialogDescription>
            Are you sure you want to delete this list? This action cannot be undone.
          </DialogDescription>
        </DialogHeader>
        {list ? (
          <p className="rounded-lg border border-border bg-muted/50 px-3 py-2 text-sm">
            <span className="font-semibold">{list.name}</span>
            <span className="text-muted-foreground"> · {list.itemCount} player(s)</span>
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={deleteList.isPending}>
            {deleteList.isPending ? <Spinner className="size-4" /> : null}
            Delete List
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
