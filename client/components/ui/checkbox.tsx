import type { ComponentProps, ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';

export const CHECKBOX_BASE =
  'size-4 shrink-0 cursor-pointer rounded border-input accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/**
 * A native checkbox in our accent colour, with a visible keyboard focus ring. With `children` it sits
 * inside its label (`labelClassName`), so the whole label is the click target.
 */
export function Checkbox({
  className,
  children,
  labelClassName,
  title,
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { labelClassName?: string }) {
  if (children === undefined) {
    return <input type="checkbox" title={title} className={cn(CHECKBOX_BASE, className)} {...props} />;
  }
  return (
    <label className={labelClassName} title={title}>
      <input type="checkbox" className={cn(CHECKBOX_BASE, className)} {...props} />
      {children}
    </label>
  );
}

/** A checkbox with its label beside it (the label is the click target) and an optional description. */
export function CheckboxField({
  label,
  description,
  className,
  id,
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { label: string; description?: string; id: string }) {
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <Checkbox
        id={id}
        className="mt-0.5"
        aria-describedby={description ? `${id}-description` : undefined}
        {...props}
      />
      <div className="grid gap-0.5">
        <label htmlFor={id} className="cursor-pointer text-sm font-medium leading-tight">
          {label}
        </label>
        {description ? (
          <p id={`${id}-description`} className="text-xs text-muted-foreground">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * An agreement in a framed box (terms, consent): the checkbox, its label, and the validation message
 * below the box, linked with aria-describedby and aria-invalid.
 */
export function AgreementCheckbox({
  id,
  label,
  error,
  ...props
}: Omit<ComponentProps<'input'>, 'type' | 'id'> & { id: string; label: ReactNode; error?: string }) {
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <div className="flex items-start gap-3 rounded-lg border border-border bg-muted/40 p-3 has-[[aria-invalid=true]]:border-destructive/70">
        <Checkbox
          id={id}
          className="mt-0.5"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...props}
        />
        <label htmlFor={id} className="cursor-pointer text-sm leading-snug">
          {label}
        </label>
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
