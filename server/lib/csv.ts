import { setImmediate as nextTurn } from 'node:timers/promises';
import { CSV_TOO_LARGE_MESSAGE } from '#common/contracts/admin.ts';
import { truncateGraphemes } from '#common/names.ts';
import { AppError } from '#server/lib/errors.ts';

/**
 * The reading of an uploaded CSV file that every import shares (the admin player import, an
 * organization's roster import): the size, line and column limits, the records, the header row matched to
 * known columns in any order and letter case, and the refusal of formula cells. No database: what a row
 * means is the import's. Reading takes turns with other requests (D137).
 */

/**
 * The JSON body carrying a CSV of 5 MB (both imports' limit): escaping can double its size (quotes and
 * line breaks become \" and \n), so the body may be up to about 12 MB. Past that, Fastify answers 413;
 * below it, a csvContent over 5 MB gets the import's own 413 message (assertCsvSize).
 */
export const CSV_IMPORT_BODY_LIMIT = 12 * 1024 * 1024;

export { CSV_TOO_LARGE_MESSAGE };

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

/** The most cells a line of an import may hold, empty ones included (D136). */
export const CSV_MAX_COLUMNS = 50;
/** The longest line an import reads, in UTF-8 bytes without its line break; a row at most as long (D136). */
export const CSV_MAX_LINE_BYTES = 64 * 1024;
/**
 * Characters read between two turns of the event loop (D137): under a millisecond of reading here. No
 * value can run on past the 64 KB limits, so no step goes further than that past its end.
 */
const CSV_STEP_CHARS = 16 * 1024;

export const csvLineTooLongMessage = (line: number) =>
  `Line ${line} is longer than 64 KB, the most one line may hold.`;
export const csvRowTooLongMessage = (line: number) =>
  `Line ${line} starts a row longer than 64 KB, the most one row may hold.`;
export const csvTooManyColumnsMessage = (line: number) =>
  `Line ${line} has more than ${CSV_MAX_COLUMNS} columns, the most a file may have. Delete the columns not in use.`;

const notCsv = (problem: string, line: number) =>
  csvFileError(`The file is not valid CSV: ${problem} (line ${line}).`);

const COMMA = 0x2c;
const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;
/** Space, tab and form feed: trimmed around a value, and allowed around a quoted one. */
const isBlank = (code: number) => code === 0x20 || code === 0x09 || code === 0x0c;

/**
 * A cursor over the text of a CSV file (RFC 4180 with spreadsheets' habits: CRLF, LF or a lone CR ends a
 * row, a quoted value may hold separators, doubled quotes and line breaks, spaces around values are
 * trimmed). It counts each line's and each row's UTF-8 bytes as it goes and refuses the file the moment a
 * line or a row passes CSV_MAX_LINE_BYTES or a row passes CSV_MAX_COLUMNS cells, so nothing after that is
 * read.
 */
class CsvCursor {
  private i: number;
  private line = 1;
  private lineBytes = 0;
  private rowLine = 1;
  private rowBytes = 0;

  constructor(private readonly text: string) {
    // A UTF-8 byte order mark, as some spreadsheets write, is not part of the first column's name.
    this.i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  }

  get position(): number {
    return this.i;
  }

  get done(): boolean {
    return this.i >= this.text.length;
  }

  /** Passes blank lines (line breaks with nothing between them), which are no rows. */
  skipBlankLines(): void {
    while (this.i < this.text.length && this.lineBreak()) {}
  }

  /** The next row's cells; the cursor stops after its line break. */
  row(): string[] {
    this.rowLine = this.line;
    this.rowBytes = 0;
    const cells: string[] = [];
    for (;;) {
      cells.push(this.cell());
      if (cells.length > CSV_MAX_COLUMNS) throw csvFileError(csvTooManyColumnsMessage(this.line));
      if (this.text.charCodeAt(this.i) !== COMMA) {
        this.lineBreak();
        return cells;
      }
      this.take(COMMA);
    }
  }

  /** Passes the character at the cursor, counting its UTF-8 bytes (a surrogate half counts 2 of 4). */
  private take(code: number): void {
    const bytes = code < 0x80 ? 1 : code < 0x800 || (code >= 0xd800 && code < 0xe000) ? 2 : 3;
    this.lineBytes += bytes;
    this.rowBytes += bytes;
    if (this.lineBytes > CSV_MAX_LINE_BYTES) throw csvFileError(csvLineTooLongMessage(this.line));
    if (this.rowBytes > CSV_MAX_LINE_BYTES) throw csvFileError(csvRowTooLongMessage(this.rowLine));
    this.i++;
  }

  /** Passes a line break (CRLF, LF or CR) at the cursor, if there is one; inside a value it is the row's. */
  private lineBreak(inValue = false): boolean {
    const code = this.text.charCodeAt(this.i);
    const length =
      code === CR && this.text.charCodeAt(this.i + 1) === LF ? 2 : code === CR || code === LF ? 1 : 0;
    if (!length) return false;
    this.i += length;
    this.line++;
    this.lineBytes = 0;
    if (inValue) {
      this.rowBytes += length;
      if (this.rowBytes > CSV_MAX_LINE_BYTES) throw csvFileError(csvRowTooLongMessage(this.rowLine));
    }
    return true;
  }

  private cell(): string {
    const { text } = this;
    while (this.i < text.length && isBlank(text.charCodeAt(this.i))) this.take(text.charCodeAt(this.i));
    if (text.charCodeAt(this.i) === QUOTE) return this.quoted();
    const start = this.i;
    let end = start;
    while (this.i < text.length) {
      const code = text.charCodeAt(this.i);
      if (code === COMMA || code === LF || code === CR) break;
      if (code === QUOTE) throw notCsv('a value has a quote in the middle; quote the whole value', this.line);
      this.take(code);
      if (!isBlank(code)) end = this.i;
    }
    return text.slice(start, end);
  }

  private quoted(): string {
    const { text } = this;
    const openedOn = this.line;
    this.take(QUOTE);
    let value = '';
    let start = this.i;
    for (;;) {
      if (this.i >= text.length) throw notCsv('a quoted value is never closed', openedOn);
      const code = text.charCodeAt(this.i);
      if (code === QUOTE) {
        value += text.slice(start, this.i);
        this.take(QUOTE);
        if (text.charCodeAt(this.i) !== QUOTE) break;
        // A doubled quote is one quote in the value.
        this.take(QUOTE);
        value += '"';
        start = this.i;
      } else if (!this.lineBreak(true)) {
        this.take(code);
      }
    }
    const closedAt = this.i;
    while (this.i < text.length && isBlank(text.charCodeAt(this.i))) this.take(text.charCodeAt(this.i));
    const next = text.charCodeAt(this.i);
    if (this.i < text.length && next !== COMMA && next !== LF && next !== CR) {
      throw notCsv(
        this.i === closedAt
          ? 'a quote inside a quoted value must be doubled ("")'
          : 'a closing quote is followed by more text',
        this.line,
      );
    }
    return value;
  }
}

/**
 * The records of the file as arrays of cells, reading at most `maxRows` data rows and one more (so the
 * caller can tell a file past its limit); a file that is not CSV is refused naming its line. Blank lines
 * and lines of empty cells (",,,", as spreadsheets leave after the data) are skipped.
 *
 * The one reader of both imports (D137). It reads in steps of CSV_STEP_CHARS with a
 * turn of the event loop between them, so no request waits behind a file, and stops at the first line
 * past CSV_MAX_LINE_BYTES or CSV_MAX_COLUMNS, reading nothing after it.
 */
export async function readCsvRecords(csvContent: string, maxRows: number): Promise<string[][]> {
  const cursor = new CsvCursor(csvContent);
  const records: string[][] = [];
  let pause = cursor.position + CSV_STEP_CHARS;
  while (!cursor.done) {
    cursor.skipBlankLines();
    if (cursor.done) break;
    const cells = cursor.row();
    if (cells.some((cell) => cell.trim() !== '')) {
      records.push(cells);
      if (records.length >= maxRows + 2) break;
    }
    if (cursor.position >= pause) {
      await nextTurn();
      pause = cursor.position + CSV_STEP_CHARS;
    }
  }
  return records;
}

/**
 * What both imports read from a file before looking at any row: the size (413 past `maxBytes`), the records,
 * the header matched to `columns`, and at least one and at most `maxRows` data rows; each problem refuses
 * the whole file.
 */
export async function readCsvFile<C extends string>(
  csvContent: string,
  spec: { columns: readonly C[]; required: readonly C[]; maxRows: number; maxBytes: number },
): Promise<{ columns: (C | null)[]; data: string[][] }> {
  assertCsvSize(csvContent, spec.maxBytes);
  const [header, ...data] = await readCsvRecords(csvContent, spec.maxRows);
  if (!header) throw csvFileError('The file is empty: it needs a header row and one row per player.');
  const columns = readCsvHeader(header, spec.columns, spec.required);
  if (data.length === 0) throw csvFileError('The file has a header row but no players.');
  if (data.length > spec.maxRows) {
    throw csvFileError(
      `The file has more than ${spec.maxRows.toLocaleString('en-US')} players. Split it into smaller files.`,
    );
  }
  return { columns, data };
}

/** The longest the row checks run before letting other requests in (D137). */
const CSV_ROW_STEP_MS = 10;

/**
 * Runs a check on each data row in order, with a turn of the event loop whenever one has run for
 * CSV_ROW_STEP_MS: 10,000 rows take 100 ms or more to check, and no request waits behind them.
 */
export async function eachCsvRow<T>(
  rows: readonly T[],
  check: (row: T, index: number) => void,
): Promise<void> {
  let stepStarted = performance.now();
  for (let index = 0; index < rows.length; index++) {
    check(rows[index]!, index);
    if (performance.now() - stepStarted >= CSV_ROW_STEP_MS) {
      await nextTurn();
      stepStarted = performance.now();
    }
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
    if (!column) unknown.push(truncateGraphemes(name, 60));
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

export interface CsvRowError {
  row: number;
  field: string;
  message: string;
}

/**
 * The one reader of an import's table (both imports): the file checks of readCsvFile, then each data row
 * through `readRow` with its record number (the header is row 1) and its extra cells refused, taking turns
 * with other requests; a row whose `keyOf` repeats an earlier one is an error naming the earlier row.
 */
export async function readCsvTable<C extends string, T>(
  csvContent: string,
  spec: {
    columns: readonly C[];
    required: readonly C[];
    maxRows: number;
    maxBytes: number;
    readRow: (
      cells: string[],
      columns: (C | null)[],
      row: number,
    ) => { value: T } | { errors: CsvRowError[] };
    keyOf: (value: T) => string;
    duplicate: (row: number, earlier: number) => CsvRowError;
  },
): Promise<{ totalRows: number; rows: T[]; errors: CsvRowError[] }> {
  const { columns, data } = await readCsvFile(csvContent, spec);
  const rows: T[] = [];
  const errors: CsvRowError[] = [];
  const firstRowOf = new Map<string, number>();
  await eachCsvRow(data, (cells, index) => {
    const row = index + 2;
    // Cells past the header's columns are fine when empty (trailing separators), never silently dropped.
    const extra = csvExtraCellsError(cells, columns.length);
    if (extra) {
      errors.push({ row, field: 'row', message: extra });
      return;
    }
    const result = spec.readRow(cells, columns, row);
    if ('errors' in result) {
      errors.push(...result.errors);
      return;
    }
    const key = spec.keyOf(result.value);
    const earlier = firstRowOf.get(key);
    if (earlier !== undefined) {
      errors.push(spec.duplicate(row, earlier));
      return;
    }
    firstRowOf.set(key, row);
    rows.push(result.value);
  });
  return { totalRows: data.length, rows, errors };
}
