import { TrashIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from './button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './dialog.tsx';
import { FormDialog } from './form-dialog.tsx';
import { FormField } from './form-field.tsx';
import { Input } from './input.tsx';
import { Spinner } from './spinner.tsx';

/**
 * A yes/no question before a destructive action: a named alert dialog that cannot be closed while the
 * action runs. `children` shows what is affected between the question and the buttons.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  isPending = false,
  onConfirm,
  focusCancel = false,
  wide = false,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  isPending?: boolean;
  onConfirm: () => void;
  /** Cancel takes the focus and the corner close button is left out (the delete prompts of a profile). */
  focusCancel?: boolean;
  /** The dialog's default width instead of the narrow one. */
  wide?: boolean;
  children?: ReactNode;
}) {
  const heading = (
    <>
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription>{description}</DialogDescription>
    </>
  );
  return (
    <Dialog open={open} onOpenChange={(next) => (isPending ? undefined : onOpenChange(next))}>
      <DialogContent role="alertdialog" className={wide ? undefined : 'max-w-md'} hideClose={focusCancel}>
        {focusCancel ? (
          <div className="flex flex-col gap-1.5">{heading}</div>
        ) : (
          <DialogHeader>{heading}</DialogHeader>
        )}
        {children}
        <DialogFooter>
          <Button
            variant="outline"
            onClick={() => onOpenChange(false)}
            disabled={isPending}
            autoFocus={focusCancel}
          >
            {cancelLabel}
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={isPending}>
            {isPending ? <Spinner className="size-4 text-current" /> : null}
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

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
