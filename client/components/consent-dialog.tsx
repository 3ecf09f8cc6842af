import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheckIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '#client/components/ui/button.tsx';
import { AgreementCheckbox } from '#client/components/ui/checkbox.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';

function consentSchema(nameMaxLength?: number) {
  const name = z.string().trim().min(1, 'Your name is required');
  return z.object({
    parentName: nameMaxLength === undefined ? name : name.max(nameMaxLength, 'Name is too long'),
    consentGiven: z.boolean().refine((v) => v, 'You must provide consent to proceed'),
  });
}
type ConsentValues = { parentName: string; consentGiven: boolean };

interface ConsentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** The text beside the checkbox the parent ticks to consent. */
  consentLabel: ReactNode;
  submitLabel: string;
  defaultName?: string;
  nameMaxLength?: number;
  pending: boolean;
  /** Records the consent; the caller calls `done` on success to clear and close the dialog. */
  onConfirm: (parentName: string, done: () => void) => void;
}

/** Spec 2 §5: a linked parent records consent (name, time and IP are kept); the profile becomes active. */
export function ConsentDialog({
  open,
  onOpenChange,
  title,
  description,
  consentLabel,
  submitLabel,
  defaultName,
  nameMaxLength,
  pending,
  onConfirm,
}: ConsentDialogProps) {
  const checkboxId = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ConsentValues>({
    resolver: zodResolver(consentSchema(nameMaxLength)),
    defaultValues: { parentName: defaultName ?? '', consentGiven: false },
  });

  const onSubmit = (values: ConsentValues) =>
    onConfirm(values.parentName.trim(), () => {
      reset();
      onOpenChange(false);
    });

  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-5">
          <FormField label="Your full name" error={errors.parentName?.message}>
            {(control) => <Input {...control} {...register('parentName')} autoComplete="name" />}
          </FormField>
          <AgreementCheckbox
            id={checkboxId}
            label={consentLabel}
            error={errors.consentGiven?.message}
            {...register('consentGiven')}
          />
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? <Spinner className="size-4 text-current" /> : <ShieldCheckIcon />}
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
