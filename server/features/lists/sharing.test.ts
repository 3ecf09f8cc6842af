import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import {
  ALREADY_A_MEMBER,
  NOT_A_COLLEAGUE,
  OWNER_PROGRAM_UNVERIFIED,
  VIEW_ONLY,
} from '#common/contracts/list-sharing.ts';
import {
  auditLogs,
  emailQueue,
  playerRatings,
  recruiterListItems,
  recruiterNotes,
  recruiters,
} from '#server/db/schema/index.ts';
import { createPlayer, type Player } from '#server/db/seed/factories.ts';
import { errorJson, json } from '#test/api-json.ts';
import {
  addPlayer,
  juniorProgram,
  newList,
  programRecruiter,
  share,
  suspend,
} from '#test/list-sharing-kit.ts';
import { issuesByPath, type SignedIn, signIn } from '#test/players-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';

const { t, api } = withTestApp();

const BLIZZARD = juniorProgram('Prairie City Blizzard');
let owner: SignedIn;
let editor: SignedIn;
let viewer: SignedIn;
let rival: SignedIn;
let applicant: SignedIn;
let cole: Player;
let mia: Player;

beforeAll(async () => {
  owner = await programRecruiter(t, 'Olive Owner', BLIZZARD);
  // The same program, spelled with other spaces and letter case (D320).
  editor = await programRecruiter(t, 'Eddie Editor', juniorProgram('  prairie city  BLIZZARD'));
  viewer = await programRecruiter(t, 'Vera Viewer', BLIZZARD);
  rival = await programRecruiter(t, 'Rita Rival', juniorProgram('Lakeshore Storm'));
  applicant = await programRecruiter(t, 'Abe Applicant', BLIZZARD, { verified: false });
  cole = await createPlayer(t.db, { firstName: 'Cole', lastName: 'Hansen' });
  mia = await createPlayer(t.db, { firstName: 'Mia', lastName: 'Berg' });
});

const items = (who: SignedIn, listId: string) =>
  api.call(contract.lists.items.list, { params: { listId }, cookie: who.cookie });
const myLists = async (who: SignedIn) =>
  json(contract.lists.list, await api.call(contract.lists.list, { cookie: who.cookie })).lists;
const settings = (who: SignedIn, id: string) =>
  api.call(contract.listSharing.settings, { params: { id }, cookie: who.cookie });
const audit = (
  eventType: 'list_member_added' | 'list_member_updated' | 'list_member_removed',
  listId: string,
) =>
  t.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.eventType, eventType), eq(auditLogs.targetId, listId)));

describe('sharing a list with colleagues (D321)', () => {
  it('shares with a colleague of the same program, who sees it marked as shared by its owner', async () => {
    const listId = await newList(api, owner, 'Blizzard targets');
    await addPlayer(api, owner, listId, cole.id);
    const before = json(contract.listSharing.settings, await settings(owner, listId));
    expect(before.canShareWithColleagues).toBe(true);
    expect(before.colleagues.map((c) => c.name)).toEqual(['Eddie Editor', 'Vera Viewer']);
    expect(before.link).toEqual({ active: false, createdAt: null });

    const res = await share(api, owner, listId, editor, 'edit');
    expect(res.statusCode, res.body).toBe(201);
    expect(json(contract.listSharing.members.add, res).member).toMatchObject({
      userId: editor.user.id,
      name: 'Eddie Editor',
      access: 'edit',
    });
    const after = json(contract.listSharing.settings, await settings(owner, listId));
    expect(after.members.map((m) => [m.name, m.access])).toEqual([['Eddie Editor', 'edit']]);
    expect(after.colleagues.map((c) => c.name)).toEqual(['Vera Viewer']);

    const shared = (await myLists(editor)).find((l) => l.id === listId);
    expect(shared).toMatchObject({ access: 'edit', sharedBy: 'Olive Owner', itemCount: 1 });
    expect((await myLists(owner)).find((l) => l.id === listId)).toMatchObject({
      access: 'owner',
      sharedBy: null,
    });
    const read = json(contract.lists.items.list, await items(editor, listId));
    expect(read.list).toMatchObject({ access: 'edit', sharedBy: 'Olive Owner' });
    expect(read.items.map((i) => i.id)).toEqual([cole.id]);

    const [row] = await audit('list_member_added', listId);
    expect(row).toMatchObject({
      userId: owner.user.id,
      targetUserId: editor.user.id,
      metadata: { access: 'edit' },
    });
    const [mail] = await t.db.select().from(emailQueue).where(eq(emailQueue.to, editor.user.email));
    expect(mail).toMatchObject({ emailType: 'list_shared' });
    expect(mail?.body).toContain(`/recruiter/lists/${listId}`);
  });

  it('lets an edit colleague move stages and add or remove players; the owner sees the change', async () => {
    const listId = await newList(api, owner, 'Edit together');
    await addPlayer(api, owner, listId, cole.id);
    await share(api, owner, listId, editor, 'edit');
    const moved = await api.call(contract.lists.items.setStage, {
      params: { listId, playerId: cole.id },
      cookie: editor.cookie,
      body: { stage: 'Contacted' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await addPlayer(api, editor, listId, mia.id);
    const ownerView = json(contract.lists.items.list, await items(owner, listId));
    expect(ownerView.items.map((i) => [i.id, i.stage])).toEqual([
      [mia.id, 'Watching'],
      [cole.id, 'Contacted'],
    ]);
    const removed = await api.call(contract.lists.items.remove, {
      params: { listId, playerId: mia.id },
      cookie: editor.cookie,
    });
    expect(removed.statusCode).toBe(200);
    const [stageAudit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.eventType, 'list_item_stage_changed'), eq(auditLogs.targetId, cole.id)));
    expect(stageAudit?.userId).toBe(editor.user.id);
  });

  it('lets a view colleague read only: changes 403, owner-only actions 404', async () => {
    const listId = await newList(api, owner, 'Look only');
    await addPlayer(api, owner, listId, cole.id);
    expect((await share(api, owner, listId, viewer, 'view')).statusCode).toBe(201);
    expect((await items(viewer, listId)).statusCode).toBe(200);
    const stage = await api.call(contract.lists.items.setStage, {
      params: { listId, playerId: cole.id },
      cookie: viewer.cookie,
      body: { stage: 'Offer' },
    });
    expect(stage.statusCode).toBe(403);
    expect(errorJson(stage)).toMatchObject({ message: VIEW_ONLY, code: 'FORBIDDEN' });
    const add = await api.call(contract.lists.items.add, {
      params: { listId },
      cookie: viewer.cookie,
      body: { playerId: mia.id },
    });
    expect(add.statusCode).toBe(403);
    const remove = await api.call(contract.lists.items.remove, {
      params: { listId, playerId: cole.id },
      cookie: viewer.cookie,
    });
    expect(remove.statusCode).toBe(403);
    // Owner-only: rename, delete, export, share settings, the link: as if the list were not there.
    for (const res of [
      await api.call(contract.lists.update, {
        params: { id: listId },
        cookie: viewer.cookie,
        body: { name: 'Mine' },
      }),
      await api.call(contract.lists.delete, { params: { id: listId }, cookie: viewer.cookie }),
      await api.call(contract.lists.export, { params: { id: listId }, cookie: viewer.cookie }),
      await settings(viewer, listId),
      await api.call(contract.listSharing.link.create, { params: { id: listId }, cookie: viewer.cookie }),
      await share(api, viewer, listId, editor, 'edit'),
    ])
      expect(res.statusCode).toBe(404);
    const [item] = await t.db.select().from(recruiterListItems).where(eq(recruiterListItems.listId, listId));
    expect(item?.stage).toBe('Watching');
    // An edit colleague cannot do the owner's things either.
    await share(api, owner, listId, editor, 'edit');
    expect(
      (await api.call(contract.lists.delete, { params: { id: listId }, cookie: editor.cookie })).statusCode,
    ).toBe(404);
  });

  it("never shows the owner's notes and ratings to a colleague, only the colleague's own", async () => {
    const listId = await newList(api, owner, 'Private thoughts');
    await addPlayer(api, owner, listId, cole.id);
    await share(api, owner, listId, editor, 'edit');
    await t.db.insert(recruiterNotes).values([
      { recruiterUserId: owner.user.id, playerId: cole.id, note: 'OWNER-SECRET note' },
      { recruiterUserId: editor.user.id, playerId: cole.id, note: 'My own take' },
    ]);
    await t.db
      .insert(playerRatings)
      .values({ recruiterUserId: owner.user.id, playerId: cole.id, overall: 2 });
    const colleague = await items(editor, listId);
    expect(colleague.body).not.toContain('OWNER-SECRET');
    expect(json(contract.lists.items.list, colleague).items[0]).toMatchObject({
      myRating: null,
      latestNote: 'My own take',
    });
    const own = json(contract.lists.items.list, await items(owner, listId)).items[0];
    expect(own).toMatchObject({ myRating: 2, latestNote: 'OWNER-SECRET note' });
    expect(JSON.stringify(own)).not.toContain('My own take');
  });

  it('changes and ends a colleague’s access, audited; the list is gone from their page', async () => {
    const listId = await newList(api, owner, 'Changing hands');
    await share(api, owner, listId, viewer, 'view');
    const up = await api.call(contract.listSharing.members.update, {
      params: { id: listId, userId: viewer.user.id },
      cookie: owner.cookie,
      body: { access: 'edit' },
    });
    expect(up.statusCode).toBe(200);
    expect(json(contract.listSharing.members.update, up).member.access).toBe('edit');
    expect((await audit('list_member_updated', listId))[0]?.metadata).toEqual({ from: 'view', to: 'edit' });
    const gone = await api.call(contract.listSharing.members.remove, {
      params: { id: listId, userId: viewer.user.id },
      cookie: owner.cookie,
    });
    expect(gone.statusCode).toBe(200);
    expect(await audit('list_member_removed', listId)).toHaveLength(1);
    expect((await myLists(viewer)).some((l) => l.id === listId)).toBe(false);
    expect((await items(viewer, listId)).statusCode).toBe(404);
    const again = await api.call(contract.listSharing.members.remove, {
      params: { id: listId, userId: viewer.user.id },
      cookie: owner.cookie,
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses a recruiter of another program, an unverified one, a non-recruiter and an unknown address alike (400)', async () => {
    const listId = await newList(api, owner, 'Program only');
    const parent = await signIn(t, 'PARENT', 'Pat Parent');
    for (const who of [rival, applicant, parent]) {
      const res = await share(api, owner, listId, who, 'view');
      expect(res.statusCode).toBe(400);
      expect(issuesByPath(res).email).toBe(NOT_A_COLLEAGUE);
    }
    const unknown = await api.call(contract.listSharing.members.add, {
      params: { id: listId },
      cookie: owner.cookie,
      body: { email: 'nobody@example.com', access: 'view' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(issuesByPath(unknown).email).toBe(NOT_A_COLLEAGUE);
    // The owner cannot add themselves.
    expect((await share(api, owner, listId, owner, 'edit')).statusCode).toBe(400);
    const listed = json(contract.listSharing.settings, await settings(owner, listId));
    expect(listed.members).toEqual([]);
    expect(listed.colleagues.map((c) => c.userId)).not.toContain(rival.user.id);
    expect(listed.colleagues.map((c) => c.userId)).not.toContain(applicant.user.id);
  });

  it('answers a second share with 409, and bad input with 400 and the message', async () => {
    const listId = await newList(api, owner, 'Bad input');
    expect((await share(api, owner, listId, editor, 'view')).statusCode).toBe(201);
    const twice = await share(api, owner, listId, editor, 'edit');
    expect(twice.statusCode).toBe(409);
    expect(errorJson(twice).message).toBe(ALREADY_A_MEMBER);
    const cases: [unknown, string, string][] = [
      [{ email: '', access: 'view' }, 'email', 'Email is required'],
      [{ email: 'not-an-address', access: 'view' }, 'email', 'Invalid email address'],
      [{ email: editor.user.email, access: 'admin' }, 'access', 'Choose view or edit'],
      [{ email: editor.user.email }, 'access', 'Choose view or edit'],
    ];
    for (const [bodyRaw, path, message] of cases) {
      const res = await api.call(contract.listSharing.members.add, {
        params: { id: listId },
        cookie: owner.cookie,
        bodyRaw,
      });
      expect(res.statusCode).toBe(400);
      expect(issuesByPath(res)[path]).toBe(message);
    }
    const extra = await api.call(contract.listSharing.members.add, {
      params: { id: listId },
      cookie: owner.cookie,
      bodyRaw: { email: editor.user.email, access: 'view', listId },
    });
    expect(extra.statusCode).toBe(400);
    const badAccess = await api.call(contract.listSharing.members.update, {
      params: { id: listId, userId: editor.user.id },
      cookie: owner.cookie,
      bodyRaw: { access: 'owner' },
    });
    expect(badAccess.statusCode).toBe(400);
    expect(
      (
        await api.patch(`/api/lists/${listId}/members/nope`, {
          cookie: owner.cookie,
          payload: { access: 'view' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('needs a verified program of the owner to share with colleagues (403)', async () => {
    const listId = await newList(api, applicant, 'Waiting for verification');
    const view = json(contract.listSharing.settings, await settings(applicant, listId));
    expect(view).toMatchObject({ canShareWithColleagues: false, colleagues: [] });
    const res = await share(api, applicant, listId, owner, 'view');
    expect(res.statusCode).toBe(403);
    expect(errorJson(res).message).toBe(OWNER_PROGRAM_UNVERIFIED);
  });

  it('ends access when the colleague leaves the program or is suspended', async () => {
    const listId = await newList(api, owner, 'Staff changes');
    const leaving = await programRecruiter(t, 'Lee Leaving', BLIZZARD);
    const suspended = await programRecruiter(t, 'Sam Suspended', BLIZZARD);
    await share(api, owner, listId, leaving, 'edit');
    await share(api, owner, listId, suspended, 'view');
    expect((await items(leaving, listId)).statusCode).toBe(200);
    await t.db
      .update(recruiters)
      .set({ verifiedProgram: juniorProgram('Lakeshore Storm') })
      .where(eq(recruiters.userId, leaving.user.id));
    expect((await items(leaving, listId)).statusCode).toBe(404);
    expect((await myLists(leaving)).some((l) => l.id === listId)).toBe(false);
    await suspend(t, suspended.user.id);
    expect(
      json(contract.listSharing.settings, await settings(owner, listId)).colleagues.map((c) => c.name),
    ).not.toContain('Sam Suspended');
  });

  it('keeps strangers out: another recruiter 404, no session 401, other roles 403', async () => {
    const listId = await newList(api, owner, 'Closed');
    await addPlayer(api, owner, listId, cole.id);
    expect((await items(rival, listId)).statusCode).toBe(404);
    expect((await settings(rival, listId)).statusCode).toBe(404);
    const anon = [
      await api.call(contract.listSharing.settings, { params: { id: listId } }),
      await api.call(contract.listSharing.members.add, {
        params: { id: listId },
        body: { email: editor.user.email, access: 'view' },
      }),
      await api.call(contract.listSharing.members.remove, { params: { id: listId, userId: editor.user.id } }),
      await api.call(contract.listSharing.link.create, { params: { id: listId } }),
    ];
    for (const res of anon) expect(res.statusCode).toBe(401);
    const parent = await signIn(t, 'PARENT');
    expect((await settings(parent, listId)).statusCode).toBe(403);
    expect((await items(parent, listId)).statusCode).toBe(403);
  });
});
