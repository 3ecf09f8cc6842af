import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, expect } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import type { OrgScope } from '#common/enums.ts';
import { orgMembers, orgSponsorships, players, verificationEvidence } from '#server/db/schema/index.ts';
import { createOrganization } from '#server/db/seed/factories.ts';
import { createDiskStorage } from '#server/lib/storage/index.ts';
import { errorJson } from './api-json.ts';
import { linkedParent, ownedPlayer, type SignedIn, signIn } from './players-kit.ts';
import { withTestApp } from './with-test-app.ts';

/**
 * The setup of a verification API test file: the app on the file's own database with screenshots on a
 * temporary disk (removed afterwards), and the organization, evidence and review steps the verification tests
 * share.
 */
export function verificationApp() {
  const mediaRoot = mkdtempSync(join(tmpdir(), 'rinkside-verif-'));
  const { t, api } = withTestApp({ storage: createDiskStorage(join(mediaRoot, 'media')) });
  afterAll(() => rmSync(mediaRoot, { recursive: true, force: true }));
  /** An accepted member of the organization, signed in with the matching account role. */
  async function member(orgId: string, role: 'ORG_ADMIN' | 'ORG_STAFF', scopes: OrgScope[] = []) {
    const signed = await signIn(t, role, role === 'ORG_ADMIN' ? 'Olive Owner' : 'Sam Staff');
    await t.db
      .insert(orgMembers)
      .values({ organizationId: orgId, userId: signed.user.id, role, scopes, acceptedAt: new Date() });
    return signed;
  }

  async function sponsor(orgId: string, playerId: string, status: 'active' | 'invited' = 'active') {
    await t.db.insert(orgSponsorships).values({
      organizationId: orgId,
      playerId,
      status,
      startedAt: status === 'active' ? new Date() : null,
    });
  }

  /**
   * A player with a linked parent, rostered by North Stars (a reviewer holding 'verification' and a staff
   * member without it), and a second organization that does not roster the player.
   */
  async function world() {
    const { owner, player } = await ownedPlayer(t, { firstName: 'Riley', lastName: 'Rink' });
    const parent = await linkedParent(t, player.id);
    const org = await createOrganization(t.db, { name: `North Stars ${randomBytes(2).toString('hex')}` });
    await sponsor(org.id, player.id);
    const reviewer = await member(org.id, 'ORG_STAFF', ['verification']);
    const rosterOnly = await member(org.id, 'ORG_STAFF', ['roster']);
    const other = await createOrganization(t.db, { name: 'Other Club' });
    const outsider = await member(other.id, 'ORG_ADMIN');
    // Staff of the other club without the 'verification' scope: it must not tell that evidence exists.
    const otherStaff = await member(other.id, 'ORG_STAFF', ['roster']);
    const admin = await signIn(t, 'ADMIN', 'Ada Admin');
    return { owner, player, parent, org, reviewer, rosterOnly, other, outsider, otherStaff, admin };
  }

  const png = () =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 80, b: 160 } } })
      .png()
      .toBuffer();

  /** The media upload flow (spec 2 §7): an upload URL, then the PUT. */
  async function uploadScreenshot(cookie: string): Promise<string> {
    const start = await api.call(contract.media.createUpload, { cookie });
    expect(start.statusCode, start.body).toBe(200);
    const { uploadURL, publicPath } = start.json() as { uploadURL: string; publicPath: string };
    const put = await t.app.inject({
      method: 'PUT',
      url: uploadURL,
      headers: { cookie, 'content-type': 'image/png' },
      payload: await png(),
    });
    expect(put.statusCode, put.body).toBe(200);
    return publicPath;
  }

  const submit = (playerId: string, cookie: string | undefined, payload: unknown) =>
    api.call(contract.orgs.verification.submit, { params: { id: playerId }, cookie, bodyRaw: payload });

  async function submitted(
    playerId: string,
    who: SignedIn,
    payload: object = { url: 'https://team.example/roster' },
  ) {
    const res = await submit(playerId, who.cookie, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().evidence as { id: string; screenshotUrl: string | null };
  }

  const approve = (id: string, cookie?: string, payload: unknown = {}) =>
    api.call(contract.orgs.verification.approve, { params: { id }, cookie, bodyRaw: payload });
  const reject = (
    id: string,
    cookie?: string,
    payload: unknown = { notes: 'The roster does not list Riley.' },
  ) => api.call(contract.orgs.verification.reject, { params: { id }, cookie, bodyRaw: payload });
  const queue = (cookie?: string, status = 'pending') =>
    api.call(contract.orgs.verification.queue, { queryRaw: { status }, cookie });

  const playerRow = async (id: string) => (await t.db.select().from(players).where(eq(players.id, id)))[0]!;
  const evidenceRow = async (id: string) =>
    (await t.db.select().from(verificationEvidence).where(eq(verificationEvidence.id, id)))[0]!;
  const ids = (res: { json(): unknown }) =>
    (res.json() as { evidence: { id: string }[] }).evidence.map((e) => e.id);

  function expectError(res: { statusCode: number; body: string }, status: number, message?: string | RegExp) {
    expect(res.statusCode, res.body).toBe(status);
    const body = errorJson(res as never);
    if (message) expect(body.message).toMatch(message);
  }

  return {
    mediaRoot,
    t,
    api,
    member,
    sponsor,
    world,
    png,
    uploadScreenshot,
    submit,
    submitted,
    approve,
    reject,
    queue,
    playerRow,
    evidenceRow,
    ids,
    expectError,
  };
}
