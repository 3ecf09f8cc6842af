import { CheckIcon } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '#client/lib/cn.ts';

interface ChoiceGroupProps {
  legend: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
  /** The options; each receives the ids that tie it to the hint and error. */
  children: (described: {
    'aria-describedby': string | undefined;
    'aria-invalid': true | undefined;
  }) => ReactNode;
}

/**
 * A fieldset whose legend names the group of radio buttons or checkboxes, with the hint and error
 * read out with each option (the options are native inputs, so arrow keys and Space work as usual).
 */
export function ChoiceGroup({ legend, hint, error, className, children }: ChoiceGroupProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={cn('grid min-w-0 gap-2', className)}>
      <legend className="mb-2 text-sm font-medium leading-none">{legend}</legend>
      {hint ? (
        <p id={hintId} className="-mt-1 mb-1 text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {children({ 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

interface ChoiceOptionProps extends Omit<ComponentProps<'input'>, 'type'> {
  type: 'radio' | 'checkbox';
  label: ReactNode;
  /** A short tag before the label (for example the position code). */
  badge?: ReactNode;
  description?: ReactNode;
}

/** One radio button or checkbox drawn as a card; the whole card is its label. */
export function ChoiceOption({ type, label, badge, description, className, ...input }: ChoiceOptionProps) {
  return (
    <label
      className={cn(
        'group relative flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-border bg-card px-3.5 py-2.5 text-sm transition-colors',
        'hover:border-primary/60 hover:bg-accent/40',
        'has-[:checked]:border-primary has-[:checked]:bg-accent/60 has-[:checked]:text-accent-foreground',
        'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 has-[:focus-visible]:ring-offset-background',
        'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
        'has-[[aria-invalid=true]]:border-destructive/70',
        className,
      )}
    >
      {/* The native input is the visible box, so pointer, keyboard and test tools all reach it. */}
      <span className="relative flex size-5 shrink-0">
        <input
          type={type}
          className={cn(
            'peer size-5 cursor-pointer appearance-none border-2 border-input bg-background outline-none transition-colors',
            'checked:border-primary checked:bg-primary disabled:cursor-not-allowed',
            type === 'radio' ? 'rounded-full' : 'rounded-md',
          )}
          {...input}
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 flex items-center justify-center text-primary-foreground opacity-0 peer-checked:opacity-100"
        >
          {type === 'radio' ? (
            <span className="size-2 rounded-full bg-current" />
          ) : (
            <CheckIcon strokeWidth={3.5} className="size-3.5" />
          )}
        </span>
      </span>
      {badge ? (
        <span
          aria-hidden="true"
          className="flex h-6 min-w-8 items-center justify-center rounded-md bg-muted px-1.5 font-mono text-xs font-bold text-muted-foreground group-has-[:checked]:bg-primary/15 group-has-[:checked]:text-foreground"
        >
          {badge}
        </span>
      ) : null}
      <span className="min-w-0">
        <span className="block font-semibold">{label}</span>
        {description ? <span className="block text-xs text-muted-foreground">{description}</span> : null}
      </span>
    </label>
  );
}
