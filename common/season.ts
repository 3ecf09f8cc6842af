/**
 * Hockey seasons run August to July, labelled by their two years: a game on 2026-08-01 or 2027-07-31 is in
 * "2026-27". One format everywhere (D103): team history, the hero, the current team, season
 * stats and the sign-up wizard's default all go through this file.
 */
export const SEASON_START_MONTH = 8;

/** "2025-26": the season that starts in `startYear`. */
export function seasonLabel(startYear: number): string {
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/** The season label of a YYYY-MM-DD date. */
export function hockeySeasonOf(isoDate: string): string {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  return seasonLabel(month >= SEASON_START_MONTH ? year : year - 1);
}

/** The season being played (or about to start) on `now`, in the viewer's own calendar. */
export function currentHockeySeason(now: Date = new Date()): string {
  return seasonLabel(now.getMonth() + 1 >= SEASON_START_MONTH ? now.getFullYear() : now.getFullYear() - 1);
}

export const SEASON_FORMAT_MESSAGE = 'Enter the season as 2025-26';

/**
 * The one season format: "2025-26" from what people type or older rows hold: "2025-26", "2025-2026",
 * "2025/26", "2025 – 26", "25-26", or one year ("2025", read as the season that starts that year).
 * Null when the text is not a season (the second year must follow the first).
 */
export function normalizeSeason(text: string): string | null {
  const t = text.trim();
  const single = /^(\d{4})$/.exec(t);
  if (single) return seasonLabel(Number(single[1]));
  const pair = /^(\d{2}|\d{4})\s*[-/–—]\s*(\d{2}|\d{4})$/.exec(t);
  if (!pair) return null;
  const start = pair[1]!.length === 2 ? 2000 + Number(pair[1]) : Number(pair[1]);
  const end = pair[2]!;
  const endYear = end.length === 4 ? Number(end) : null;
  const follows = endYear !== null ? endYear === start + 1 : Number(end) === (start + 1) % 100;
  return follows ? seasonLabel(start) : null;
}

/** For display: the one format where the text is a season, otherwise the text as stored. */
export function formatSeason(text: string): string {
  return normalizeSeason(text) ?? text;
}
