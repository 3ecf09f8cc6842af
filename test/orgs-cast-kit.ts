import { beforeAll } from 'vitest';
import { type OrgWorld, orgWorld } from './org-members-kit.ts';
import { type SignedIn, signIn } from './players-kit.ts';
import type { TestApp } from './test-app.ts';

/** Who the organization API test files act as, signed in before the file's tests run. */
export interface OrgsCast {
  admin: SignedIn;
  player: SignedIn;
  /** North Stars Hockey Club with its owner and members. */
  world: OrgWorld;
  /** A member of another organization: ours does not exist for them. */
  outsider: SignedIn;
}

/** Registers the sign-ins of an organization API test file; the cast is filled before its tests run. */
export function orgsCast(t: TestApp): OrgsCast {
  const cast = {} as OrgsCast;
  beforeAll(async () => {
    cast.admin = await signIn(t, 'ADMIN', 'Ada Admin');
    cast.player = await signIn(t, 'PLAYER');
    cast.world = await orgWorld(t, { name: 'North Stars Hockey Club' });
    cast.outsider = (await orgWorld(t)).owner;
  });
  return cast;
}
