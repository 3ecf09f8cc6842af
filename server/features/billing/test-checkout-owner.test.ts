import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#common/api/index.ts';
import { checkoutSessions } from '#server/db/schema/index.ts';
import { loadEnv } from '#server/env.ts';
import { errorJson, json } from '#test/api-json.ts';
import { startCheckout, subscriptionRow, tiersByName } from '#test/billing-kit.ts';
import { signIn } from '#test/players-kit.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { withTestApp } from '#test/with-test-app.ts';

// D166: a local test checkout is paid or cancelled only by whoever opened it: the account, or for a
// guest the browser (its checkout cookie). Anyone else gets the answer of an unknown session.
const { t } = withTestApp();
let tiers: Awaited<ReturnType<typeof tiersByName>>;

beforeAll(async () => {
  tiers = await tiersByName(t.db);
});

const NOT_FOUND = 'Checkout session not found';

/** Opens a local session as `cookie` (or a guest); answers its id and the browser's checkout cookie. */
async function open(cookie?: string, app = t.app) {
  const res = await startCheckout(app, { tierId: tiers.first_line.id, billingCycle: 'yearly' }, cookie);
  const sessionId = json(api.billing.createCheckoutSession, res, 200).url.split('/').pop() ?? '';
  const browser = res.cookies.find((c) => c.name === 'rs_checkout');
  return { sessionId, res, browserCookie: browser ? `${browser.name}=${browser.value}` : undefined };
}

const post = (sessionId: string, action: 'complete' | 'cancel', cookie?: string, app = t.app) =>
  app.inject({
    method: 'POST',
    url: `/api/stripe/test-checkout/${sessionId}/${action}`,
    headers: cookie ? { cookie } : {},
  });

async function sessionRow(sessionId: string) {
  const [row] = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.sessionId, sessionId));
  return row;
}

function expectHidden(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(404);
  expect(errorJson(res).message).toBe(NOT_FOUND);
}

describe("a signed-in buyer's test checkout", () => {
  it('another account cannot pay it: 404, the session stays open and nobody gets a plan', async () => {
    const owner = await signIn(t, 'PARENT');
    const other = await signIn(t, 'PLAYER');
    const { sessionId, browserCookie } = await open(owner.cookie);

    expectHidden(await post(sessionId, 'complete', other.cookie));
    // The checkout cookie alone (a guest's proof) does not stand in for the account either.
    expectHidden(await post(sessionId, 'complete', browserCookie));
    expect(await sessionRow(sessionId)).toMatchObject({ status: 'open', paid: false });
    expect(await subscriptionRow(t.db, owner.user.id)).toBeUndefined();
    expect(await subscriptionRow(t.db, other.user.id)).toBeUndefined();

    const paid = await post(sessionId, 'complete', owner.cookie);
    expect(json(api.billing.testCheckout.complete, paid, 200).url).toContain(sessionId);
    expect(await subscriptionRow(t.db, owner.user.id)).toMatchObject({ tierId: tiers.first_line.id });
  });

  it('no session at all cannot pay or cancel it (404, not 401: nothing is revealed)', async () => {
    const owner = await signIn(t, 'PLAYER');
    const { sessionId } = await open(owner.cookie);
    expectHidden(await post(sessionId, 'complete'));
    expectHidden(await post(sessionId, 'cancel'));
    expect(await sessionRow(sessionId)).toMatchObject({ status: 'open', paid: false });
  });

  it('another account cannot cancel it; its owner can', async () => {
    const owner = await signIn(t, 'PLAYER');
    const other = await signIn(t, 'PLAYER');
    const { sessionId } = await open(owner.cookie);
    expectHidden(await post(sessionId, 'cancel', other.cookie));
    expect(await sessionRow(sessionId)).toMatchObject({ status: 'open' });
    const res = await post(sessionId, 'cancel', owner.cookie);
    expect(json(api.billing.testCheckout.cancel, res, 200).url).toBe('/pricing?checkout=cancelled');
  });

  it('a paid session looks unknown to another account too (404, not 409)', async () => {
    const owner = await signIn(t, 'PLAYER');
    const other = await signIn(t, 'PLAYER');
    const { sessionId } = await open(owner.cookie);
    expect((await post(sessionId, 'complete', owner.cookie)).statusCode).toBe(200);
    expectHidden(await post(sessionId, 'complete', other.cookie));
    expect((await post(sessionId, 'complete', owner.cookie)).statusCode).toBe(409);
  });
});

describe("a guest's test checkout", () => {
  it('sets an HttpOnly, SameSite=Lax checkout cookie for this session only, not Secure over http', async () => {
    const { sessionId, res } = await open();
    const cookie = res.cookies.find((c) => c.name === 'rs_checkout');
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: `/api/stripe/test-checkout/${sessionId}`,
    });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.maxAge).toBeGreaterThan(0);
    // The cookie is a secret of the browser: neither the session id nor stored anywhere as it is.
    expect(cookie?.value).not.toContain(sessionId);
    const row = await sessionRow(sessionId);
    expect(JSON.stringify(row)).not.toContain(cookie?.value ?? '');
  });

  it('another browser cannot pay it: no cookie, a made-up cookie, another session cookie -> 404', async () => {
    const mine = await open();
    const theirs = await open();
    expectHidden(await post(mine.sessionId, 'complete'));
    expectHidden(await post(mine.sessionId, 'complete', 'rs_checkout=made-up-value'));
    expectHidden(await post(mine.sessionId, 'complete', theirs.browserCookie));
    const signedIn = await signIn(t, 'PLAYER');
    expectHidden(await post(mine.sessionId, 'complete', signedIn.cookie));
    expectHidden(await post(mine.sessionId, 'cancel', theirs.browserCookie));
    expect(await sessionRow(mine.sessionId)).toMatchObject({ status: 'open', paid: false });

    const paid = await post(mine.sessionId, 'complete', mine.browserCookie);
    expect(json(api.billing.testCheckout.complete, paid, 200).url).toBe(
      `/signup?checkout=success&session_id=${mine.sessionId}`,
    );
    expect(await sessionRow(mine.sessionId)).toMatchObject({ status: 'complete', paid: true, userId: null });
  });

  it('the opening browser can cancel it, also after signing in', async () => {
    const { sessionId, browserCookie } = await open();
    const signedIn = await signIn(t, 'PARENT');
    const res = await post(sessionId, 'cancel', `${signedIn.cookie}; ${browserCookie}`);
    expect(json(api.billing.testCheckout.cancel, res, 200).url).toBe('/pricing?checkout=cancelled');
  });

  it('a bad session id is still a 400, whoever asks', async () => {
    const res = await post('not-a-session!', 'complete');
    expect(res.statusCode).toBe(400);
  });
});

describe('the checkout cookie over https', () => {
  let secure: TestApp;
  beforeAll(async () => {
    secure = await createTestApp({
      env: loadEnv({
        NODE_ENV: 'test',
        APP_URL: 'https://rinkside.example',
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'false',
      }),
    });
  });
  afterAll(async () => {
    await secure?.close();
  });

  it('is Secure when APP_URL is https', async () => {
    const tierId = (await tiersByName(secure.db)).warm_up.id;
    const res = await startCheckout(secure.app, { tierId, billingCycle: 'monthly' });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'rs_checkout')).toMatchObject({ secure: true, httpOnly: true });
  });
});
