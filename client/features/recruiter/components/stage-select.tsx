import { useId } from 'react';
import { Select } from '#client/components/ui/select.tsx';

interface StageSelectProps {
  /** The player's name, for the control's accessible name. */
  playerName: string;
  stages: readonly string[];
  value: string;
  onChange: (stage: string) => void;
  disabled?: boolean;
}

/** A player's stage on a list (D290), changed from their card: a native select, like the other forms. */
export function StageSelect({ playerName, stages, value, onChange, disabled }: StageSelectProps) {
  const id = useId();
  // A stage the list no longer has still shows as chosen until the next read.
  const options = stages.includes(value) ? stages : [value, ...stages];
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-sm font-medium text-muted-foreground">
        Stage
      </label>
      <div className="min-w-0 flex-1">
        <Select
          id={id}
          aria-label={`Stage of ${playerName}`}
          className="h-9"
          value={value}
          disabled={disabled}
          onChange={(e) => {
            if (e.target.value !== value) onChange(e.target.value);
          }}
        >
          {options.map((stage) => (
            <option key={stage} value={stage}>
              {stage}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
