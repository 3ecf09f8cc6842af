import type { Page } from '@playwright/test';
import { expect, expectAccessible, loginAs, test } from './fixtures.ts';

/**
 * SHARE PLAYER (D121): a recruiter e-mails a player's public profile to a colleague from
 * the profile. The e-mail holds the link, the player's name and the note, nothing else of the player; the
 * note goes only to a colleague's account (D131: the demo organization's staff here), anyone else
 * gets the link alone. The daily limit's 429 and the refused family addresses are the API tests'
 * (server/features/messaging/recruiter-profile.test.ts) and the dialog's component test's.
 */

type OutboxMail = { to: string; subject: string; body: string; emailType: string };
const outbox = async (page: Page): Promise<OutboxMail[]> => {
  const res = await page.request.get('/api/dev/outbox');
  return ((await res.json()) as { messages: OutboxMail[] }).messages;
};

const ETHAN = '/player/ethan-marchetti-demo';

test('a recruiter e-mails a profile to a colleague with a note; a bad address is refused before sending', async ({
  page,
}) => {
  const colleague = 'orgstaff@rinkside.demo';
  const note = `Strong on faceoffs: see his game log. ${Date.now()}`;
  await loginAs(page, 'recruiter@rinkside.demo');
  await expect(page).toHaveURL(/\/recruiter\/dashboard$/);
  await page.goto(ETHAN);
  const dialog = page.getByRole('dialog', { name: 'Share Ethan Marchetti' });
  // The recruiter's buttons are drawn by the server and come alive when their code has loaded.
  await expect(async () => {
    await page.getByRole('button', { name: 'SHARE PLAYER' }).click();
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass();
  const profileUrl = new URL(ETHAN, page.url()).href;
  await expect(dialog.getByLabel('Public profile link')).toHaveValue(profileUrl);
  await expect(dialog.getByText('Nothing beyond the public profile is sent.')).toBeVisible();
  const send = dialog.getByRole('button', { name: 'Send', exact: true });
  await expect(send).toBeDisabled();
  await expectAccessible(page);

  // The contract's check, in the browser: nothing goes to the server.
  const shares: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/players\/[^/]+\/share$/.test(request.url())) {
      shares.push(request.url());
    }
  });
  const email = dialog.getByLabel("Colleague's email");
  await email.fill('not an address');
  await expect(send).toBeEnabled();
  await send.click();
  await expect(dialog.getByText('Must be a valid email address')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(shares).toEqual([]);

  await email.fill(colleague);
  await dialog.getByLabel('Note (optional)').fill(note);
  await expect(dialog.getByText(`${note.length}/1,000`)).toBeVisible();
  await send.click();
  await expect(page.getByText('Profile shared', { exact: true })).toBeVisible();
  await expect(
    page.getByText(`We e-mailed ${colleague} the link to Ethan Marchetti's profile.`),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);
  expect(shares).toHaveLength(1);

  // The e-mail, from the development outbox.
  let mail: OutboxMail | undefined;
  await expect
    .poll(async () => {
      mail = (await outbox(page)).find(
        (m) => m.to === colleague && m.emailType === 'player_shared' && m.body.includes(note),
      );
      return mail;
    })
    .toBeTruthy();
  expect(mail?.subject).toMatch(/shared a player with you: Ethan Marchetti$/);
  expect(mail?.body).toContain(profileUrl);

  // Opened again, the form is empty; an address without a colleague's account gets the link alone.
  await page.getByRole('button', { name: 'SHARE PLAYER' }).click();
  await expect(dialog.getByLabel("Colleague's email")).toHaveValue('');
  await expect(dialog.getByRole('button', { name: 'Send', exact: true })).toBeDisabled();
  const stranger = `stranger.${Date.now()}@example.edu`;
  await dialog.getByLabel("Colleague's email").fill(stranger);
  await dialog.getByLabel('Note (optional)').fill(note);
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(
    page.getByText(`We e-mailed ${stranger} the link to Ethan Marchetti's profile.`),
  ).toBeVisible();
  let linkOnly: OutboxMail | undefined;
  await expect
    .poll(async () => {
      linkOnly = (await outbox(page)).find((m) => m.to === stranger && m.emailType === 'player_shared');
      return linkOnly;
    })
    .toBeTruthy();
  expect(linkOnly?.body).toContain(profileUrl);
  expect(linkOnly?.body).not.toContain(note);
});
