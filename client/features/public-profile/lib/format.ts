import { POSITION_LABELS, type Position } from '#common/enums.ts';

/** Today as YYYY-MM-DD in the visitor's own calendar ("upcoming" means today or later). */
export function todayIsoDate(now: Date = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** A calendar date (YYYY-MM-DD) as a local Date at midnight, so no time zone shifts the day. */
export function parseIsoDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date;
}

const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
const MEDIUM_DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const WEEKDAY = new Intl.DateTimeFormat('en-US', { weekday: 'short' });
const MONTH = new Intl.DateTimeFormat('en-US', { month: 'short' });

/** "Saturday, November 28, 2026" */
export function formatLongDate(value: string): string {
  const date = parseIsoDate(value);
  return date ? LONG_DATE.format(date) : value;
}

/** "Nov 28, 2026" */
export function formatMediumDate(value: string): string {
  const date = parseIsoDate(value);
  return date ? MEDIUM_DATE.format(date) : value;
}

/** The parts of a calendar tile: "NOV", "28", "Sat". */
export function dateTileParts(value: string): { month: string; day: string; weekday: string } {
  const date = parseIsoDate(value);
  if (!date) return { month: '', day: value, weekday: '' };
  return {
    month: MONTH.format(date).toUpperCase(),
    day: String(date.getDate()),
    weekday: WEEKDAY.format(date),
  };
}

/** "19:30" -> "7:30 PM"; anything else is shown as entered. */
export function formatEventTime(value: string | null | undefined): string | null {
  if (!value) return null;
  const match = /^(\d{1,2}):(\d{2})/.exec(value.trim());
  if (!match) return value;
  const hours = Number(match[1]);
  const minutes = match[2];
  if (hours > 23) return value;
  const suffix = hours >= 12 ? 'PM' : 'AM';
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${h12}:${minutes} ${suffix}`;
}

/** Whole days from today to the date (0 today, 1 tomorrow), or null for an unreadable date. */
export function daysUntil(value: string, now: Date = new Date()): number | null {
  const date = parseIsoDate(value);
  const today = parseIsoDate(todayIsoDate(now));
  if (!date || !today) return null;
  return Math.round((date.getTime() - today.getTime()) / 86_400_000);
}

/** "Today", "Tomorrow", "In 6 days" */
export function relativeDayLabel(value: string, now: Date = new Date()): string | null {
  const days = daysUntil(value, now);
  if (days === null || days < 0) return null;
  if (days === 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  return `In ${days} days`;
}

/** A Google Maps search for the event's location, else its rink; null when neither is known. */
export function mapSearchUrl(location: string | null | undefined, rinkName?: string | null): string | null {
  const query = location?.trim() || rinkName?.trim();
  if (!query) return null;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

export function positionLabel(code: string): string {
  return POSITION_LABELS[code as Position] ?? code;
}

/** The preferred position first, then the others, as labels without duplicates. */
export function positionLabels(preferred: string | null, positions: readonly string[]): string[] {
  const codes = [...(preferred ? [preferred] : []), ...positions];
  return [...new Set(codes)].map(positionLabel);
}

export function shootsLabel(shoots: string | null): string | null {
  if (shoots === 'L') return 'Left';
  if (shoots === 'R') return 'Right';
  return null;
}

/** "Edina, Minnesota, United States" from whichever parts are known. */
export function joinPlace(...parts: Array<string | null | undefined>): string {
  return parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(', ');
}

/** "+6", "0", "-2" */
export function formatPlusMinus(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}

/** Goalie per-game figures: GAA with 2 decimals, save percentage (0-1) as a percent with 1 decimal. */
export function formatGaa(value: number | null | undefined): string {
  return value == null ? '-' : value.toFixed(2);
}
export function formatSavePercent(fraction: number | null | undefined): string {
  return fraction == null ? '-' : `${(fraction * 100).toFixed(1)}%`;
}

/** 1085 s -> "18:05" */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

/** Result of a game from the player's side: "W 4-2", "L 2-4", "T 3-3", or null without a score. */
export function gameResult(
  teamScore: number | null,
  opponentScore: number | null,
): { outcome: 'W' | 'L' | 'T'; text: string } | null {
  if (teamScore == null || opponentScore == null) return null;
  const outcome = teamScore > opponentScore ? 'W' : teamScore < opponentScore ? 'L' : 'T';
  return { outcome, text: `${outcome} ${teamScore}-${opponentScore}` };
}

/** "1 recruiter list" / "3 recruiter lists" */
export function listCountLabel(count: number): string {
  return `On ${count} recruiter ${count === 1 ? 'list' : 'lists'}`;
}
