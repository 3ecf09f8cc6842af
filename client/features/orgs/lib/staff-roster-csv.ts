import {
  ROSTER_CSV_OPTIONAL_COLUMNS,
  ROSTER_CSV_REQUIRED_COLUMNS,
  ROSTER_IMPORT_MAX_ROWS,
} from '#common/contracts/orgs.ts';

export const ROSTER_CSV_COLUMNS_HELP = {
  required: ROSTER_CSV_REQUIRED_COLUMNS,
  optional: ROSTER_CSV_OPTIONAL_COLUMNS,
  maxRows: ROSTER_IMPORT_MAX_ROWS.toLocaleString('en-US'),
};

/** A small file with every column, offered as a download (built here, no server call). */
export const SAMPLE_ROSTER_CSV = [
  [...ROSTER_CSV_REQUIRED_COLUMNS, ...ROSTER_CSV_OPTIONAL_COLUMNS].join(','),
  'family.novak@example.com,Liam,Novak',
  'ava.lindqvist@example.com,Ava,Lindqvist',
  '',
].join('\r\n');
export const SAMPLE_ROSTER_CSV_FILE_NAME = 'rinkside-roster-sample.csv';
