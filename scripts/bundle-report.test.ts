import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build as viteBuild } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Build,
  entryFiles,
  isSchemaModule,
  modulesIn,
  PAGES_WITHOUT_SCHEMAS,
  type RouteLoad,
  readBuild,
  routeLoads,
} from './bundle-routes.ts';

/**
 * The production build, made here into a temporary folder with the repository's vite.config.ts, and read
 * as `npm run bench:bundle` reads it: what a visitor's first page loads (D097).
 */
const ROOT = join(import.meta.dirname, '..');
let dist: string;
let build: Build;
let loads: RouteLoad[];

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'rinkside-build-'));
  // Vitest sets NODE_ENV=test, which Vite would keep: React's development build, other chunks.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await viteBuild({ root: ROOT, logLevel: 'warn', build: { outDir: join(dist, 'client') } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  build = readBuild(dist);
  loads = routeLoads(build);
}, 180_000);

afterAll(async () => {
  if (dist) await rm(dist, { recursive: true, force: true });
});

const load = (path: string) => {
  const row = loads.find((r) => r.path === path);
  if (!row) throw new Error(`No route ${path}`);
  return row;
};

describe('the JavaScript of a first visit', () => {
  it('tells zod and the contracts from other modules', () => {
    expect(isSchemaModule('node_modules/zod/v4/classic/schemas.js')).toBe(true);
    expect(isSchemaModule('common/contracts/players.ts')).toBe(true);
    expect(isSchemaModule('common/api/players.ts')).toBe(false);
    expect(isSchemaModule('node_modules/zod-to-json/index.js')).toBe(false);
  });

  it('of every page (the entry chunk and its imports) holds no zod and no contract, but the API client', () => {
    const modules = modulesIn(build, entryFiles(build));
    expect(modules).toContain('client/lib/api.ts');
    expect(modules).toContain('common/api/auth.ts');
    expect(modules.filter(isSchemaModule)).toEqual([]);
    expect(modules.filter((id) => id.includes('.development.'))).toEqual([]);
  });

  it.each(PAGES_WITHOUT_SCHEMAS)('of %s holds no zod and no contract', (path) => {
    expect(load(path).schemaModules).toEqual([]);
  });

  it("of a page with a form holds zod and that form's contracts", () => {
    const login = load('/login').schemaModules;
    expect(login.some((id) => id.startsWith('node_modules/zod/'))).toBe(true);
    expect(login).toContain('common/contracts/auth.ts');
  });
});
