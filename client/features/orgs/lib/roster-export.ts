import type { RosterEntry } from '#common/contracts/orgs.ts';
import { csvText } from '#common/csv-write.ts';
import { grantedParts, rosterStatusBadge } from './staff-roster.ts';

/**
 * The selected roster entries as a CSV file (D250): one row per entry, in the order shown, with what a
 * club keeps in its own spreadsheet. Cells that a spreadsheet would run as a formula are quoted as text.
 */
export const ROSTER_EXPORT_COLUMNS = [
  'First name',
  'Last name',
  'Email',
  'Status',
  'Birth year',
  'Positions',
  'Team',
  'Maintains',
  'Invited',
  'Since',
] as const;

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

export function rosterCsv(entries: readonly RosterEntry[]): string {
  const rows = entries.map((e) => {
    const [first, ...rest] = (e.invitedName ?? '').trim().split(/\s+/);
    return [
      e.player ? e.player.firstName : first || '',
      e.player ? e.player.lastName : rest.join(' '),
      e.invitedEmail,
      rosterStatusBadge(e).label,
      e.player?.birthYear,
      e.player?.positions.join(' '),
      e.player?.currentTeamName,
      grantedParts(e.fieldControl).join('; '),
      day(e.createdAt),
      e.status === 'active' ? day(e.startedAt) : '',
    ];
  });
  return csvText(ROSTER_EXPORT_COLUMNS, rows);
}

/** Offers the text as a file download (built in the browser, no server call). */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([`\uFEFF${csv}`], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
