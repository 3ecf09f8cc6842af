import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { getErrorMessage } from '#client/lib/api-client.ts';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import type { RecruiterList } from '#common/contracts/lists.ts';
import { plural } from '#common/plural.ts';
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
        showErrorToast(getErrorMessage(error, 'The list could not be deleted.'), undefined, {
          title: 'Failed to delete list. Please try again.',
        }),
    });
  };

  return (
    <ConfirmDialog
      open={list !== null}
      onOpenChange={onOpenChange}
      title="Delete List"
      description="Are you sure you want to delete this list? This action cannot be undone."
      confirmLabel="Delete List"
      isPending={deleteList.isPending}
      onConfirm={confirm}
      wide
    >
      {list ? (
        <p className="rounded-lg border border-border bg-muted/50 px-3 py-2 text-sm">
          <span className="font-semibold">{list.name}</span>
          <span className="text-muted-foreground"> · {plural(list.itemCount, 'player')}</span>
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
