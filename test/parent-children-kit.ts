import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { api as contract, type EndpointBody } from '#common/api/index.ts';
import { playerParents } from '#server/db/schema/index.ts';
import { birthYearForAge, type requester } from './players-kit.ts';
import type { TestApp } from './test-app.ts';

/**
 * The steps the parents API test files share, on the file's app `t`: a child's creation body, creating a
 * child as a parent, and the child's parent links.
 */
export function parentChildrenKit(t: TestApp, api: ReturnType<typeof requester>) {
  type ChildBody = EndpointBody<typeof contract.parents.createPlayer>;

  const childBody = (over: Partial<ChildBody> = {}): ChildBody => ({
    firstName: 'Casey',
    lastName: 'Junior',
    birthYear: birthYearForAge(12),
    preferredPosition: 'LW',
    shoots: 'R',
    ...over,
  });

  async function createChild(cookie: string, over: Partial<ChildBody> = {}) {
    const res = await api.call(contract.parents.createPlayer, { cookie, body: childBody(over) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().player as { id: string; slug: string; profileStatus: string };
  }

  const linksOf = (playerId: string) =>
    t.db.select().from(playerParents).where(eq(playerParents.playerId, playerId));

  return { childBody, createChild, linksOf };
}
