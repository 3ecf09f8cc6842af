import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api as endpoints } from '#common/api/index.ts';
import { ROSTER_IMPORT_MAX_ROWS } from '#common/contracts/orgs.ts';
import { emailQueue, orgSponsorships } from '#server/db/schema/index.ts';
import { errorJson, json } from '#test/api-json.ts';
import { linkedParent, ownedPlayer } from '#test/players-kit.ts';
import { type RosterOrg, rosterOrg } from '#test/roster-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';
import { MAX_OPEN_SPONSORSHIP_INVITATIONS } from './roster.service.ts';

const { t, api } = withTestApp();
const { roster } = endpoints.orgs;

let world: RosterOrg;
beforeAll(async () => {
  world = await rosterOrg(t);
});

const validateUrl = (orgId: string) => `/api/orgs/${orgId}/roster/import/validate`;
const executeUrl = (orgId: string) => `/api/orgs/${orgId}/roster/import/execute`;
let n = 0;
const address = () => `import.${Date.now().toString(36)}.${++n}@example.com`;

async function rowsOf(orgId: string) {
  return t.db.select().from(orgSponsorships).where(eq(orgSponsorships.organizationId, orgId));
}

describe('roster import validate', () => {
  it('reads any column order and case, reports row errors, repeats and addresses already invited', async () => {
    const { org, owner } = await rosterOrg(t);
    const { owner: playerAccount, player } = await ownedPlayer(t);
    json(
      roster.add,
      await t.app.inject({
        method: 'POST',
        url: `/api/orgs/${org.id}/roster`,
        headers: { cookie: owner.cookie },
        payload: { playerId: player.id },
      }),
      201,
    );
    const familyParent = await linkedParent(t, player.id);
    const fresh = address();
    const csv = [
      'Last Name,EMAIL,first_name',
      `Skater,${fresh.toUpperCase()},Sam`,
      'Nobody,not-an-address,Jo',
      `Again,${fresh},Sam`,
      `Known,${playerAccount.user.email},Pat`,
      '=SUM(1),formula@example.com,Eve',
      ',,',
      `Parent,${familyParent.user.email},Ivy`,
    ].join('\n');
    const res = await api.post(validateUrl(org.id), { cookie: owner.cookie, payload: { csvContent: csv } });
    const body = json(roster.importValidate, res, 200);
    expect(body).toMatchObject({ success: false, totalRows: 6, validRows: 3, errorCount: 3 });
    // Only the organization's own invitations count as already reached; the linked parent's account of a
    // rostered player reads as any address: the family learns it when answering the link.
    expect(body.rows).toEqual([
      { row: 2, email: fresh, firstName: 'Sam', lastName: 'Skater' },
      { row: 7, email: familyParent.user.email, firstName: 'Ivy', lastName: 'Parent' },
    ]);
    expect(body.alreadyInvited.map((r) => r.email)).toEqual([playerAccount.user.email]);
    expect(body.errors).toEqual([
      { row: 3, field: 'email', message: 'Enter a valid email address' },
      { row: 4, field: 'email', message: 'Same address as row 2' },
      { row: 6, field: 'lastName', message: 'Cell starts with "=": formulas are not accepted' },
    ]);
    expect(await rowsOf(org.id)).toHaveLength(1);
  });

  it('refuses files past the limits: a missing email column, too many rows (400) and over 5 MB (413)', async () => {
    const url = validateUrl(world.org.id);
    const cookie = world.rosterStaff.cookie;
    const noEmail = await api.post(url, { cookie, payload: { csvContent: 'firstName\nSam' } });
    expect(noEmail.statusCode).toBe(400);
    expect(errorJson(noEmail).message).toContain('email');
    const many = [
      'email',
      ...Array.from({ length: ROSTER_IMPORT_MAX_ROWS + 1 }, (_, i) => `p${i}@example.com`),
    ];
    const tooMany = await api.post(url, { cookie, payload: { csvContent: many.join('\n') } });
    expect(tooMany.statusCode).toBe(400);
    expect(errorJson(tooMany).message).toContain(`more than ${ROSTER_IMPORT_MAX_ROWS}`);
    const big = `email\n${'a'.repeat(5 * 1024 * 1024)}@example.com`;
    const tooBig = await api.post(url, { cookie, payload: { csvContent: big } });
    expect(tooBig.statusCode).toBe(413);
    expect((await api.post(url, { cookie, payload: { csvContent: '' } })).statusCode).toBe(400);
  });

  it('answers 401 anonymous, 404 another organization, 403 staff without the roster scope', async () => {
    const payload = { csvContent: `email\n${address()}` };
    for (const url of [validateUrl(world.org.id), executeUrl(world.org.id)]) {
      expect((await api.post(url, { payload })).statusCode).toBe(401);
      expect((await api.post(url, { cookie: world.outsider.cookie, payload })).statusCode).toBe(404);
      expect((await api.post(url, { cookie: world.verifier.cookie, payload })).statusCode).toBe(403);
    }
    expect(await rowsOf(world.org.id)).toHaveLength(0);
  });
});

describe('roster import execute', () => {
  it('refuses a file with errors (400), then invites every new address once, skipping known ones', async () => {
    const { org, owner } = await rosterOrg(t);
    const [a, b, c] = [address(), address(), address()];
    const bad = await api.post(executeUrl(org.id), {
      cookie: owner.cookie,
      payload: { csvContent: `email\n${a}\nbroken` },
    });
    expect(bad.statusCode).toBe(400);
    expect(await rowsOf(org.id)).toHaveLength(0);

    const first = await api.post(executeUrl(org.id), {
      cookie: owner.cookie,
      payload: {
        csvContent: `email,firstName,lastName\n${a},Ann,Lee\n${b},,`,
        fieldControl: { stats: true },
      },
    });
    expect(json(roster.importExecute, first, 200)).toMatchObject({ invited: 2, skipped: 0 });
    const second = await api.post(executeUrl(org.id), {
      cookie: owner.cookie,
      payload: { csvContent: `email\n${a}\n${b}\n${c}` },
    });
    expect(json(roster.importExecute, second, 200)).toMatchObject({ invited: 1, skipped: 2 });
    const rows = await rowsOf(org.id);
    expect(rows.map((r) => [r.invitedEmail, r.invitedName, r.status, r.playerId]).sort()).toEqual(
      [
        [a, 'Ann Lee', 'invited', null],
        [b, null, 'invited', null],
        [c, null, 'invited', null],
      ].sort(),
    );
    expect(rows.find((r) => r.invitedEmail === a)?.fieldControl).toEqual({
      teamHistory: false,
      schedule: false,
      stats: true,
    });
    const mails = await t.db
      .select()
      .from(emailQueue)
      .where(eq(emailQueue.emailType, 'sponsorship_invitation'));
    expect(mails.filter((m) => [a, b, c].includes(m.to))).toHaveLength(3);
  });

  it('writes nothing when the file would pass the open-invitation cap (403)', async () => {
    const { org, owner } = await rosterOrg(t);
    const future = new Date(Date.now() + 86_400_000);
    await t.db.insert(orgSponsorships).values(
      Array.from({ length: MAX_OPEN_SPONSORSHIP_INVITATIONS - 1 }, (_, i) => ({
        organizationId: org.id,
        invitedEmail: `cap${i}@example.com`,
        status: 'invited' as const,
        expiresAt: future,
      })),
    );
    const res = await api.post(executeUrl(org.id), {
      cookie: owner.cookie,
      payload: { csvContent: `email\n${address()}\n${address()}` },
    });
    expect(res.statusCode).toBe(403);
    expect(errorJson(res).code).toBe('LIMIT_REACHED');
    expect(await rowsOf(org.id)).toHaveLength(MAX_OPEN_SPONSORSHIP_INVITATIONS - 1);
  });
});
