/**
 * Writing CSV (RFC 4180, CRLF line ends) for the files the app hands out: an organization's roster export
 * (D250) and a recruiter's list export (D292). One cell writer, so both guard against formula injection the
 * same way: a cell a spreadsheet would run as a formula (=, +, -, @ first, or a tab or carriage return)
 * gets a leading apostrophe and is read as text.
 */

export type CsvValue = string | number | null | undefined;

export function csvCell(value: CsvValue): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The header and rows as CSV text, each line ended by CRLF. */
export function csvText(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
