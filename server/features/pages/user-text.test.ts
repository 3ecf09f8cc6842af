import { beforeAll, describe, expect, it } from 'vitest';
import { HYDRATION_ELEMENT_ID, type HydrationPayload } from '#client/app/hydration.ts';
import type { PageData } from '#client/lib/route-data.ts';
import {
  games,
  measurables,
  media,
  orgSponsorships,
  playerGoals,
  players,
  playerTeamHistory,
  seasonStats,
  upcomingEvents,
} from '#server/db/schema/index.ts';
import { createOrganization, createPlayer, createTeam } from '#server/db/seed/factories.ts';
import { alsoFromCache, pageClientDir } from '#test/page-kit.ts';
import { birthYearForAge } from '#test/players-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';
import { escapeHtml } from './document.ts';

/**
 * User text reaches a server-rendered page as text, escaped for where it lands, and is never
 * read as a pattern. Every field a public profile, an organization's page and their meta tags show holds each
 * of String.prototype.replace's special sequences ($&, $', $`, $$, $1, $<name>), markup, both quotes and
 * U+2028. The same page drawn from plain text is the measure: each field appears exactly as often, escaped,
 * the page is no larger than the longer text explains, and the document keeps one head, one body and one
 * data block.
 */
const clientDir = pageClientDir('user-text');

const { t } = withTestApp({ clientDir });
const page = (url: string) =>
  alsoFromCache(() => t.app.inject({ method: 'GET', url, headers: { 'user-agent': 'user-text-test' } }));

/** Every replacement pattern of String.prototype.replace, markup, quotes and a line separator. */
const HOSTILE = `$& $' $\` $$ $1 $<name> <script>alert(1)</script> "dq" 'sq' \u2028 <!-- end`;
const PLAIN = 'plain text';

/** React's escaping of text and attribute values (react-dom escapeTextForBrowser). */
const reactEscape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c]!,
  );

const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;

/** The parts of a served document. */
function partsOf(html: string) {
  const rootStart = html.indexOf('<div id="root">');
  const dataStart = html.indexOf(`<script type="application/json" id="${HYDRATION_ELEMENT_ID}">`);
  const dataEnd = html.indexOf('</script>', dataStart);
  return {
    head: html.slice(html.indexOf('<head>'), html.indexOf('</head>')),
    root: html.slice(rootStart, dataStart),
    data: html.slice(html.indexOf('>', dataStart) + 1, dataEnd),
  };
}

/** The document is whole: one of each landmark, in order, and its data block parses. */
function expectWellFormed(html: string) {
  for (const landmark of [
    '<!doctype html>',
    '<html',
    '<head>',
    '</head>',
    '<body',
    '<div id="root">',
    `id="${HYDRATION_ELEMENT_ID}"`,
    '</body>',
    '</html>',
  ]) {
    expect(count(html.toLowerCase(), landmark.toLowerCase()), landmark).toBe(1);
  }
  const { head, data } = partsOf(html);
  expect(count(head, '<title>')).toBe(1);
  // Every tag the head carries is one whole tag: no value broke out of its attribute.
  for (const tag of head.match(/<meta [^>]*>/g) ?? []) {
    expect(tag).toMatch(/^<meta( [a-z-:]+="[^"<>]*")+ \/?>$/);
  }
  // The data block holds JSON only: nothing in it can end the block or open a comment, and no raw line
  // separator (older JavaScript parsers ended a string at U+2028).
  expect(data).not.toMatch(/<\/script|<!--|\u2028|\u2029/i);
  return JSON.parse(data) as HydrationPayload;
}

/** The head the page was drawn with, from its own data (the route's loader data). */
function headOf(payload: HydrationPayload) {
  const data = Object.values(payload.router?.loaderData ?? {}).find(
    (d): d is PageData => typeof d === 'object' && d !== null && 'head' in d,
  );
  expect(data?.head, 'the page carries its head').toBeTruthy();
  return data!.head;
}

function expectHeadMatches(html: string, payload: HydrationPayload, expected: string) {
  const head = headOf(payload);
  expect(head.title).toContain(expected);
  expect(head.description).toContain(expected);
  const { head: part } = partsOf(html);
  const meta = (key: string) =>
    part.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`))?.[1];
  expect(part).toContain(`<title>${escapeHtml(head.title)}</title>`);
  for (const key of ['og:title', 'twitter:title']) expect(meta(key), key).toBe(escapeHtml(head.title));
  for (const key of ['description', 'og:description', 'twitter:description']) {
    expect(meta(key), key).toBe(escapeHtml(head.description));
  }
}

/**
 * A full adult profile (shown whole to anyone) whose every text field holds `text(label)`: names, place,
 * about, current team and its details, a past team with its coach, a photo caption, season stats, games,
 * upcoming events, a public goal and measurables.
 */
async function profileWith(text: (label: string) => string, slug: string) {
  const team = await createTeam(t.db, {
    name: text('current-team'),
    league: text('current-league'),
    level: text('current-level'),
    season: '2025-26',
  });
  const pastTeam = await createTeam(t.db, { name: text('past-team'), league: text('past-league') });
  const player = await createPlayer(t.db, {
    slug,
    firstName: text('first'),
    lastName: text('last'),
    preferredName: text('preferred'),
    birthYear: birthYearForAge(22),
    city: text('city'),
    region: text('region'),
    bio: text('bio'),
    major: text('major'),
    currentTeamId: team.id,
  });
  await t.db.insert(playerTeamHistory).values([
    { playerId: player.id, teamId: team.id, season: '2025-26', isCurrent: true, coachName: text('coach') },
    { playerId: player.id, teamId: pastTeam.id, season: '2023-24', coachName: text('earlier-coach') },
  ]);
  await t.db
    .insert(media)
    .values({ playerId: player.id, type: 'image', url: '/media/photo.webp', caption: text('caption') });
  await t.db.insert(seasonStats).values({
    playerId: player.id,
    season: '2024-25',
    league: text('stats-league'),
    gamesPlayed: 30,
    goals: 10,
    assists: 12,
    points: 22,
  });
  await t.db.insert(games).values({
    playerId: player.id,
    gameDate: '2025-01-10',
    opponent: text('opponent'),
    venue: text('venue'),
    notes: text('game-notes'),
  });
  await t.db.insert(upcomingEvents).values({
    playerId: player.id,
    date: '2099-01-01',
    eventName: text('event'),
    location: text('event-location'),
    competitionType: text('competition'),
  });
  await t.db
    .insert(playerGoals)
    .values({ playerId: player.id, type: 'career', goal: text('goal'), isPublic: true });
  await t.db.insert(measurables).values({ playerId: player.id, testedBy: text('tested-by') });
  return player;
}

/**
 * The fields each page draws on the server (a photo's caption, games and measurables are in the page's
 * data but drawn only in the browser, in dialogs and on request).
 */
const PROFILE_FIELDS = [
  'first',
  'last',
  'preferred',
  'city',
  'region',
  'bio',
  'major',
  'current-team',
  'current-league',
  'current-level',
  'past-team',
  'past-league',
  'coach',
  'earlier-coach',
  'stats-league',
  'event',
  'event-location',
  'competition',
  'goal',
];
const ORG_FIELDS = ['org-name', 'org-description', 'org-city', 'org-region', 'roster-first', 'roster-last'];

async function orgWith(text: (label: string) => string, slug: string) {
  const org = await createOrganization(t.db, {
    slug,
    name: text('org-name'),
    description: text('org-description'),
    city: text('org-city'),
    region: text('org-region'),
  });
  const player = await createPlayer(t.db, {
    firstName: text('roster-first'),
    lastName: text('roster-last'),
    birthYear: birthYearForAge(20),
  });
  await t.db
    .insert(orgSponsorships)
    .values({ organizationId: org.id, playerId: player.id, status: 'active' });
  return org;
}

const hostile = (label: string) => `${label}: ${HOSTILE}`;
const plain = (label: string) => `${label}: ${PLAIN}`;

beforeAll(async () => {
  await profileWith(hostile, 'hostile-text-player');
  await profileWith(plain, 'plain-text-player');
  await orgWith(hostile, 'hostile-text-org');
  await orgWith(plain, 'plain-text-org');
});

describe.each([
  ['a public profile', '/player/hostile-text-player', '/player/plain-text-player', PROFILE_FIELDS, 'first'],
  ["an organization's page", '/org/hostile-text-org', '/org/plain-text-org', ORG_FIELDS, 'org-name'],
])('%s drawn from text full of patterns and markup', (_name, hostileUrl, plainUrl, fields, headField) => {
  let hostilePage: string;
  let plainPage: string;
  beforeAll(async () => {
    const [a, b] = [await page(hostileUrl), await page(plainUrl)];
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    hostilePage = a.body;
    plainPage = b.body;
  });

  it('keeps one head, one body and one data block, and grows only by the longer text', () => {
    expectWellFormed(plainPage);
    expectWellFormed(hostilePage);
    // Each field is shown a few times at most; the hostile text is ~100 characters longer, escaped ~140.
    expect(hostilePage.length).toBeLessThan(plainPage.length + 20_000);
    expect(hostilePage).not.toContain('<script>alert(1)</script>');
  });

  it.each(fields)('shows the field %s escaped, as often as its plain twin', (field) => {
    const shown = count(partsOf(hostilePage).root, reactEscape(hostile(field)));
    expect(shown, `${field} in the page`).toBeGreaterThan(0);
    expect(shown).toBe(count(partsOf(plainPage).root, reactEscape(plain(field))));
  });

  it('writes the title, description and link-preview tags escaped, each once, from the text as it is', () => {
    const payload = expectWellFormed(hostilePage);
    expectHeadMatches(hostilePage, payload, hostile(headField));
  });

  it('hands the text to the browser unchanged in the data block', () => {
    const payload = expectWellFormed(hostilePage);
    const data = JSON.stringify(payload);
    for (const field of fields) expect(data, field).toContain(JSON.stringify(hostile(field)).slice(1, -1));
  });
});

describe('the profile table itself', () => {
  it('holds the hostile text as written (the test data is what it says)', async () => {
    const rows = await t.db.select({ firstName: players.firstName }).from(players);
    expect(rows.map((r) => r.firstName)).toContain(hostile('first'));
  });
});
