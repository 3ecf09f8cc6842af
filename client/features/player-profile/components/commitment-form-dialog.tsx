import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '#client/components/ui/form-dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { SegmentedControl } from '#client/components/ui/segmented-control.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { todayIsoDate } from '#client/lib/format.ts';
import {
  type Commitment,
  type CommitmentInput,
  CommitmentInputSchema,
  type CommitmentValues,
  EARLIEST_COMMITMENT_DATE,
} from '#common/contracts/commitment.ts';
import { type CommitmentKind, DIVISION_LABELS, NCAA_DIVISIONS } from '#common/enums.ts';

/** What the inputs hold: text, with '' for a choice not made yet (the contract reads '' as none). */
type CommitmentFormValues = CommitmentInput;

const KIND_OPTIONS = [
  { value: 'ncaa', label: 'NCAA program' },
  { value: 'other', label: 'Other program' },
] as const;

function toFormValues(c: Commitment | null): CommitmentFormValues {
  return {
    kind: c?.kind ?? 'ncaa',
    programName: c?.programName ?? '',
    division: c?.division ?? '',
    programGender: c?.programGender ?? '',
    committedOn: c?.committedOn ?? '',
  };
}

interface CommitmentFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  commitment: Commitment | null;
  isPending: boolean;
  onSubmit: (input: CommitmentValues) => void;
}

/**
 * Marks the program a player committed to (D153): an NCAA program with the division its
 * hockey team plays in and the men's or women's side, or any other program (junior, prep, U Sports, ACHA, a
 * club abroad), and the date. The contract's schema checks it, as the server does.
 */
export function CommitmentFormDialog({
  open,
  onOpenChange,
  commitment,
  isPending,
  onSubmit,
}: CommitmentFormDialogProps) {
  const {
    register,
    handleSubmit,
    reset,
    watch,
    setValue,
    formState: { errors },
  } = useForm<CommitmentFormValues, unknown, CommitmentValues>({
    resolver: zodResolver(CommitmentInputSchema),
    defaultValues: toFormValues(commitment),
  });

  useEffect(() => {
    if (open) reset(toFormValues(commitment));
  }, [open, commitment, reset]);

  const kind = watch('kind');
  const chooseKind = (next: CommitmentKind) => {
    setValue('kind', next);
    // Only an NCAA program has a division and a side: nothing hidden is sent.
    if (next !== 'ncaa') {
      setValue('division', '');
      setValue('programGender', '');
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={commitment ? 'Change commitment' : 'Add commitment'}
      description="Shown on the public profile and in recruiters' search results. After an NCAA commitment, other NCAA programs can no longer message about this player."
      submitLabel={commitment ? 'Save commitment' : 'Add commitment'}
      isPending={isPending}
      onSubmit={handleSubmit(onSubmit)}
      className="max-w-lg"
    >
      <div className="grid gap-2">
        <span className="text-sm font-medium">Program type</span>
        <SegmentedControl
          label="Program type"
          value={kind}
          options={KIND_OPTIONS}
          onChange={chooseKind}
          className="w-full [&>button]:flex-1"
        />
      </div>
      <FormField
        label="Program name"
        hint={kind === 'ncaa' ? 'The school, e.g. Boston College' : 'e.g. Sioux Falls Stampede (USHL)'}
        error={errors.programName?.message}
      >
        {(control) => <Input {...control} {...register('programName')} autoComplete="off" maxLength={120} />}
      </FormField>
      {kind === 'ncaa' ? (
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormField
            label="Division"
            hint="The division its hockey team plays in"
            error={errors.division?.message}
          >
            {(control) => (
              <Select {...control} {...register('division')}>
                <option value="">Select</option>
                {NCAA_DIVISIONS.map((d) => (
                  <option key={d} value={d}>
                    {DIVISION_LABELS[d]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField label="Team" error={errors.programGender?.message}>
            {(control) => (
              <Select {...control} {...register('programGender')}>
                <option value="">Select</option>
                <option value="men">Men's hockey</option>
                <option value="women">Women's hockey</option>
              </Select>
            )}
          </FormField>
        </div>
      ) : null}
      <FormField label="Commitment date" error={errors.committedOn?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('committedOn')}
            type="date"
            min={EARLIEST_COMMITMENT_DATE}
            max={todayIsoDate()}
            className="sm:w-48"
          />
        )}
      </FormField>
    </FormDialog>
  );
}
