import type { FormEventHandler, ReactNode } from 'react';
import { Button, type ButtonVariant } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';

interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  submitLabel: string;
  isPending: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The dialog's width (a max-w-* class). */
  className: string;
  /** The form's layout; fields one under another by default. */
  formClassName?: string;
  /** Shown on the submit button when not saving (the spinner takes its place while saving). */
  submitIcon?: ReactNode;
  /** A destructive action's button is red. */
  submitVariant?: ButtonVariant;
  /** Kept disabled until the form may be sent (e.g. a typed confirmation matches). */
  submitDisabled?: boolean;
  children: ReactNode;
}

/** An add/edit dialog around a form, with Cancel and submit; it cannot be closed while saving. */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  isPending,
  onSubmit,
  className,
  formClassName = 'grid gap-4',
  submitIcon = null,
  submitVariant = 'default',
  submitDisabled = false,
  children,
}: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (isPending ? undefined : onOpenChange(next))}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className={formClassName}>
          {children}
          <DialogFooter className="pt-2">
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isPending}>
              Cancel
            </Button>
            <Button type="submit" variant={submitVariant} disabled={isPending || submitDisabled}>
              {isPending ? <Spinner className="size-4 text-current" /> : submitIcon}
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
