import { ChevronLeftIcon, PencilIcon, PlusIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '#client/components/ui/alert.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { FormDialog } from '#client/components/ui/form-dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { STAT_TD_TEXT, STAT_TH_TEXT, Table } from '#client/components/ui/table.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { getErrorMessage } from '#client/lib/api-client.ts';
import { showFailureToast } from '#client/lib/error-toast.tsx';
import { PATHS } from '#client/lib/paths.ts';
import type { NcaaProgram } from '#common/contracts/recruiters.ts';
import { DIVISION_LABELS, NCAA_DIVISIONS, PROGRAM_GENDERS } from '#common/enums.ts';
import { useAdminNcaaPrograms, useCreateNcaaProgram, useUpdateNcaaProgram } from '../api/ncaa-programs.ts';

type Draft = {
  school: string;
  programGender: string;
  division: string;
  schoolDivision: string;
  conference: string;
  source: string;
  active: boolean;
};
const EMPTY: Draft = {
  school: '',
  programGender: 'men',
  division: 'D1',
  schoolDivision: '',
  conference: '',
  source: '',
  active: true,
};
const draftOf = (p: NcaaProgram): Draft => ({
  school: p.school,
  programGender: p.programGender,
  division: p.division,
  schoolDivision: p.schoolDivision ?? '',
  conference: p.conference ?? '',
  source: p.source,
  active: p.active,
});

/**
 * /admin/ncaa-programs: the NCAA ice hockey directory recruiters choose from, with the
 * division each hockey TEAM plays in and where that comes from. Admins add and correct rows; a correction
 * moves the program's recruiters with it.
 */
export function NcaaProgramsPage() {
  const programs = useAdminNcaaPrograms();
  const [editing, setEditing] = useState<NcaaProgram | 'new' | null>(null);
  const [filter, setFilter] = useState('');
  const rows = (programs.data?.programs ?? []).filter((p) =>
    p.school.toLowerCase().includes(filter.trim().toLowerCase()),
  );
  return (
    <div className="container-page max-w-5xl py-8 sm:py-10">
      <title>NCAA Programs · Rinkside</title>
      <Link
        to={PATHS.adminDashboard}
        className={buttonVariants({ variant: 'ghost', size: 'sm', className: '-ml-3 mb-3' })}
      >
        <ChevronLeftIcon />
        Admin Dashboard
      </Link>
      <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="mb-1 text-xs font-semibold uppercase tracking-widest text-primary">Administration</p>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">NCAA Programs</h1>
          <p className="mt-1.5 text-sm text-muted-foreground sm:text-base">
            The division each hockey team plays in decides a recruiter’s NCAA contact dates, not the school’s.
          </p>
        </div>
        <Button onClick={() => setEditing('new')}>
          <PlusIcon />
          Add Program
        </Button>
      </header>
      <FormField label="Find a school" className="mb-4 max-w-sm">
        {(control) => (
          <Input {...control} type="search" value={filter} onChange={(e) => setFilter(e.target.value)} />
        )}
      </FormField>
      {programs.isPending ? (
        <div role="status" aria-label="Loading programs" className="h-64 animate-pulse rounded-xl bg-muted" />
      ) : programs.isError ? (
        <Alert variant="destructive" role="alert" title="Error Loading Programs">
          {getErrorMessage(programs.error, 'Failed to load the programs. Please try again later.')}
        </Alert>
      ) : (
        <Table
          label="NCAA programs"
          caption="NCAA ice hockey programs"
          className="rounded-xl border border-border"
        >
          <thead>
            <tr>
              <th className={STAT_TH_TEXT}>School</th>
              <th className={STAT_TH_TEXT}>Side</th>
              <th className={STAT_TH_TEXT}>Hockey division</th>
              <th className={STAT_TH_TEXT}>School division</th>
              <th className={STAT_TH_TEXT}>Conference</th>
              <th className={STAT_TH_TEXT}>
                <span className="sr-only">Edit</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((p) => (
              <tr key={p.id}>
                <td className={STAT_TD_TEXT}>
                  <span className="font-medium">{p.school}</span>
                  {p.active ? null : (
                    <Badge variant="outline" className="ml-2">
                      Inactive
                    </Badge>
                  )}
                </td>
                <td className={STAT_TD_TEXT}>{p.programGender === 'men' ? 'Men' : 'Women'}</td>
                <td className={`${STAT_TD_TEXT} whitespace-nowrap`}>{DIVISION_LABELS[p.division]}</td>
                <td className={`${STAT_TD_TEXT} whitespace-nowrap`}>
                  {p.schoolDivision ? DIVISION_LABELS[p.schoolDivision] : '—'}
                </td>
                <td className={STAT_TD_TEXT}>{p.conference ?? '—'}</td>
                <td className={STAT_TD_TEXT}>
                  <Button size="sm" variant="ghost" onClick={() => setEditing(p)}>
                    <PencilIcon />
                    <span className="sr-only">
                      Edit {p.school} {p.programGender}
                    </span>
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {editing ? <ProgramDialog program={editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}

function ProgramDialog({ program, onClose }: { program: NcaaProgram | 'new'; onClose: () => void }) {
  const [draft, setDraft] = useState<Draft>(program === 'new' ? EMPTY : draftOf(program));
  const create = useCreateNcaaProgram();
  const update = useUpdateNcaaProgram();
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const input = {
    school: draft.school,
    programGender: draft.programGender as 'men' | 'women',
    division: draft.division as 'D1' | 'D2' | 'D3',
    schoolDivision: (draft.schoolDivision || null) as 'D1' | 'D2' | 'D3' | null,
    conference: draft.conference.trim() || null,
    source: draft.source,
    active: draft.active,
  };
  const done = () => {
    toast({ title: 'Program saved', description: `${draft.school} is up to date.` });
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const onError = (error: Error) => showFailureToast('Program not saved', error);
    if (program === 'new') create.mutate(input, { onSuccess: done, onError });
    else update.mutate({ id: program.id, input }, { onSuccess: done, onError });
  };
  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={program === 'new' ? 'Add Program' : `Edit ${program.school}`}
      description="Recruiters of this program follow a corrected division at once."
      className="sm:max-w-lg"
      submitLabel="Save Program"
      isPending={create.isPending || update.isPending}
      submitDisabled={draft.school.trim() === '' || draft.source.trim() === ''}
      onSubmit={submit}
    >
      <FormField label="School">
        {(control) => (
          <Input {...control} value={draft.school} onChange={(e) => set({ school: e.target.value })} />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Side">
          {(control) => (
            <Select
              {...control}
              value={draft.programGender}
              onChange={(e) => set({ programGender: e.target.value })}
            >
              {PROGRAM_GENDERS.map((g) => (
                <option key={g} value={g}>
                  {g === 'men' ? 'Men' : 'Women'}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label="Hockey division">
          {(control) => (
            <Select {...control} value={draft.division} onChange={(e) => set({ division: e.target.value })}>
              {NCAA_DIVISIONS.map((d) => (
                <option key={d} value={d}>
                  {DIVISION_LABELS[d]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label="School division (if different)">
          {(control) => (
            <Select
              {...control}
              value={draft.schoolDivision}
              onChange={(e) => set({ schoolDivision: e.target.value })}
            >
              <option value="">Same or unknown</option>
              {NCAA_DIVISIONS.map((d) => (
                <option key={d} value={d}>
                  {DIVISION_LABELS[d]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label="Conference">
          {(control) => (
            <Input
              {...control}
              value={draft.conference}
              onChange={(e) => set({ conference: e.target.value })}
            />
          )}
        </FormField>
      </div>
      <FormField label="Source" hint="The list you read it in, and when.">
        {(control) => (
          <Input {...control} value={draft.source} onChange={(e) => set({ source: e.target.value })} />
        )}
      </FormField>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={draft.active} onChange={(e) => set({ active: e.target.checked })} />
        Offered at sign-up (active)
      </label>
    </FormDialog>
  );
}
