import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { handednessLabel, POSITION_LABELS, POSITIONS, type Position } from '#common/enums.ts';
import { ChoiceGroup, ChoiceOption } from '../components/choice-group.tsx';
import { StepActions } from '../components/step-actions.tsx';
import { type StyleFormInput, StyleFormSchema } from '../wizard-schemas.ts';
import type { Shoots, StepProps, WizardData } from '../wizard-types.ts';

const SHOOTS_OPTIONS: Array<{ value: Shoots; label: string }> = [
  { value: 'L', label: 'Left' },
  { value: 'R', label: 'Right' },
];

function readPositions(value: unknown): Position[] {
  return Array.isArray(value) ? (value as Position[]) : [];
}

/** Step 4 (spec 1 §2): positions by checkbox (at least one) and which way the player shoots. */
export function DetailsStep({ data, goNext, goBack }: StepProps) {
  const {
    register,
    handleSubmit,
    getValues,
    control,
    formState: { errors },
  } = useForm<StyleFormInput, unknown, WizardData['style']>({
    resolver: zodResolver(StyleFormSchema),
    defaultValues: { shoots: data.style.shoots, positions: data.style.positions },
  });

  // D241: a goalie is asked which hand catches.
  const handedness = handednessLabel(readPositions(useWatch({ control, name: 'positions' })));

  const onBack = () => {
    const values = getValues();
    goBack({
      style: { shoots: values.shoots ?? data.style.shoots, positions: readPositions(values.positions) },
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit((style) => goNext({ style }))} className="grid gap-6">
      <ChoiceGroup
        legend="Positions"
        hint="Select every position you play."
        error={errors.positions?.message}
      >
        {(described) => (
          <div className="grid grid-cols-1 gap-2.5 min-[420px]:grid-cols-2">
            {POSITIONS.map((position) => (
              <ChoiceOption
                key={position}
                type="checkbox"
                value={position}
                badge={position}
                label={POSITION_LABELS[position]}
                {...described}
                {...register('positions')}
              />
            ))}
          </div>
        )}
      </ChoiceGroup>
      <ChoiceGroup legend={handedness}>
        {(described) => (
          <div className="grid grid-cols-2 gap-3">
            {SHOOTS_OPTIONS.map(({ value, label }) => (
              <ChoiceOption
                key={value}
                type="radio"
                value={value}
                label={label}
                {...described}
                {...register('shoots')}
              />
            ))}
          </div>
        )}
      </ChoiceGroup>
      <StepActions onBack={onBack} />
    </form>
  );
}
