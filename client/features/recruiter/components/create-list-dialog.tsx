import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#client/components/ui/dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { getErrorMessage } from '#client/lib/api-client.ts';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import {
  type CreateListInput,
  CreateListInputSchema,
  LIST_NAME_MAX,
  type RecruiterList,
} from '#common/contracts/lists.ts';
import { useCreateList } from '../api/create-list.ts';

interface CreateListDialogProps {
  /** The button that opens the dialog. Without it, the dialog is controlled by open/onOpenChange. */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Called with the new list after the success toast (e.g. to add a player to it). */
  onCreated?: (list: RecruiterList) => void;
  /** The dialog text; the profile's "New list" explains that the player is added too. */
  description?: string;
  submitLabel?: string;
}

/** The create-list dialog (spec 3 §2 /recruiter/lists): Create is disabled while the name is blank. */
export function CreateListDialog({
  trigger,
  open: controlledOpen,
  onOpenChange,
  onCreated,
  description = 'Group prospects you want to follow, e.g. by birth year or position.',
  submitLabel = 'Create List',
}: CreateListDialogProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const open = controlledOpen ?? uncontrolledOpen;
  const { register, handleSubmit, reset, watch, formState } = useForm<CreateListInput>({
    resolver: zodResolver(CreateListInputSchema),
    defaultValues: { name: '' },
  });
  const name = watch('name');
  const createList = useCreateList();

  const setOpen = (next: boolean) => {
    if (!next) reset();
    setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  const submit = handleSubmit((input) => {
    if (createList.isPending) return;
    createList.mutate(input, {
      onSuccess: ({ list }) => {
        toast({ title: 'List created', description: 'Your new list has been created successfully.' });
        setOpen(false);
        onCreated?.(list);
      },
      onError: (error) =>
        showErrorToast(getErrorMessage(error, 'The list could not be created.'), undefined, {
          title: 'Failed to create list. Please try again.',
        }),
    });
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent>
        <form noValidate onSubmit={submit} className="grid gap-5">
          <DialogHeader>
            <DialogTitle>Create New List</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <FormField label="List Name" error={formState.errors.name?.message}>
            {(control) => (
              <Input
                {...control}
                maxLength={LIST_NAME_MAX}
                placeholder="2011 Players to Watch"
                autoComplete="off"
                {...register('name')}
              />
            )}
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!name.trim() || createList.isPending}>
              {createList.isPending ? <Spinner className="size-4" /> : null}
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
