import { RotateCcwIcon, SendIcon } from 'lucide-react';
import { useId, useState } from 'react';
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
import {
  CsvColumn,
  CsvFileField,
  CsvSampleLink,
  ImportErrorsTable,
  ImportReportTable,
  ImportStat,
  ImportStats,
  ImportTd,
  previewTitle,
} from '#client/components/ui/import-report.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useCsvFile } from '#client/lib/csv-file.ts';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import type { FieldControl, RosterImportValidateResponse } from '#common/contracts/orgs.ts';
import { plural } from '#common/plural.ts';
import { useExecuteRosterImport, useValidateRosterImport } from '../api/staff-roster-writes.ts';
import { NO_FIELD_CONTROL } from '../lib/staff-roster.ts';
import {
  ROSTER_CSV_COLUMNS_HELP,
  SAMPLE_ROSTER_CSV,
  SAMPLE_ROSTER_CSV_FILE_NAME,
} from '../lib/staff-roster-csv.ts';
import { FamilyMustAcceptNote, StaffFieldControlFields } from './staff-field-control-fields.tsx';

const count = (n: number) => n.toLocaleString('en-US');
const TABLE_MIN_WIDTH = 'min-w-[26rem]';
const invitations = (n: number) => plural(n, 'invitation');

/**
 * Import Roster: a .csv of family addresses, checked first (nothing is sent), then one
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
  const csv = useCsvFile();
  const { file, content } = csv;
  const [fieldControl, setFieldControl] = useState<FieldControl>(NO_FIELD_CONTROL);
  const [report, setReport] = useState<RosterImportValidateResponse | null>(null);
  const validate = useValidateRosterImport(orgId);
  const execute = useExecuteRosterImport(orgId);
  const busy = validate.isPending || execute.isPending;

  const reset = () => {
    csv.clear();
    setReport(null);
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
    csv.choose(chosen);
  };

  const runValidate = async () => {
    if (!file || busy) return;
    const text = await csv.read();
    if (text === null) {
      showErrorToast('The file could not be read. Choose it again.');
      return;
    }
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
          <CsvFileField
            id={fileId}
            inputKey={csv.inputKey}
            busy={busy}
            error={csv.fileError}
            validating={validate.isPending}
            validateDisabled={!file || busy || report !== null}
            onChoose={choose}
            onValidate={runValidate}
          />
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
  return (
    <div className="grid gap-2 rounded-lg border border-border bg-muted/30 p-4 text-sm">
      <p>
        <span className="font-medium">Required column:</span>{' '}
        {ROSTER_CSV_COLUMNS_HELP.required.map((c) => (
          <CsvColumn key={c}>{c}</CsvColumn>
        ))}
        <span className="font-medium">Optional:</span>{' '}
        {ROSTER_CSV_COLUMNS_HELP.optional.map((c) => (
          <CsvColumn key={c}>{c}</CsvColumn>
        ))}
      </p>
      <p className="text-muted-foreground">
        The first row names the columns. Use the player's address, or a parent's for a player under 17. Up to{' '}
        {ROSTER_CSV_COLUMNS_HELP.maxRows} rows per file.
      </p>
      <CsvSampleLink csv={SAMPLE_ROSTER_CSV} fileName={SAMPLE_ROSTER_CSV_FILE_NAME} />
    </div>
  );
}

function ImportReport({ report, toSend }: { report: RosterImportValidateResponse; toSend: number }) {
  const hasErrors = report.errorCount > 0;
  return (
    <section aria-label="Validation result" className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <ImportStats>
        <ImportStat compact label="Rows" value={report.totalRows} />
        <ImportStat
          compact
          label="Valid"
          value={report.validRows}
          tone={report.validRows > 0 ? 'success' : undefined}
        />
        <ImportStat
          compact
          label="Errors"
          value={report.errorCount}
          tone={hasErrors ? 'destructive' : undefined}
        />
        <ImportStat compact label="Already invited" value={report.alreadyInvited.length} />
      </ImportStats>
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
        <ImportReportTable
          minWidth={TABLE_MIN_WIDTH}
          title={previewTitle(report.rows.length, report.validRows - report.alreadyInvited.length, 'new row')}
          head={['Row', 'Email', 'Name']}
        >
          <RosterRows rows={report.rows} />
        </ImportReportTable>
      ) : null}
      {hasErrors ? (
        <ImportErrorsTable
          errors={report.errors}
          total={report.errorCount}
          minWidth={TABLE_MIN_WIDTH}
          messageMinWidth="min-w-[14rem]"
        />
      ) : null}
      {report.alreadyInvited.length > 0 ? (
        <ImportReportTable
          title="Already invited or on the roster (skipped)"
          head={['Row', 'Email', 'Name']}
          minWidth={TABLE_MIN_WIDTH}
        >
          <RosterRows rows={report.alreadyInvited} />
        </ImportReportTable>
      ) : null}
    </section>
  );
}

function RosterRows({ rows }: { rows: RosterImportValidateResponse['rows'] }) {
  return rows.map((r) => (
    <tr key={r.row} className="border-t border-border">
      <ImportTd className="tabular-nums text-muted-foreground">{r.row}</ImportTd>
      <ImportTd>{r.email}</ImportTd>
      <ImportTd>{[r.firstName, r.lastName].filter(Boolean).join(' ') || '—'}</ImportTd>
    </tr>
  ));
}
