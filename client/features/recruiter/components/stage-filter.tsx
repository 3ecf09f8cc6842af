import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';
import { stageCounts } from '../lib/pipeline.ts';

interface StageFilterProps {
  stages: readonly string[];
  items: readonly { stage: string }[];
  /** The chosen stage, or null for all players. */
  value: string | null;
  onChange: (stage: string | null) => void;
}

/** The list page's filter by stage, each with its count (D290); the chosen one is pressed. */
export function StageFilter({ stages, items, value, onChange }: StageFilterProps) {
  const options = [
    { stage: null, label: 'All', count: items.length },
    ...stageCounts(stages, items).map((c) => ({ ...c, label: c.stage })),
  ];
  return (
    <nav
      aria-label="Filter by stage"
      className="-mx-1 mb-6 flex gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap"
    >
      {options.map(({ stage, label, count }) => {
        const pressed = stage === value;
        return (
          <Button
            key={label}
            variant={pressed ? 'default' : 'outline'}
            size="sm"
            className="shrink-0 rounded-full"
            aria-pressed={pressed}
            onClick={() => onChange(stage)}
            data-testid="stage-filter"
          >
            {label}{' '}
            <span
              className={cn(
                'rounded-full px-1.5 text-xs tabular-nums',
                pressed ? 'bg-primary-foreground/20' : 'bg-muted text-muted-foreground',
              )}
            >
              {count}
            </span>
          </Button>
        );
      })}
    </nav>
  );
}
