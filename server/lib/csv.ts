import { CsvError, parse } from 'csv-parse/sync';
import { AppError } from '#server/lib/errors.ts';

/**
 * The reading of an uploaded CSV file that every import shares (the admin player import, an
 * organization's roster import): the size limit, the records, the header row matched to known columns
 * in any order and letter case, and the refusal of formula cells. Pure: what a row means is the import's.
 */

/**
 * The JSON body carrying a CSV of 5 MB (both imports' limit): escaping can double its size (quotes and
 * line breaks become \" and \n), so the body may be up to about 12 MB. Past that, Fastify answers 413;
 * below it, a csvContent over 5 MB gets the import's own 413 message (assertCsvSize).
 */
export const CSV_IMPORT_BODY_LIMIT = 12 * 1024 * 1024;

export const CSV_TOO_LARGE_MESSAGE = 'The file is larger than 5 MB. Split it into smaller files.';

/** A file-level problem: the whole file is refused (400 with the message as csvContent's issue). */
export function csvFileError(message: string): AppError {
  return new AppError('VALIDATION_ERROR', message, { issues: [{ path: 'csvContent', message }] });
}

/** 413 past the byte limit (the text's UTF-8 size). */
export function assertCsvSize(csvContent: string, maxBytes: number): void {
  if (Buffer.byteLength(csvContent, 'utf8') > maxBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', CSV_TOO_LARGE_MESSAGE);
  }
}

/** "firstName", "First Name", "first_name" and "FIRSTNAME" all name the firstName column. */
export const csvColumnKey = (name: string) => name.toLowerCase().replace(/[\s_-]+/g, '');

const CSV_PROBLEMS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted value is never closed',
  CSV_INVALID_CLOSING_QUOTE: 'a quote inside a quoted value must be doubled ("")',
  INVALID_OPENING_QUOTE: 'a value has a quote in the middle; quote the whole value',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'a closing quote is followed by more text',
};

/**
 * The records of the file as arrays of cells, reading at most `maxRows` data rows and one more (so the
 * caller can tell a file past its limit); a file that is not CSV is refused naming its line.
 */
export function readCsvRecords(csvContent: string, maxRows: number): string[][] {
  // The line the last complete record ended on: an unclosed quote opened on the line after it.
  let lastRecordLine = 0;
  try {
    return parse(csvContent, {
      bom: true,
      // Spreadsheets write CRLF, other tools LF (or, rarely, CR); a file may even mix them.
      record_delimiter: ['\r\n', '\n', '\r'],
      skip_empty_lines: true,
      // A line of separators only (",,,"), as spreadsheets leave after the data, is a blank line too.
      skip_records_with_empty_values: true,
      trim: true,
      // A short row reads its missing cells as empty; a long one is reported on its row.
      relax_column_count: true,
      // Past the row limit, no need to read on.
      to: maxRows + 2,
      on_record: (record, context) => {
        lastRecordLine = context.lines;
        return record;
      },
    }) as string[][];
  } catch (err) {
    if (err instanceof CsvError) {
      const line =
        err.code === 'CSV_QUOTE_NOT_CLOSED' ? lastRecordLine + 1 : (err as { lines?: number }).lines;
      const problem = CSV_PROBLEMS[err.code] ?? err.message.replace(/ at line \d+.*$/s, '').slice(0, 200);
      throw csvFileError(`The file is not valid CSV: ${problem}${line ? ` (line ${line})` : ''}.`);
    }
    throw err;
  }
}

/** The column of each header cell; unknown, repeated or missing required columns refuse the file. */
export function readCsvHeader<C extends string>(
  cells: string[],
  columns: readonly C[],
  required: readonly C[],
): (C | null)[] {
  const byKey = new Map(columns.map((c) => [csvColumnKey(c), c]));
  // Spreadsheets often export empty columns after the last one in use: they are not columns.
  let end = cells.length;
  while (end > 0 && !cells[end - 1]) end--;
  const header = cells.slice(0, end);
  const found: (C | null)[] = [];
  const unknown: string[] = [];
  const seen = new Set<C>();
  header.forEach((name, index) => {
    const column = byKey.get(csvColumnKey(name)) ?? null;
    if (!name) throw csvFileError(`Column ${index + 1} has no name in the header row.`);
    if (!column) unknown.push(name.slice(0, 60));
    else if (seen.has(column)) throw csvFileError(`The column ${column} appears twice in the header row.`);
    else seen.add(column);
    found.push(column);
  });
  if (unknown.length) {
    throw csvFileError(
      `Unknown ${unknown.length === 1 ? 'column' : 'columns'} ${unknown.map((u) => `"${u}"`).join(', ')}. The columns are ${columns.join(', ')}.`,
    );
  }
  const missing = required.filter((c) => !seen.has(c));
  if (missing.length) {
    throw csvFileError(
      `The header row lacks the required ${missing.length === 1 ? 'column' : 'columns'} ${missing.join(', ')}. Required: ${required.join(', ')}.`,
    );
  }
  return found;
}

/**
 * A cell a spreadsheet would run as a formula (OWASP CSV injection): =, +, - or @ first, or a tab or
 * carriage return before it. It is refused, never stored.
 */
export function csvFormulaError(cell: string): string | null {
  const first = /^[\t\r]/.test(cell) ? cell[0] : /^[=+\-@]/.test(cell) ? cell[0] : null;
  if (!first) return null;
  const shown = first === '\t' ? 'a tab' : first === '\r' ? 'a carriage return' : `"${first}"`;
  return `Cell starts with ${shown}: formulas are not accepted`;
}

/** A row with values past the header's columns (empty trailing cells are fine), or null. */
export function csvExtraCellsError(cells: string[], columnCount: number): string | null {
  if (!cells.slice(columnCount).some((cell) => cell.trim() !== '')) return null;
  return `The row has values in ${cells.length} columns but the header names ${columnCount}`;
}

/**
 * The cells of a row by column, formula cells refused (an error per field); a line break or run of spaces
 * inside a quoted value reads as one space.
 */
export function readCsvCells<C extends string>(
  cells: string[],
  columns: (C | null)[],
): { value: Partial<Record<C, string>>; errors: { field: C; message: string }[] } {
  const value: Partial<Record<C, string>> = {};
  const errors: { field: C; message: string }[] = [];
  columns.forEach((column, i) => {
    if (!column) return;
    const cell = cells[i] ?? '';
    const formula = csvFormulaError(cell) ?? csvFormulaError(cell.trim());
    if (formula) {
      errors.push({ field: column, message: formula });
      return;
    }
    value[column] = cell.trim().replace(/\s+/g, ' ');
  });
  return { value, errors };
}
