import { eq } from 'drizzle-orm';
import { formatIsoDay } from '#common/calendar.ts';
import type { InterestProgramRow, NamedConversation } from '#common/contracts/interest.ts';
import { programGroupLabel } from '#common/program-groups.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { players } from '#server/db/schema/index.ts';
import { oneLine } from '#server/lib/email/templates.ts';
import { escapeHtml } from '#server/lib/html.ts';
import { interestFigures, mondayOf } from './interest.service.ts';
import { playerFullName } from './read-model.ts';

/**
 * D334: the content of the weekly interest digest, a pure read for the scheduled job (which chooses the
 * recipients, the player or the parents of a minor, honours their notification settings and queues the
 * e-mail). The same figures as the Analytics tab for one Monday-to-Sunday week (UTC); a recruiter is named
 * only in a conversation the recipient is in, and a save never names anyone. Not gated by the plan: the
 * job decides who gets it.
 */

export interface InterestDigest {
  playerId: string;
  /** The Monday and Sunday of the week (UTC). */
  weekStart: string;
  weekEnd: string;
  figures: { viewers: number; recruiterViewers: number; savedBy: number; conversations: number };
  programs: InterestProgramRow[];
  named: NamedConversation[];
  /** True when nothing happened in the week (the job may skip the e-mail). */
  quiet: boolean;
  subject: string;
  text: string;
  html: string;
}

export interface InterestDigestOptions {
  /** The account the e-mail goes to: names only the recruiters of conversations they are in. */
  recipientUserId?: string | null;
  /** The site's address (APP_URL), for links; without it the e-mail has no links. */
  appUrl?: string;
  /** The one-click unsubscribe address the job made for this recipient, shown at the end. */
  unsubscribeUrl?: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const isMonday = (iso: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(iso) && !Number.isNaN(Date.parse(`${iso}T00:00:00Z`)) && mondayOf(iso) === iso;

/** The digest of `playerId`'s week starting on the Monday `weekStart` (an ISO date). */
export async function interestDigest(
  db: DbOrTx,
  playerId: string,
  weekStart: string,
  options: InterestDigestOptions = {},
): Promise<InterestDigest> {
  if (!isMonday(weekStart))
    throw new Error(`The digest week starts on a Monday (ISO date), not ${weekStart}`);
  const [player] = await db
    .select({
      id: players.id,
      userId: players.userId,
      firstName: players.firstName,
      lastName: players.lastName,
    })
    .from(players)
    .where(eq(players.id, playerId));
  if (!player) throw new Error(`No player ${playerId}`);
  const weekEnd = new Date(Date.parse(`${weekStart}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);
  const until = new Date(Date.parse(`${weekEnd}T00:00:00Z`) + 86_400_000);
  const figures = await interestFigures(db, playerId, {
    from: weekStart,
    to: weekEnd,
    until,
    readerUserId: options.recipientUserId ?? null,
  });
  const week = figures.series[0]!;
  const counts = {
    viewers: week.viewers,
    recruiterViewers: week.recruiterViewers,
    savedBy: week.savedBy,
    conversations: week.conversations,
  };
  const name = oneLine(playerFullName(player));
  const base = options.appUrl?.replace(/\/+$/, '');
  const analyticsPath =
    options.recipientUserId && options.recipientUserId === player.userId
      ? '/player/profile?tab=analytics'
      : `/parent/player/${player.id}?tab=analytics`;
  const content = {
    name,
    period: `${formatIsoDay(weekStart)} to ${formatIsoDay(weekEnd)}`,
    counts,
    programs: week.programs,
    named: figures.named,
    analyticsUrl: base ? `${base}${analyticsPath}` : null,
    threadUrl: (id: string) => (base ? `${base}/messages/${id}` : null),
    unsubscribeUrl: options.unsubscribeUrl ?? null,
  };
  return {
    playerId,
    weekStart,
    weekEnd,
    figures: counts,
    programs: week.programs,
    named: figures.named,
    quiet: counts.viewers === 0 && counts.savedBy === 0 && counts.conversations === 0,
    subject: `${name}'s week on Rinkside: ${plural(counts.viewers, 'viewer', 'viewers')}, ${plural(counts.savedBy, 'save', 'saves')}, ${plural(counts.conversations, 'conversation', 'conversations')}`,
    text: digestText(content),
    html: digestHtml(content),
  };
}

interface DigestContent {
  name: string;
  period: string;
  counts: InterestDigest['figures'];
  programs: InterestProgramRow[];
  named: NamedConversation[];
  analyticsUrl: string | null;
  threadUrl: (id: string) => string | null;
  unsubscribeUrl: string | null;
}

const PRIVACY =
  'Recruiters who save a profile to a list are never named. A recruiter is named only when they write to you. Programs with fewer than 3 recruiters in a week are counted together.';

function stageLines(c: DigestContent['counts']): string[] {
  return [
    `${plural(c.viewers, 'different viewer', 'different viewers')} (${plural(c.recruiterViewers, 'recruiter', 'recruiters')})`,
    `${plural(c.savedBy, 'recruiter', 'recruiters')} saved the profile to a list`,
    `${plural(c.conversations, 'conversation', 'conversations')} started by a recruiter`,
  ];
}

const programLine = (p: InterestProgramRow) =>
  `${programGroupLabel(p.group)}: ${p.viewers} viewed, ${p.savedBy} saved, ${p.conversations} wrote`;

const namedLine = (n: NamedConversation) =>
  `${oneLine(n.recruiterName)}${n.organization ? ` (${oneLine(n.organization)})` : ''}, ${programGroupLabel(n.group)}, wrote on ${formatIsoDay(n.startedOn)}`;

function digestText(c: DigestContent): string {
  const lines = [`Interest in ${c.name}'s Rinkside profile, ${c.period} (UTC):`, ''];
  lines.push(...stageLines(c.counts).map((l) => `- ${l}`));
  if (c.programs.length > 0) {
    lines.push('', 'Recruiters by program:', ...c.programs.map((p) => `- ${programLine(p)}`));
  }
  if (c.named.length > 0) {
    lines.push('', 'Recruiters who wrote:');
    for (const n of c.named) {
      const url = c.threadUrl(n.conversationId);
      lines.push(`- ${namedLine(n)}${url ? `: ${url}` : ''}`);
    }
  }
  lines.push('', PRIVACY);
  if (c.analyticsUrl) lines.push('', `Every week in the Analytics tab: ${c.analyticsUrl}`);
  if (c.unsubscribeUrl) lines.push('', `Stop these weekly e-mails: ${c.unsubscribeUrl}`);
  lines.push('', '- The Rinkside team');
  return lines.join('\n');
}

function digestHtml(c: DigestContent): string {
  const e = escapeHtml;
  const link = (url: string, text: string) => `<a href="${e(url)}">${e(text)}</a>`;
  const parts = [
    `<p>Interest in ${e(c.name)}'s Rinkside profile, ${e(c.period)} (UTC):</p>`,
    `<ul>${stageLines(c.counts)
      .map((l) => `<li>${e(l)}</li>`)
      .join('')}</ul>`,
  ];
  if (c.programs.length > 0) {
    parts.push(
      '<p>Recruiters by program:</p>',
      `<ul>${c.programs.map((p) => `<li>${e(programLine(p))}</li>`).join('')}</ul>`,
    );
  }
  if (c.named.length > 0) {
    const items = c.named.map((n) => {
      const url = c.threadUrl(n.conversationId);
      return `<li>${e(namedLine(n))}${url ? ` (${link(url, 'open the conversation')})` : ''}</li>`;
    });
    parts.push('<p>Recruiters who wrote:</p>', `<ul>${items.join('')}</ul>`);
  }
  parts.push(`<p>${e(PRIVACY)}</p>`);
  if (c.analyticsUrl) parts.push(`<p>${link(c.analyticsUrl, 'See every week in the Analytics tab')}</p>`);
  if (c.unsubscribeUrl) parts.push(`<p>${link(c.unsubscribeUrl, 'Stop these weekly e-mails')}</p>`);
  parts.push('<p>- The Rinkside team</p>');
  return parts.join('\n');
}
