import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  json,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { POSITIONS, positionBit, SHOOTS } from '#common/enums.ts';
import { users } from './accounts.ts';
import { createdAt, updatedAt } from './columns.ts';
import {
  categoryEnum,
  goalTypeEnum,
  ncaaDivisionEnum,
  profileSourceEnum,
  profileStatusEnum,
  verificationStatusEnum,
} from './enums.ts';

/** The player profile core: teams, players, their search counts, old slugs, stored profile parts and goals. */

/** A SQL list literal of codes from common/enums.ts, for CHECK constraints ('C','LW',...). */
const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(','));

export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    season: text('season'),
    league: text('league'),
    level: text('level'),
    region: text('region'),
    category: categoryEnum('category'),
    websiteUrl: text('website_url'),
    createdAt: createdAt(),
  },
  (t) => [index('teams_name_idx').on(sql`lower(${t.name})`)],
);

export const players = pgTable(
  'players',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // A profile may outlive its account (or never have one: imported profiles).
    userId: uuid('user_id')
      .unique('players_user_id_unique')
      .references(() => users.id, { onDelete: 'set null' }),
    slug: text('slug').notNull().unique('players_slug_unique'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Comma-separated nicknames (spec 2 §3). */
    preferredName: text('preferred_name'),
    birthYear: integer('birth_year').notNull(),
    /**
     * Decisions §4: the month of birth, 1-12, null until someone enters it (the age rules then
     * read December). Private: only the player, linked parents and admins see it; it is not in the stored
     * profile document (player_profile_parts.doc) nor in any public answer.
     */
    birthMonth: smallint('birth_month'),
    /**
     * D142: an adult player with an account of their own lets their linked parents keep managing
     * the profile. Off by default: at the 18th birthday the profile becomes the player's alone.
     */
    parentsKeepAccess: boolean('parents_keep_access').notNull().default(false),
    /**
     * D293: a minor's photo is printed on the one-pager only when a parent turned this on (an adult's always
     * is). Private like the birth month: only the player, linked parents and admins see it.
     */
    onePagerPhoto: boolean('one_pager_photo').notNull().default(false),
    /**
     * D296: a minor's public profile shows the Share Profile menu unless a parent turned this off (an adult's
     * always does). Private like the birth month; the profile read says only whether the menu shows.
     */
    shareMenu: boolean('share_menu').notNull().default(true),
    /** The class of (high-school graduation year), for the NCAA contact dates; null = not given. */
    graduationYear: integer('graduation_year'),
    /** The NCAA divisions the player is interested in (optional). */
    divisionInterest: ncaaDivisionEnum('division_interest').array().notNull().default(sql`'{}'`),
    /** 'United States' or 'Canada' (common/regions.ts COUNTRIES). */
    country: text('country'),
    /** The full state or province name, e.g. 'Minnesota', 'Ontario'. */
    region: text('region'),
    city: text('city'),
    heightCm: numeric('height_cm', { precision: 5, scale: 1 }),
    weightKg: numeric('weight_kg', { precision: 5, scale: 1 }),
    shoots: text('shoots'),
    /** Position codes C, LW, RW, D, G (decisions §7). */
    positions: text('positions').array().notNull().default(sql`'{}'::text[]`),
    preferredPosition: text('preferred_position'),
    preferredJerseyNumber: integer('preferred_jersey_number'),
    category: categoryEnum('category'),
    showCategory: boolean('show_category').notNull().default(true),
    currentTeamId: uuid('current_team_id').references(() => teams.id, { onDelete: 'set null' }),
    // No foreign key: media already references players, and a cycle would complicate deletes and
    // imports. A dangling id reads as "no hero image".
    heroMediaId: uuid('hero_media_id'),
    bio: text('bio'),
    gpa: numeric('gpa', { precision: 3, scale: 2 }),
    major: text('major'),
    verificationStatus: verificationStatusEnum('verification_status').notNull().default('pending'),
    profileSource: profileSourceEnum('profile_source').notNull().default('user_created'),
    profileSourceDetail: text('profile_source_detail'),
    importBatchId: uuid('import_batch_id'),
    importedAt: timestamp('imported_at', { withTimezone: true }),
    importedByAdminId: uuid('imported_by_admin_id').references(() => users.id, { onDelete: 'set null' }),
    profileStatus: profileStatusEnum('profile_status').notNull().default('draft'),
    parentalConsentRequired: boolean('parental_consent_required').notNull().default(false),
    parentalConsentGiven: boolean('parental_consent_given').notNull().default(false),
    parentalConsentDate: timestamp('parental_consent_date', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Both maintained by database triggers (migration 0001_search); never written by the application.
    /** lower(unaccent(names, city, current team name)) for the recruiter keyword search. */
    searchText: text('search_text'),
    /** Whether the player has an image in media; part of the search sort order. */
    hasPhoto: boolean('has_photo').notNull().default(false),
    /** positions as bits (common/enums.ts positionBit), for the search's indexes; kept by PostgreSQL. */
    positionBits: smallint('position_bits')
      .notNull()
      .generatedAlwaysAs(
        sql.raw(
          `(${POSITIONS.map((p) => `(case when '${p}' = any(positions) then ${positionBit(p)} else 0 end)`).join(' | ')})::smallint`,
        ),
      ),
  },
  (t) => [
    index('players_profile_status_idx').on(t.profileStatus),
    // A keyword search's matches (D226): the trigrams of search_text and one tag per filtered value
    // (player_search_tags, migration 0027_search_keyword_index) in one GIN index over active profiles,
    // so the index itself intersects a name with the filters instead of a bitmap of every player of a
    // birth year or region (docs/performance.md).
    index('players_search_keyword_idx')
      .using(
        'gin',
        t.searchText.op('gin_trgm_ops'),
        sql`player_search_tags(${t.birthYear}, ${t.category}, ${t.shoots}, ${t.country}, ${t.region}, ${t.positions})`,
      )
      .where(sql`${t.profileStatus} = 'active'`),
    // The search's default order over active profiles, so a page is read straight from the index.
    // Migration 0004_search_covering adds INCLUDE (verification_status, birth_year, category, shoots,
    // country, region, positions, search_text), which drizzle cannot declare: a page's walk along the
    // order then tests every filter inside the index (an index-only scan) instead of visiting each row.
    // D357: migration 0040 adds height, class and current team, so a scouting filter's walk stays inside it too.
    index('players_search_sort_idx')
      .on(
        sql`(${t.verificationStatus} <> 'verified')`,
        t.hasPhoto.desc(),
        t.updatedAt.desc(),
        t.lastName,
        t.id,
      )
      .where(sql`${t.profileStatus} = 'active'`),
    // The search's filter columns over active profiles, so counting the matches is an index-only scan
    // (birth year as a range, the rest filtered inside the index; docs/performance.md). region is there
    // as well as lower(btrim(region)) because PostgreSQL reads an expression from the index only when
    // its column is in the index too. Migration 0004_search_covering adds INCLUDE (id,
    // verification_status, has_photo, updated_at, last_name): a short result is collected and sorted
    // from this index alone.
    index('players_search_filter_idx')
      .on(
        t.birthYear,
        t.category,
        t.shoots,
        t.country,
        sql`lower(btrim(${t.region}))`,
        t.region,
        t.positionBits,
      )
      .where(sql`${t.profileStatus} = 'active'`),
    // The same for a region without a birth year (the filter index above would be read whole): the
    // region's states are one range each. Migration 0004_search_covering, with the same INCLUDE list.
    index('players_search_region_idx')
      .on(
        t.country,
        sql`lower(btrim(${t.region}))`,
        t.region,
        t.category,
        t.shoots,
        t.birthYear,
        t.positionBits,
      )
      .where(sql`${t.profileStatus} = 'active'`),
    // The same for positions without a birth year or region: each set of positions that shares one
    // with the filter is one range (positionSetsOverlapping), instead of every active player.
    // D352: migration 0039 adds height, class and current team to this index's INCLUDE list and the region
    // index's, so a scouting filter over positions or a region is counted inside them.
    index('players_search_positions_idx')
      .on(t.positionBits, t.category, t.shoots, t.birthYear)
      .where(sql`${t.profileStatus} = 'active'`),
    // A search's page through its cells (D228): the filter columns as player_search_counts holds them
    // (NULL a value of its own), then the search order, so each cell is one range in that order.
    // Migration 0028_search_cell_index adds INCLUDE (verification_status, category, shoots, country,
    // region), which drizzle cannot declare, so that reading a cell is an index-only scan.
    index('players_search_cell_idx')
      .on(
        t.birthYear,
        sql`(case ${t.category} when 'MALE' then 1 when 'FEMALE' then 2 else 0 end)`,
        sql`coalesce(${t.shoots}, '')`,
        sql`coalesce(${t.country}, '')`,
        sql`coalesce(lower(btrim(${t.region})), '')`,
        t.positionBits,
        sql`(${t.verificationStatus} <> 'verified')`,
        t.hasPhoto.desc(),
        t.updatedAt.desc(),
        t.lastName,
        t.id,
      )
      .where(sql`${t.profileStatus} = 'active'`),
    // D311: the search's sorts other than its default order, and the class and height ranges, over
    // active profiles: a sorted page is read along one of these (docs/performance.md). Migration
    // 0037_search_scouting_covering gives the birth year, class, height and current team indexes INCLUDE
    // (the search's filter columns: birth year, category, shoots, country, region, position bits,
    // verification, height, current team, class, each but the key), which drizzle cannot declare, so a
    // scouting filter is counted and walked inside the index instead of reading each player's row (D345).
    index('players_search_name_idx')
      .on(t.lastName, t.firstName, t.id)
      .where(sql`${t.profileStatus} = 'active'`),
    index('players_search_updated_idx')
      .on(t.updatedAt.desc().nullsLast(), t.id.desc())
      .where(sql`${t.profileStatus} = 'active'`),
    index('players_search_birth_year_idx').on(t.birthYear, t.id).where(sql`${t.profileStatus} = 'active'`),
    // D347: a class is searched with a birth year more often than not, and the two go together, so the class
    // index is keyed by both: the birth years of a class are a range of it instead of a filter on all of it.
    index('players_search_graduation_idx')
      .on(t.graduationYear, t.birthYear, t.id)
      .where(sql`${t.profileStatus} = 'active'`),
    index('players_search_height_idx').on(t.heightCm, t.id).where(sql`${t.profileStatus} = 'active'`),
    index('players_search_team_idx').on(t.currentTeamId, t.id).where(sql`${t.profileStatus} = 'active'`),
    // D345: the same filter columns by id, for a scouting filter on player_search_facts over a broad first
    // filter (both sides of the join read inside their indexes; migration 0037 adds the INCLUDE list).
    index('players_search_id_idx').on(t.id).where(sql`${t.profileStatus} = 'active'`),
    index('players_birth_year_idx').on(t.birthYear),
    index('players_category_idx').on(t.category),
    index('players_region_idx').on(t.region),
    index('players_current_team_idx').on(t.currentTeamId),
    index('players_import_batch_idx').on(t.importBatchId),
    // The admin CSV import's duplicate check: the same first and last name (any case) and birth year.
    index('players_name_birth_year_idx').on(
      sql`lower(${t.firstName})`,
      sql`lower(${t.lastName})`,
      t.birthYear,
    ),
    check('players_shoots_check', sql`${t.shoots} in (${sqlList(SHOOTS)})`),
    check('players_positions_check', sql`${t.positions} <@ array[${sqlList(POSITIONS)}]::text[]`),
    check(
      'players_graduation_year_check',
      // The fit with the birth year is the service's check (common/contact-rules.ts graduationYearError), so
      // a birth-year change made elsewhere never fails here.
      sql`${t.graduationYear} between 1950 and 2100`,
    ),
    check('players_birth_month_check', sql`${t.birthMonth} between 1 and 12`),
    check('players_preferred_position_check', sql`${t.preferredPosition} in (${sqlList(POSITIONS)})`),
  ],
);
/**
 * How many players there are of each combination of the search's filter columns, per profile status:
 * the recruiter search counts a result without a keyword by adding these up (a few thousand rows at
 * most, however many players there are) instead of reading every match (docs/performance.md, a million
 * players). Kept by statement triggers on players (migration 0009_search_counts), in the same
 * transaction as the change, so a count is exact; never written by the application. The columns are
 * named as in players, so the search's filter reads the same against either; region holds
 * lower(btrim(players.region)), the form the region filter compares.
 */
export const playerSearchCounts = pgTable(
  'player_search_counts',
  {
    profileStatus: profileStatusEnum('profile_status').notNull(),
    category: categoryEnum('category'),
    birthYear: integer('birth_year').notNull(),
    shoots: text('shoots'),
    country: text('country'),
    region: text('region'),
    positionBits: smallint('position_bits').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    unique('player_search_counts_key')
      .on(t.profileStatus, t.birthYear, t.category, t.shoots, t.country, t.region, t.positionBits)
      .nullsNotDistinct(),
  ],
);

export const playerRef = () =>
  uuid('player_id')
    .notNull()
    .references(() => players.id, { onDelete: 'cascade' });

/**
 * The addresses a player's profile had before a custom profile URL replaced them: /player/{old}
 * and /api/players/{old} answer a permanent redirect to the current slug. An old slug stays its player's
 * for good: nobody else may take it while it redirects (D114).
 */
export const playerSlugHistory = pgTable(
  'player_slug_history',
  {
    oldSlug: text('old_slug').primaryKey(),
    playerId: playerRef(),
    createdAt: createdAt(),
  },
  (t) => [index('player_slug_history_player_idx').on(t.playerId)],
);

/**
 * The profile screen's whole answer data per player (the public profile read is one index lookup
 * returning one stored value): `doc` is `{ player, currentTeamName, teamHistory, media }`, the player's answer
 * columns (PLAYER_DTO_COLUMNS), its current team's name, its team history with team names and its media,
 * in the shape and order of server/features/players/profile-read.ts's ProfileDoc. One row per player, kept
 * by triggers on players, player_team_history, media and teams in the same transaction as the write
 * (migrations 0013_profile_parts and 0016_profile_doc, function refresh_player_profile_parts), so it is
 * never stale. `slug` is the player's, for the lookup by address. Never written by the app.
 */
export const playerProfileParts = pgTable(
  'player_profile_parts',
  {
    playerId: uuid('player_id')
      .primaryKey()
      .references(() => players.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    doc: json('doc').notNull(),
  },
  (t) => [index('player_profile_parts_slug_idx').on(t.slug)],
);

export const playerGoals = pgTable(
  'player_goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: playerRef(),
    type: goalTypeEnum('type').notNull(),
    goal: text('goal').notNull(),
    // Spec 2 §2: goals are created private.
    isPublic: boolean('is_public').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('player_goals_player_idx').on(t.playerId)],
);

/**
 * D311: what the recruiter search filters and sorts on beyond the players row, one row per player: whether
 * the profile has a highlight video, a commitment, its career per-game figures and its profile strength.
 * Kept by row triggers on the tables they come from (migration 0035_search_facts, function
 * refresh_player_search_facts), in the same transaction as the change; never written by the application.
 * The rates are stored so that a threshold or a sort reads one indexed column instead of summing every
 * game of every player (docs/performance.md).
 */
export const playerSearchFacts = pgTable(
  'player_search_facts',
  {
    playerId: uuid('player_id')
      .primaryKey()
      .references(() => players.id, { onDelete: 'cascade' }),
    hasVideo: boolean('has_video').notNull().default(false),
    committed: boolean('committed').notNull().default(false),
    /** Skater games and points: the season lines, or the logged skater games without any (D312). */
    skaterGames: integer('skater_games').notNull().default(0),
    /** Points per game from the sums, 2 decimals (common/stats.ts pointsPerGame); null without a game. */
    pointsPerGame: numeric('points_per_game', { precision: 6, scale: 2 }),
    goalieGames: integer('goalie_games').notNull().default(0),
    /** Goals against per 60 minutes from the sums (common/goalie-stats.ts); null without ice time. */
    gaa: numeric('gaa', { precision: 6, scale: 2 }),
    /** Saves / shots against in percent, 1 decimal; null without shots. */
    savePct: numeric('save_pct', { precision: 4, scale: 1 }),
    /** Spec 2 §9 profile strength in percent (common/profile-strength.ts's weights, D313). */
    profileStrength: smallint('profile_strength').notNull().default(0),
  },
  // Each sort's index holds its whole order, the player's id included (D310), so a sorted page is read
  // from it in order and stops after the page.
  (t) => [
    index('player_search_facts_ppg_idx').on(t.pointsPerGame.desc().nullsLast(), t.playerId.desc()),
    index('player_search_facts_save_pct_idx').on(t.savePct.desc().nullsLast(), t.playerId.desc()),
    index('player_search_facts_gaa_idx').on(t.gaa, t.playerId),
    // The yes-only switches are rare enough to be read from a list of their own players.
    index('player_search_facts_video_idx').on(t.playerId).where(sql`${t.hasVideo}`),
    index('player_search_facts_committed_idx').on(t.playerId).where(sql`${t.committed}`),
    index('player_search_facts_strength_idx').on(t.profileStrength.desc(), t.playerId.desc()),
    // D345: every filtered figure by player, so a scouting filter's join reads them inside the index
    // (migration 0037_search_scouting_covering adds the INCLUDE list, which drizzle cannot declare).
    index('player_search_facts_filter_idx').on(t.playerId),
  ],
);
