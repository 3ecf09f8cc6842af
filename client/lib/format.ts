import type { BadgeVariant } from '#client/components/ui/badge.tsx';
import { MONTH_NAMES } from '#common/calendar.ts';
import { POSITION_LABELS, type Position } from '#common/enums.ts';
import { initials } from '#common/names.ts';
import { gameOutcome } from '#common/stats.ts';

// ---- Calendar dates ('YYYY-MM-DD'), read as the day they name, not shifted by the viewer's time zone.

/** A calendar date (YYYY-MM-DD) as a local Date at midnight, or null when it cannot be read. */
export function parseIsoDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Today as YYYY-MM-DD in the viewer's own calendar ("upcoming" means today or later). */
export function todayIsoDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * A date formatter made on first use: building an Intl.DateTimeFormat loads locale data, several
 * milliseconds each on a phone, and a module-level one would cost that on every page's first load.
 */
function lazyDateFormat(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => {
    format ??= new Intl.DateTimeFormat('en-US', options);
    return format;
  };
}

const LONG_DATE = lazyDateFormat({
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
const WEEKDAY_DATE = lazyDateFormat({
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const MEDIUM_DATE = lazyDateFormat({ month: 'short', day: 'numeric', year: 'numeric' });
const WEEKDAY = lazyDateFormat({ weekday: 'short' });
const MONTH = lazyDateFormat({ month: 'short' });

/** "Saturday, November 28, 2026" */
export function formatLongDate(value: string): string {
  const date = parseIsoDate(value);
  return date ? LONG_DATE().format(date) : value;
}

/** "Sat, Nov 28, 2026" */
export function formatWeekdayDate(value: string): string {
  const date = parseIsoDate(value);
  return date ? WEEKDAY_DATE().format(date) : value;
}

/** "Nov 28, 2026" */
export function formatMediumDate(value: string): string {
  const date = parseIsoDate(value);
  return date ? MEDIUM_DATE().format(date) : value;
}

/** The parts of a calendar tile: month "Nov" (upper-cased with `upper: true`), day "28", weekday "Sat". */
export function dateTileParts(
  value: string,
  { upper = true }: { upper?: boolean } = {},
): { month: string; day: string; weekday: string } {
  const date = parseIsoDate(value);
  if (!date) return { month: '', day: value, weekday: '' };
  const month = MONTH().format(date);
  return {
    month: upper ? month.toUpperCase() : month,
    day: String(date.getDate()),
    weekday: WEEKDAY().format(date),
  };
}

/** "19:30" -> "7:30 PM"; anything else is shown as entered. */
export function formatEventTime(value: string | null | undefined): string | null {
  if (!value) return null;
  const match = /^(\d{1,2}):(\d{2})/.exec(value.trim());
  if (!match) return value;
  const hours = Number(match[1]);
  if (hours > 23) return value;
  const suffix = hours >= 12 ? 'PM' : 'AM';
  return `${hours % 12 || 12}:${match[2]} ${suffix}`;
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

// ---- Timestamps (ISO date-times from the API), shown in the viewer's time zone; '—' when missing.

const TIMESTAMP_DATE = lazyDateFormat({ month: 'short', day: 'numeric', year: 'numeric' });
const TIMESTAMP_DATE_TIME = lazyDateFormat({
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

const TIMESTAMP_LONG_DATE = lazyDateFormat({ dateStyle: 'long' });
const TIMESTAMP_LONG_DATE_TIME = lazyDateFormat({ dateStyle: 'long', timeStyle: 'short' });

function readTimestamp(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Nov 28, 2026" */
export function formatDate(iso: string | null | undefined): string {
  const date = readTimestamp(iso);
  return date ? TIMESTAMP_DATE().format(date) : '—';
}

/** Spec 3 §2 admin screens: "November 28, 2026", or `missing` without a readable date. */
export function formatLongTimestamp(iso: string | null | undefined, missing = '—'): string {
  const date = readTimestamp(iso);
  return date ? TIMESTAMP_LONG_DATE().format(date) : missing;
}

/** Spec 3 §2 admin screens: "November 28, 2026 at 7:30 PM", or `missing` without a readable date. */
export function formatLongDateTime(iso: string | null | undefined, missing = '—'): string {
  const date = readTimestamp(iso);
  return date ? TIMESTAMP_LONG_DATE_TIME().format(date) : missing;
}

/** "Nov 28, 2026, 7:30 PM" */
export function formatDateTime(iso: string | null | undefined): string {
  const date = readTimestamp(iso);
  return date ? TIMESTAMP_DATE_TIME().format(date) : '—';
}

/** How recent counts as "just now": a time within the last minute (a clock a little ahead included). */
const JUST_NOW_MS = 60_000;

/**
 * A past time as a person reads it: "just now" within the last minute, else as `format`
 * writes it (formatDateTime by default, so '—' without one).
 */
export function formatRecent(
  iso: string | null | undefined,
  format: (iso: string | null | undefined) => string = formatDateTime,
  now: number = Date.now(),
): string {
  const date = readTimestamp(iso);
  if (date && Math.abs(now - date.getTime()) < JUST_NOW_MS) return 'just now';
  return format(iso);
}

// ---- Numbers

/** 1085 s -> "18:05" (the total is rounded to whole seconds first, so 59.6 s is "1:00", never "0:60"). */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Time on ice: "18:05", or "—" when none was entered (blank counts as 0 when stored: spec 2 §5). */
export function formatToi(totalSeconds: number): string {
  return totalSeconds > 0 ? formatClock(totalSeconds) : '—';
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

/** Cents to '$4.99'. */
export function formatPrice(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** "3 players", "1 player" */
export function playerCount(n: number): string {
  return `${n} ${n === 1 ? 'player' : 'players'}`;
}

/** "On 1 recruiter list" / "On 3 recruiter lists" */
export function listCountLabel(count: number): string {
  return `On ${count} recruiter ${count === 1 ? 'list' : 'lists'}`;
}

/** Result of a game from the player's side: "W 4-2", "L 2-4", "T 3-3", or null without a score. */
export function gameResult(
  teamScore: number | null,
  opponentScore: number | null,
): { outcome: 'W' | 'L' | 'T'; text: string } | null {
  const outcome = gameOutcome(teamScore, opponentScore);
  return outcome ? { outcome, text: `${outcome} ${teamScore}-${opponentScore}` } : null;
}

// ---- Names and labels

/** A person's initials, cut by grapheme (D255); '?' when both names are blank. */
export function initialsOf(first: string, last: string): string {
  return initials(first, last) || '?';
}

/** 'parental_consent' -> 'Parental Consent'. */
export function humanizeEvent(value: string): string {
  return value
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
    .join(' ');
}

export function positionLabel(code: string): string {
  return POSITION_LABELS[code as Position] ?? code;
}

/** The preferred position first, then the others, as labels without duplicates. */
export function positionLabels(preferred: string | null, positions: readonly string[]): string[] {
  const codes = [...(preferred ? [preferred] : []), ...positions];
  return [...new Set(codes)].map(positionLabel);
}

/** "Center, Left Wing", or "No position". */
export function positionsLabel(positions: readonly string[]): string {
  if (positions.length === 0) return 'No position';
  return positions.map(positionLabel).join(', ');
}

export function shootsLabel(shoots: string | null): string | null {
  if (shoots === 'L') return 'Left';
  if (shoots === 'R') return 'Right';
  return null;
}

export function categoryLabel(category: 'MALE' | 'FEMALE' | null): string | null {
  if (category === 'MALE') return 'Boys';
  if (category === 'FEMALE') return 'Girls';
  return null;
}

const PROFILE_STATUS: Record<string, { label: string; variant: BadgeVariant }> = {
  draft: { label: 'Draft', variant: 'outline' },
  pending_consent: { label: 'Pending Approval', variant: 'secondary' },
  active: { label: 'Active', variant: 'success' },
  inactive: { label: 'Inactive', variant: 'outline' },
};

/** A profile status as a badge label and variant. */
export function statusBadge(status: string): { label: string; variant: BadgeVariant } {
  return PROFILE_STATUS[status] ?? { label: humanizeEvent(status), variant: 'outline' };
}

/** "Edina, Minnesota, United States" from whichever parts are known. */
export function joinPlace(...parts: Array<string | null | undefined>): string {
  return parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(', ');
}

/** A Google Maps search for the event's location, else its rink; null when neither is known. */
export function mapSearchUrl(location: string | null | undefined, rinkName?: string | null): string | null {
  const query = location?.trim() || rinkName?.trim();
  if (!query) return null;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** A form's month choice ('' or '1'..'12') as the API takes it: null when not given. */
export function monthFromChoice(value: string | undefined | null): number | null {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= 1 && n <= 12 ? n : null;
}

/** A birth as its managers see it: "May 2008" with the month (private), else "2008". */
export function bornLabel(birth: { birthYear: number; birthMonth?: number | null }): string {
  const month = birth.birthMonth ? MONTH_NAMES[birth.birthMonth - 1] : undefined;
  return month ? `${month.slice(0, 3)} ${birth.birthYear}` : String(birth.birthYear);
}
