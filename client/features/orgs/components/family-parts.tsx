import { CheckIcon } from 'lucide-react';
import { useId } from 'react';
import { cn } from '#client/lib/cn.ts';
import { FIELD_CONTROL_LABELS, type FieldControl } from '#common/contracts/orgs.ts';

/** The profile parts a sponsorship lets the organization maintain (none: "nothing on the profile"). */
export function maintainedParts(fieldControl: FieldControl): string[] {
  return (Object.keys(FIELD_CONTROL_LABELS) as Array<keyof FieldControl>)
    .filter((part) => fieldControl[part])
    .map((part) => FIELD_CONTROL_LABELS[part]);
}

/** What the organization will maintain, as a short list of chips, or a sentence when nothing. */
export function MaintainedParts({ fieldControl }: { fieldControl: FieldControl }) {
  const parts = maintainedParts(fieldControl);
  if (parts.length === 0) {
    return (
      <span className="text-muted-foreground">Nothing on the profile: the family keeps every part.</span>
    );
  }
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Maintained by the organization">
      {parts.map((part) => (
        <li
          key={part}
          className="inline-flex items-center gap-1 rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-accent-foreground"
        >
          <CheckIcon aria-hidden="true" className="size-3" />
          {part}
        </li>
      ))}
    </ul>
  );
}

export interface PickableProfile {
  id: string;
  firstName: string;
  lastName: string;
  birthYear: number;
  blockedReason: string | null;
}

/** The first profile that may join, for the picker's starting choice. */
export function firstJoinable(profiles: readonly PickableProfile[]): string | null {
  return profiles.find((p) => !p.blockedReason)?.id ?? null;
}

/**
 * Choosing which profile answers an invitation by e-mail: one radio per managed profile; a profile that
 * cannot join now (e.g. parental consent missing) is shown with its reason and cannot be chosen.
 */
export function FamilyProfilePicker({
  profiles,
  value,
  onChange,
  legend = 'Which profile joins?',
}: {
  profiles: readonly PickableProfile[];
  value: string | null;
  onChange: (id: string) => void;
  legend?: string;
}) {
  const name = useId();
  if (profiles.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-border px-4 py-3 text-sm text-muted-foreground">
        There is no player profile on this account to join with. Create the profile first, then come back to
        this invitation.
      </p>
    );
  }
  return (
    <fieldset className="grid min-w-0 gap-2 text-left">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      {profiles.map((profile) => {
        const disabled = Boolean(profile.blockedReason);
        const id = `${name}-${profile.id}`;
        return (
          <label
            key={profile.id}
            htmlFor={id}
            className={cn(
              'flex items-start gap-3 rounded-lg border border-border bg-card px-3 py-2.5 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent/60 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              disabled ? 'cursor-not-allowed opacity-70' : 'cursor-pointer',
            )}
          >
            <input
              id={id}
              type="radio"
              name={name}
              value={profile.id}
              checked={value === profile.id}
              disabled={disabled}
              onChange={() => onChange(profile.id)}
              className="mt-0.5 size-4 accent-primary"
            />
            <span className="grid gap-0.5">
              <span className="font-medium">
                {profile.firstName} {profile.lastName}{' '}
                <span className="font-normal text-muted-foreground">(born {profile.birthYear})</span>
              </span>
              {profile.blockedReason ? (
                <span className="text-xs text-destructive">{profile.blockedReason}</span>
              ) : null}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
