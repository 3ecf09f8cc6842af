/**
 * Where the Share Profile menu sends a profile (D122): plain links to the visitor's mail program and to
 * Facebook's and X's own share pages. No script of theirs is loaded and nothing is asked of them until the
 * visitor follows a link; the link carries the public profile's address and the player's name only.
 */

export interface ShareTarget {
  /** The public profile's absolute address (its own, not the address bar's). */
  url: string;
  /** The player's name as the public profile shows it. */
  name: string;
}

/** The subject of the e-mail and the text of a post. */
export function shareTitle({ name }: Pick<ShareTarget, 'name'>): string {
  return `${name} on Rinkside`;
}

/** The visitor's own mail program, with the subject and a body holding the link. */
export function mailtoHref(target: ShareTarget): string {
  const body = `${target.name}'s hockey profile on Rinkside:\n\n${target.url}\n`;
  // encodeURIComponent, not URLSearchParams: mail programs read "+" as a plus sign, not a space (RFC 6068).
  return `mailto:?subject=${encodeURIComponent(shareTitle(target))}&body=${encodeURIComponent(body)}`;
}

/** Facebook's sharer page: it reads the profile's title, description and photo from the page itself. */
export function facebookHref({ url }: Pick<ShareTarget, 'url'>): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
}

/** X's (Twitter's) post composer, filled with the link and the title. */
export function xHref(target: ShareTarget): string {
  return `https://twitter.com/intent/tweet?url=${encodeURIComponent(target.url)}&text=${encodeURIComponent(shareTitle(target))}`;
}

/** The device's own share sheet (Web Share API), where the browser has one. */
export function canShareNatively(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}
