import { CircleAlertIcon, DownloadIcon, FileCheckIcon, RotateCcwIcon, SendIcon } from 'lucide-react';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { Table } from '#client/components/ui/table.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { cn } from '#client/lib/cn.ts';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import type { FieldControl, RosterImportValidateResponse } from '#common/contracts/orgs.ts';
import { useExecuteRosterImport, useValidateRosterImport } from '../api/staff-roster-writes.ts';
import { NO_FIELD_CONTROL } from '../lib/staff-roster.ts';
import {
  isRosterCsvName,
  ROSTER_CSV_COLUMNS_HELP,
  SAMPLE_ROSTER_CSV,
  SAMPLE_ROSTER_CSV_FILE_NAME,
} from '../lib/staff-roster-csv.ts';
import { FamilyMustAcceptNote, StaffFieldControlFields } from './staff-field-control-fields.tsx';

const count = (n: number) => n.toLocaleString('en-US');
const invitations = (n: number) => `${count(n)} ${n === 1 ? 'invitation' : 'invitations'}`;

/**
 * Import Roster (issue 14): a .csv of family addresses, checked first (nothing is sent), then one
 * invitation per valid row that is not already invited or on the roster.
 */
export function StaffImportRosterDialog({
  orgId,
  open,
  onOpenChange,
}: {
  orgId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const fileId = useId();
  const [inputKey, setInputKey] = useState(0);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [content, setContent] = useState<string | null>(null);
  const [fieldControl, setFieldControl] = useState<FieldControl>(NO_FIELD_CONTROL);
  const [report, setReport] = useState<RosterImportValidateResponse | null>(null);
  const validate = useValidateRosterImport(orgId);
  const execute = useExecuteRosterImport(orgId);
  const busy = validate.isPending || execute.isPending;

  const reset = () => {
    setFile(null);
    setFileError(null);
    setContent(null);
    setReport(null);
    setInputKey((k) => k + 1);
    validate.reset();
    execute.reset();
  };
  const close = (next: boolean) => {
    if (busy) return;
    if (!next) {
      reset();
      setFieldControl(NO_FIELD_CONTROL);
    }
    onOpenChange(next);
  };

  const choose = (chosen: File | null) => {
    setReport(null);
    setContent(null);
    if (chosen && !isRosterCsvName(chosen.name)) {
      setFile(null);
      setFileError(`"${chosen.name}" is not a .csv file. Choose a file that ends in .csv.`);
      return;
    }
    setFileError(null);
    setFile(chosen);
  };

  const runValidate = async () => {
    if (!file || busy) return;
    let text: string;
    try {
      text = await file.text();
    } catch {
      showErrorToast('The file could not be read. Choose it again.');
      return;
    }
    setContent(text);
    validate.mutate(
      { csvContent: text, fieldControl },
      {
        onSuccess: setReport,
        onError: (error) => showErrorToast('The file could not be checked. Please try again.', error),
      },
    );
  };

  const runExecute = () => {
    if (content === null || busy) return;
    execute.mutate(
      { csvContent: content, fieldControl },
      {
        onSuccess: ({ invited, skipped, message }) => {
          toast({
            title: 'Invitations sent',
            description: message || `Sent ${invitations(invited)}, skipped ${count(skipped)}.`,
          });
          reset();
          setFieldControl(NO_FIELD_CONTROL);
          onOpenChange(false);
        },
        onError: (error) => showErrorToast('No invitations were sent. Please try again.', error),
      },
    );
  };

  const toSend = report ? report.validRows - report.alreadyInvited.length : 0;

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Import Roster</DialogTitle>
          <DialogDescription>
            Invite many families at once from a .csv file. Check it first: nothing is sent until you confirm.
          </DialogDescription>
        </DialogHeader>
        <div className="grid grid-cols-[minmax(0,1fr)] gap-5">
          <CsvHelp />
          <div className="grid gap-2">
            <Label htmlFor={fileId}>CSV file</Label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                key={inputKey}
                id={fileId}
                type="file"
                accept=".csv,text/csv"
                disabled={busy}
                aria-invalid={fileError ? true : undefined}
                aria-describedby={fileError ? `${fileId}-error` : undefined}
                className="h-10 cursor-pointer py-1.5 file:mr-3 file:cursor-pointer file:rounded file:border-0 file:bg-secondary file:px-3 file:py-1 file:text-sm file:font-semibold file:text-secondary-foreground"
                onChange={(event) => choose(event.target.files?.[0] ?? null)}
              />
              <Button onClick={runValidate} disabled={!file || busy || report !== null}>
                {validate.isPending ? <Spinner className="size-4 text-current" /> : <FileCheckIcon />}
                Validate
              </Button>
            </div>
            {fileError ? (
              <p id={`${fileId}-error`} role="alert" className="text-sm font-medium text-destructive">
                {fileError}
              </p>
            ) : null}
          </div>
          <StaffFieldControlFields
            value={fieldControl}
            onChange={setFieldControl}
            disabled={busy || report !== null}
          />
          {report ? <ImportReport report={report} toSend={toSend} /> : null}
          <FamilyMustAcceptNote />
        </div>
        <DialogFooter className="pt-2">
          {report ? (
            <Button variant="outline" onClick={reset} disabled={busy}>
              <RotateCcwIcon />
              Choose another file
            </Button>
          ) : (
            <Button variant="outline" onClick={() => close(false)} disabled={busy}>
              Cancel
            </Button>
          )}
          {report ? (
            <Button onClick={runExecute} disabled={busy || report.errorCount > 0 || toSend <= 0}>
              {execute.isPending ? <Spinner className="size-4 text-current" /> : <SendIcon />}
              Send {invitations(Math.max(0, toSend))}
            </Button>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function CsvHelp() {
  const sampleUrl = useMemo(
    () =>
      typeof URL.createObjectURL === 'function'
        ? URL.createObjectURL(new Blob([SAMPLE_ROSTER_CSV], { type: 'text/csv;charset=utf-8' }))
        : null,
    [],
  );
  useEffect(() => () => (sampleUrl ? URL.revokeObjectURL(sampleUrl) : undefined), [sampleUrl]);
  return (
    <div className="grid gap-2 rounded-lg border border-border bg-muted/30 p-4 text-sm">
      <p>
        <span className="font-medium">Required column:</span>{' '}
        {ROSTER_CSV_COLUMNS_HELP.required.map((c) => (
          <Code key={c}>{c}</Code>
        ))}
        <span className="font-medium">Optional:</span>{' '}
        {ROSTER_CSV_COLUMNS_HELP.optional.map((c) => (
          <Code key={c}>{c}</Code>
        ))}
      </p>
      <p className="text-muted-foreground">
        The first row names the columns. Use the player's address, or a parent's for a player under 17. Up to{' '}
        {ROSTER_CSV_COLUMNS_HELP.maxRows} rows per file.
      </p>
      {sampleUrl ? (
        <a
          href={sampleUrl}
          download={SAMPLE_ROSTER_CSV_FILE_NAME}
          className="inline-flex w-fit items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline [&_svg]:size-4"
        >
          <DownloadIcon aria-hidden="true" />
          Download a sample CSV
        </a>
      ) : null}
    </div>
  );
}

function Code({ children }: { children: ReactNode }) {
  return (
    <code className="mr-1.5 rounded bg-muted px-1.5 py-0.5 font-mono text-xs text-foreground">
      {children}
    </code>
  );
}

function ImportReport({ report, toSend }: { report: RosterImportValidateResponse; toSend: number }) {
  const hasErrors = report.errorCount > 0;
  return (
    <section aria-label="Validation result" className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Stat label="Rows" value={report.totalRows} />
        <Stat label="Valid" value={report.validRows} tone={report.validRows > 0 ? 'success' : undefined} />
        <Stat label="Errors" value={report.errorCount} tone={hasErrors ? 'destructive' : undefined} />
        <Stat label="Already invited" value={report.alreadyInvited.length} />
      </dl>
      {hasErrors ? (
        <Alert variant="destructive" title="Fix the errors, then validate the file again" role="alert">
          No invitation is sent while rows have errors. Row numbers count the header as row 1.
        </Alert>
      ) : toSend > 0 ? (
        <Alert variant="success" title="The file is ready">
          {invitations(toSend)} will be sent
          {report.alreadyInvited.length > 0
            ? `; ${count(report.alreadyInvited.length)} already invited or on the roster will be skipped.`
            : '.'}
        </Alert>
      ) : (
        <Alert variant="info" title="Nothing to send">
          Every address in the file is already invited or on the roster.
        </Alert>
      )}
      {report.rows.length > 0 ? (
        <ReportTable
          title={`Preview (first ${report.rows.length} valid rows)`}
          head={['Row', 'Email', 'Name']}
        >
          {report.rows.map((r) => (
            <tr key={r.row} className="border-t border-border">
              <Td className="tabular-nums text-muted-foreground">{r.row}</Td>
              <Td>{r.email}</Td>
              <Td>{[r.firstName, r.lastName].filter(Boolean).join(' ') || '—'}</Td>
            </tr>
          ))}
        </ReportTable>
      ) : null}
      {hasErrors ? (
        <ReportTable
          title="Errors"
          icon={<CircleAlertIcon className="text-destructive" />}
          head={['Row', 'Field', 'Message']}
          more={report.errorCount - report.errors.length}
        >
          {report.errors.map((e, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a row can have several errors on one field
            <tr key={`${e.row}-${e.field}-${i}`} className="border-t border-border">
              <Td className="tabular-nums">{e.row}</Td>
              <Td className="font-mono text-xs">{e.field}</Td>
              <Td wrap>{e.message}</Td>
            </tr>
          ))}
        </ReportTable>
      ) : null}
      {report.alreadyInvited.length > 0 ? (
        <ReportTable title="Already invited or on the roster (skipped)" head={['Row', 'Email', 'Name']}>
          {report.alreadyInvited.map((r) => (
            <tr key={r.row} className="border-t border-border">
              <Td className="tabular-nums text-muted-foreground">{r.row}</Td>
              <Td>{r.email}</Td>
              <Td>{[r.firstName, r.lastName].filter(Boolean).join(' ') || '—'}</Td>
            </tr>
          ))}
        </ReportTable>
      ) : null}
    </section>
  );
}

function Stat({ label, value, tone }: { label: string; value: number; tone?: 'success' | 'destructive' }) {
  return (
    <div className="rounded-lg border border-border px-3 py-2.5">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd
        className={cn(
          'mt-1 text-xl font-bold tabular-nums',
          tone === 'success' && 'text-success',
          tone === 'destructive' && 'text-destructive',
        )}
      >
        {count(value)}
      </dd>
    </div>
  );
}

function ReportTable({
  title,
  icon,
  head,
  more = 0,
  children,
}: {
  title: string;
  icon?: ReactNode;
  head: string[];
  more?: number;
  children: ReactNode;
}) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-2">
      <h3 className="flex items-center gap-2 text-sm font-semibold [&_svg]:size-4">
        {icon}
        {title}
      </h3>
      <Table
        label={title}
        className="rounded-lg border border-border"
        tableClassName="min-w-[26rem] text-left"
      >
        <thead>
          <tr className="bg-muted/50 text-xs uppercase tracking-wider text-muted-foreground">
            {head.map((h) => (
              <th key={h} scope="col" className="whitespace-nowrap px-3 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </Table>
      {more > 0 ? <p className="text-sm text-muted-foreground">and {count(more)} more</p> : null}
    </div>
  );
}

function Td({
  className,
  wrap = false,
  children,
}: {
  className?: string;
  wrap?: boolean;
  children: ReactNode;
}) {
  return (
    <td className={cn('px-3 py-2', wrap ? 'min-w-[14rem]' : 'whitespace-nowrap', className)}>{children}</td>
  );
}
