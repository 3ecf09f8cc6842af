import type { SearchDirection, SearchQuery, SearchSort } from '#common/contracts/search.ts';
import { positionSetsOverlapping } from '#common/enums.ts';
import { regionsInGroup } from '#common/regions.ts';
import { keywordWords } from './search-filter.ts';

/**
 * The search index's players in memory (D358): the filter columns of each in typed arrays, one set of arrays
 * per birth year, so a search with a birth year (most of them) passes only that year's players, and one with a
 * class only the years that hold it; and the words of each one's search_text, for the keyword (D359). `match` tests
 * the conditions of searchFilter (search-filter.ts) one for one; search-index.test.ts compares the two.
 */

/** A player's row as the index holds it: the columns every scouting and base filter tests. */
export interface IndexRow {
  id: string;
  birthYear: number;
  category: string | null;
  positionBits: number;
  shoots: string | null;
  country: string | null;
  /** As the region filter compares it: lower(btrim()). */
  region: string | null;
  graduationYear: number | null;
  heightCm: number | null;
  currentTeamId: string | null;
  verified: boolean;
  committed: boolean;
  hasVideo: boolean;
  skaterGames: number;
  pointsPerGame: number | null;
  goalieGames: number;
  gaa: number | null;
  savePct: number | null;
  /** players.search_text: the keyword is a substring of one of its words (search-filter.ts). */
  searchText: string | null;
  /** The order's columns (D360): a photo, updated_at in microseconds since 1970, the profile strength. */
  hasPhoto: boolean;
  updatedUs: number;
  profileStrength: number;
  /** The name order's columns (D361): ranked by NameRanks. */
  lastName: string;
  firstName: string;
}

/**
 * What a search asks of the index: its total (up to `cap`), its ids when they are no more than `collect`, and,
 * when a page was asked (PageAsk) and its order is one the index holds, the players that page is among.
 */
export interface IndexMatches {
  total: number;
  ids?: string[];
  page?: string[];
}

/**
 * A page asked of the index (D360): its order (sortOf: undefined for the default one) and the matches it reaches
 * (page x pageSize). The index answers with the first `reach` matches in that order and every match that ties
 * with the last of them where the order goes on by a column it does not hold (the last name), so the page, sorted
 * and cut by the database, is among them.
 */
export interface PageAsk {
  order?: { sort: SearchSort; dir: SearchDirection };
  reach: number;
}

/** Text values as small numbers: 0 is null; a value never seen has no code (it matches no player). */
export class Codes {
  private readonly codes = new Map<string, number>();
  get size(): number {
    return this.codes.size;
  }
  code(value: string | null): number {
    if (value === null) return 0;
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.codes.size + 1;
      this.codes.set(value, code);
    }
    return code;
  }
  known(value: string): number | undefined {
    return this.codes.get(value);
  }
  /**
   * A table of every value's bits, indexed by code: bit i is set when `tests[i]` accepts the value (the
   * keyword's words: a word's bit when the value holds it).
   */
  bits(tests: readonly ((value: string) => boolean)[]): Uint32Array {
    const table = new Uint32Array(this.codes.size + 1);
    for (const [value, code] of this.codes) {
      let bits = 0;
      for (const [i, test] of tests.entries()) if (test(value)) bits |= 1 << i;
      table[code] = bits;
    }
    return table;
  }
  /** A table of the codes of `values`, indexed by code (1: one of them). */
  table(values: readonly string[]): Uint8Array {
    const table = new Uint8Array(this.codes.size + 1);
    for (const value of values) {
      const code = this.codes.get(value);
      if (code !== undefined) table[code] = 1;
    }
    return table;
  }
}

/** A pair of names as one string (a name cannot hold NUL). */
const pairOf = (last: string, first: string) => `${last}\u0000${first}`;

/**
 * The name order's ranks (D361): each pair of a last and a first name has its place in PostgreSQL's order of every
 * pair (`order by last_name, first_name`: its collation, which JavaScript does not reproduce), read from the
 * database by SearchIndex.rankNames. A pair first seen since has no rank (NaN) until the next ranking, and a page
 * in the name order among a player holding it is left to the database. Ranks never go stale: the order of two
 * names is fixed, so a ranking only adds names.
 */
export class NameRanks {
  private readonly codes = new Codes();
  private ranks = new Float64Array(0);
  /** Codes put without a rank since the last ranking began. */
  private unranked = new Set<number>();

  /** A pair's code. */
  code(last: string, first: string): number {
    const code = this.codes.code(pairOf(last, first));
    if (Number.isNaN(this.rank(code))) this.unranked.add(code);
    return code;
  }

  rank(code: number): number {
    return code < this.ranks.length ? this.ranks[code]! : Number.NaN;
  }

  /** Whether a pair put has no rank yet (a ranking is due). */
  get due(): boolean {
    return this.unranked.size > 0;
  }

  /**
   * Takes a ranking, read after `begin()` returned `asked`: every pair in PostgreSQL's order. A pair asked and not
   * in it is no player's any more (it was put before the read began, so after its row was written): not asked again.
   */
  rankAll(pairs: readonly { last: string; first: string }[], asked: ReadonlySet<number>) {
    const codes = pairs.map((pair) => this.codes.code(pairOf(pair.last, pair.first)));
    const ranks = new Float64Array(this.codes.size + 1).fill(Number.NaN);
    for (const [rank, code] of codes.entries()) ranks[code] = rank;
    this.ranks = ranks;
    for (const code of asked) this.unranked.delete(code);
    for (const code of this.unranked) if (!Number.isNaN(ranks[code]!)) this.unranked.delete(code);
  }

  /** The pairs a ranking read from now on is asked for. */
  begin(): ReadonlySet<number> {
    return new Set(this.unranked);
  }
}

const VERIFIED = 1;
const COMMITTED = 2;
const VIDEO = 4;
/** A slot that holds a player (a removed player's slot waits for the next one). */
const ALIVE = 8;
const PHOTO = 16;
/** Years are Int16 columns: shifted into 0-65535 for the year tables. */
const YEAR_OFFSET = 1 << 15;
/** Birth years beyond this many share one last set of arrays (their year is still tested). */
const MAX_BUCKETS = 255;
const BUCKET_BITS = 256;

const numberOr = (value: number | null) => (value === null ? Number.NaN : value);

/** A keyword word held by more words than this is looked for in every player, not through the postings. */
const MAX_POSTED_WORDS = 4_096;

/** The most keyword words the index tests (a bit each); a keyword of more is left to the database. */
const MAX_WORDS = 30;

/** The letters indexWord takes: ASCII and the Latin blocks (search-index.test.ts tries each against PostgreSQL). */
export const INDEX_WORD_LETTERS: readonly (readonly [number, number])[] = [
  [0x00, 0x7f],
  [0xc0, 0x24f],
  [0x1e00, 0x1eff],
];

/**
 * A keyword word as search_normalize (lower(unaccent()), migration 0001_search) writes it, or undefined when
 * the index cannot tell: the accents NFD takes apart are dropped as unaccent drops them, and only a word of
 * INDEX_WORD_LETTERS that is then plain ASCII is taken.
 */
export function indexWord(word: string): string | undefined {
  for (const letter of word) {
    const point = letter.codePointAt(0)!;
    if (!INDEX_WORD_LETTERS.some(([from, to]) => point >= from && point <= to)) return undefined;
  }
  const normal = word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  for (let i = 0; i < normal.length; i++) if (normal.charCodeAt(i) > 0x7f) return undefined;
  return normal;
}

/** One birth year's players: a column store that grows, each array doubling when full. */
class Columns {
  /** This year's place in IndexStore's buckets (a player's place: slot x BUCKET_BITS + bucket). */
  constructor(readonly bucket: number) {}
  size = 0;
  free: number[] = [];
  /** The lowest and highest class ever held (only widened: a search for a class outside skips these players). */
  gradMin = Number.POSITIVE_INFINITY;
  gradMax = Number.NEGATIVE_INFINITY;
  ids: (string | undefined)[] = [];
  birthYear = new Int16Array(0);
  graduationYear = new Int16Array(0);
  category = new Uint32Array(0);
  positionBits = new Uint8Array(0);
  shoots = new Uint32Array(0);
  country = new Uint32Array(0);
  region = new Uint32Array(0);
  team = new Uint32Array(0);
  flags = new Uint8Array(0);
  skaterGames = new Int32Array(0);
  goalieGames = new Int32Array(0);
  heightCm = new Float64Array(0);
  pointsPerGame = new Float64Array(0);
  gaa = new Float64Array(0);
  savePct = new Float64Array(0);
  updatedUs = new Float64Array(0);
  strength = new Int16Array(0);
  /** A NameRanks code. */
  name = new Uint32Array(0);
  /** Each player's search_text words (codes) are `textCount` entries of `pool` from `textStart`. */
  textStart = new Int32Array(0);
  textCount = new Uint16Array(0);
  /**
   * The slots holding each word (by code), where a keyword's candidates are found. An entry may be stale (the
   * slot's words changed since, or it was freed and taken again): each candidate is tested whole, once (`seen`).
   */
  postings = new Map<number, { slots: Int32Array; n: number }>();
  seen = new Uint32Array(0);
  stamp = 0;
  pool = new Uint32Array(0);
  poolSize = 0;
  /** Entries of `pool` no player holds any more (compacted once they are half of it). */
  poolGarbage = 0;

  /** A slot for a new player. */
  take(): number {
    const reused = this.free.pop();
    if (reused !== undefined) return reused;
    if (this.size === this.flags.length) this.grow(Math.max(64, this.size * 2));
    return this.size++;
  }

  release(slot: number) {
    this.ids[slot] = undefined;
    this.flags[slot] = 0;
    this.poolGarbage += this.textCount[slot]!;
    this.textCount[slot] = 0;
    this.free.push(slot);
  }

  /** A slot's words: written over its old ones when they fit, else at the end of the pool. */
  setWords(slot: number, words: readonly number[]) {
    const old = this.textCount[slot]!;
    const start = this.textStart[slot]!;
    const held = this.pool.subarray(start, start + old);
    for (const word of words) if (!held.includes(word)) this.post(word, slot);
    if (words.length > old) {
      if (this.poolSize + words.length > this.pool.length) {
        const pool = new Uint32Array(Math.max(256, (this.poolSize + words.length) * 2));
        pool.set(this.pool.subarray(0, this.poolSize));
        this.pool = pool;
      }
      this.textStart[slot] = this.poolSize;
      this.poolSize += words.length;
    }
    this.poolGarbage += old - Math.min(old, words.length);
    this.pool.set(words, this.textStart[slot]!);
    this.textCount[slot] = words.length;
    if (this.poolGarbage > 4096 && this.poolGarbage * 2 > this.poolSize) this.compact();
  }

  private post(word: number, slot: number) {
    let posting = this.postings.get(word);
    if (!posting) {
      posting = { slots: new Int32Array(4), n: 0 };
      this.postings.set(word, posting);
    }
    if (posting.n === posting.slots.length) {
      const slots = new Int32Array(posting.n * 2);
      slots.set(posting.slots);
      posting.slots = slots;
    }
    posting.slots[posting.n++] = slot;
  }

  /**
   * The slots holding one of `codes` (the words holding one keyword word), when they are fewer than a quarter of
   * this year's players, of the asked words the fewest; undefined: every slot is passed.
   */
  candidates(wordCodes: readonly (readonly number[])[]): Int32Array | undefined {
    let best: readonly number[] | undefined;
    let fewest = this.size / 4;
    for (const codes of wordCodes) {
      if (codes.length > MAX_POSTED_WORDS) continue;
      let n = 0;
      for (const code of codes) n += this.postings.get(code)?.n ?? 0;
      if (n < fewest) {
        best = codes;
        fewest = n;
      }
    }
    if (!best) return undefined;
    const slots = new Int32Array(fewest);
    let k = 0;
    for (const code of best) {
      const posting = this.postings.get(code);
      if (posting) {
        slots.set(posting.slots.subarray(0, posting.n), k);
        k += posting.n;
      }
    }
    // A new mark for `seen` (all cleared once the marks wrap around).
    if (++this.stamp === 0xffffffff) {
      this.seen.fill(0);
      this.stamp = 1;
    }
    return slots;
  }

  /** The pool again with only the words players hold. */
  private compact() {
    const pool = new Uint32Array(Math.max(256, (this.poolSize - this.poolGarbage) * 2));
    let size = 0;
    for (let s = 0; s < this.size; s++) {
      const start = this.textStart[s]!;
      const n = this.textCount[s]!;
      pool.set(this.pool.subarray(start, start + n), size);
      this.textStart[s] = size;
      size += n;
    }
    this.pool = pool;
    this.poolSize = size;
    this.poolGarbage = 0;
  }

  private grow(to: number) {
    const grown = <T extends { set(a: T): void }>(a: T, make: (n: number) => T) => {
      const b = make(to);
      b.set(a);
      return b;
    };
    this.birthYear = grown(this.birthYear, (n) => new Int16Array(n));
    this.graduationYear = grown(this.graduationYear, (n) => new Int16Array(n));
    this.category = grown(this.category, (n) => new Uint32Array(n));
    this.positionBits = grown(this.positionBits, (n) => new Uint8Array(n));
    this.shoots = grown(this.shoots, (n) => new Uint32Array(n));
    this.country = grown(this.country, (n) => new Uint32Array(n));
    this.region = grown(this.region, (n) => new Uint32Array(n));
    this.team = grown(this.team, (n) => new Uint32Array(n));
    this.flags = grown(this.flags, (n) => new Uint8Array(n));
    this.skaterGames = grown(this.skaterGames, (n) => new Int32Array(n));
    this.goalieGames = grown(this.goalieGames, (n) => new Int32Array(n));
    this.heightCm = grown(this.heightCm, (n) => new Float64Array(n));
    this.pointsPerGame = grown(this.pointsPerGame, (n) => new Float64Array(n));
    this.gaa = grown(this.gaa, (n) => new Float64Array(n));
    this.savePct = grown(this.savePct, (n) => new Float64Array(n));
    this.updatedUs = grown(this.updatedUs, (n) => new Float64Array(n));
    this.strength = grown(this.strength, (n) => new Int16Array(n));
    this.name = grown(this.name, (n) => new Uint32Array(n));
    this.textStart = grown(this.textStart, (n) => new Int32Array(n));
    this.textCount = grown(this.textCount, (n) => new Uint16Array(n));
    this.seen = grown(this.seen, (n) => new Uint32Array(n));
  }
}

/** A query's filters as tables of the values each accepts (indexed by value or code), for `scan`. */
interface Tables {
  mask: number;
  want: number;
  birthYear?: Uint8Array;
  gradYear?: Uint8Array;
  category?: Uint8Array;
  positions?: Uint8Array;
  /** A code, or -2: not asked (-1: asked for a value no player has). */
  shoots: number;
  country: number;
  region?: Uint8Array;
  team?: Uint8Array;
  heightMin?: number;
  heightMax?: number;
  games: number;
  minPpg?: number;
  goalie: boolean;
  maxGaa?: number;
  minSvPct?: number;
  /** Each search_text word's bits (Codes.bits: which keyword words it holds), and every word's bits. */
  words?: Uint32Array;
  allWords: number;
  /** For each keyword word, the codes of the words holding it (Columns.candidates). */
  wordCodes?: number[][];
}

/**
 * Where the scan stands: matches so far, the ids while they are no more than `collect`, and each match's place
 * (slot x BUCKET_BITS + bucket) when a page is asked.
 */
interface Tally {
  total: number;
  ids: string[];
  /** Where the scan stops: the cap, or PAGE_SCAN_MAX when a page is asked. */
  cap: number;
  collect: number;
  places?: number[];
}

/**
 * One birth year's matches added to `tally`: one loop over typed arrays, each filter a table lookup or a
 * comparison, its columns held in locals (a list of closures and sets took 8-60 ms at a million players).
 */
function scan(c: Columns, t: Tables, tally: Tally) {
  const { flags, heightCm, pointsPerGame, gaa, savePct, skaterGames, goalieGames, size, ids } = c;
  const years = c.birthYear;
  const classes = c.graduationYear;
  const cats = c.category;
  const bits = c.positionBits;
  const hands = c.shoots;
  const countries = c.country;
  const regions = c.region;
  const teams = c.team;
  const { mask, want, birthYear, gradYear, category, positions, shoots, country, region, team } = t;
  const { heightMin, heightMax, games, minPpg, goalie, maxGaa, minSvPct, words, allWords } = t;
  const { pool, textStart, textCount } = c;
  // A keyword: only the players holding one of its rarest word's words, when they are few.
  const slots = t.wordCodes && c.candidates(t.wordCodes);
  const count = slots ? slots.length : size;
  const { seen, stamp } = c;
  const { cap, collect, places } = tally;
  let total = tally.total;
  for (let k = 0; k < count && total < cap; k++) {
    let s = k;
    if (slots) {
      s = slots[k]!;
      if (seen[s] === stamp) continue;
      seen[s] = stamp;
    }
    if ((flags[s]! & mask) !== want) continue;
    if (birthYear && birthYear[(years[s]! + YEAR_OFFSET) & 0xffff] === 0) continue;
    if (category && category[cats[s]!] === 0) continue;
    if (positions && positions[bits[s]!] === 0) continue;
    if (shoots !== -2 && hands[s] !== shoots) continue;
    if (country !== -2 && countries[s] !== country) continue;
    if (region && region[regions[s]!] === 0) continue;
    if (gradYear && gradYear[(classes[s]! + YEAR_OFFSET) & 0xffff] === 0) continue;
    // A height or figure not given is NaN, which no comparison accepts (as SQL's null).
    if (heightMin !== undefined && !(heightCm[s]! >= heightMin)) continue;
    if (heightMax !== undefined && !(heightCm[s]! <= heightMax)) continue;
    if (team && team[teams[s]!] === 0) continue;
    if (minPpg !== undefined && !(skaterGames[s]! >= games && pointsPerGame[s]! >= minPpg)) continue;
    if (goalie && !(goalieGames[s]! >= games)) continue;
    if (maxGaa !== undefined && !(gaa[s]! <= maxGaa)) continue;
    if (minSvPct !== undefined && !(savePct[s]! >= minSvPct)) continue;
    // The keyword last, its words' bits gathered over the player's words: each keyword word in one of them.
    if (words) {
      let held = 0;
      for (let k = textStart[s]!, end = k + textCount[s]!; k < end; k++) held |= words[pool[k]!]!;
      if (held !== allWords) continue;
    }
    total++;
    if (total <= collect) tally.ids.push(ids[s]!);
    places?.push(s * BUCKET_BITS + c.bucket);
  }
  tally.total = total;
}

/** The most players tied with a page's last that the index lists (firstInOrder). */
const MAX_TIES = 1_000;
/**
 * The most matches a page is chosen among (D360): a scan asked for a page goes on past the cap to this many. More
 * are left to the database, which walks its order index through them (dense enough to fill a page soon).
 */
const PAGE_SCAN_MAX = 15_000;
/** Wider than any second key (microseconds since 1970 until about 2286), so a higher first key always weighs more. */
const SECOND_SPAN = 1e16;

/**
 * An order as the index holds it (D360): two keys, lower first (a key the order takes highest first is negated,
 * a figure a player has not got is Infinity: last either way, as `nulls last`), then the id in `byId`'s direction;
 * `byId` 0 where the order goes on by the last name alone, which is left to the database. A key is NaN only for a
 * name not ranked yet (NameRanks): the page is then left to the database.
 */
interface OrderKeys {
  first: (c: Columns, s: number) => number;
  second: (c: Columns, s: number) => number;
  byId: -1 | 0 | 1;
}

const none = () => 0;
const figure = (sign: number, value: number) =>
  Number.isNaN(value) ? Number.POSITIVE_INFINITY : sign * value;

/** The keys of searchFilter's orders (sortOrder in search-extended.ts); the name's by its pair's rank (D361). */
function orderKeys(order: PageAsk['order'], names: NameRanks): OrderKeys {
  if (!order)
    // Verified first, then with a photo, then the last updated (SEARCH_ORDER), then the last name.
    return {
      first: (c, s) => ((c.flags[s]! & VERIFIED) === 0 ? 2 : 0) + ((c.flags[s]! & PHOTO) === 0 ? 1 : 0),
      second: (c, s) => -c.updatedUs[s]!,
      byId: 0,
    };
  const sign = order.dir === 'desc' ? -1 : 1;
  switch (order.sort) {
    case 'name':
      // Last name, first name, then the id: a pair's rank is its place in both.
      return { first: (c, s) => sign * names.rank(c.name[s]!), second: none, byId: sign };
    case 'birthYear':
      return { first: (c, s) => sign * c.birthYear[s]!, second: none, byId: sign };
    case 'ppg':
      return { first: (c, s) => figure(sign, c.pointsPerGame[s]!), second: none, byId: sign };
    case 'svPct':
      return { first: (c, s) => figure(sign, c.savePct[s]!), second: none, byId: sign };
    case 'strength':
      return { first: (c, s) => sign * c.strength[s]!, second: none, byId: sign };
    case 'updated':
      return { first: (c, s) => sign * c.updatedUs[s]!, second: none, byId: sign };
  }
}

const yearTable = (years: readonly number[]) => {
  const table = new Uint8Array(1 << 16);
  for (const year of years) table[(year + YEAR_OFFSET) & 0xffff] = 1;
  return table;
};

/** Every searchable player's filter columns, by birth year. */
export class IndexStore {
  private readonly buckets: Columns[] = [];
  private readonly bucketOfYear = new Map<number, number>();
  /** A player's place: slot x 256 + bucket. */
  private readonly places = new Map<string, number>();

  constructor(
    private readonly text: Codes,
    private readonly teams: Codes,
    /** The words of search_text. */
    private readonly words: Codes,
    /** The name order's ranks (D361). */
    private readonly names: NameRanks,
  ) {}

  get size(): number {
    return this.places.size;
  }

  private bucketFor(year: number): number {
    let bucket = this.bucketOfYear.get(year);
    if (bucket === undefined) {
      bucket = Math.min(this.buckets.length, MAX_BUCKETS);
      if (bucket === this.buckets.length) this.buckets.push(new Columns(bucket));
      this.bucketOfYear.set(year, bucket);
    }
    return bucket;
  }

  /** Adds a player, or writes their row again (moving them when their birth year changed). */
  put(row: IndexRow) {
    const bucket = this.bucketFor(row.birthYear);
    let place = this.places.get(row.id);
    if (place !== undefined && place % BUCKET_BITS !== bucket) {
      this.remove(row.id);
      place = undefined;
    }
    const c = this.buckets[bucket]!;
    const slot = place === undefined ? c.take() : Math.floor(place / BUCKET_BITS);
    if (place === undefined) this.places.set(row.id, slot * BUCKET_BITS + bucket);
    c.ids[slot] = row.id;
    c.birthYear[slot] = row.birthYear;
    c.graduationYear[slot] = row.graduationYear ?? 0;
    c.gradMin = Math.min(c.gradMin, row.graduationYear ?? 0);
    c.gradMax = Math.max(c.gradMax, row.graduationYear ?? 0);
    c.category[slot] = this.text.code(row.category);
    c.positionBits[slot] = row.positionBits;
    c.shoots[slot] = this.text.code(row.shoots);
    c.country[slot] = this.text.code(row.country);
    c.region[slot] = this.text.code(row.region);
    c.team[slot] = this.teams.code(row.currentTeamId);
    c.flags[slot] =
      ALIVE |
      (row.verified ? VERIFIED : 0) |
      (row.committed ? COMMITTED : 0) |
      (row.hasVideo ? VIDEO : 0) |
      (row.hasPhoto ? PHOTO : 0);
    c.updatedUs[slot] = row.updatedUs;
    c.strength[slot] = row.profileStrength;
    c.name[slot] = this.names.code(row.lastName, row.firstName);
    c.skaterGames[slot] = row.skaterGames;
    c.goalieGames[slot] = row.goalieGames;
    c.heightCm[slot] = numberOr(row.heightCm);
    c.pointsPerGame[slot] = numberOr(row.pointsPerGame);
    c.gaa[slot] = numberOr(row.gaa);
    c.savePct[slot] = numberOr(row.savePct);
    // search_text's words: a keyword word holds no space, so it matches search_text exactly when it lies
    // within one of them.
    const words = new Set<number>();
    for (const word of (row.searchText ?? '').split(' ')) if (word) words.add(this.words.code(word));
    c.setWords(slot, [...words]);
  }

  remove(id: string) {
    const place = this.places.get(id);
    if (place === undefined) return;
    this.places.delete(id);
    this.buckets[place % BUCKET_BITS]!.release(Math.floor(place / BUCKET_BITS));
  }

  /**
   * The players matching a query's filters (searchFilter's conditions), counted up to `cap`; their ids too
   * when they are no more than `collect`. `teamIds` are the teams the query's level, league and team name
   * select (undefined: none of those filters). Undefined for a keyword the index cannot test (indexWord).
   */
  match(
    query: SearchQuery,
    teamIds: readonly string[] | undefined,
    cap: number,
    collect: number,
    page?: PageAsk,
  ): IndexMatches | undefined {
    let words: Uint32Array | undefined;
    let allWords = 0;
    let wordCodes: number[][] | undefined;
    if (query.keyword) {
      const asked = keywordWords(query.keyword).map(indexWord);
      if (asked.length > MAX_WORDS || asked.some((word) => word === undefined)) return undefined;
      words = this.words.bits(asked.map((word) => (value: string) => value.includes(word!)));
      allWords = (1 << asked.length) - 1;
      wordCodes = asked.map(() => []);
      for (let code = 1; code < words.length; code++)
        for (let i = 0; i < asked.length; i++) if (words[code]! & (1 << i)) wordCodes[i]!.push(code);
    }
    let mask = ALIVE;
    let want = ALIVE;
    if (query.verified) {
      mask |= VERIFIED;
      want |= VERIFIED;
    }
    if (query.committed) {
      mask |= COMMITTED;
      if (query.committed === 'yes') want |= COMMITTED;
    }
    if (query.hasVideo) {
      mask |= VIDEO;
      want |= VIDEO;
    }
    let positions: Uint8Array | undefined;
    if (query.positions) {
      positions = new Uint8Array(256);
      for (const set of positionSetsOverlapping(query.positions)) positions[set] = 1;
    }
    let country = -2;
    let region: Uint8Array | undefined;
    if (query.region === 'Canada') country = this.text.known('Canada') ?? -1;
    else if (query.region) {
      country = this.text.known('United States') ?? -1;
      region = this.text.table(regionsInGroup(query.region).map((name) => name.toLowerCase()));
    }
    const tables: Tables = {
      mask,
      want,
      birthYear: query.birthYear && yearTable(query.birthYear),
      gradYear: query.gradYear && yearTable(query.gradYear),
      category: query.category && this.text.table(query.category),
      positions,
      shoots: query.handedness ? (this.text.known(query.handedness) ?? -1) : -2,
      country,
      region,
      team: teamIds && this.teams.table(teamIds),
      heightMin: query.heightMin,
      heightMax: query.heightMax,
      games: query.minGames ?? 1,
      minPpg: query.minPpg,
      goalie: query.maxGaa !== undefined || query.minSvPct !== undefined,
      maxGaa: query.maxGaa,
      minSvPct: query.minSvPct,
      words,
      allWords,
      wordCodes,
    };
    // Only the buckets of the years asked (and the shared last one, which may hold any year).
    let buckets = this.buckets;
    if (query.birthYear) {
      const asked = new Set<number>();
      for (const year of query.birthYear) {
        const bucket = this.bucketOfYear.get(year);
        if (bucket !== undefined) asked.add(bucket);
      }
      buckets = [...asked].sort((a, b) => a - b).map((bucket) => this.buckets[bucket]!);
    }
    // A class, asked mostly without a birth year, follows it closely: most years hold none of those asked.
    const classes = query.gradYear;
    if (classes) buckets = buckets.filter((c) => classes.some((y) => y >= c.gradMin && y <= c.gradMax));
    const order = page && orderKeys(page.order, this.names);
    // A page is chosen among every match: the scan goes on past the cap, up to PAGE_SCAN_MAX of them.
    const scanTo = order ? Math.max(cap, PAGE_SCAN_MAX) : cap;
    const tally: Tally = { total: 0, ids: [], cap: scanTo, collect, places: order && [] };
    for (const c of buckets) {
      if (tally.total >= scanTo) break;
      scan(c, tables, tally);
    }
    const matches: IndexMatches = { total: Math.min(tally.total, cap) };
    if (tally.total <= collect) matches.ids = tally.ids;
    // Every match was passed: the page is among the first of them in its order.
    if (order && page && tally.total < scanTo)
      matches.page = this.firstInOrder(tally.places!, order, page.reach);
    return matches;
  }

  /**
   * The first `reach` of these places in `order`, with every place tied with the last of them (PageAsk); undefined
   * when the ties would be more than MAX_TIES players, or a name is not ranked yet (the database then reads it).
   */
  private firstInOrder(places: number[], order: OrderKeys, reach: number): string[] | undefined {
    const n = places.length;
    const first = new Float64Array(n);
    const second = new Float64Array(n);
    const ids: string[] = new Array(n);
    for (let i = 0; i < n; i++) {
      const place = places[i]!;
      const c = this.buckets[place % BUCKET_BITS]!;
      const slot = Math.floor(place / BUCKET_BITS);
      first[i] = order.first(c, slot);
      if (Number.isNaN(first[i]!)) return undefined;
      second[i] = order.second(c, slot);
      ids[i] = c.ids[slot]!;
    }
    const { byId } = order;
    const compare = (a: number, b: number) =>
      first[a]! - first[b]! ||
      second[a]! - second[b]! ||
      (byId === 0 ? 0 : ids[a]! < ids[b]! ? -byId : ids[a]! > ids[b]! ? byId : 0);
    // Many matches: first those whose keys, added into one number, are no higher than the reach-th lowest such
    // sum (a natively sorted copy). Rounding never reverses an order, so the first `reach` are among them.
    let kept = Array.from({ length: n }, (_, i) => i);
    if (n > 2 * reach) {
      const sum = new Float64Array(n);
      for (let i = 0; i < n; i++) sum[i] = first[i]! * SECOND_SPAN + second[i]!;
      const bound = sum.slice().sort()[reach - 1]!;
      kept = kept.filter((i) => sum[i]! <= bound);
    }
    const sorted = kept.sort(compare);
    let end = Math.min(reach, sorted.length);
    const last = sorted[end - 1];
    while (last !== undefined && end < sorted.length && compare(last, sorted[end]!) === 0) end++;
    if (end - reach > MAX_TIES) return undefined;
    return sorted.slice(0, end).map((i) => ids[i]!);
  }
}
