import type { OutgoingEmail } from './queue.ts';
import { oneLine, unsubscribeFooter } from './templates.ts';

/**
 * The recruiting workflow's e-mails: a list shared with a colleague (D321) and the saved-search alerts
 * (D306-D308). Plain text, like every Rinkside e-mail, so names typed by users cannot inject markup.
 */

export function listSharedEmail(opts: {
  to: string;
  colleagueName: string;
  ownerName: string;
  listName: string;
  canEdit: boolean;
  link: string;
}): OutgoingEmail {
  return {
    to: opts.to,
    subject: `${oneLine(opts.ownerName)} shared a list with you: ${oneLine(opts.listName)}`,
    emailType: 'list_shared',
    body: [
      `Hi ${oneLine(opts.colleagueName)},`,
      '',
      `${oneLine(opts.ownerName)} shared the list "${oneLine(opts.listName)}" with you on Rinkside. ${
        opts.canEdit
          ? 'You can move players between stages and add or remove players.'
          : 'You can view it; only its owner and colleagues with edit access change it.'
      }`,
      'Your notes and ratings stay your own, as theirs stay theirs.',
      '',
      'Open it here (sign in first):',
      '',
      opts.link,
      '',
      '- The Rinkside team',
    ].join('\n'),
  };
}

/** One saved search's part of an alert: its name, where it opens, and the players newly matching it. */
export interface SavedSearchAlertPart {
  name: string;
  searchUrl: string;
  players: { name: string; detail: string; url: string }[];
  /** Players beyond those listed. */
  more: number;
}

/**
 * D307: a recruiter's one alert of a period: the players newly matching each saved search that alerts at
 * this period, with the link that opens the search, and the one-click unsubscribe (D305).
 */
export function savedSearchAlertEmail(opts: {
  to: string;
  recruiterName: string;
  period: 'daily' | 'weekly';
  parts: SavedSearchAlertPart[];
  total: number;
  unsubscribeUrl: string;
}): OutgoingEmail {
  const players = opts.total === 1 ? '1 new player matches' : `${opts.total} new players match`;
  const lines = [`Hi ${oneLine(opts.recruiterName)},`, '', `${players} your saved searches.`];
  for (const part of opts.parts) {
    lines.push('', `${oneLine(part.name)}:`);
    for (const p of part.players) lines.push(`- ${oneLine(p.name)}, ${p.detail}: ${p.url}`);
    if (part.more > 0) lines.push(`- and ${part.more} more`);
    lines.push(`Open the search: ${part.searchUrl}`);
  }
  lines.push(
    '',
    `You chose a ${opts.period} e-mail for these searches. Change it on your dashboard.`,
    '',
    '- The Rinkside team',
    ...unsubscribeFooter(opts.unsubscribeUrl, 'saved-search alerts'),
  );
  return {
    to: opts.to,
    subject: `${players} your saved searches on Rinkside`,
    emailType: 'saved_search_alert',
    body: lines.join('\n'),
  };
}
