import { z } from 'zod';
import { CSV_IMPORT_MAX_BYTES } from '#common/contracts/admin.ts';
import {
  type FieldControl,
  ROSTER_CSV_OPTIONAL_COLUMNS,
  ROSTER_CSV_REQUIRED_COLUMNS,
  ROSTER_IMPORT_MAX_ROWS,
  type RosterImportValidateResponse,
} from '#common/contracts/orgs.ts';
import { CONTROL_MESSAGE, isOneLine } from '#common/contracts/text.ts';
import type { Db } from '#server/db/client.ts';
import { csvFileError, readCsvCells, readCsvTable } from '#server/lib/csv.ts';
import type { AuthUser } from '#server/plugins/auth.ts';
import type { OrgRow } from './org-access.ts';
import {
  addressesAlreadyInvited,
  type InviteContext,
  inviteByEmail,
  lockOrganization,
} from './roster.service.ts';

/**
 * The roster CSV import: the one CSV table reader (server/lib/csv.ts readCsvTable) with the roster's
 * columns, a per-row report, then one transaction that invites every new address as an invitation by
 * e-mail (roster.service.ts inviteByEmail), its e-mails queued in it.
 */

type Column = (typeof ROSTER_CSV_REQUIRED_COLUMNS)[number] | (typeof ROSTER_CSV_OPTIONAL_COLUMNS)[number];
const COLUMNS: readonly Column[] = [...ROSTER_CSV_REQUIRED_COLUMNS, ...ROSTER_CSV_OPTIONAL_COLUMNS];
const NAME_MAX = 60;
const EMAIL_MESSAGE = 'Enter a valid email address';
const EmailSchema = z.email(EMAIL_MESSAGE).max(254, 'Email is too long');

export interface RosterImportRow {
  row: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
}
export interface RosterImportError {
  row: number;
  field: string;
  message: string;
}
export interface ParsedRosterFile {
  totalRows: number;
  rows: RosterImportRow[];
  errors: RosterImportError[];
}

function readRow(
  cells: string[],
  columns: (Column | null)[],
  row: number,
): { value: RosterImportRow } | { errors: RosterImportError[] } {
  const { value, errors: cellErrors } = readCsvCells(cells, columns);
  const errors: RosterImportError[] = cellErrors.map((e) => ({ row, ...e }));
  const failed = new Set(errors.map((e) => e.field));
  const email = (value.email ?? '').toLowerCase();
  if (!failed.has('email')) {
    if (!email) errors.push({ row, field: 'email', message: 'Email is required' });
    else if (!EmailSchema.safeParse(email).success) {
      errors.push({ row, field: 'email', message: EMAIL_MESSAGE });
    }
  }
  const name = (field: 'firstName' | 'lastName', label: string) => {
    const cell = value[field] ?? '';
    if (cell.length > NAME_MAX) {
      errors.push({ row, field, message: `${label} must be at most ${NAME_MAX} characters` });
    } else if (!isOneLine(cell)) {
      // The contracts' single-line rule: no control character in a stored name.
      errors.push({ row, field, message: `${label}: ${CONTROL_MESSAGE.toLowerCase()}` });
    }
    return cell || null;
  };
  const firstName = failed.has('firstName') ? null : name('firstName', 'First name');
  const lastName = failed.has('lastName') ? null : name('lastName', 'Last name');
  if (errors.length) return { errors };
  return { value: { row, email, firstName, lastName } };
}

/**
 * Reads and checks a roster file. File-level problems (size 413, not CSV, header, no rows, too many rows)
 * throw; row problems come back with the file's record number (the header is row 1). A repeated address
 * is an error on the later row, naming the earlier.
 */
export async function readRosterFile(csvContent: string): Promise<ParsedRosterFile> {
  return readCsvTable(csvContent, {
    columns: COLUMNS,
    required: ROSTER_CSV_REQUIRED_COLUMNS,
    maxRows: ROSTER_IMPORT_MAX_ROWS,
    maxBytes: CSV_IMPORT_MAX_BYTES,
    readRow,
    keyOf: (entry) => entry.email,
    duplicate: (row, earlier) => ({ row, field: 'email', message: `Same address as row ${earlier}` }),
  });
}

const nameOf = (r: RosterImportRow) => [r.firstName, r.lastName].filter(Boolean).join(' ') || null;

/** POST /api/orgs/{orgId}/roster/import/validate: the report, nothing written. */
export async function validateRosterImport(
  db: Db,
  org: OrgRow,
  csvContent: string,
): Promise<RosterImportValidateResponse> {
  const file = await readRosterFile(csvContent);
  const already = await addressesAlreadyInvited(
    db,
    org.id,
    file.rows.map((r) => r.email),
  );
  const fresh = file.rows.filter((r) => !already.has(r.email));
  return {
    success: file.errors.length === 0,
    totalRows: file.totalRows,
    validRows: file.rows.length,
    rows: fresh.slice(0, 10),
    errors: file.errors,
    errorCount: file.errors.length,
    alreadyInvited: file.rows.filter((r) => already.has(r.email)),
  };
}

/**
 * POST /api/orgs/{orgId}/roster/import/execute: a file with errors is refused (400); otherwise every new
 * address is invited in one transaction (all or nothing, the open-invitation cap included).
 */
export async function executeRosterImport(
  db: Db,
  user: AuthUser,
  org: OrgRow,
  input: { csvContent: string; fieldControl: FieldControl },
  ctx: InviteContext,
): Promise<{ invited: number; skipped: number; message: string }> {
  const file = await readRosterFile(input.csvContent);
  if (file.errors.length) {
    const message = `The file has ${file.errors.length} ${file.errors.length === 1 ? 'error' : 'errors'}. Validate it and fix them first.`;
    throw csvFileError(message);
  }
  return db.transaction(async (tx) => {
    await lockOrganization(tx, org.id);
    const already = await addressesAlreadyInvited(
      tx,
      org.id,
      file.rows.map((r) => r.email),
    );
    const fresh = file.rows.filter((r) => !already.has(r.email));
    await inviteByEmail(
      tx,
      user,
      org,
      fresh.map((r) => ({ email: r.email, name: nameOf(r) })),
      input.fieldControl,
      ctx,
    );
    const skipped = file.rows.length - fresh.length;
    const message = fresh.length
      ? `${fresh.length} ${fresh.length === 1 ? 'invitation' : 'invitations'} sent${skipped ? `, ${skipped} skipped (already invited or on the roster)` : ''}.`
      : 'Nothing to send: every address is already invited or on the roster.';
    return { invited: fresh.length, skipped, message };
  });
}
