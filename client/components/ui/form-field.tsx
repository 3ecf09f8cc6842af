import { type ReactNode, useId } from 'react';
import { cn } from '#client/lib/cn.ts';
import { Label } from './label.tsx';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  label: ReactNode;
  /** The validation message; when present the control is marked invalid and described by it. */
  error?: string;
  hint?: ReactNode;
  id?: string;
  className?: string;
  /** Optional corner content beside the label (for example a "Forgot?" link). */
  labelAside?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A visible label bound to its control (htmlFor/id), an optional hint, and an error linked with
 * aria-describedby and aria-invalid, so screen readers read the message with the field.
 */
export function FormField({ label, error, hint, id, className, labelAside, children }: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div data-slot="form-field" className={cn('grid gap-2', className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={controlId}>{label}</Label>
        {labelAside}
      </div>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
