import { useState } from 'react';
import { toast } from '#client/components/ui/use-toast.ts';
import { showErrorToast } from '#client/lib/error-toast.tsx';

/** What a mutation is told to do when it ends (TanStack Query's mutate options). */
export interface MutateHandlers {
  onSuccess: () => void;
  onError: (error: unknown) => void;
}

interface Outcome {
  title: string;
  description: string;
}

export interface EditableItemsOptions<Item, Input> {
  create: (input: Input, handlers: MutateHandlers) => void;
  update: (item: Item, input: Input, handlers: MutateHandlers) => void;
  remove: (item: Item, handlers: MutateHandlers) => void;
  /** The toasts: what was done (from the input or the item), and the title of each failure. */
  messages: {
    created: (input: Input) => Outcome;
    updated: (input: Input) => Outcome;
    deleted: (item: Item) => Outcome;
    createFailed: string;
    updateFailed: string;
    deleteFailed: string;
  };
}

/**
 * A list the owner adds to, edits in a form dialog and deletes from after a confirm (team history, the
 * schedule, showcases): which item the form edits, whether it is open, which item awaits the delete
 * confirm, and the toasts that say how each change ended. The form closes only when the save succeeded.
 */
export function useEditableItems<Item, Input>({
  create,
  update,
  remove,
  messages,
}: EditableItemsOptions<Item, Input>) {
  const [editing, setEditing] = useState<Item | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<Item | null>(null);

  const savedWith = (outcome: Outcome) => () => {
    toast(outcome);
    setFormOpen(false);
  };

  return {
    editing,
    formOpen,
    setFormOpen,
    deleting,
    openAdd: () => {
      setEditing(null);
      setFormOpen(true);
    },
    openEdit: (item: Item) => {
      setEditing(item);
      setFormOpen(true);
    },
    askDelete: (item: Item) => setDeleting(item),
    /** The confirm dialog's onOpenChange: closing it forgets the item. */
    onDeleteOpenChange: (open: boolean) => {
      if (!open) setDeleting(null);
    },
    submit: (input: Input) => {
      if (editing) {
        update(editing, input, {
          onSuccess: savedWith(messages.updated(input)),
          onError: (error) => showErrorToast(messages.updateFailed, error),
        });
        return;
      }
      create(input, {
        onSuccess: savedWith(messages.created(input)),
        onError: (error) => showErrorToast(messages.createFailed, error),
      });
    },
    confirmDelete: () => {
      if (!deleting) return;
      const item = deleting;
      remove(item, {
        onSuccess: () => {
          toast(messages.deleted(item));
          setDeleting(null);
        },
        onError: (error) => showErrorToast(messages.deleteFailed, error),
      });
    },
  };
}
