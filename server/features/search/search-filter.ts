import { and, type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { SearchQuery } from '#common/contracts/search.ts';
import { positionSetsOverlapping } from '#common/enums.ts';
import { regionsInGroup } from '#common/regions.ts';
import { playerSearchFacts, players, teams } from '#server/db/schema/index.ts';
import { IS_ACTIVE_PLAYER } from '#server/features/players/index.ts';

/** A search query as the WHERE clause of its statements, with every value as a placeholder. */

/** LIKE treats % and _ as wildcards and \ as its escape character. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function keywordWords(keyword: string): string[] {
  return [...new Set(keyword.split(/\s+/).filter(Boolean))];
}

/**
 * The WHERE clause of a search, with every value as a placeholder. Its SQL depends only on the shape
 * (which filters are present, how many keyword words), so each shape's statements are built once
 * (PlayerSearch). AND between filters, OR inside one filter. Arrays are sent as text[] and cast in SQL
 * because PGlite cannot serialize an enum array parameter.
 */
export interface SearchFilter {
  shape: string;
  /** Built only for a shape not seen yet: building SQL costs Node time that a kept statement saves. */
  where(): SQL;
  /**
   * The same matches with each filter as tags of players_search_keyword_idx (D226): for a keyword, so
   * that one GIN index answers the name and the filters together. Only with a keyword: without one,
   * the column conditions above have the btree indexes and player_search_counts.
   */
  keywordWhere(): SQL;
  values: Record<string, unknown>;
  /** A keyword is matched in players.search_text, which player_search_counts does not hold. */
  hasKeyword: boolean;
  /**
   * Whether a filter of the scouting set is present (class, height, team, level, league, verified,
   * committed, video, per-game figures: D311): none of them is in player_search_counts, the cells or the
   * keyword tags, so such a search reads players joined with player_search_facts (search-extended.ts).
   */
  extended: boolean;
  /** The matches of an extended search: where() and the scouting filters, on players and player_search_facts. */
  extendedWhere(): SQL;
  /**
   * extendedWhere() for a page the search index reads (D360): the level, league and team filters as the
   * `teamIds` placeholder's teams (the index asked which they are; as a subquery on teams the planner collected
   * and sorted every match, 145 ms, where it now walks the order, 1 ms), and, for players looked up by id
   * (`listed`), the keyword in a form the trigram index does not serve, so the planner cannot prefer it.
   */
  indexedWhere(listed: boolean): SQL;
  /**
   * Whether extendedWhere() joins player_search_facts (the per-game figures; committed and video ask its
   * partial indexes instead, D351).
   * Every player has exactly one facts row (migration 0035's triggers), so without such a filter the
   * matches are counted and collected on players alone, a row read less per match (D342).
   */
  readsFacts: boolean;
  /**
   * The conditions on teams of the level, league and team filters (their players are those whose current
   * team meets them all); undefined without any of them. The search index asks which teams these are (D358).
   */
  teamWhere?: () => SQL;
}

/**
 * The tags of a player in players_search_keyword_idx (migration 0027_search_keyword_index): written
 * exactly as the index's expression, which is how PostgreSQL finds the index for a condition on it.
 */
const SEARCH_TAGS = sql`player_search_tags(${players.birthYear}, ${players.category}, ${players.shoots}, ${players.country}, ${players.region}, ${players.positions})`;

export function searchFilter(query: SearchQuery): SearchFilter {
  const conditions: (() => SQL)[] = [() => IS_ACTIVE_PLAYER];
  const tagConditions: (() => SQL)[] = [() => IS_ACTIVE_PLAYER];
  const words: (() => SQL)[] = [];
  const scouting: (() => SQL)[] = [];
  const values: Record<string, unknown> = {};
  /**
   * A filter: its column condition, and the tags any of which a match has (player_search_tags: the same
   * players, for the keyword index; `tags` absent for the keyword's own words).
   */
  const add = (
    key: string,
    value: unknown,
    condition: (value: Placeholder) => SQL,
    tags?: string[],
    into = conditions,
  ) => {
    values[key] = value;
    into.push(() => condition(sql.placeholder(key)));
    if (tags) {
      values[`${key}Tags`] = tags;
      tagConditions.push(() => sql`${SEARCH_TAGS} && ${sql.placeholder(`${key}Tags`)}::text[]`);
    }
  };
  if (query.category)
    add(
      'category',
      query.category,
      (v) => sql`${players.category} = any(${v}::text[]::category[])`,
      query.category.map((c) => `g:${c}`),
    );
  if (query.birthYear)
    add(
      'birthYear',
      query.birthYear,
      (v) => sql`${players.birthYear} = any(${v}::int[])`,
      query.birthYear.map((y) => `y:${y}`),
    );
  // Any of the positions: position_bits is one of the sets sharing one with them (a range each in
  // players_search_positions_idx; an equality the other search indexes test inside the index).
  if (query.positions)
    add(
      'positions',
      positionSetsOverlapping(query.positions),
      (v) => sql`${players.positionBits} = any(${v}::smallint[])`,
      query.positions.map((p) => `p:${p}`),
    );
  if (query.handedness)
    add('handedness', query.handedness, (v) => sql`${players.shoots} = ${v}`, [`h:${query.handedness}`]);
  if (query.region === 'Canada') {
    // Any province or territory, or none given (decisions §7): the country decides.
    add('country', 'Canada', (v) => sql`${players.country} = ${v}`, ['r:canada']);
  } else if (query.region) {
    // A US Census region: the country, and the state name in any case or padding, so a stray
    // 'massachusetts ' is still found (profiles store the canonical names of common/regions.ts).
    const states = regionsInGroup(query.region).map((name) => name.toLowerCase());
    add(
      'region',
      states,
      (v) =>
        sql`${players.country} = 'United States' and lower(btrim(${players.region})) = any(${v}::text[])`,
      states.map((state) => `r:us:${state}`),
    );
  }
  // The scouting filters (D311): columns of players or player_search_facts, and the current team's
  // fields through teams (a few thousand rows at most, whatever the number of players).
  let readsFacts = false;
  const scout = (key: string, value: unknown, condition: (value: Placeholder) => SQL) =>
    add(key, value, condition, undefined, scouting);
  /** A scouting filter on a column of player_search_facts. */
  const scoutFacts = (key: string, value: unknown, condition: (value: Placeholder) => SQL) => {
    readsFacts = true;
    scout(key, value, condition);
  };
  // The current team's level, league and name: each a condition on teams, kept too for the search index,
  // which is asked for the players of the teams they select (D358).
  const teamConditions: (() => SQL)[] = [];
  const teamScouting: (() => SQL)[] = [];
  const scoutTeam = (key: string, value: unknown, condition: (value: Placeholder) => SQL) => {
    teamConditions.push(() => condition(sql.placeholder(key)));
    add(
      key,
      value,
      (v) => sql`${players.currentTeamId} in (select ${teams.id} from ${teams} where ${condition(v)})`,
      undefined,
      teamScouting,
    );
  };
  if (query.gradYear)
    scout('gradYear', query.gradYear, (v) => sql`${players.graduationYear} = any(${v}::int[])`);
  if (query.heightMin !== undefined)
    scout('heightMin', query.heightMin, (v) => sql`${players.heightCm} >= ${v}::numeric`);
  if (query.heightMax !== undefined)
    scout('heightMax', query.heightMax, (v) => sql`${players.heightCm} <= ${v}::numeric`);
  if (query.level)
    scoutTeam('level', query.level.toLowerCase(), (v) => sql`lower(btrim(${teams.level})) = ${v}`);
  if (query.league)
    scoutTeam('league', query.league.toLowerCase(), (v) => sql`lower(btrim(${teams.league})) = ${v}`);
  if (query.team)
    scoutTeam(
      'team',
      escapeLike(query.team),
      (v) => sql`search_normalize(${teams.name}) like '%' || search_normalize(${v}) || '%'`,
    );
  // D354: as the first column of players_search_sort_idx, so a count of verified players reads that index's
  // range of them (IS FALSE: the form PostgreSQL matches to a boolean index column and keeps as written).
  if (query.verified)
    scout('verified', true, () => sql`(${players.verificationStatus} <> 'verified') is false`);
  // D351: committed and video are asked of the facts' partial indexes of committed players and players with
  // a video (a few in every hundred), not of a facts row joined to every candidate: a hash of those ids is
  // built once, where `committed = false` joined to facts read one facts row per candidate (90 ms at a
  // million players). Each is written without a placeholder, as its partial index's predicate, and keyed
  // by its answer so that yes and no are statements of their own.
  const listed = (switchColumn: SQLWrapper) =>
    sql`exists (select 1 from ${playerSearchFacts} where ${playerSearchFacts.playerId} = ${players.id} and ${switchColumn})`;
  if (query.committed === 'yes') scout('committedYes', true, () => listed(playerSearchFacts.committed));
  if (query.committed === 'no')
    scout('committedNo', true, () => sql`not ${listed(playerSearchFacts.committed)}`);
  if (query.hasVideo) scout('hasVideo', true, () => listed(playerSearchFacts.hasVideo));
  const games = query.minGames ?? 1;
  if (query.minPpg !== undefined) {
    scoutFacts('skaterGames', games, (v) => sql`${playerSearchFacts.skaterGames} >= ${v}::int`);
    scoutFacts('minPpg', query.minPpg, (v) => sql`${playerSearchFacts.pointsPerGame} >= ${v}::numeric`);
  }
  if (query.maxGaa !== undefined || query.minSvPct !== undefined)
    scoutFacts('goalieGames', games, (v) => sql`${playerSearchFacts.goalieGames} >= ${v}::int`);
  if (query.maxGaa !== undefined)
    scoutFacts('maxGaa', query.maxGaa, (v) => sql`${playerSearchFacts.gaa} <= ${v}::numeric`);
  if (query.minSvPct !== undefined)
    scoutFacts('minSvPct', query.minSvPct, (v) => sql`${playerSearchFacts.savePct} >= ${v}::numeric`);
  // search_normalize is the function that fills search_text (lower + unaccent), so 'jose' finds 'José'
  // and 'MARTIN' finds 'Martin'; the trigram index answers '%word%'.
  // For players looked up by id, the same test on an expression the trigram index does not serve (indexedWhere).
  const listedWords: (() => SQL)[] = [];
  const contains = (text: SQLWrapper, v: Placeholder) =>
    sql`${text} like '%' || search_normalize(${v}) || '%'`;
  for (const [i, word] of keywordWords(query.keyword ?? '').entries()) {
    add(`word${i}`, escapeLike(word), (v) => contains(players.searchText, v), undefined, words);
    listedWords.push(() => contains(sql`coalesce(${players.searchText}, '')`, sql.placeholder(`word${i}`)));
  }

  const all = (parts: (() => SQL)[]) => and(...parts.map((part) => part()))!;
  return {
    shape: Object.keys(values).join(','),
    where: () => all([...conditions, ...words]),
    keywordWhere: () => all([...tagConditions, ...words]),
    values,
    hasKeyword: 'word0' in values,
    extended: scouting.length + teamScouting.length > 0,
    extendedWhere: () => all([...conditions, ...scouting, ...teamScouting, ...words]),
    indexedWhere: (listed) =>
      all([
        ...conditions,
        ...scouting,
        ...(teamScouting.length
          ? [() => sql`${players.currentTeamId} = any(${sql.placeholder('teamIds')}::text[]::uuid[])`]
          : []),
        ...(listed ? listedWords : words),
      ]),
    readsFacts,
    teamWhere: teamConditions.length ? () => all(teamConditions) : undefined,
  };
}
