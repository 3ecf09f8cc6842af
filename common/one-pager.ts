/**
 * The one-pager's file name (D293): the player's name in letters, digits and hyphens (accents dropped),
 * "player" when nothing is left. The server sends it in Content-Disposition; the client saves under it.
 */
export function onePagerFilename(firstName: string, lastName: string): string {
  const ascii = `${firstName} ${lastName}`
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${ascii || 'player'}-one-pager.pdf`;
}
