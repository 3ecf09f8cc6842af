import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Note } from '#common/contracts/notes.ts';
import { auditLogs } from '#server/db/schema/index.ts';
import { createPlayer, type Player } from '#server/db/seed/factories.ts';
import { issuesByPath, type SignedIn, signIn } from '#test/players-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';

const { t, api } = withTestApp();
let alice: SignedIn;
let bob: SignedIn;
let player: Player;

beforeAll(async () => {
  alice = await signIn(t, 'RECRUITER', 'Alice Scout');
  bob = await signIn(t, 'RECRUITER', 'Bob Scout');
  player = await createPlayer(t.db, { firstName: 'Ella', lastName: 'Lind' });
});

const notesUrl = (ref: string) => `/api/players/${ref}/notes`;
async function addNote(who: SignedIn, note: string, ref = player.id): Promise<Note> {
  const res = await api.post(notesUrl(ref), { cookie: who.cookie, payload: { note } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().note;
}
async function listNotes(who: SignedIn, ref = player.id): Promise<Note[]> {
  const res = await api.get(notesUrl(ref), { cookie: who.cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().notes;
}

describe('recruiter notes', () => {
  it('adds a trimmed note and lists the caller’s notes newest first', async () => {
    const first = await addNote(alice, '  Strong skater, watch the Jan 12 game.  ');
    expect(first).toMatchObject({ note: 'Strong skater, watch the Jan 12 game.' });
    expect(Number.isNaN(Date.parse(first.createdAt))).toBe(false);
    const second = await addNote(alice, 'Good hands in tight.');
    const notes = await listNotes(alice);
    expect(notes.map((n) => n.id)).toEqual([second.id, first.id]);
    expect(Object.keys(notes[0]!).sort()).toEqual(['createdAt', 'id', 'note']);
  });

  it('records note_created without the private text', async () => {
    const note = await addNote(alice, 'Confidential: follow up with the coach.');
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.eventType, 'note_created'), eq(auditLogs.userId, alice.user.id)))
      .orderBy(auditLogs.createdAt);
    expect(audit).toMatchObject({ targetType: 'player', targetId: player.id });
    const rows = await t.db.select().from(auditLogs).where(eq(auditLogs.eventType, 'note_created'));
    expect(rows.some((r) => (r.metadata as { noteId?: string }).noteId === note.id)).toBe(true);
    expect(JSON.stringify(rows)).not.toContain('Confidential');
  });

  it("never shows one recruiter's notes to another", async () => {
    await addNote(alice, 'Alice only');
    await addNote(bob, 'Bob only');
    const bobs = await listNotes(bob);
    expect(bobs.map((n) => n.note)).toEqual(['Bob only']);
    expect((await listNotes(alice)).some((n) => n.note === 'Bob only')).toBe(false);
    const fresh = await signIn(t, 'RECRUITER');
    expect(await listNotes(fresh)).toEqual([]);
  });

  it('finds the player by slug as well as by id', async () => {
    const other = await createPlayer(t.db, { firstName: 'Slug', lastName: 'Reader' });
    await addNote(alice, 'Found by slug', other.slug);
    expect((await listNotes(alice, other.id)).map((n) => n.note)).toEqual(['Found by slug']);
  });

  it('treats a profile that is not active as absent (404) for reading and writing', async () => {
    for (const profileStatus of ['draft', 'pending_consent', 'inactive'] as const) {
      const hidden = await createPlayer(t.db, { profileStatus });
      expect((await api.get(notesUrl(hidden.id), { cookie: alice.cookie })).statusCode, profileStatus).toBe(
        404,
      );
      const res = await api.post(notesUrl(hidden.id), { cookie: alice.cookie, payload: { note: 'x' } });
      expect(res.statusCode, profileStatus).toBe(404);
    }
    expect(
      (await api.get(notesUrl('00000000-0000-4000-8000-000000000000'), { cookie: alice.cookie })).statusCode,
    ).toBe(404);
  });

  it.each([
    [{ note: '' }, 'Note is required'],
    [{ note: '   \n ' }, 'Note is required'],
    [{}, 'Note is required'],
    [{ note: 'x'.repeat(2001) }, 'Note must be at most 2000 characters'],
    [{ note: 'a\u0000b' }, 'Note contains an invalid character'],
  ])('refuses %j with 400', async (payload, message) => {
    const res = await api.post(notesUrl(player.id), { cookie: alice.cookie, payload });
    expect(res.statusCode).toBe(400);
    expect(issuesByPath(res).note).toBe(message);
  });

  it('accepts 2000 characters and refuses unknown fields', async () => {
    await addNote(alice, 'z'.repeat(2000));
    const res = await api.post(notesUrl(player.id), {
      cookie: alice.cookie,
      payload: { note: 'hi', recruiterUserId: bob.user.id },
    });
    expect(res.statusCode).toBe(400);
  });

  it('needs a session (401) and is refused to players and parents (403)', async () => {
    expect((await api.get(notesUrl(player.id))).statusCode).toBe(401);
    expect((await api.post(notesUrl(player.id), { payload: { note: 'x' } })).statusCode).toBe(401);
    for (const role of ['PLAYER', 'PARENT'] as const) {
      const who = await signIn(t, role);
      expect((await api.get(notesUrl(player.id), { cookie: who.cookie })).statusCode, role).toBe(403);
      const res = await api.post(notesUrl(player.id), { cookie: who.cookie, payload: { note: 'x' } });
      expect(res.statusCode, role).toBe(403);
    }
  });
});
