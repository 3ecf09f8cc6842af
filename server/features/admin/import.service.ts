import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { needsParentalConsent } from '#common/age.ts';
import {
  CSV_LISTED_PROBLEMS_MAX,
  CSV_PREVIEW_ROWS,
  type ImportDuplicate,
  type ImportExecuteResponse,
  type ImportPlayerRow,
  type ImportValidateResponse,
} from '#common/contracts/admin.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { players } from '#server/db/schema/index.ts';
import { findFreeSlugs } from '#server/features/players/index.ts';
import { type RequestInfo, recordAdminAction } from '#server/lib/audit.ts';
import { isUniqueViolation } from '#server/lib/db-errors.ts';
import { AppError } from '#server/lib/errors.ts';
import type { AuthUser } from '#server/plugins/auth.ts';
import { readImportFile } from './csv-import.ts';

/** The admin CSV import (spec 3 §2 "CSV import flow"): validate never writes; execute is all or nothing. */

/** Rows per INSERT statement: 500 rows of ~14 values stay far below PostgreSQL's 65,535 parameters. */
export const IMPORT_INSERT_BATCH = 500;
/** Imports run one at a time (a transaction-scoped advisory lock), so two cannot both add one player. */
const IMPORT_LOCK_KEY = sql.raw('727013002');

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * The valid rows whose player exists already: the same lower(first name), lower(last name) and birth
 * year (index players_name_birth_year_idx). One query for the whole file: the rows travel as one JSON
 * parameter and each is looked up in the index.
 */
async function findExistingDuplicates(db: DbOrTx, rows: ImportPlayerRow[]): Promise<ImportDuplicate[]> {
  if (rows.length === 0) return [];
  const input = JSON.stringify(
    rows.map((r) => ({
      row: r.row,
      first_name: r.firstName,
      last_name: r.lastName,
      birth_year: r.birthYear,
    })),
  );
  const matches = await db
    .selectDistinctOn([sql`v.row`], { row: sql<number>`v.row`, slug: players.slug })
    .from(
      sql`jsonb_to_recordset(${input}::jsonb) as v("row" integer, first_name text, last_name text, birth_year integer)`,
    )
    .innerJoin(
      players,
      sql`lower(${players.firstName}) = lower(v.first_name) and lower(${players.lastName}) = lower(v.last_name) and ${players.birthYear} = v.birth_year`,
    )
    .orderBy(sql`v.row`, players.createdAt, players.slug);
  const slugOf = new Map(matches.map((m) => [Number(m.row), m.slug]));
  return rows
    .filter((r) => slugOf.has(r.row))
    .map((r) => ({
      row: r.row,
      firstName: r.firstName,
      lastName: r.lastName,
      birthYear: r.birthYear,
      existingSlug: slugOf.get(r.row)!,
    }));
}

/** POST /api/admin/import/validate: the report on a file; writes nothing. */
export async function validateImport(db: Db, csvContent: string): Promise<ImportValidateResponse> {
  const file = await readImportFile(csvContent);
  const duplicates = await findExistingDuplicates(db, file.rows);
  return {
    success: file.errors.length === 0,
    players: file.rows.slice(0, CSV_PREVIEW_ROWS),
    totalRows: file.totalRows,
    validRows: file.rows.length,
    errors: file.errors.slice(0, CSV_LISTED_PROBLEMS_MAX),
    errorCount: file.errors.length,
    duplicates: duplicates.slice(0, CSV_LISTED_PROBLEMS_MAX),
    duplicateCount: duplicates.length,
  };
}

/**
 * POST /api/admin/import/execute: checks the file again, then inserts every new player in one
 * transaction, in multi-row INSERTs, with the admin audit row. Duplicates refuse the import unless
 * skipDuplicates. Imported profiles have no account; a minor's stays a draft that needs parental
 * consent (decisions §4), an adult's is active and found by search at once.
 */
export async function executeImport(
  db: Db,
  admin: AuthUser,
  input: { csvContent: string; skipDuplicates: boolean },
  info: RequestInfo,
): Promise<ImportExecuteResponse> {
  const file = await readImportFile(input.csvContent);
  if (file.errors.length) {
    const message = `The file has ${plural(file.errors.length, 'error', 'errors')}. Validate it and fix them first.`;
    throw new AppError('VALIDATION_ERROR', message, { issues: [{ path: 'csvContent', message }] });
  }
  const batchId = randomUUID();
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`);
        const duplicates = await findExistingDuplicates(tx, file.rows);
        if (duplicates.length && !input.skipDuplicates) {
          throw new AppError(
            'CONFLICT',
            `${plural(duplicates.length, 'player already exists', 'players already exist')}. Choose Skip Duplicates & Import to import the others.`,
          );
        }
        const duplicateRows = new Set(duplicates.map((d) => d.row));
        const rows = file.rows.filter((r) => !duplicateRows.has(r.row));
        const slugs = await findFreeSlugs(tx, rows);
        const importedAt = new Date();
        const values = rows.map((r, i) => {
          const consentRequired = needsParentalConsent(r, importedAt);
          return {
            userId: null,
            slug: slugs[i]!,
            firstName: r.firstName,
            lastName: r.lastName,
            birthYear: r.birthYear,
            birthMonth: r.birthMonth,
            category: r.category,
            positions: r.positions,
            // As a profile made in the wizard: the first skater position is the preferred one.
            preferredPosition: r.positions.find((p) => p !== 'G') ?? null,
            profileSource: r.profileSource,
            importBatchId: batchId,
            importedAt,
            importedByAdminId: admin.id,
            profileStatus: consentRequired ? ('draft' as const) : ('active' as const),
            parentalConsentRequired: consentRequired,
          };
        });
        for (let i = 0; i < values.length; i += IMPORT_INSERT_BATCH) {
          await tx.insert(players).values(values.slice(i, i + IMPORT_INSERT_BATCH));
        }
        const summary = { imported: values.length, skipped: duplicates.length };
        await recordAdminAction(
          tx,
          {
            adminUserId: admin.id,
            action: 'import_players',
            targetType: 'import_batch',
            targetId: batchId,
            meta: summary,
          },
          {
            eventType: 'admin_action',
            email: admin.email,
            targetType: 'import_batch',
            targetId: batchId,
            metadata: {
              action: 'import_players',
              ...summary,
              drafts: values.filter((v) => v.parentalConsentRequired).length,
              totalRows: file.totalRows,
            },
          },
          info,
        );
        return { ...summary, batchId };
      });
    } catch (err) {
      // Another writer took one of the new slugs between the check and the insert: choose again.
      if (isUniqueViolation(err, 'players_slug_unique') && attempt < 2) continue;
      throw err;
    }
  }
}
