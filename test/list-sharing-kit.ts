import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import type { VerifiedProgram } from '#common/contracts/recruiters.ts';
import { recruiters, users } from '#server/db/schema/index.ts';
import { json } from './api-json.ts';
import { type requester, type SignedIn, signIn } from './players-kit.ts';
import type { TestApp } from './test-app.ts';

type ApiCaller = ReturnType<typeof requester>;

/** A junior team's program as an administrator verified it (D320 compares these). */
export const juniorProgram = (name: string): VerifiedProgram => ({
  kind: 'junior',
  level: 'ushl',
  division: null,
  programGender: null,
  ncaaProgramId: null,
  name,
});

/**
 * A signed-in recruiter with a program: verified (its snapshot in verified_program) unless `verified` is
 * false, when the program waits in the administrators' queue.
 */
export async function programRecruiter(
  t: TestApp,
  name: string,
  program: VerifiedProgram,
  { verified = true }: { verified?: boolean } = {},
): Promise<SignedIn> {
  const who = await signIn(t, 'RECRUITER', name);
  await t.db.insert(recruiters).values({
    userId: who.user.id,
    programKind: program.kind,
    programLevel: program.level,
    orgName: program.name,
    verified,
    verifiedAt: verified ? new Date() : null,
    verifiedProgram: verified ? program : null,
  });
  return who;
}

export async function suspend(t: TestApp, userId: string) {
  await t.db.update(users).set({ suspended: true, suspendedAt: new Date() }).where(eq(users.id, userId));
}

export async function newList(api: ApiCaller, who: SignedIn, name: string): Promise<string> {
  const res = await api.call(contract.lists.create, { cookie: who.cookie, body: { name } });
  expect(res.statusCode, res.body).toBe(201);
  return json(contract.lists.create, res).list.id;
}

export async function addPlayer(api: ApiCaller, who: SignedIn, listId: string, playerId: string) {
  const res = await api.call(contract.lists.items.add, {
    params: { listId },
    cookie: who.cookie,
    body: { playerId },
  });
  expect(res.statusCode, res.body).toBe(201);
}

export async function share(
  api: ApiCaller,
  owner: SignedIn,
  listId: string,
  colleague: SignedIn,
  access: 'view' | 'edit',
) {
  return api.call(contract.listSharing.members.add, {
    params: { id: listId },
    cookie: owner.cookie,
    body: { email: colleague.user.email, access },
  });
}
