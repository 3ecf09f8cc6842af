import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Select } from '#client/components/ui/select.tsx';
import type { NcaaProgram } from '#common/contracts/recruiters.ts';
import {
  DIVISION_LABELS,
  hasFixedLevels,
  NCAA_DIVISIONS,
  PROGRAM_GENDERS,
  PROGRAM_KIND_LABELS,
  PROGRAM_KINDS,
  PROGRAM_LEVEL_LABELS,
  PROGRAM_LEVELS,
  type ProgramKind,
} from '#common/enums.ts';
import { useNcaaPrograms } from '../api/get-ncaa-programs.ts';
import { divisionOptionLabel, PROGRAM_GENDER_LABELS } from '../lib/labels.ts';
import { NOT_LISTED, type ProgramFormValues } from '../lib/program-form.ts';

/** "RIT: Division I hockey (a Division III school)". */
export function ncaaProgramLabel(p: NcaaProgram): string {
  const school =
    p.schoolDivision && p.schoolDivision !== p.division
      ? ` (a ${DIVISION_LABELS[p.schoolDivision]} school)`
      : '';
  return `${p.school}: ${DIVISION_LABELS[p.division]} hockey${school}`;
}

const LEVEL_FIELD: Partial<Record<ProgramKind, string>> = {
  junior: 'League',
  prep_high_school: 'School type',
  acha: 'ACHA division',
  european_club: 'League or level (optional)',
  other_club: 'League or level (optional)',
};

/**
 * The program fields of a recruiter: the kind; for an NCAA college the men's or
 * women's side and the program from the directory (the division its hockey team plays in), or "Not
 * listed" with its name and division for an administrator to check; for the other kinds the name and the
 * level; then the title and the website or staff page. Shared by the sign-up wizard and /account.
 */
export function ProgramFields({
  form,
  columns = 2,
}: {
  form: UseFormReturn<ProgramFormValues>;
  /** Two columns from the small breakpoint (a wide card), or one (the sign-up wizard's narrow card). */
  columns?: 1 | 2;
}) {
  const { register, watch } = form;
  const { errors } = form.formState;
  const kind = watch('programKind') as ProgramKind | '';
  const side = watch('programGender');
  const chosen = watch('ncaaProgramId');
  const directory = useNcaaPrograms(kind === 'ncaa');
  const notListed = chosen === NOT_LISTED;
  const programs = (directory.data?.programs ?? []).filter((p) => !side || p.programGender === side);
  const picked = directory.data?.programs.find((p) => p.id === chosen);

  return (
    <div className={columns === 2 ? 'grid gap-4 sm:grid-cols-2' : 'grid gap-4'}>
      <FormField
        label="Kind of program"
        error={errors.programKind?.message}
        className={columns === 2 ? 'sm:col-span-2' : undefined}
      >
        {(control) => (
          <Select {...control} {...register('programKind')}>
            <option value="">Choose...</option>
            {PROGRAM_KINDS.map((k) => (
              <option key={k} value={k}>
                {PROGRAM_KIND_LABELS[k]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      {kind === 'ncaa' ? (
        <>
          <FormField label="Men’s or women’s program" error={errors.programGender?.message}>
            {(control) => (
              <Select {...control} {...register('programGender')}>
                <option value="">Choose...</option>
                {PROGRAM_GENDERS.map((g) => (
                  <option key={g} value={g}>
                    {PROGRAM_GENDER_LABELS[g]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField
            label="Program"
            error={errors.ncaaProgramId?.message}
            hint={
              picked
                ? `Contact rules: NCAA ${DIVISION_LABELS[picked.division]} (the division the hockey team plays in).`
                : 'From the NCAA list of ice hockey programs. Not there? Choose “Not listed”.'
            }
          >
            {(control) => (
              <Select {...control} {...register('ncaaProgramId')} disabled={directory.isPending}>
                <option value="">{directory.isPending ? 'Loading programs...' : 'Choose...'}</option>
                {programs.map((p) => (
                  <option key={p.id} value={p.id}>
                    {side ? ncaaProgramLabel(p) : `${ncaaProgramLabel(p)}, ${p.programGender}`}
                  </option>
                ))}
                <option value={NOT_LISTED}>Not listed</option>
              </Select>
            )}
          </FormField>
          {notListed ? (
            <>
              <FormField label="College name" error={errors.programName?.message}>
                {(control) => <Input {...control} autoComplete="organization" {...register('programName')} />}
              </FormField>
              <FormField
                label="Division the hockey team plays in"
                error={errors.division?.message}
                hint="An administrator checks a program that is not listed before you write to a minor’s family."
              >
                {(control) => (
                  <Select {...control} {...register('division')}>
                    <option value="">Choose...</option>
                    {NCAA_DIVISIONS.map((d) => (
                      <option key={d} value={d}>
                        {divisionOptionLabel(d)}
                      </option>
                    ))}
                  </Select>
                )}
              </FormField>
            </>
          ) : null}
        </>
      ) : kind ? (
        <>
          <FormField label="Program or team name" error={errors.programName?.message}>
            {(control) => <Input {...control} autoComplete="organization" {...register('programName')} />}
          </FormField>
          {hasFixedLevels(kind) ? (
            <FormField label={LEVEL_FIELD[kind]} error={errors.programLevel?.message}>
              {(control) => (
                <Select {...control} {...register('programLevel')}>
                  <option value="">Choose...</option>
                  {PROGRAM_LEVELS[kind].map((l) => (
                    <option key={l} value={l}>
                      {PROGRAM_LEVEL_LABELS[l]}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
          ) : LEVEL_FIELD[kind] ? (
            <FormField label={LEVEL_FIELD[kind]} error={errors.programLevel?.message}>
              {(control) => <Input {...control} placeholder="e.g. U20" {...register('programLevel')} />}
            </FormField>
          ) : null}
        </>
      ) : null}
      <FormField label="Your title" error={errors.title?.message}>
        {(control) => (
          <Input
            {...control}
            autoComplete="organization-title"
            placeholder="e.g. Assistant Coach"
            {...register('title')}
          />
        )}
      </FormField>
      <FormField
        label="Program website or staff page (optional)"
        error={errors.website?.message}
        hint="Where an administrator can see you listed."
      >
        {(control) => <Input {...control} type="url" placeholder="https://" {...register('website')} />}
      </FormField>
    </div>
  );
}
