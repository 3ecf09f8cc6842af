import { currentYear, MIN_BIRTH_YEAR } from '#common/age.ts';
import {
  CSV_IMPORT_MAX_BYTES,
  CSV_IMPORT_MAX_ROWS,
  CSV_OPTIONAL_COLUMNS,
  CSV_REQUIRED_COLUMNS,
  type ImportError,
  type ImportPlayerRow,
} from '#common/contracts/admin.ts';
import {
  BIRTH_MONTH_MESSAGE,
  BIRTH_YEAR_MESSAGE,
  FIRST_NAME_MESSAGE,
  LAST_NAME_MESSAGE,
  SetupPlayerInputSchema,
} from '#common/contracts/players.ts';
import { CONTROL_MESSAGE, isOneLine } from '#common/contracts/text.ts';
import {
  type CATEGORIES,
  POSITION_LABELS,
  POSITIONS,
  type Position,
  PROFILE_SOURCES,
} from '#common/enums.ts';
import { truncateGraphemes } from '#common/names.ts';
import { CSV_TOO_LARGE_MESSAGE, readCsvCells, readCsvTable } from '#server/lib/csv.ts';

/**
 * The admin CSV import's reading of a file (spec 3 §2 "CSV import flow", §3 "CSV import player row"):
 * the stated size and row limits, the header, and each row's checks. Pure: the database checks
 * (players that already exist) are import.service.ts's.
 */

type Column = (typeof CSV_REQUIRED_COLUMNS)[number] | (typeof CSV_OPTIONAL_COLUMNS)[number];
const COLUMNS: readonly Column[] = [...CSV_REQUIRED_COLUMNS, ...CSV_OPTIONAL_COLUMNS];

/** The player contract's name lengths (common/contracts/players.ts), so an import fits the profile form. */
const FIRST_NAME_MAX = SetupPlayerInputSchema.shape.firstName.maxLength ?? 60;
const LAST_NAME_MAX = SetupPlayerInputSchema.shape.lastName.maxLength ?? 60;

export const TOO_LARGE_MESSAGE = CSV_TOO_LARGE_MESSAGE;
export const DEFAULT_PROFILE_SOURCE = 'admin_import';

export interface ParsedImport {
  /** Data rows in the file (the header not counted, blank lines skipped). */
  totalRows: number;
  /** The rows without errors, in file order. */
  rows: ImportPlayerRow[];
  /** Every error, in file order. */
  errors: ImportError[];
}

const CATEGORY_VALUES: Record<string, (typeof CATEGORIES)[number]> = {
  male: 'MALE',
  m: 'MALE',
  female: 'FEMALE',
  f: 'FEMALE',
};
const POSITION_BY_WORD = new Map<string, Position>([
  ...POSITIONS.map((p) => [p.toLowerCase(), p] as const),
  ...POSITIONS.map((p) => [POSITION_LABELS[p].toLowerCase(), p] as const),
]);

/** Codes (C, LW, RW, D, G) or labels ('Left Wing') separated by ; , | or spaces, any letter case. */
function readPositions(cell: string): { positions: Position[] } | { error: string } {
  const positions: Position[] = [];
  for (const part of cell.split(/[;,|]/)) {
    const text = part.trim().replace(/\s+/g, ' ');
    if (!text) continue;
    const label = POSITION_BY_WORD.get(text.toLowerCase());
    for (const word of label ? [label] : text.split(' ')) {
      const position = POSITION_BY_WORD.get(word.toLowerCase());
      if (!position)
        return { error: `Unknown position "${truncateGraphemes(word, 20)}": use ${POSITIONS.join(', ')}` };
      if (!positions.includes(position)) positions.push(position);
    }
  }
  return { positions };
}

function readBirthYear(cell: string, now: Date): { birthYear: number } | { error: string } {
  if (!cell) return { error: 'Birth year is required' };
  // Digits only: Number() would also read "0x7D5" or "2e3".
  if (!/^\d{4}$/.test(cell)) return { error: BIRTH_YEAR_MESSAGE };
  const birthYear = Number(cell);
  if (birthYear < MIN_BIRTH_YEAR || birthYear > currentYear(now)) return { error: BIRTH_YEAR_MESSAGE };
  return { birthYear };
}

/** The optional birthMonth column, 1-12 (digits only), empty for not known. */
function readBirthMonth(cell: string): { birthMonth: number | null } | { error: string } {
  if (!cell) return { birthMonth: null };
  const birthMonth = Number(cell);
  if (!/^\d{1,2}$/.test(cell) || birthMonth < 1 || birthMonth > 12) return { error: BIRTH_MONTH_MESSAGE };
  return { birthMonth };
}

function readName(
  cell: string,
  label: string,
  requiredMessage: string,
  max: number,
): string | { error: string } {
  if (!cell) return { error: requiredMessage };
  if (cell.length > max) return { error: `${label} must be at most ${max} characters` };
  // The contracts' single-line rule: no control character in a stored name.
  if (!isOneLine(cell)) return { error: `${label}: ${CONTROL_MESSAGE.toLowerCase()}` };
  return cell;
}

/** One data row: the player row, or its errors (several fields can be wrong at once). */
function readRow(
  cells: string[],
  columns: (Column | null)[],
  row: number,
  now: Date,
): { value: ImportPlayerRow } | { errors: ImportError[] } {
  const errors: ImportError[] = [];
  const cellsRead = readCsvCells(cells, columns);
  const value = cellsRead.value;
  errors.push(...cellsRead.errors.map((e) => ({ row, ...e })));
  const failed = new Set(errors.map((e) => e.field));
  const check = <T>(field: Column, result: T | { error: string }): T | undefined => {
    if (failed.has(field)) return undefined;
    if (typeof result === 'object' && result !== null && 'error' in result) {
      errors.push({ row, field, message: result.error });
      return undefined;
    }
    return result as T;
  };

  const firstName = check(
    'firstName',
    readName(value.firstName ?? '', 'First name', FIRST_NAME_MESSAGE, FIRST_NAME_MAX),
  );
  const lastName = check(
    'lastName',
    readName(value.lastName ?? '', 'Last name', LAST_NAME_MESSAGE, LAST_NAME_MAX),
  );
  const birthYear = check('birthYear', readBirthYear(value.birthYear ?? '', now))?.birthYear;
  const birthMonth = check('birthMonth', readBirthMonth(value.birthMonth ?? ''))?.birthMonth;

  const categoryCell = value.category ?? '';
  const category = categoryCell ? (CATEGORY_VALUES[categoryCell.toLowerCase()] ?? null) : null;
  if (categoryCell && !category && !failed.has('category')) {
    errors.push({ row, field: 'category', message: 'Category must be MALE or FEMALE (or M, F), or empty' });
  }
  const positions = check('positions', readPositions(value.positions ?? ''))?.positions;

  const sourceCell = (value.profileSource ?? '').toLowerCase();
  const profileSource = sourceCell
    ? PROFILE_SOURCES.find((s) => s === sourceCell)
    : (DEFAULT_PROFILE_SOURCE as (typeof PROFILE_SOURCES)[number]);
  if (!profileSource && !failed.has('profileSource')) {
    errors.push({
      row,
      field: 'profileSource',
      message: `Profile source must be one of ${PROFILE_SOURCES.join(', ')}, or empty for ${DEFAULT_PROFILE_SOURCE}`,
    });
  }

  if (errors.length || firstName === undefined || lastName === undefined || birthYear === undefined) {
    return { errors };
  }
  return {
    value: {
      row,
      firstName,
      lastName,
      birthYear,
      birthMonth: birthMonth ?? null,
      category,
      positions: positions ?? [],
      profileSource: profileSource ?? DEFAULT_PROFILE_SOURCE,
    },
  };
}

/** The player's identity for duplicates: the same first and last name (any case) and birth year. */
export const playerKey = (p: { firstName: string; lastName: string; birthYear: number }) =>
  `${p.firstName.toLowerCase()}\u0000${p.lastName.toLowerCase()}\u0000${p.birthYear}`;

/**
 * Reads and checks a whole file. File-level problems (size, not CSV, header, no rows, too many rows)
 * throw an AppError; row problems come back as errors with the file's record number, the header being
 * row 1. Two rows for the same player: the later one is an error naming the earlier.
 */
export async function readImportFile(csvContent: string, now: Date = new Date()): Promise<ParsedImport> {
  return readCsvTable(csvContent, {
    columns: COLUMNS,
    required: CSV_REQUIRED_COLUMNS,
    maxRows: CSV_IMPORT_MAX_ROWS,
    maxBytes: CSV_IMPORT_MAX_BYTES,
    readRow: (cells, columns, row) => readRow(cells, columns, row, now),
    keyOf: playerKey,
    duplicate: (row, earlier) => ({ row, field: 'row', message: `Same player as row ${earlier}` }),
  });
}
