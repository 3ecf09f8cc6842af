import { timestamp } from 'drizzle-orm/pg-core';

/** Column builders most tables share; each call builds a fresh column for one table. */

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Set to now by Drizzle on every update made through it. */
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
