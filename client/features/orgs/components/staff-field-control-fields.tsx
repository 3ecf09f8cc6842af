import { useId } from 'react';
import { CheckboxField } from '#client/components/ui/checkbox.tsx';
import { FIELD_CONTROL_LABELS, type FieldControl } from '#common/contracts/orgs.ts';
import { FIELD_CONTROL_PARTS } from '#common/enums.ts';

const HINTS: Record<keyof FieldControl, string> = {
  teamHistory: 'Add and correct the teams and seasons on the profile.',
  schedule: 'Keep the games and practices on the schedule up to date.',
  stats: 'Enter game stats and attest them as team verified.',
};

/** Which profile parts the organization asks to maintain; the family sees the same list when answering. */
export function StaffFieldControlFields({
  value,
  onChange,
  disabled = false,
}: {
  value: FieldControl;
  onChange: (next: FieldControl) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <fieldset className="grid gap-3 rounded-lg border border-border p-4">
      <legend className="px-1 text-sm font-semibold">Parts your organization maintains</legend>
      {FIELD_CONTROL_PARTS.map((part) => (
        <CheckboxField
          key={part}
          id={`${id}-${part}`}
          label={FIELD_CONTROL_LABELS[part]}
          description={HINTS[part]}
          checked={value[part]}
          disabled={disabled}
          onChange={(event) => onChange({ ...value, [part]: event.target.checked })}
        />
      ))}
    </fieldset>
  );
}

/** Spec: the family decides; a parent answers for a player under 17 (decisions §4). */
export function FamilyMustAcceptNote() {
  return (
    <p className="rounded-lg bg-muted/50 px-3 py-2 text-sm text-muted-foreground">
      Nothing changes until the family accepts: the player answers from 17, a parent answers for a player
      under 17. Invitations expire after 14 days.
    </p>
  );
}
