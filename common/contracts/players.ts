/**
 * Contracts of the player area (spec 1 §7, spec 2 §7). Inputs are strict: unknown fields are refused.
 * One file per endpoint group of common/api/players.ts in players/, each with its response envelopes (spec 2
 * §7 names the key each screen reads); this module gathers them for the importers.
 */
export * from './players/features.ts';
export * from './players/goals.ts';
export * from './players/measurables.ts';
export * from './players/media.ts';
export * from './players/params.ts';
export * from './players/profile.ts';
export * from './players/public-page.ts';
export * from './players/schedule.ts';
export * from './players/stats.ts';
export * from './players/team-history.ts';
