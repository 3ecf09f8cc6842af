import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '#client/components/ui/form-dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { showFailureToast } from '#client/lib/error-toast.tsx';
import {
  type CreateListInput,
  CreateListInputSchema,
  CustomStagesSchema,
  DEFAULT_LIST_STAGES,
  LIST_CUSTOM_STAGES_MAX,
  LIST_NAME_MAX,
  type ListDetail,
} from '#common/contracts/lists.ts';
import { useUpdateList } from '../api/update-list.ts';

interface DialogProps {
  list: ListDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Rename a list (D290): the create dialog's name rules (CreateListInputSchema). */
export function RenameListDialog({ list, open, onOpenChange }: DialogProps) {
  const update = useUpdateList(list.id);
  const { register, handleSubmit, watch, reset, formState } = useForm<CreateListInput>({
    resolver: zodResolver(CreateListInputSchema),
    values: { name: list.name },
  });
  const setOpen = (next: boolean) => {
    if (!next) reset({ name: list.name });
    onOpenChange(next);
  };
  const submit = handleSubmit(({ name }) =>
    update.mutate(
      { name },
      {
        onSuccess: () => {
          toast({ title: 'List renamed', description: `The list is now called ${name}.` });
          onOpenChange(false);
        },
        onError: (error) => showFailureToast('Failed to rename list. Please try again.', error),
      },
    ),
  );
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      title="Rename List"
      description="Give the list a name you will recognize."
      submitLabel="Save Name"
      isPending={update.isPending}
      onSubmit={submit}
      className="sm:max-w-md"
      submitDisabled={!watch('name').trim()}
    >
      <FormField label="List Name" error={formState.errors.name?.message}>
        {(control) => (
          <Input {...control} maxLength={LIST_NAME_MAX} autoComplete="off" {...register('name')} />
        )}
      </FormField>
    </FormDialog>
  );
}

/** The owner's own stages, one per line, after the default ones (D290). */
export function EditStagesDialog({ list, open, onOpenChange }: DialogProps) {
  const update = useUpdateList(list.id);
  const [text, setText] = useState(list.customStages.join('\n'));
  const [error, setError] = useState<string>();
  const setOpen = (next: boolean) => {
    setText(list.customStages.join('\n'));
    setError(undefined);
    onOpenChange(next);
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const names = text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    const parsed = CustomStagesSchema.safeParse(names);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    update.mutate(
      { customStages: parsed.data },
      {
        onSuccess: () => {
          toast({ title: 'Stages saved', description: 'Players in a removed stage are back in Watching.' });
          onOpenChange(false);
        },
        onError: (err) => showFailureToast('Failed to save stages. Please try again.', err),
      },
    );
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      title="Edit Stages"
      description={`Every list has ${DEFAULT_LIST_STAGES.join(', ')}. Add up to ${LIST_CUSTOM_STAGES_MAX} stages of your own, one per line.`}
      submitLabel="Save Stages"
      isPending={update.isPending}
      onSubmit={submit}
      className="sm:max-w-md"
    >
      <FormField label="Your Stages" error={error} hint="Players in a stage you remove go back to Watching.">
        {(control) => (
          <Textarea
            {...control}
            rows={5}
            value={text}
            placeholder={'Tryout\nCamp invite'}
            onChange={(e) => setText(e.target.value)}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
