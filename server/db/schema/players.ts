import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { POSITIONS, positionBit, SHOOTS } from '#common/enums.ts';
import { users } from './accounts.ts';
import { createdAt, updatedAt } from './columns.ts';
import {
  categoryEnum,
  goalTypeEnum,
  mediaTypeEnum,
  ncaaDivisionEnum,
  profileSourceEnum,
  profileStatusEnum,
  statsSourceEnum,
  statsVerifiedStatusEnum,
  verificationStatusEnum,
} from './enums.ts';
import { organizations } from './organizations.ts';

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

const playerRef = () =>
  uuid('player_id')
    .notNull()
    .references(() => players.id, { onDelete: 'cascade' });

/**
 * The addresses a player's profile had before a custom profile URL replaced them: /player/{old}
 * and /api/players/{old} answer a permanent redirect to the current slug. An old slug stays its player's
 * for good: nobody else may take it while it redirects (docs/decisions.md).
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

export const playerTeamHistory = pgTable(
  'player_team_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: playerRef(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'restrict' }),
    season: text('season').notNull(),
    jerseyNumber: integer('jersey_number'),
    isCurrent: boolean('is_current').notNull().default(false),
    stats: jsonb('stats').$type<Record<string, unknown>>(),
    coachName: text('coach_name'),
    coachEmail: text('coach_email'),
    teamUrl: text('team_url'),
    rosterUrl: text('roster_url'),
    createdAt: createdAt(),
  },
  (t) => [
    index('player_team_history_player_idx').on(t.playerId),
    index('player_team_history_team_idx').on(t.teamId),
  ],
);

export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: playerRef(),
    type: mediaTypeEnum('type').notNull(),
    /** The video URL, or the stored image's public path. */
    url: text('url').notNull(),
    /** The provider's video id (YouTube/Vimeo), for embeds and thumbnails. */
    providerId: text('provider_id'),
    sortOrder: integer('sort_order').notNull().default(0),
    caption: text('caption'),
    createdAt: createdAt(),
  },
  (t) => [
    index('media_player_idx').on(t.playerId, t.sortOrder),
    // The /media file route finds the row (and so the player) behind a stored file by its path.
    index('media_url_idx').on(t.url),
  ],
);

/**
 * Images uploaded (spec 2 §7) and not yet registered: the two-step upload's registry, in the database so
 * that each step may reach any server process (D177). Keyed by the SHA-256 of the upload URL's token, like
 * every other token; `key` is the file's storage key. No foreign key to the user: an entry lives at most
 * 30 minutes, and the sweep that removes it also deletes its file, whoever the user was.
 */
export const pendingUploads = pgTable(
  'pending_uploads',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id').notNull(),
    key: text('key').notNull().unique(),
    state: text('state', { enum: ['waiting', 'processing', 'uploaded'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('pending_uploads_user_idx').on(t.userId, t.expiresAt),
    index('pending_uploads_expires_idx').on(t.expiresAt),
    check('pending_uploads_state_check', sql`${t.state} in ('waiting', 'processing', 'uploaded')`),
  ],
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

export const playerScheduleEvents = pgTable(
  'player_schedule_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: playerRef(),
    eventDate: date('event_date').notNull(),
    /** Free text as entered ("19:30", "7:30 PM"). */
    eventTime: text('event_time'),
    rinkName: text('rink_name').notNull(),
    location: text('location'),
    locationPlaceId: text('location_place_id'),
    hasLiveBarn: boolean('has_live_barn').notNull().default(false),
    // Spec 2 §3 reads an opponent on schedule events though spec 3's entity list omits it.
    opponent: text('opponent'),
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (t) => [index('player_schedule_events_player_date_idx').on(t.playerId, t.eventDate)],
);

export const games = pgTable(
  'games',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: playerRef(),
    gameDate: date('game_date').notNull(),
    gameTime: text('game_time'),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    opponent: text('opponent').notNull(),
    venue: text('venue'),
    /** 'home' or 'away'. */
    homeAway: text('home_away'),
    teamScore: integer('team_score'),
    opponentScore: integer('opponent_score'),
    overtimePeriod: integer('overtime_period'),
    shootoutGame: boolean('shootout_game').notNull().default(false),
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (t) => [
    index('games_player_date_idx').on(t.playerId, t.gameDate),
    check('games_home_away_check', sql`${t.homeAway} in ('home','away')`),
  ],
);

const count = (name: string) => integer(name).notNull().default(0);
/** Who entered a game's stats line, from where, and whether it has been verified. */
const statsProvenance = () => ({
  verifiedStatus: statsVerifiedStatusEnum('verified_status').notNull().default('draft'),
  verifiedByUserId: uuid('verified_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  source: statsSourceEnum('source').notNull().default('user_entry'),
  enteredByUserId: uuid('entered_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  /** When and by which organization's staff the line was attested (verifiedStatus verified). */
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  verifiedByOrganizationId: uuid('verified_by_organization_id').references(() => organizations.id, {
    onDelete: 'set null',
  }),
});
const gameRef = () =>
  uuid('game_id')
    .notNull()
    .references(() => games.id, { onDelete: 'cascade' });

export const skaterGameStats = pgTable(
  'skater_game_stats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gameId: gameRef(),
    playerId: playerRef(),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    goals: count('goals'),
    assistsPrimary: count('assists_primary'),
    assistsSecondary: count('assists_secondary'),
    points: count('points'),
    shots: count('shots'),
    plusMinus: integer('plus_minus').notNull().default(0),
    pim: count('pim'),
    hits: count('hits'),
    blocks: count('blocks'),
    takeaways: count('takeaways'),
    giveaways: count('giveaways'),
    faceoffsWon: count('faceoffs_won'),
    faceoffsLost: count('faceoffs_lost'),
    faceoffPct: numeric('faceoff_pct', { precision: 5, scale: 2 }),
    ppg: count('ppg'),
    ppa: count('ppa'),
    shg: count('shg'),
    sha: count('sha'),
    gwg: count('gwg'),
    toiSeconds: count('toi_seconds'),
    // Split ice time, shifts and the shot-attempt / expected-goal figures come from trackers
    // (league feeds, video analytics); null means "not tracked", which is not the same as 0.
    evToiSeconds: integer('ev_toi_seconds'),
    ppToiSeconds: integer('pp_toi_seconds'),
    pkToiSeconds: integer('pk_toi_seconds'),
    shifts: integer('shifts'),
    ixg: numeric('ixg', { precision: 6, scale: 3 }),
    oniceXgFor: numeric('onice_xg_for', { precision: 6, scale: 3 }),
    oniceXgAgainst: numeric('onice_xg_against', { precision: 6, scale: 3 }),
    corsiFor: integer('corsi_for'),
    corsiAgainst: integer('corsi_against'),
    fenwickFor: integer('fenwick_for'),
    fenwickAgainst: integer('fenwick_against'),
    ...statsProvenance(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('skater_game_stats_game_player_unique').on(t.gameId, t.playerId),
    index('skater_game_stats_player_idx').on(t.playerId),
  ],
);

export const goalieGameStats = pgTable(
  'goalie_game_stats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gameId: gameRef(),
    playerId: playerRef(),
    minutesPlayed: numeric('minutes_played', { precision: 6, scale: 2 }),
    toiSeconds: count('toi_seconds'),
    shotsAgainst: count('shots_against'),
    saves: count('saves'),
    goalsAgainst: count('goals_against'),
    savePct: numeric('save_pct', { precision: 5, scale: 3 }),
    gaa: numeric('gaa', { precision: 5, scale: 2 }),
    shutout: boolean('shutout').notNull().default(false),
    goals: count('goals'),
    assists: count('assists'),
    pim: count('pim'),
    expectedGoalsAgainst: numeric('expected_goals_against', { precision: 6, scale: 3 }),
    goalsSavedAboveExpected: numeric('goals_saved_above_expected', { precision: 6, scale: 3 }),
    reboundsAllowed: integer('rebounds_allowed'),
    frozenPucks: integer('frozen_pucks'),
    ...statsProvenance(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('goalie_game_stats_game_player_unique').on(t.gameId, t.playerId),
    index('goalie_game_stats_player_idx').on(t.playerId),
  ],
);

export const seasonStats = pgTable(
  'season_stats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: playerRef(),
    season: text('season').notNull(),
    league: text('league'),
    gamesPlayed: count('games_played'),
    goals: count('goals'),
    assists: count('assists'),
    points: count('points'),
    penaltyMinutes: count('penalty_minutes'),
    plusMinus: integer('plus_minus').notNull().default(0),
    corsiFor: count('corsi_for'),
    createdAt: createdAt(),
  },
  (t) => [index('season_stats_player_idx').on(t.playerId)],
);

/** One row per player. Units: seconds for times, centimetres for lengths, kilograms for lifts. */
export const measurables = pgTable('measurables', {
  id: uuid('id').primaryKey().defaultRandom(),
  playerId: playerRef().unique('measurables_player_id_unique'),
  fortyYardTime: numeric('forty_yard_time', { precision: 5, scale: 2 }),
  proAgilityTime: numeric('pro_agility_time', { precision: 5, scale: 2 }),
  wingspan: numeric('wingspan', { precision: 5, scale: 1 }),
  benchPress: numeric('bench_press', { precision: 5, scale: 1 }),
  squat: numeric('squat', { precision: 5, scale: 1 }),
  verticalJump: numeric('vertical_jump', { precision: 5, scale: 1 }),
  testedBy: text('tested_by'),
  testedDate: date('tested_date'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const upcomingEvents = pgTable(
  'upcoming_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: playerRef(),
    date: date('date').notNull(),
    eventName: text('event_name').notNull(),
    location: text('location'),
    competitionType: text('competition_type'),
    createdAt: createdAt(),
  },
  (t) => [index('upcoming_events_player_date_idx').on(t.playerId, t.date)],
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
