import { CopyIcon, FileSpreadsheetIcon, RotateCcwIcon, UploadIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '#client/components/ui/alert.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
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
import { getErrorMessage } from '#client/lib/api-client.ts';
import { useCsvFile } from '#client/lib/csv-file.ts';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import { bornLabel, categoryLabel, positionsLabel } from '#client/lib/format.ts';
import { pathTo } from '#client/lib/paths.ts';
import {
  CSV_OPTIONAL_COLUMNS,
  CSV_PREVIEW_ROWS,
  CSV_REQUIRED_COLUMNS,
  type ImportValidateResponse,
} from '#common/contracts/admin.ts';
import { plural } from '#common/plural.ts';
import { useExecuteImport, useValidateImport } from '../api/import-players.ts';
import {
  CSV_MAX_ROWS_LABEL,
  CSV_MAX_SIZE_LABEL,
  roughRowCount,
  SAMPLE_CSV,
  SAMPLE_CSV_FILE_NAME,
} from '../lib/csv-import.ts';

const count = (n: number) => n.toLocaleString('en-US');
const players = (n: number) => plural(n, 'player');

/**
 * Spec 3 §2 "Admin dashboard: CSV import flow": choose a .csv file, validate it (nothing is written),
 * read the preview, errors and duplicates, then import, or skip the duplicates and import the rest.
 * The file is read in the browser and sent as text; the server checks the content and the limits.
 */
export function CsvImportCard() {
  const fileInputId = useId();
  const csv = useCsvFile();
  const { file, content } = csv;
  const [rowEstimate, setRowEstimate] = useState(0);
  const [result, setResult] = useState<ImportValidateResponse | null>(null);
  const validate = useValidateImport();
  const execute = useExecuteImport();
  const busy = validate.isPending || execute.isPending;

  const reset = () => {
    csv.clear();
    setResult(null);
    validate.reset();
    execute.reset();
  };

  const choose = (chosen: File | null) => {
    setResult(null);
    csv.choose(chosen);
  };

  const runValidate = async () => {
    if (!file || busy) return;
    const text = await csv.read();
    if (text === null) {
      showErrorToast('The file could not be read. Choose it again.', undefined, {
        title: 'Failed to validate CSV',
      });
      return;
    }
    setRowEstimate(roughRowCount(text));
    validate.mutate(text, {
      onSuccess: (answer) => setResult(answer),
      onError: (error) =>
        showErrorToast(
          getErrorMessage(error, 'The file could not be checked. Please try again.'),
          undefined,
          {
            title: 'Failed to validate CSV',
          },
        ),
    });
  };

  const runImport = (skipDuplicates: boolean) => {
    if (content === null || busy) return;
    execute.mutate(
      { csvContent: content, skipDuplicates },
      {
        onSuccess: ({ imported, skipped }) => {
          toast({
            title: 'Import Complete',
            description: `Imported ${players(imported)}, skipped ${count(skipped)}.`,
          });
          reset();
        },
        onError: (error) =>
          showErrorToast(getErrorMessage(error, 'No players were imported. Please try again.'), undefined, {
            title: 'Failed to import players',
          }),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FileSpreadsheetIcon aria-hidden="true" className="size-5 text-primary" />
          Import Players from CSV
        </CardTitle>
        <CardDescription>
          Check a file first: nothing is written until you import, and an import adds every row or none.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-5">
        <CsvHelp />
        <CsvFileField
          id={fileInputId}
          inputKey={csv.inputKey}
          busy={busy}
          error={csv.fileError}
          validating={validate.isPending}
          validateDisabled={!file || busy || result !== null}
          onChoose={choose}
          onValidate={runValidate}
        />

        {validate.isPending ? <Progress label={`Validating ${plural(rowEstimate, 'row')}…`} /> : null}
        {execute.isPending ? (
          <Progress
            label={`Importing ${players(
              result ? result.validRows - (execute.variables?.skipDuplicates ? result.duplicateCount : 0) : 0,
            )}…`}
          />
        ) : null}

        {result ? (
          <ValidationResult
            result={result}
            busy={busy}
            onImport={() => runImport(false)}
            onSkipDuplicates={() => runImport(true)}
            onReset={reset}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}

function Progress({ label }: { label: string }) {
  return (
    <div role="status" className="grid gap-2 rounded-lg border border-border bg-muted/30 p-4">
      <span className="flex items-center gap-2 text-sm font-medium">
        <Spinner className="size-4 text-primary" />
        {label}
      </span>
      <div className="h-1.5 overflow-hidden rounded-full bg-muted">
        <div className="h-full w-full animate-pulse rounded-full bg-primary/70 motion-reduce:animate-none" />
      </div>
    </div>
  );
}

function CsvHelp() {
  return (
    <div className="grid gap-2 rounded-lg border border-border bg-muted/30 p-4 text-sm">
      <p>
        <span className="font-medium">Required columns:</span>{' '}
        {CSV_REQUIRED_COLUMNS.map((c) => (
          <CsvColumn key={c}>{c}</CsvColumn>
        ))}
      </p>
      <p>
        <span className="font-medium">Optional columns:</span>{' '}
        {CSV_OPTIONAL_COLUMNS.map((c) => (
          <CsvColumn key={c}>{c}</CsvColumn>
        ))}
      </p>
      <p className="text-muted-foreground">
        The first row names the columns (any order). Category is MALE or FEMALE; positions are codes (C, LW,
        RW, D, G) separated by semicolons; birthMonth is 1 to 12 (private to the family and admins). Up to{' '}
        {CSV_MAX_SIZE_LABEL} and {CSV_MAX_ROWS_LABEL} rows per file. Cells that start with =, +, - or @ are
        refused.
      </p>
      <CsvSampleLink csv={SAMPLE_CSV} fileName={SAMPLE_CSV_FILE_NAME} />
    </div>
  );
}

function ValidationResult({
  result,
  busy,
  onImport,
  onSkipDuplicates,
  onReset,
}: {
  result: ImportValidateResponse;
  busy: boolean;
  onImport: () => void;
  onSkipDuplicates: () => void;
  onReset: () => void;
}) {
  const hasErrors = result.errorCount > 0;
  const hasDuplicates = result.duplicateCount > 0;
  const newPlayers = result.validRows - result.duplicateCount;
  return (
    <section aria-label="Validation result" className="grid grid-cols-[minmax(0,1fr)] gap-5">
      <ImportStats>
        <ImportStat label="Rows" value={result.totalRows} />
        <ImportStat
          label="Valid"
          value={result.validRows}
          tone={result.validRows > 0 ? 'success' : undefined}
        />
        <ImportStat label="Errors" value={result.errorCount} tone={hasErrors ? 'destructive' : undefined} />
        <ImportStat
          label="Duplicates"
          value={result.duplicateCount}
          tone={hasDuplicates ? 'warning' : undefined}
        />
      </ImportStats>

      {hasErrors ? (
        <Alert variant="destructive" title="Fix the errors, then validate the file again" role="alert">
          Rows with errors cannot be imported. The row numbers count the header as row 1.
        </Alert>
      ) : hasDuplicates ? (
        <Alert variant="info" title="Some players already exist">
          {players(result.duplicateCount)} {result.duplicateCount === 1 ? 'matches' : 'match'} an existing
          profile (same name and birth year). Skip {result.duplicateCount === 1 ? 'it' : 'them'} to import the
          other {players(newPlayers)}.
        </Alert>
      ) : result.validRows > 0 ? (
        <Alert variant="success" title="The file is ready to import">
          {players(result.validRows)} will be added.
        </Alert>
      ) : null}

      {result.players.length > 0 ? (
        <ImportReportTable
          title={previewTitle(
            Math.min(CSV_PREVIEW_ROWS, result.players.length),
            result.validRows,
            'valid row',
          )}
          head={['Row', 'First name', 'Last name', 'Born', 'Category', 'Positions', 'Source']}
          minWidth="min-w-[44rem]"
        >
          {result.players.map((p) => (
            <tr key={p.row} className="border-t border-border">
              <ImportTd className="tabular-nums text-muted-foreground">{p.row}</ImportTd>
              <ImportTd>{p.firstName}</ImportTd>
              <ImportTd>{p.lastName}</ImportTd>
              <ImportTd className="tabular-nums">{bornLabel(p)}</ImportTd>
              <ImportTd>{categoryLabel(p.category) ?? '—'}</ImportTd>
              <ImportTd>{p.positions.length ? positionsLabel(p.positions) : '—'}</ImportTd>
              <ImportTd>
                <Badge variant="outline" className="font-mono">
                  {p.profileSource}
                </Badge>
              </ImportTd>
            </tr>
          ))}
        </ImportReportTable>
      ) : null}

      {hasErrors ? <ImportErrorsTable errors={result.errors} total={result.errorCount} /> : null}

      {hasDuplicates ? (
        <ImportReportTable
          title="Duplicates"
          icon={<CopyIcon className="text-warning" />}
          head={['Row', 'First name', 'Last name', 'Birth year', 'Existing profile']}
          more={result.duplicateCount - result.duplicates.length}
          minWidth="min-w-[36rem]"
        >
          {result.duplicates.map((d) => (
            <tr key={d.row} className="border-t border-border">
              <ImportTd className="tabular-nums">{d.row}</ImportTd>
              <ImportTd>{d.firstName}</ImportTd>
              <ImportTd>{d.lastName}</ImportTd>
              <ImportTd className="tabular-nums">{d.birthYear}</ImportTd>
              <ImportTd>
                <Link
                  to={pathTo.publicPlayer(d.existingSlug)}
                  className="font-mono text-xs text-primary underline-offset-4 hover:underline"
                >
                  {d.existingSlug}
                </Link>
              </ImportTd>
            </tr>
          ))}
        </ImportReportTable>
      ) : null}

      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button onClick={onImport} disabled={busy || hasErrors || hasDuplicates || result.validRows === 0}>
          <UploadIcon />
          Import {players(result.validRows)}
        </Button>
        {hasDuplicates && !hasErrors ? (
          <Button variant="secondary" onClick={onSkipDuplicates} disabled={busy || newPlayers === 0}>
            <UploadIcon />
            Skip Duplicates &amp; Import
          </Button>
        ) : null}
        <Button variant="outline" onClick={onReset} disabled={busy}>
          <RotateCcwIcon />
          Choose another file
        </Button>
      </div>
    </section>
  );
}
