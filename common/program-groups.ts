import {
  DIVISION_LABELS,
  hasFixedLevels,
  NCAA_DIVISIONS,
  type NcaaDivision,
  PROGRAM_GENDERS,
  PROGRAM_KIND_LABELS,
  PROGRAM_KINDS,
  PROGRAM_LEVEL_LABELS,
  PROGRAM_LEVELS,
  type ProgramGender,
  type ProgramKind,
} from './enums.ts';

/**
 * D331: the program groups of a player's interest funnel (the Analytics tab and the weekly digest). A
 * group is a key the server computes from a recruiter's VERIFIED program and both sides label with
 * programGroupLabel. A group never carries a program's name or a free-text level (a club's league is
 * typed by the recruiter and could name the club): only a kind and, where the kind has them, its fixed
 * levels (an NCAA division and side, a junior league, prep or high school, an ACHA division).
 */

/** Recruiters with no verified program (never verified, or a change waiting for verification, D149). */
export const UNVERIFIED_GROUP = 'unverified';
/** Recruiter views whose account is gone (a closed account's views stay as counts, D058). */
export const UNKNOWN_GROUP = 'unknown';
/** Everything pooled because its group had too few recruiters to show on its own (D332). */
export const OTHER_GROUP = 'other';
/** A group is shown on its own only with at least this many different recruiters in it (D332). */
export const GROUP_MINIMUM = 3;

/** A recruiter's program as the funnel reads it: recruiters.verified_program (common/contracts/recruiters.ts). */
export interface FunnelProgram {
  kind: ProgramKind;
  level: string | null;
  division: NcaaDivision | null;
  programGender: ProgramGender | null;
}

/** The finest group of a verified program: `ncaa:D1:men`, `junior:ushl`, or the kind alone (`u_sports`). */
export function programGroupKey(program: FunnelProgram | null): string {
  if (!program) return UNVERIFIED_GROUP;
  const { kind } = program;
  if (kind === 'ncaa') {
    return program.division && program.programGender
      ? `ncaa:${program.division}:${program.programGender}`
      : 'ncaa';
  }
  if (hasFixedLevels(kind)) {
    const levels: readonly string[] = PROGRAM_LEVELS[kind];
    return program.level && levels.includes(program.level) ? `${kind}:${program.level}` : kind;
  }
  // U Sports, European and other clubs: the kind only (a club's free-text league is never shown).
  return kind;
}

const isKind = (value: string): value is ProgramKind => (PROGRAM_KINDS as readonly string[]).includes(value);

/** The group a group is pooled into when it is too small: a level into its kind, a kind into "other". */
export function parentGroupKey(key: string): string {
  const [kind, ...rest] = key.split(':');
  return rest.length > 0 && kind && isKind(kind) ? kind : OTHER_GROUP;
}

/**
 * How a group reads on the screen and in the e-mail: "NCAA Division I men's", "USHL", "Prep school",
 * "ACHA Men's Division 1", "Junior team", "Other programs". An unknown key reads as "Other programs".
 */
export function programGroupLabel(key: string): string {
  if (key === UNVERIFIED_GROUP) return 'Programs not yet verified';
  if (key === UNKNOWN_GROUP) return 'Closed accounts';
  const [kind, first, second] = key.split(':');
  if (!kind || !isKind(kind)) return 'Other programs';
  if (kind === 'ncaa' && first && second) {
    const division = (NCAA_DIVISIONS as readonly string[]).includes(first)
      ? DIVISION_LABELS[first as NcaaDivision]
      : null;
    const side = (PROGRAM_GENDERS as readonly string[]).includes(second) ? second : null;
    if (division && side) return `NCAA ${division} ${side === 'men' ? "men's" : "women's"}`;
  }
  if (first && kind !== 'ncaa' && PROGRAM_LEVEL_LABELS[first]) return PROGRAM_LEVEL_LABELS[first];
  return PROGRAM_KIND_LABELS[kind];
}

/** One group's figures in a period, with the recruiters in it (their ids never leave the server). */
export interface GroupCounts {
  key: string;
  /** Different recruiters in the group who did anything counted in the period (viewed, saved or wrote). */
  members: readonly string[];
  viewers: number;
  savedBy: number;
  conversations: number;
}

/**
 * D332: groups with fewer than GROUP_MINIMUM recruiters are pooled, a level into its kind, then a kind into
 * "Other programs", so a small count cannot be pinned on one recruiter by its program; "Other programs" is
 * shown whatever its size. Counts are added, never rounded or hidden: the rows always sum to the totals.
 * Ordered by saves, then conversations, then viewers; "Other programs" last.
 */
export function poolProgramGroups(
  rows: readonly GroupCounts[],
  minimum = GROUP_MINIMUM,
): { group: string; viewers: number; savedBy: number; conversations: number }[] {
  const merge = (into: Map<string, GroupCounts>, key: string, row: GroupCounts) => {
    const had = into.get(key);
    into.set(
      key,
      had
        ? {
            key,
            members: [...new Set([...had.members, ...row.members])],
            viewers: had.viewers + row.viewers,
            savedBy: had.savedBy + row.savedBy,
            conversations: had.conversations + row.conversations,
          }
        : { ...row, key },
    );
  };
  // Levels too small for a row of their own into their kind; then kinds (and the rest) too small into "other".
  const first = new Map<string, GroupCounts>();
  for (const row of rows) {
    const small = row.members.length < minimum && row.key.includes(':');
    merge(first, small ? parentGroupKey(row.key) : row.key, row);
  }
  const second = new Map<string, GroupCounts>();
  for (const row of first.values()) {
    merge(second, row.members.length < minimum ? OTHER_GROUP : row.key, row);
  }
  return [...second.values()]
    .map(({ key, viewers, savedBy, conversations }) => ({ group: key, viewers, savedBy, conversations }))
    .sort(
      (a, b) =>
        Number(a.group === OTHER_GROUP) - Number(b.group === OTHER_GROUP) ||
        b.savedBy - a.savedBy ||
        b.conversations - a.conversations ||
        b.viewers - a.viewers ||
        programGroupLabel(a.group).localeCompare(programGroupLabel(b.group)),
    );
}
