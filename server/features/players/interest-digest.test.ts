import { describe, expect, it } from 'vitest';
import type { VerifiedProgram } from '#common/contracts/recruiters.ts';
import {
  conversationParticipants,
  conversations,
  profileViews,
  recruiterListItems,
  recruiterLists,
  recruiters,
} from '#server/db/schema/index.ts';
import { createPlayer } from '#server/db/seed/factories.ts';
import { birthYearForAge, linkedParent, type SignedIn, signIn } from '#test/players-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';
import { interestDigest } from './interest-digest.ts';

/** D334: the weekly digest's content, a pure read the scheduled job calls (it sends nothing itself). */
const { t } = withTestApp();

/** A fixed past week, Monday 2026-11-16 to Sunday 2026-11-22 (UTC). */
const MONDAY = '2026-11-16';
const day = (iso: string, time = '10:00:00') => new Date(`${iso}T${time}Z`);

const USHL: VerifiedProgram = {
  kind: 'junior',
  level: 'ushl',
  division: null,
  programGender: 'men',
  ncaaProgramId: null,
  name: 'Prairie City <Blizzard>',
};

async function recruiter(name: string): Promise<SignedIn> {
  const r = await signIn(t, 'RECRUITER', name);
  await t.db.insert(recruiters).values({
    userId: r.user.id,
    orgName: USHL.name,
    programKind: 'junior',
    programLevel: 'ushl',
    verified: true,
    verifiedProgram: USHL,
  });
  return r;
}

async function world() {
  const child = await createPlayer(t.db, {
    birthYear: birthYearForAge(15),
    profileStatus: 'active',
    firstName: 'Maya',
    lastName: 'Lind',
  });
  const parent = await linkedParent(t, child.id);
  const saver = await recruiter('Quinn Quietly');
  const writer = await recruiter('Wendy Writer');
  await t.db.insert(profileViews).values([
    {
      playerId: child.id,
      viewerRole: 'RECRUITER',
      viewerKey: `u:${saver.user.id}`,
      viewerUserId: saver.user.id,
      viewedOn: '2026-11-17',
    },
    {
      playerId: child.id,
      viewerRole: 'anonymous',
      viewerKey: 'a:x',
      viewerUserId: null,
      viewedOn: '2026-11-18',
    },
    {
      playerId: child.id,
      viewerRole: 'anonymous',
      viewerKey: 'a:x',
      viewerUserId: null,
      viewedOn: '2026-11-19',
    },
    // The Monday after: next week's digest.
    {
      playerId: child.id,
      viewerRole: 'anonymous',
      viewerKey: 'a:y',
      viewerUserId: null,
      viewedOn: '2026-11-23',
    },
  ]);
  const [list] = await t.db
    .insert(recruiterLists)
    .values({ ownerUserId: saver.user.id, name: 'Wingers' })
    .returning();
  await t.db
    .insert(recruiterListItems)
    .values({ listId: list!.id, playerId: child.id, addedAt: day('2026-11-22', '23:59:00') });
  const [thread] = await t.db
    .insert(conversations)
    .values({
      playerId: child.id,
      recruiterUserId: writer.user.id,
      startedByUserId: writer.user.id,
      createdAt: day('2026-11-20'),
    })
    .returning();
  await t.db.insert(conversationParticipants).values([
    { conversationId: thread!.id, userId: writer.user.id, role: 'recruiter' },
    { conversationId: thread!.id, userId: parent.user.id, role: 'parent' },
  ]);
  return { child, parent, saver, writer, thread: thread! };
}

describe('interestDigest', () => {
  it("counts the week's viewers, saves and conversations; names the writer to a parent in the thread, never the saver", async () => {
    const { child, parent, saver, thread } = await world();
    const digest = await interestDigest(t.db, child.id, MONDAY, {
      recipientUserId: parent.user.id,
      appUrl: 'https://rinkside.example/',
      unsubscribeUrl: 'https://rinkside.example/unsubscribe/abc',
    });
    expect(digest).toMatchObject({
      weekStart: MONDAY,
      weekEnd: '2026-11-22',
      figures: { viewers: 2, recruiterViewers: 1, savedBy: 1, conversations: 1 },
      quiet: false,
    });
    expect(digest.subject).toBe("Maya Lind's week on Rinkside: 2 viewers, 1 save, 1 conversation");
    expect(digest.named).toEqual([
      expect.objectContaining({ recruiterName: 'Wendy Writer', group: 'junior:ushl' }),
    ]);
    // Two USHL recruiters: fewer than 3, so counted as "Other programs".
    expect(digest.programs).toEqual([{ group: 'other', viewers: 1, savedBy: 1, conversations: 1 }]);
    expect(digest.text).toContain('- 2 different viewers (1 recruiter)');
    expect(digest.text).toContain('- 1 recruiter saved the profile to a list');
    expect(digest.text).toContain('- 1 conversation started by a recruiter');
    expect(digest.text).toContain('Other programs: 1 viewed, 1 saved, 1 wrote');
    expect(digest.text).toContain(
      `Wendy Writer (Prairie City <Blizzard>), USHL, wrote on November 20, 2026: https://rinkside.example/messages/${thread.id}`,
    );
    expect(digest.text).toContain(`https://rinkside.example/parent/player/${child.id}?tab=analytics`);
    expect(digest.text).toContain('Stop these weekly e-mails: https://rinkside.example/unsubscribe/abc');
    for (const part of [digest.text, digest.html]) {
      expect(part).not.toContain('Quinn');
      expect(part).not.toContain(saver.user.id);
    }
    // The HTML part escapes what users typed.
    expect(digest.html).toContain('Prairie City &lt;Blizzard&gt;');
    expect(digest.html).not.toContain('<Blizzard>');
    expect(digest.html).toContain('<a href="https://rinkside.example/unsubscribe/abc">');
  });

  it('without a recipient in the thread nobody is named; a quiet week says so; the week must start on a Monday', async () => {
    const { child } = await world();
    const anonymous = await interestDigest(t.db, child.id, MONDAY);
    expect(anonymous.named).toEqual([]);
    expect(anonymous.text).not.toContain('Wendy');
    expect(anonymous.text).not.toContain('http');
    const quiet = await interestDigest(t.db, child.id, '2026-11-02');
    expect(quiet.quiet).toBe(true);
    expect(quiet.figures).toEqual({ viewers: 0, recruiterViewers: 0, savedBy: 0, conversations: 0 });
    await expect(interestDigest(t.db, child.id, '2026-11-17')).rejects.toThrow(/Monday/);
    await expect(interestDigest(t.db, child.id, 'soon')).rejects.toThrow(/Monday/);
  });
});
