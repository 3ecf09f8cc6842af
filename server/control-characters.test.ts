import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { CONTROL_MESSAGE, ONE_LINE_MESSAGE } from '#common/contracts/text.ts';
import { players } from '#server/db/schema/index.ts';
import { errorJson, json } from '#test/api-json.ts';
import { birthYearForAge, issuesByPath, ownedPlayer, signIn } from '#test/players-kit.ts';
import { rosterOrg } from '#test/roster-kit.ts';
import { TERMS_AGREEMENT, uniqueEmail } from '#test/test-app.ts';
import { withTestApp } from '#test/with-test-app.ts';

/**
 * D134: control characters (C0 but tab, line feed and carriage return; DEL; C1) are
 * refused in every string a route takes, and single-line fields refuse line breaks and tabs too; the CSV
 * imports name the row. Multi-line free text keeps its line breaks.
 */
const { t, api } = withTestApp();

const ESC = '\u001b';
const BEL = '\u0007';
const DEL = '\u007f';
const NEL = '\u0085';
const CSI = '\u009b';

describe('control characters in forms', () => {
  it('refuses ESC, BEL, DEL and C1 controls in a name at sign-up, and a line break (400 naming the field)', async () => {
    const register = (name: string) =>
      api.post('/api/auth/register', {
        payload: {
          email: uniqueEmail(),
          password: 'secret password',
          name,
          role: 'PARENT',
          ...TERMS_AGREEMENT,
        },
      });
    for (const bad of [`Ann${ESC}[2J`, `Ann${BEL}`, `Ann${DEL}`, `Ann${NEL}Lee`, `Ann${CSI}31m`]) {
      const res = await register(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(issuesByPath(res).name).toBe(CONTROL_MESSAGE);
    }
    for (const broken of ['Ann\nLee', 'Ann\tLee', 'Ann\rLee']) {
      const res = await register(broken);
      expect(res.statusCode).toBe(400);
      expect(issuesByPath(res).name).toBe(ONE_LINE_MESSAGE);
    }
    // Around the text, white space is trimmed as before.
    expect((await register('  Ann Lee\n')).statusCode).toBe(201);
  });

  it('keeps line breaks and tabs in multi-line text (a bio), refuses other controls there, and line breaks in single-line fields', async () => {
    const { owner, player } = await ownedPlayer(t, { birthYear: birthYearForAge(20) });
    const patch = (payload: object) =>
      api.patch(`/api/players/${player.id}`, { cookie: owner.cookie, payload });
    const bio = 'Line one\r\nLine two\n\n\tIndented';
    const ok = await patch({ bio });
    expect(ok.statusCode, ok.body).toBe(200);
    const [row] = await t.db.select({ bio: players.bio }).from(players).where(eq(players.id, player.id));
    expect(row!.bio).toBe(bio);

    const refusals: [object, string, string][] = [
      [{ bio: `Hi${ESC}]0;title${BEL}` }, 'bio', CONTROL_MESSAGE],
      [{ bio: `Hi${CSI}` }, 'bio', CONTROL_MESSAGE],
      [{ firstName: `Jo${BEL}` }, 'firstName', CONTROL_MESSAGE],
      [{ firstName: 'Jo\nJo' }, 'firstName', ONE_LINE_MESSAGE],
      [{ city: `Duluth${NEL}` }, 'city', CONTROL_MESSAGE],
    ];
    for (const [payload, field, message] of refusals) {
      const res = await patch(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorJson(res).code).toBe('VALIDATION_ERROR');
      expect(issuesByPath(res)[field]).toBe(message);
    }
    const [after] = await t.db.select().from(players).where(eq(players.id, player.id));
    expect(after!.firstName).toBe(player.firstName);
    expect(after!.bio).toBe(bio);
  });

  it('refuses controls in fields without a rule of their own too: a password, a query string', async () => {
    const login = await api.post('/api/auth/login', {
      payload: { email: 'someone@example.com', password: `pass${ESC}word` },
    });
    expect(login.statusCode).toBe(400);
    expect(issuesByPath(login).password).toBe(CONTROL_MESSAGE);
    const coach = await signIn(t, 'RECRUITER');
    const search = await api.get(`/api/players/search?keyword=${encodeURIComponent(`Jo${BEL}`)}`, {
      cookie: coach.cookie,
    });
    expect(search.statusCode).toBe(400);
  });
});

describe('control characters in CSV imports', () => {
  it('the admin import names the row and field of a control character, and reads CRLF files', async () => {
    const admin = await signIn(t, 'ADMIN');
    const year = birthYearForAge(20);
    const csvContent = [
      'firstName,lastName,birthYear',
      `Al,Fine,${year}`,
      `Bo${ESC}[31m,Red,${year}`,
      `Cy,Bell${BEL},${year}`,
    ].join('\r\n');
    const res = await api.post('/api/admin/import/validate', {
      cookie: admin.cookie,
      payload: { csvContent },
    });
    const body = json(contract.admin.import.validate, res, 200);
    expect(body.validRows).toBe(1);
    expect(body.errors).toEqual([
      { row: 3, field: 'firstName', message: 'First name: contains an invalid character' },
      { row: 4, field: 'lastName', message: 'Last name: contains an invalid character' },
    ]);
  });

  it('the roster import names the row and field of a control character', async () => {
    const { org, owner } = await rosterOrg(t);
    const csvContent = [
      'email,firstName,lastName',
      `${uniqueEmail('ok')},Al,Fine`,
      `${uniqueEmail('x')},Bo${CSI},Red`,
    ].join('\n');
    const res = await api.post(`/api/orgs/${org.id}/roster/import/validate`, {
      cookie: owner.cookie,
      payload: { csvContent },
    });
    const body = json(contract.orgs.roster.importValidate, res, 200);
    expect(body.validRows).toBe(1);
    expect(body.errors).toEqual([
      { row: 3, field: 'firstName', message: 'First name: contains an invalid character' },
    ]);
  });
});
