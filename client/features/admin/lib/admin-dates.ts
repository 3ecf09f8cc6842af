/** Spec 3 §2: dates on admin screens are long dates, with the time for logins, suspensions and activity. */

const LONG_DATE = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
const LONG_DATE_TIME = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

function read(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "November 28, 2026" in the viewer's time zone; '—' when missing. */
export function formatAdminDate(iso: string | null | undefined): string {
  const date = read(iso);
  return date ? LONG_DATE.format(date) : '—';
}

/** "November 28, 2026 at 7:30 PM" in the viewer's time zone; '—' when missing. */
export function formatAdminDateTime(iso: string | null | undefined): string {
  const date = read(iso);
  return date ? LONG_DATE_TIME.format(date) : '—';
}
