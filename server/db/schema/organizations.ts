import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';
import { orgTypeEnum } from './enums.ts';

/** An organization (club, team or school); its members, invitations and roster are in orgs.ts. */
export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** D089: the public page /org/{slug}. */
    slug: text('slug').notNull(),
    type: orgTypeEnum('type').notNull(),
    website: text('website'),
    logoUrl: text('logo_url'),
    /** A short description of the program on its public page. */
    description: text('description'),
    city: text('city'),
    region: text('region'),
    // Shown with the Owner badge; the organization survives its owner's account.
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('organizations_owner_idx').on(t.ownerUserId),
    uniqueIndex('organizations_slug_unique').on(t.slug),
  ],
);
