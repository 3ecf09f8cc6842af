import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  linkFromOutbox,
  loginAs,
  person,
  TERMS_AGREEMENT,
  test,
} from './fixtures.ts';

/**
 * Decisions §11 (D146-D149) in the browser: a recruiter of every kind of program (an NCAA Division III program,
 * a junior team, a prep school, U Sports, ACHA, a European club, another club), verified by an
 * administrator, writes to a 15-year-old and the server puts the parent in the conversation (MAAPP, the Rule
 * of Two); the parent finds every thread in her inbox with herself in it. A Division III school's Division I
 * program (RIT men's, from the NCAA list) is refused before the Division I date of the player's class, on the
 * screen and by the API.
 *
 * The minor is the demo parent's son, Liam Sullivan (15, active, consent given, his mother linked). The
 * recruiters are made through the API (register, verify the e-mail, an admin verifies the program) to keep
 * the journeys short; the composer is driven on the screen for two kinds, the API for the others.
 */

const LIAM = { slug: 'liam-sullivan-demo', name: 'Liam Sullivan', firstName: 'Liam' };
const PARENT = { email: 'parent@rinkside.demo', name: 'Dana Sullivan' };
const unique = () => `${Date.now().toString(36)}${Math.round(Math.random() * 1e6).toString(36)}`;

/** A program as the sign-up sends it, with the organization the threads name. */
interface Program {
  /** What the test calls it. */
  label: string;
  fields: Record<string, string>;
  /** The organization shown beside the recruiter in a thread ("Recruiter - <org>"). */
  org: string;
}

/** An NCAA directory row (the public list the wizard reads). */
async function directoryProgram(
  request: APIRequestContext,
  school: string,
  programGender: 'men' | 'women',
): Promise<{ id: string; division: string; schoolDivision: string | null }> {
  const res = await request.get('/api/ncaa-programs');
  expect(res.status()).toBe(200);
  const { programs } = (await res.json()) as {
    programs: Array<{
      id: string;
      school: string;
      programGender: string;
      division: string;
      schoolDivision: string | null;
    }>;
  };
  const row = programs.find((p) => p.school === school && p.programGender === programGender);
  expect(row, `${school} ${programGender} in the NCAA list`).toBeTruthy();
  return row!;
}

/**
 * A recruiter of `program` signed up through the API (`request`'s context is then signed in as them), the
 * work e-mail verified from the outbox, and the program verified by an administrator (`admin`).
 */
async function verifiedRecruiter(
  request: APIRequestContext,
  admin: APIRequestContext,
  program: Program,
): Promise<{ id: string; name: string; email: string }> {
  const id = unique();
  const email = `coach.${id}@program.example`;
  const name = `Coach ${program.label} ${id}`;
  const registered = await request.post('/api/auth/register', {
    data: {
      role: 'RECRUITER',
      email,
      name,
      password: DEMO_PASSWORD,
      ...TERMS_AGREEMENT,
      title: 'Assistant Coach',
      ...program.fields,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { user } = (await registered.json()) as { user: { id: string } };

  const link = await linkFromOutbox(
    request,
    email,
    /\/verify-email\?token=[A-Za-z0-9_-]+/,
    '/verify-email?token=',
  );
  const token = new URL(link, 'http://x').searchParams.get('token');
  const verifiedEmail = await request.post('/api/auth/verify-email', { data: { token } });
  expect(verifiedEmail.status(), await verifiedEmail.text()).toBe(200);

  const verified = await admin.post(`/api/admin/recruiters/${user.id}/verify`, { data: {} });
  expect(verified.status(), await verified.text()).toBe(200);
  const { recruiter } = (await verified.json()) as {
    recruiter: { verified: boolean; verifiedProgram: { kind: string; name: string } | null };
  };
  expect(recruiter.verified).toBe(true);
  expect(recruiter.verifiedProgram?.name).toBe(program.org);
  return { id: user.id, name, email };
}

/** An administrator's API session, in its own context. */
async function adminApi(browser: Browser) {
  const context = await browser.newContext();
  const res = await context.request.post('/api/auth/login', {
    data: { email: 'admin@rinkside.demo', password: DEMO_PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { request: context.request, close: () => context.close() };
}

async function liamId(request: APIRequestContext): Promise<string> {
  const res = await request.get(`/api/players/${LIAM.slug}`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { player: { id: string } }).player.id;
}

async function openComposer(page: Page, slug: string) {
  await page.goto(`/player/${slug}`);
  const composer = page.getByRole('dialog', { name: /^Message / });
  // The recruiter's part hydrates with the page (D338): one press opens the composer.
  await page.getByRole('button', { name: 'MESSAGE PLAYER' }).click();
  await expect(composer).toBeVisible();
  return composer;
}

/** The parent's inbox row of the recruiter's thread about Liam, and the thread with her in it. */
async function parentSeesThread(
  parent: Page,
  recruiter: { name: string },
  program: Program,
  opening: string,
) {
  await parent.goto('/messages');
  const row = parent
    .getByRole('list', { name: 'Conversations' })
    .getByRole('link')
    .filter({ hasText: `With ${recruiter.name} (Recruiter - ${program.org})` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(LIAM.name);
  await expect(row).toContainText(`${recruiter.name}: ${opening}`);
  await row.click();
  await expect(parent).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  await expect(parent.getByRole('list', { name: 'Messages' }).getByText(opening)).toBeVisible();
  const participants = parent.getByRole('region', { name: 'Participants' });
  const chips = participants.getByRole('listitem');
  await expect(chips).toHaveCount(2);
  await expect(chips.filter({ hasText: `${PARENT.name} (you)` })).toContainText('Parent');
  await expect(chips.filter({ hasText: recruiter.name })).toContainText(`Recruiter - ${program.org}`);
  await expect(participants.getByText(/their parents and guardians are in this conversation/)).toBeVisible();
}

/** The kinds whose first message is written in the MESSAGE PLAYER composer. */
const ON_SCREEN: Array<{ title: string; program: (request: APIRequestContext) => Promise<Program> }> = [
  {
    title: 'an NCAA Division III program (no contact date)',
    program: async (request) => {
      const amherst = await directoryProgram(request, 'Amherst', 'men');
      expect(amherst.division).toBe('D3');
      return { label: 'Amherst', fields: { programKind: 'ncaa', ncaaProgramId: amherst.id }, org: 'Amherst' };
    },
  },
  {
    title: 'a prep school',
    program: async () => ({
      label: 'prep',
      fields: { programKind: 'prep_high_school', programLevel: 'prep', programName: 'Cedar Ridge Academy' },
      org: 'Cedar Ridge Academy',
    }),
  },
];

for (const kind of ON_SCREEN) {
  test(`a verified recruiter of ${kind.title} writes to a 15-year-old in the composer, and the parent is in the thread`, async ({
    page,
    browser,
  }) => {
    test.slow();
    const admin = await adminApi(browser);
    const program = await kind.program(page.request);
    const recruiter = await verifiedRecruiter(page.request, admin.request, program);
    await admin.close();

    // The composer: no NCAA date for this program; the server names the parent who will read every message.
    const composer = await openComposer(page, LIAM.slug);
    await expect(
      composer.getByText(
        `${LIAM.name} is a minor: their parent is in the conversation and reads every message.`,
      ),
    ).toBeVisible();
    await expect(composer.getByText(`This conversation includes ${PARENT.name} (Parent).`)).toBeVisible();
    await expectAccessible(page);
    const opening = `Hi ${LIAM.firstName}, ${program.org} would like to see you skate this winter.`;
    await composer.getByLabel('Your message').fill(opening);
    await composer.getByRole('button', { name: 'Send Message' }).click();

    // The thread opens with the parent in it, added by the server.
    await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('list', { name: 'Messages' }).getByText(opening)).toBeVisible();
    const participants = page.getByRole('region', { name: 'Participants' });
    await expect(participants.getByRole('listitem').filter({ hasText: PARENT.name })).toContainText('Parent');
    await expect(
      participants.getByRole('listitem').filter({ hasText: `${recruiter.name} (you)` }),
    ).toContainText(`Recruiter - ${program.org}`);

    // The parent finds it in her inbox, with herself in the conversation.
    const parent = await person(browser);
    await loginAs(parent.page, PARENT.email);
    await expect(parent.page).toHaveURL(/\/parent\/dashboard$/);
    await parentSeesThread(parent.page, recruiter, program, opening);
    await expectAccessible(parent.page);
    await parent.close();
  });
}

/** The kinds whose first message is sent through the API (the same route the composer calls). */
const THROUGH_API: Program[] = [
  {
    label: 'NAHL',
    fields: { programKind: 'junior', programLevel: 'nahl', programName: 'Lakeshore Lynx' },
    org: 'Lakeshore Lynx',
  },
  {
    label: 'U Sports',
    fields: { programKind: 'u_sports', programName: 'Fundy University Mariners' },
    org: 'Fundy University Mariners',
  },
  {
    label: 'ACHA',
    fields: { programKind: 'acha', programLevel: 'm2', programName: 'Plains State Club Hockey' },
    org: 'Plains State Club Hockey',
  },
  {
    label: 'European club',
    fields: { programKind: 'european_club', programName: 'HC Vaasan Karhut U20' },
    org: 'HC Vaasan Karhut U20',
  },
  {
    label: 'other club',
    fields: { programKind: 'other_club', programName: 'Tri-County Selects' },
    org: 'Tri-County Selects',
  },
];

test('verified recruiters of a junior team, U Sports, ACHA, a European club and another club write to a 15-year-old; the parent is in each thread', async ({
  page,
  browser,
}) => {
  test.slow();
  const admin = await adminApi(browser);
  const sent: Array<{ recruiter: { name: string }; program: Program; opening: string }> = [];
  for (const program of THROUGH_API) {
    const context = await browser.newContext();
    const recruiter = await verifiedRecruiter(context.request, admin.request, program);
    const playerId = await liamId(context.request);
    // The composer's question first: allowed, no date, the parent named.
    const status = await context.request.get(`/api/players/${playerId}/contact-status`);
    expect(status.status(), await status.text()).toBe(200);
    expect((await status.json()).status).toMatchObject({
      canStart: true,
      reason: null,
      allowedFrom: null,
      participants: [{ name: PARENT.name, role: 'parent' }],
    });
    const opening = `Hello from ${program.org}: we would like to invite ${LIAM.firstName} to our camp.`;
    const started = await context.request.post('/api/conversations', { data: { playerId, body: opening } });
    expect(started.status(), `${program.label}: ${await started.text()}`).toBe(201);
    const { conversation } = (await started.json()) as {
      conversation: { player: { isMinor: boolean }; participants: Array<{ name: string; role: string }> };
    };
    expect(conversation.player.isMinor).toBe(true);
    expect(conversation.participants.map((p) => `${p.role}:${p.name}`).sort()).toEqual(
      [`parent:${PARENT.name}`, `recruiter:${recruiter.name}`].sort(),
    );
    sent.push({ recruiter, program, opening });
    await context.close();
  }
  await admin.close();

  // The parent: every thread is in her inbox, and in each she is a participant.
  await loginAs(page, PARENT.email);
  await expect(page).toHaveURL(/\/parent\/dashboard$/);
  for (const { recruiter, program, opening } of sent) {
    await parentSeesThread(page, recruiter, program, opening);
  }
  await expectAccessible(page);
});

test('a Division III school’s Division I program (RIT men’s) is refused before the Division I date of the player’s class, on the screen and by the API', async ({
  page,
  browser,
}) => {
  test.slow();
  const rit = await directoryProgram(page.request, 'RIT', 'men');
  expect(rit).toMatchObject({ division: 'D1', schoolDivision: 'D3' });
  const admin = await adminApi(browser);
  await verifiedRecruiter(page.request, admin.request, {
    label: 'RIT',
    fields: { programKind: 'ncaa', ncaaProgramId: rit.id },
    org: 'RIT',
  });
  await admin.close();

  // Liam's class year, as his parent sees it; Division I men's contact opens January 1 of grade 10.
  const parent = await browser.newContext();
  const login = await parent.request.post('/api/auth/login', {
    data: { email: PARENT.email, password: DEMO_PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  const profile = await parent.request.get(`/api/players/${LIAM.slug}`);
  const { player } = (await profile.json()) as { player: { id: string; graduationYear: number } };
  await parent.close();
  const classYear = player.graduationYear;
  const opens = `${classYear - 2}-01-01`;
  const opensText = `January 1, ${classYear - 2}`;
  expect(opens > new Date().toISOString().slice(0, 10), 'the Division I date is still ahead').toBe(true);

  // The composer refuses, naming the Division I rule and the date; there is no message box.
  const composer = await openComposer(page, LIAM.slug);
  await expect(composer.getByText(`You cannot message ${LIAM.name} yet`)).toBeVisible();
  await expect(
    composer.getByText(
      `Under NCAA rules, Division I men's ice hockey coaches may start contact with the class of ${classYear}`,
      { exact: false },
    ),
  ).toContainText(`you can message this player from ${opensText}`);
  await expect(composer.getByText(/^You may write from/)).toContainText(opensText);
  await expect(composer.getByRole('textbox')).toHaveCount(0);
  await expect(composer.getByRole('button', { name: 'Send Message' })).toHaveCount(0);
  await expectAccessible(page);

  // The API says the same, and refuses to start the conversation.
  const status = await page.request.get(`/api/players/${player.id}/contact-status`);
  expect((await status.json()).status).toMatchObject({
    canStart: false,
    reason: 'before_contact_date',
    allowedFrom: opens,
  });
  const started = await page.request.post('/api/conversations', {
    data: { playerId: player.id, body: `Hi ${LIAM.firstName}, RIT would like to talk to you.` },
  });
  expect(started.status()).toBe(403);
  const refusal = (await started.json()) as { code: string; message: string };
  expect(refusal.code).toBe('FORBIDDEN');
  expect(refusal.message).toContain("Division I men's ice hockey");
  expect(refusal.message).toContain(opensText);
  const threads = await page.request.get('/api/conversations');
  expect(((await threads.json()) as { conversations: unknown[] }).conversations).toEqual([]);
});
