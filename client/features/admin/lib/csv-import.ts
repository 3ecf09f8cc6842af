import {
  CSV_IMPORT_MAX_BYTES,
  CSV_IMPORT_MAX_ROWS,
  CSV_OPTIONAL_COLUMNS,
  CSV_REQUIRED_COLUMNS,
} from '#common/contracts/admin.ts';

/** "5 MB" from the contract's byte limit. */
export const CSV_MAX_SIZE_LABEL = `${Math.round(CSV_IMPORT_MAX_BYTES / (1024 * 1024))} MB`;
export const CSV_MAX_ROWS_LABEL = CSV_IMPORT_MAX_ROWS.toLocaleString('en-US');

/**
 * About how many data rows a file has, for the progress label only: the lines that are not blank,
 * less the header. Quoted values with line breaks make it a little high; the server counts exactly.
 */
export function roughRowCount(text: string): number {
  let lines = 0;
  for (const line of text.split(/\r\n|\n|\r/)) if (line.trim() !== '') lines += 1;
  return Math.max(0, lines - 1);
}

/** A small file with every column, offered as a download (built here, no server call). */
export const SAMPLE_CSV = [
  [...CSV_REQUIRED_COLUMNS, ...CSV_OPTIONAL_COLUMNS].join(','),
  'Liam,Novak,2010,MALE,C;LW,admin_import',
  'Ava,Lindqvist,2011,FEMALE,D,partner_upload',
  'Noah,Tremblay,2009,MALE,G,',
  '',
].join('\r\n');
export const SAMPLE_CSV_FILE_NAME = 'rinkside-players-sample.csv';
