import type { SearchQuery } from '#common/contracts/search.ts';
import { positionSetsOverlapping } from '#common/enums.ts';
import { regionsInGroup } from '#common/regions.ts';

/**
 * The search index's players in memory (D358): the filter columns of each in typed arrays, one set of arrays
 * per birth year, so a search with a birth year (most of them) passes only that year's players, and one with a
 * class only the years that hold it. `match` tests
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
}

/** What a search asks of the index: its total (up to `cap`), and its ids when they are no more than `collect`. */
export interface IndexMatches {
  total: number;
  ids?: string[];
}

/** Text values as small numbers: 0 is null; a value never seen has no code (it matches no player). */
export class Codes {
  private readonly codes = new Map<string, number>();
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

const VERIFIED = 1;
const COMMITTED = 2;
const VIDEO = 4;
/** A slot that holds a player (a removed player's slot waits for the next one). */
const ALIVE = 8;
/** Years are Int16 columns: shifted into 0-65535 for the year tables. */
const YEAR_OFFSET = 1 << 15;
/** Birth years beyond this many share one last set of arrays (their year is still tested). */
const MAX_BUCKETS = 255;
const BUCKET_BITS = 256;

const numberOr = (value: number | null) => (value === null ? Number.NaN : value);

/** One birth year's players: a column store that grows, each array doubling when full. */
class Columns {
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
    this.free.push(slot);
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
}

/** Where the scan stands: matches so far, and the ids while they are no more than `collect`. */
interface Tally {
  total: number;
  ids: string[];
  cap: number;
  collect: number;
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
  const { heightMin, heightMax, games, minPpg, goalie, maxGaa, minSvPct } = t;
  const { cap, collect } = tally;
  let total = tally.total;
  for (let s = 0; s < size && total < cap; s++) {
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
    total++;
    if (total <= collect) tally.ids.push(ids[s]!);
  }
  tally.total = total;
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
  ) {}

  get size(): number {
    return this.places.size;
  }

  private bucketFor(year: number): number {
    let bucket = this.bucketOfYear.get(year);
    if (bucket === undefined) {
      bucket = Math.min(this.buckets.length, MAX_BUCKETS);
      if (bucket === this.buckets.length) this.buckets.push(new Columns());
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
      ALIVE | (row.verified ? VERIFIED : 0) | (row.committed ? COMMITTED : 0) | (row.hasVideo ? VIDEO : 0);
    c.skaterGames[slot] = row.skaterGames;
    c.goalieGames[slot] = row.goalieGames;
    c.heightCm[slot] = numberOr(row.heightCm);
    c.pointsPerGame[slot] = numberOr(row.pointsPerGame);
    c.gaa[slot] = numberOr(row.gaa);
    c.savePct[slot] = numberOr(row.savePct);
  }

  remove(id: string) {
    const place = this.places.get(id);
    if (place === undefined) return;
    this.places.delete(id);
    this.buckets[place % BUCKET_BITS]!.release(Math.floor(place / BUCKET_BITS));
  }

  /**
   * The players matching a query's filters but the keyword (none asked: searchFilter's conditions),
   * counted up to `cap`; their ids too when they are no more than `collect`. `teamIds` are the teams the
   * query's level, league and team name select (undefined: none of those filters).
   */
  match(
    query: SearchQuery,
    teamIds: readonly string[] | undefined,
    cap: number,
    collect: number,
  ): IndexMatches {
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
    const tally: Tally = { total: 0, ids: [], cap, collect };
    for (const c of buckets) {
      if (tally.total >= cap) break;
      scan(c, tables, tally);
    }
    return tally.total <= collect ? { total: tally.total, ids: tally.ids } : { total: tally.total };
  }
}
