import { type ReactNode, useState } from 'react';
import { FormDialog } from '#client/components/form-dialog.tsx';
import { TrashIcon } from '#client/components/icons.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';

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
  const [typed, setTyped] = useState('');
  const matches = typed.trim().toLowerCase() === word.trim().toLowerCase();
  const close = (next: boolean) => {
    if (!next) setTyped('');
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
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            spellCheck={false}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
