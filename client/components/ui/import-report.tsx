import { CircleAlertIcon, DownloadIcon, FileCheckIcon } from 'lucide-react';
import { type ReactNode, useEffect, useMemo } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { Table } from '#client/components/ui/table.tsx';
import { cn } from '#client/lib/cn.ts';
import { plural } from '#common/plural.ts';

/**
 * The pieces the CSV imports share (admin players, organization roster): the file field with its
 * Validate button, the sample download, the column names, the summary counts and the report tables.
 */

const count = (n: number) => n.toLocaleString('en-US');

/** The preview table's title: "Preview (1 valid row)", or "Preview (first 10 of 50 valid rows)" when cut. */
export function previewTitle(shown: number, total: number, noun: string): string {
  return shown < total
    ? `Preview (first ${count(shown)} of ${plural(total, noun)})`
    : `Preview (${plural(shown, noun)})`;
}

/** A .csv file input with its Validate button and the message when the chosen file is not a .csv. */
export function CsvFileField({
  id,
  inputKey,
  busy,
  error,
  validating,
  validateDisabled,
  onChoose,
  onValidate,
}: {
  id: string;
  /** Changing it empties the input. */
  inputKey: number;
  busy: boolean;
  error: string | null;
  validating: boolean;
  validateDisabled: boolean;
  onChoose: (file: File | null) => void;
  onValidate: () => void;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>CSV file</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          key={inputKey}
          id={id}
          type="file"
          accept=".csv,text/csv"
          disabled={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="h-10 cursor-pointer py-1.5 file:mr-3 file:cursor-pointer file:rounded file:border-0 file:bg-secondary file:px-3 file:py-1 file:text-sm file:font-semibold file:text-secondary-foreground"
          onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
        />
        <Button onClick={onValidate} disabled={validateDisabled} className="sm:w-auto">
          {validating ? <Spinner className="size-4 text-current" /> : <FileCheckIcon />}
          Validate
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** "Download a sample CSV": a link to a file made in the browser from `csv`. */
export function CsvSampleLink({ csv, fileName }: { csv: string; fileName: string }) {
  const sampleUrl = useMemo(
    () =>
      typeof URL.createObjectURL === 'function'
        ? URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }))
        : null,
    [csv],
  );
  useEffect(() => () => (sampleUrl ? URL.revokeObjectURL(sampleUrl) : undefined), [sampleUrl]);
  if (!sampleUrl) return null;
  return (
    <a
      href={sampleUrl}
      download={fileName}
      className="inline-flex w-fit items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline [&_svg]:size-4"
    >
      <DownloadIcon aria-hidden="true" />
      Download a sample CSV
    </a>
  );
}

/** A column name in the CSV help. */
export function CsvColumn({ children }: { children: ReactNode }) {
  // An inline block: a line may break between two names set side by side with no space, so a list of
  // them fits a 390 px phone instead of widening the page.
  return (
    <code className="mr-1.5 inline-block rounded bg-muted px-1.5 py-0.5 font-mono text-xs text-foreground">
      {children}
    </code>
  );
}

/** The summary counts (Rows, Valid, Errors, ...): a list of `ImportStat`. */
export function ImportStats({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">{children}</dl>;
}

export function ImportStat({
  label,
  value,
  tone,
  compact = false,
}: {
  label: string;
  value: number;
  tone?: 'success' | 'destructive' | 'warning';
  /** Smaller padding and number (in a dialog). */
  compact?: boolean;
}) {
  return (
    <div className={cn('rounded-lg border border-border', compact ? 'px-3 py-2.5' : 'px-4 py-3')}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd
        className={cn(
          'mt-1 font-bold tabular-nums',
          compact ? 'text-xl' : 'text-2xl',
          tone === 'success' && 'text-success',
          tone === 'destructive' && 'text-destructive',
          tone === 'warning' && 'text-warning',
        )}
      >
        {count(value)}
      </dd>
    </div>
  );
}

/** A titled report table; `more` rows that were left out are counted under it ("and N more"). */
export function ImportReportTable({
  title,
  icon,
  head,
  more = 0,
  minWidth = 'min-w-[28rem]',
  children,
}: {
  title: string;
  icon?: ReactNode;
  head: string[];
  more?: number;
  /** The table's minimum width (a Tailwind class); narrower screens scroll it. */
  minWidth?: string;
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
        tableClassName={cn('text-left', minWidth)}
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

/** A report table cell: on one line, or with `wrap` wrapping at `wrapMinWidth` at the narrowest. */
export function ImportTd({
  className,
  wrap = false,
  wrapMinWidth = 'min-w-[16rem]',
  children,
}: {
  className?: string;
  wrap?: boolean;
  wrapMinWidth?: string;
  children: ReactNode;
}) {
  return (
    <td className={cn('px-3 py-2', wrap ? wrapMinWidth : 'whitespace-nowrap', className)}>{children}</td>
  );
}

/** The "Errors" table: one row per error (row number, field, message); `total` counts them all. */
export function ImportErrorsTable({
  errors,
  total,
  minWidth,
  messageMinWidth,
}: {
  errors: { row: number; field: string; message: string }[];
  total: number;
  minWidth?: string;
  messageMinWidth?: string;
}) {
  return (
    <ImportReportTable
      title="Errors"
      icon={<CircleAlertIcon className="text-destructive" />}
      head={['Row', 'Field', 'Message']}
      more={total - errors.length}
      minWidth={minWidth}
    >
      {errors.map((e, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a row can have several errors on one field
        <tr key={`${e.row}-${e.field}-${i}`} className="border-t border-border">
          <ImportTd className="tabular-nums">{e.row}</ImportTd>
          <ImportTd className="font-mono text-xs">{e.field}</ImportTd>
          <ImportTd wrap wrapMinWidth={messageMinWidth}>
            {e.message}
          </ImportTd>
        </tr>
      ))}
    </ImportReportTable>
  );
}
