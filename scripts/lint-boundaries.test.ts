import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The import boundaries (the Biome plugin lint/boundaries.grit that biome.json loads, and noImportCycles)
 * catch a new crossing: probe files with forbidden and allowed imports are linted with the repository's
 * biome.json, its plugins and package.json imports in a temporary copy of the folder layout, in one Biome
 * run, and exactly the forbidden lines must be reported. The probe's features (alpha, beta, ... and the
 * client's omega) are folders that no configuration names: the rules hold for any new feature (D271).
 */

const ROOT = resolve(import.meta.dirname, '..');
const BIOME = join(ROOT, 'node_modules', '.bin', 'biome');

/** Each probe file: its import lines, true for the ones the rules must refuse. */
const PROBES: Record<string, [specifier: string, forbidden: boolean][]> = {
  'server/features/alpha/alpha.service.ts': [
    ['#server/features/beta/beta.service.ts', true],
    ['#server/features/beta/sub/deep.ts', true],
    ['../beta/beta.service.ts', true],
    ['../beta/index.ts', true],
    ['#server/features/alpha/alpha.helpers.ts', true],
    ['../../lib/errors.ts', true],
    ['#server/features/beta/index.ts', false],
    ['#server/features/alpha/index.ts', false],
    ['./alpha.helpers.ts', false],
    ['#server/lib/errors.ts', false],
    ['#server/db/schema/index.ts', false],
    ['#common/enums.ts', false],
  ],
  'server/features/alpha/alpha.test.ts': [
    ['#server/features/beta/beta.service.ts', true],
    ['./alpha.service.ts', false],
    ['#test/test-app.ts', false],
    ['../../../test/test-app.ts', true],
  ],
  'server/features/alpha/alpha-kit.ts': [
    ['#test/test-app.ts', true],
    ['../../../test/test-app.ts', true],
    ['./alpha.service.ts', false],
  ],
  'client/lib/dates.ts': [
    ['#test/component-kit.tsx', true],
    ['./api.ts', false],
  ],
  'server/app.ts': [
    ['./features/beta/beta.routes.ts', true],
    ['#server/features/beta/beta.routes.ts', true],
    ['./features/beta/index.ts', false],
    ['./plugins/auth.ts', false],
  ],
  'server/db/seed/demo.ts': [
    ['#server/features/beta/index.ts', true],
    ['../../features/beta/index.ts', true],
    ['#server/lib/password.ts', false],
    ['../client.ts', false],
  ],
  'server/lib/email/queue.ts': [
    ['#server/features/beta/beta.service.ts', true],
    ['../errors.ts', false],
  ],
  'server/plugins/auth.ts': [
    ['../features/beta/index.ts', true],
    ['#server/lib/errors.ts', false],
  ],
  'common/enums.ts': [
    ['#server/env.ts', true],
    ['#client/lib/format.ts', true],
    ['../server/env.ts', true],
    ['./age.ts', false],
  ],
  'common/contracts/players.ts': [
    ['../../server/db/schema/index.ts', true],
    ['#server/lib/errors.ts', true],
    ['../enums.ts', false],
    ['#common/age.ts', false],
  ],
  'common/contracts/deep/ids.ts': [
    ['../../../server/env.ts', true],
    ['#client/lib/format.ts', true],
    ['../../enums.ts', false],
    ['../players.ts', false],
  ],
  'client/lib/api.ts': [
    ['#server/app.ts', true],
    ['../../server/app.ts', true],
    ['#common/enums.ts', false],
    ['react-dom/server', false],
  ],
  'client/features/beta/beta-page.tsx': [
    ['#server/features/beta/index.ts', true],
    ['#common/contracts/players.ts', false],
  ],
  'client/features/omega/components/omega-card.tsx': [
    ['#client/features/beta/components/beta-card.tsx', true],
    ['#client/features/beta/api/get-beta.ts', true],
    ['#client/features/beta/sub/index.ts', true],
    ['#client/features/beta/index.tsx', true],
    ['../../beta/components/beta-card.tsx', true],
    ['../../beta/index.ts', true],
    ['#client/features/omega/api/get-omega.ts', true],
    ['../../../lib/api.ts', true],
    ['../../../../server/app.ts', true],
    ['#server/features/beta/beta.service.ts', true],
    ['#client/features/beta/index.ts', false],
    ['../api/get-omega.ts', false],
    ['./omega-row.tsx', false],
    ['../lib/omega-format.ts', false],
    ['#client/components/ui/button.tsx', false],
    ['#client/lib/api.ts', false],
    ['#test/render.tsx', true],
    ['../../../../test/render.tsx', true],
  ],
  'client/app/routes.tsx': [
    ['#client/features/omega/omega-page.tsx', false],
    ['#client/features/beta/index.ts', false],
    ['#server/app.ts', true],
  ],
  'client/features/omega/omega-page.tsx': [
    ['../beta/beta-page.tsx', true],
    ['#client/features/omega/index.ts', false],
    ['./components/omega-card.tsx', false],
  ],
};

/** Dynamic imports (lazy parts): one file, the line of each import(), true for the forbidden ones. */
const DYNAMIC: Record<string, [specifier: string, forbidden: boolean][]> = {
  'client/features/omega/lazy-parts.ts': [
    ['#client/features/beta/components/beta-card.tsx', true],
    ['../beta/components/beta-card.tsx', true],
    ['#client/features/beta/index.ts', false],
    ['./components/omega-card.tsx', false],
  ],
  'server/features/alpha/lazy.ts': [
    ['#server/features/beta/beta.service.ts', true],
    ['#server/features/beta/index.ts', false],
  ],
};

/** Two features that import each other through their public modules: a cycle. */
const CYCLE: Record<string, string> = {
  'server/features/gamma/index.ts': "export { gamma } from './gamma.service.ts';\n",
  'server/features/gamma/gamma.service.ts':
    "import { delta } from '#server/features/delta/index.ts';\nexport const gamma = () => delta;\n",
  'server/features/delta/index.ts': "export { delta } from './delta.service.ts';\n",
  'server/features/delta/delta.service.ts':
    "import { gamma } from '#server/features/gamma/index.ts';\nexport const delta = () => gamma;\n",
};

function probeSource(imports: [string, boolean][]): string {
  return `${imports.map(([specifier], i) => `import { x${i} } from '${specifier}';`).join('\n')}\nexport const all = [${imports.map((_, i) => `x${i}`).join(', ')}];\n`;
}

function dynamicSource(imports: [string, boolean][]): string {
  return `${imports.map(([specifier], i) => `export const x${i} = () => import('${specifier}');`).join('\n')}\n`;
}

const PLUGINS_DIR = 'lint';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rinkside-lint-'));
  const config = JSON.parse(await readFile(join(ROOT, 'biome.json'), 'utf8')) as Record<string, unknown>;
  // The schema path is relative to the repository; the rules are all that matter here.
  delete config.$schema;
  await writeFile(join(dir, 'biome.json'), JSON.stringify({ ...config, root: true }));
  // The plugins biome.json loads (paths relative to it), copied beside the copy.
  await mkdir(join(dir, PLUGINS_DIR));
  for (const plugin of await readdir(join(ROOT, PLUGINS_DIR))) {
    await writeFile(join(dir, PLUGINS_DIR, plugin), await readFile(join(ROOT, PLUGINS_DIR, plugin)));
  }
  // The subpath imports (#server/*, ...), so that Biome resolves modules as the repository does.
  const { imports } = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as { imports: unknown };
  await writeFile(join(dir, 'package.json'), JSON.stringify({ type: 'module', imports }));
  const files = {
    ...Object.fromEntries(Object.entries(PROBES).map(([path, lines]) => [path, probeSource(lines)])),
    ...Object.fromEntries(Object.entries(DYNAMIC).map(([path, lines]) => [path, dynamicSource(lines)])),
    ...CYCLE,
  };
  for (const [path, source] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), source);
  }
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

interface BiomeReport {
  diagnostics: { category: string; severity: string; location: { path: string; start: { line: number } } }[];
}

async function lint(): Promise<BiomeReport> {
  // Every rule as configured (--only would switch a rule on that biome.json leaves off).
  const args = ['lint', '--reporter=json', '--colors=off', '--max-diagnostics=none', '.'];
  // Biome exits 1 when it reports an error: the report is on stdout either way.
  const { stdout } = await promisify(execFile)(BIOME, args, { cwd: dir }).catch(
    (err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }),
  );
  return JSON.parse(stdout) as BiomeReport;
}

let report: BiomeReport;
beforeAll(async () => {
  report = await lint();
}, 30_000);

describe('import boundaries (biome.json and lint/boundaries.grit)', () => {
  it('reports every forbidden import once and none of the allowed ones', () => {
    const probes = { ...PROBES, ...DYNAMIC };
    const named = (severity: string, path: string, line: number) =>
      `${severity} ${path}:${line} ${probes[path]?.[line - 1]?.[0]}`;
    // A plugin that fails while it runs reports at the information level, at no line: it shows here.
    const reported = report.diagnostics
      .filter((d) => d.category === 'plugin')
      .map((d) => named(d.severity, d.location.path.replaceAll('\\', '/'), d.location.start.line))
      .sort();
    const expected = Object.entries(probes)
      .flatMap(([path, imports]) =>
        imports.flatMap(([, forbidden], i) => (forbidden ? [named('error', path, i + 1)] : [])),
      )
      .sort();
    expect(reported.length, 'Biome reported nothing: did the run fail?').toBeGreaterThan(0);
    expect(reported).toEqual(expected);
  });

  it('names no feature: the probe features are folders no configuration lists', async () => {
    const configs = [await readFile(join(ROOT, 'biome.json'), 'utf8')];
    for (const plugin of await readdir(join(ROOT, PLUGINS_DIR))) {
      configs.push(await readFile(join(ROOT, PLUGINS_DIR, plugin), 'utf8'));
    }
    for (const feature of ['alpha', 'beta', 'omega']) {
      for (const config of configs) expect(config).not.toContain(feature);
    }
  });

  it('reports a cycle between features', () => {
    const inCycle = new Set(
      report.diagnostics
        .filter((d) => d.category === 'lint/suspicious/noImportCycles')
        .map((d) => d.location.path.replaceAll('\\', '/')),
    );
    expect([...inCycle].sort()).toEqual(Object.keys(CYCLE).sort());
  });
});
