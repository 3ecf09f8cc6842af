import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';
import { verificationStatusEnum } from './enums.ts';
import { organizations } from './organizations.ts';
import { playerRef } from './players.ts';

/** Evidence a player sends for verification and its review. */

export const verificationEvidence = pgTable(
  'verification_evidence',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: playerRef(),
    url: text('url'),
    screenshotUrl: text('screenshot_url'),
    status: verificationStatusEnum('status').notNull().default('pending'),
    /** The player or parent who sent it. */
    submittedByUserId: uuid('submitted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    /** The organization whose staff reviewed it (null when an admin did). */
    reviewedByOrganizationId: uuid('reviewed_by_organization_id').references(() => organizations.id, {
      onDelete: 'set null',
    }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (t) => [
    index('verification_evidence_player_idx').on(t.playerId),
    index('verification_evidence_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
  ],
);
