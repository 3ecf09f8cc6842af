import type { Page } from '@playwright/test';
import { expect, loginAs, test } from './fixtures.ts';

// A double click on a button that writes sends one request (D234): the button is disabled from the
// moment its click starts the write until the answer. Each write is held on its way for a moment, as a
// slow network would, so the second click lands while the first request is pending.
test.use({ contextOptions: { reducedMotion: 'reduce' } });

/** Holds every request of `method` to a path matching `pattern` for `ms`, and counts them. */
async function slowWrites(page: Page, pattern: RegExp, method = 'POST', ms = 700) {
  const sent: string[] = [];
  await page.route(
    (url) => pattern.test(url.pathname),
    async (route) => {
      if (route.request().method() !== method) return route.fallback();
      sent.push(route.request().headers()['idempotency-key'] ?? '');
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.fallback();
    },
  );
  return sent;
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

test('the demo player double-clicks Add Team and Add Video: one team, one clip, no limit error', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const team = `Double Click Blades ${stamp}`;
  await loginAs(page, 'player@rinkside.demo');
  await expect(page).toHaveURL(/\/player\/profile$/);
  const { player } = await (await page.request.get('/api/players/me')).json();

  const teamWrites = await slowWrites(page, /\/api\/players\/[^/]+\/team-history$/);
  await openTab(page, 'Team History');
  await page.getByRole('button', { name: 'Add Team' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Team' });
  await dialog.getByLabel('Team name').fill(team);
  await dialog.getByLabel('Season').fill('2026-27');
  await dialog.getByRole('button', { name: 'Add Team' }).dblclick();
  await expect(page.getByText('Team Added')).toBeVisible();
  await expect(dialog).toBeHidden();
  const teams = page.getByRole('list', { name: 'Teams' });
  await expect(teams.getByRole('heading', { name: team })).toHaveCount(1);
  expect(teamWrites).toHaveLength(1);
  expect(teamWrites[0]).toMatch(/^[0-9a-f]{32}$/);
  const history = await (await page.request.get(`/api/players/${player.id}/team-history`)).json();
  const added = history.teamHistory.filter((e: { teamName: string }) => e.teamName === team);
  expect(added).toHaveLength(1);

  // Highlights: First Line allows three clips and the demo player has two; a double click adds one.
  const videoWrites = await slowWrites(page, /\/api\/players\/[^/]+\/media$/);
  await openTab(page, 'Highlights');
  await expect(page.getByText('2 of 3 videos used')).toBeVisible();
  await page.getByRole('button', { name: 'Add Video' }).click();
  const video = page.getByRole('dialog', { name: 'Add Highlight Video' });
  await video.getByLabel('Video URL').fill(`https://youtu.be/${`dbl${stamp}`.padEnd(11, 'x').slice(0, 11)}`);
  await video.getByLabel('Caption').fill(`Double click ${stamp}`);
  await video.getByRole('button', { name: 'Add Video' }).dblclick();
  await expect(video).toBeHidden();
  await expect(page.getByText('3 of 3 videos used')).toBeVisible();
  expect(videoWrites).toHaveLength(1);
  await expect(page.getByRole('status').filter({ hasText: /limit|allows 3|failed/i })).toHaveCount(0);
  await expect(page.getByText(/Failed to add/)).toHaveCount(0);

  // Leave the demo data as it was for the other journeys.
  const media = (await (await page.request.get(`/api/players/${player.id}/media`)).json()) as {
    id: string;
    caption: string | null;
  }[];
  for (const clip of media.filter((m) => m.caption === `Double click ${stamp}`)) {
    expect((await page.request.delete(`/api/media/${clip.id}`)).ok()).toBe(true);
  }
  for (const entry of added) {
    expect((await page.request.delete(`/api/team-history/${entry.id}`)).ok()).toBe(true);
  }
});

test('a guest double-clicks Pay on the test checkout: paid once, no "already paid" failure', async ({
  page,
}) => {
  await page.goto('/pricing');
  await page
    .getByRole('article', { name: 'First Line' })
    .getByRole('button', { name: 'Select Plan: First Line' })
    .click();
  await expect(page).toHaveURL(/\/checkout\/test\/cs_test_local_\w+$/);
  const payWrites = await slowWrites(page, /\/api\/stripe\/test-checkout\/[^/]+\/complete$/);
  const pay = page.getByRole('button', { name: /^Pay \$/ });
  await pay.dblclick();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByText('Payment Successful')).toBeVisible();
  await expect(page.getByText('Payment failed')).toHaveCount(0);
  expect(payWrites).toHaveLength(1);
});

test('a coach double-clicks Send Message and Send: one conversation, one reply', async ({ page }) => {
  const stamp = Date.now().toString(36);
  await loginAs(page, 'junior.coach@rinkside.demo');
  await expect(page).toHaveURL(/\/recruiter\/dashboard$/);
  const startWrites = await slowWrites(page, /^\/api\/conversations$/);
  await page.goto('/player/ethan-marchetti-demo');
  const composer = page.getByRole('dialog', { name: /^Message / });
  await expect(async () => {
    await page.getByRole('button', { name: 'MESSAGE PLAYER' }).click();
    await expect(composer).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await composer.getByLabel('Your message').fill(`Hi Ethan, are you at the showcase? (${stamp})`);
  await composer.getByRole('button', { name: 'Send Message' }).dblclick();
  await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  const messages = page.getByRole('list', { name: 'Messages' });
  await expect(messages.getByText(`are you at the showcase? (${stamp})`)).toHaveCount(1);
  expect(startWrites).toHaveLength(1);

  const replyWrites = await slowWrites(page, /^\/api\/conversations\/[^/]+\/messages$/);
  await page.getByRole('textbox', { name: 'Reply' }).fill(`One more thing (${stamp})`);
  await page.getByRole('button', { name: 'Send', exact: true }).dblclick();
  await expect(messages.getByText(`One more thing (${stamp})`)).toHaveCount(1);
  expect(replyWrites).toHaveLength(1);
  await page.reload();
  await expect(
    page.getByRole('list', { name: 'Messages' }).getByText(`One more thing (${stamp})`),
  ).toHaveCount(1);
});

test('a club admin double-clicks Send invitation: one invitation', async ({ page }) => {
  const email = `double.click.${Date.now().toString(36)}@family.example`;
  await loginAs(page, 'orgadmin@rinkside.demo');
  await expect(page).toHaveURL(/\/org\//);
  const inviteWrites = await slowWrites(page, /\/api\/orgs\/[^/]+\/members\/invite$/);
  await page.goto('/org/settings');
  const invite = page.getByRole('form', { name: 'Invite a member' });
  await invite.getByLabel('Email address').fill(email);
  await invite.getByRole('button', { name: 'Send invitation' }).dblclick();
  await expect(page.getByText(email).filter({ visible: true }).first()).toBeVisible();
  expect(inviteWrites).toHaveLength(1);
  await page.reload();
  await expect(page.getByText(email).filter({ visible: true })).toHaveCount(1);
});
