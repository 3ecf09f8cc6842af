import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './dialog.tsx';
import { Spinner } from './spinner.tsx';

/**
 * A yes/no question before a destructive action (or a change that costs, `confirmVariant`): a named alert dialog that cannot be closed while the
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
  confirmVariant = 'destructive',
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
  /** The confirm button's look: destructive for a deletion, default for a change such as a new plan. */
  confirmVariant?: 'destructive' | 'default';
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
          <Button variant={confirmVariant} onClick={onConfirm} disabled={isPending}>
            {isPending ? <Spinner className="size-4 text-current" /> : null}
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
