import { expect, expectAccessible, linkFromOutbox, loginAs, person, test } from './fixtures.ts';

const PLAYER = 'player@rinkside.demo';
const ADMIN = 'admin@rinkside.demo';

/**
 * D335-D337 in the browser: an administrator runs the weekly interest digest from /admin; the demo player
 * (an adult on First Line, viewed over the last weeks by the demo seed) has last week's digest in the
 * development outbox, and its unsubscribe link works in a browser without a session.
 */
test('an administrator runs the interest digest; the digest is in the outbox and its link unsubscribes', async ({
  page,
  browser,
}) => {
  await loginAs(page, ADMIN);
  await expect(page).toHaveURL(/\/admin/);
  const jobs = page.getByRole('region', { name: 'Scheduled jobs' });
  const digest = jobs.getByRole('article', { name: /Interest digest \(weekly\)/ });
  await digest.getByRole('button', { name: 'Run now' }).click();
  await expect(digest.getByRole('status')).toHaveText(/^Finished: Sent \d+ e-mails? for the week of /);
  await expectAccessible(page);

  const link = await linkFromOutbox(
    page.request,
    PLAYER,
    /\/unsubscribe\/[A-Za-z0-9_-]{43}/,
    'Stop these weekly e-mails',
  );

  // Signed out, in a browser of its own: one click turns the digest off.
  const reader = await person(browser);
  await reader.page.goto(link);
  await expect(reader.page.getByText('Weekly interest digest to p•••@rinkside.demo')).toBeVisible();
  await reader.page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(reader.page.getByRole('status')).toContainText(
    'You will not receive weekly interest digest any more.',
  );
});
