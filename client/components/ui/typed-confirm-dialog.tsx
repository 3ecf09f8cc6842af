import { TrashIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from './form-dialog.tsx';
import { FormField } from './form-field.tsx';
import { Input } from './input.tsx';

// Apart from ConfirmDialog (confirm-dialog.tsx): this one is a form, and react-hook-form shares a chunk
// with zod (vite.config.ts), which a page with only a yes/no question does not load.
/**
 * The confirmation before something that cannot be undone: the person types a word (a name, or
 * DELETE) and the button stays disabled until it matches (case-insensitive, spaces trimmed).
 * `children` adds fields (e.g. the password) above the typed word.
 */
export function TypedConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  word,
  confirmLabel,
  isPending,
  onConfirm,
  ready = true,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  word: string;
  confirmLabel: string;
  isPending: boolean;
  onConfirm: () => void;
  /** Other fields are filled in too. */
  ready?: boolean;
  children?: ReactNode;
}) {
  const { register, watch, reset } = useForm({ defaultValues: { typed: '' } });
  const matches = watch('typed').trim().toLowerCase() === word.trim().toLowerCase();
  const close = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title={title}
      description={description}
      submitLabel={confirmLabel}
      submitIcon={<TrashIcon />}
      submitVariant="destructive"
      submitDisabled={!matches || !ready}
      isPending={isPending}
      className="max-w-md"
      onSubmit={(event) => {
        event.preventDefault();
        if (matches && ready) onConfirm();
      }}
    >
      {children}
      <FormField
        label={
          <>
            Type <strong>{word}</strong> to confirm
          </>
        }
      >
        {(control) => <Input {...control} autoComplete="off" spellCheck={false} {...register('typed')} />}
      </FormField>
    </FormDialog>
  );
}
