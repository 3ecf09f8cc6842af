import { cn } from '#client/lib/cn.ts';

interface SegmentedOption<T extends string> {
  value: T;
  label: string;
}

/** Two or three toggle buttons, one pressed (unit switches, skater/goalie); used by the profile form and the sign-up wizard. */
export function SegmentedControl<T extends string>({
  label,
  value,
  options,
  onChange,
  className,
  size = 'sm',
}: {
  label: string;
  value: T;
  options: readonly SegmentedOption<T>[];
  onChange: (value: T) => void;
  className?: string;
  size?: 'xs' | 'sm';
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form fieldset
    <div
      role="group"
      aria-label={label}
      className={cn('inline-flex rounded-lg border border-border bg-muted/60 p-0.5', className)}
    >
      {options.map((option) => {
        const isActive = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={isActive}
            onClick={() => onChange(option.value)}
            className={cn(
              'cursor-pointer rounded-md font-semibold transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring',
              size === 'xs' ? 'px-2.5 py-1 text-xs' : 'px-3.5 py-1.5 text-sm',
              isActive ? 'bg-card text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
