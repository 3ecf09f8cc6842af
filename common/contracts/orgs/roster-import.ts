import { z } from 'zod';
import { FieldControlSchema } from './shared.ts';

/** Roster CSV import: validate, then execute. */

/** A roster CSV lists at most this many rows: each valid row sends an e-mail. */
export const ROSTER_IMPORT_MAX_ROWS = 500;
/** Columns of a roster CSV (a header row names them, any order and letter case). */
export const ROSTER_CSV_REQUIRED_COLUMNS = ['email'] as const;
export const ROSTER_CSV_OPTIONAL_COLUMNS = ['firstName', 'lastName'] as const;
/** Roster CSV import: the admin import's parser and per-row report. */
const rosterCsv = z.string({ message: 'csvContent is required' }).min(1, 'The file is empty');
export const RosterImportInputSchema = z.strictObject({
  csvContent: rosterCsv,
  fieldControl: FieldControlSchema.default({ teamHistory: false, schedule: false, stats: false }),
});
export type RosterImportInput = z.input<typeof RosterImportInputSchema>;
export const RosterImportRowSchema = z.object({
  row: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});
export const RosterImportValidateResponseSchema = z.object({
  success: z.boolean(),
  totalRows: z.number().int(),
  validRows: z.number().int(),
  /** The first 10 valid rows. */
  rows: z.array(RosterImportRowSchema),
  errors: z.array(z.object({ row: z.number().int(), field: z.string(), message: z.string() })),
  errorCount: z.number().int(),
  /** Addresses already invited or on the roster: skipped by the import. */
  alreadyInvited: z.array(RosterImportRowSchema),
});
export type RosterImportValidateResponse = z.infer<typeof RosterImportValidateResponseSchema>;
export const RosterImportExecuteResponseSchema = z.object({
  invited: z.number().int(),
  skipped: z.number().int(),
  message: z.string(),
});
