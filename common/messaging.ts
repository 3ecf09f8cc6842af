/** The pure rules of messaging that the server and the screens share. */

import { truncateGraphemes } from './names.ts';

export const MESSAGE_MAX = 5000;
export const REPORT_REASON_MAX = 1000;
export const SHARE_NOTE_MAX = 1000;
/** A message's preview in the inbox. */
export const PREVIEW_MAX = 140;

/** The inbox page of a thread (the client route; e-mail notices link to it). */
export const inboxPath = (conversationId?: string) =>
  conversationId ? `/messages/${conversationId}` : '/messages';

/** The admins' screen of reported conversations (the client route; the report e-mail links to it). */
export const ADMIN_REPORTS_PATH = '/admin/message-reports';

// A web address as people type them: with a scheme, or starting with www.
const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;

/**
 * The domains of the links in a message, in order, each once: the screens show links as plain text
 * with their domain (abuse limits), never as HTML.
 */
export function linkDomainsOf(body: string): string[] {
  const domains: string[] = [];
  for (const match of body.matchAll(LINK)) {
    const raw = match[0].replace(/[.,;:!?)\]]+$/, '');
    try {
      const host = new URL(/^https?:/i.test(raw) ? raw : `http://${raw}`).hostname.toLowerCase();
      if (host && !domains.includes(host)) domains.push(host);
    } catch {
      // Not an address after all: it stays plain text.
    }
  }
  return domains;
}

/** The inbox preview: one line, at most PREVIEW_MAX characters. */
export function previewOf(body: string): string {
  const line = body.replace(/\s+/g, ' ').trim();
  return truncateGraphemes(line, PREVIEW_MAX);
}
