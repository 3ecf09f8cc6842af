/**
 * Initial JavaScript per client route, from the production build: `npm run bench:bundle` builds, then runs
 * this (`npx tsx scripts/bundle-report.ts` reads an existing build). For each route of client/app/routes.tsx it adds up the entry chunk, the chunks
 * the entry imports (index.html preloads them) and the route's area chunk with the chunks that imports,
 * as listed in the build manifest (dist/client-manifest.json), and prints their raw, gzip (level 9) and brotli (quality
 * 11) sizes: the files the server sends precompressed (vite.config.ts). KB = 1,024 bytes, as in
 * docs/performance.md.
 * Fails when the landing page's gzipped JavaScript is over LANDING_BUDGET.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { RouteObject } from 'react-router';
import { routeAccess } from '../client/app/route-access.ts';
import { type RouteHandle, routes } from '../client/app/routes.tsx';

const LANDING_BUDGET = 150 * 1024;
const ROOT = join(import.meta.dirname, '..');
const DIST = join(ROOT, 'dist', 'client');
/** Written by the build (vite.config.ts keepManifestPrivate). */
const MANIFEST_PATH = 'dist/client-manifest.json';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

let manifest: Manifest;
try {
  manifest = JSON.parse(readFileSync(join(ROOT, MANIFEST_PATH), 'utf8')) as Manifest;
} catch {
  console.error(`No ${MANIFEST_PATH}: run \`npx vite build\` first.`);
  process.exit(1);
}

/** The chunk's file and every file it imports statically (all fetched before it runs). */
function withImports(key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build has no chunk for ${key}`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) withImports(imported, into);
  return into;
}

const sizes = new Map<string, { raw: number; gzip: number; brotli: number }>();
function sizeOf(file: string) {
  let size = sizes.get(file);
  if (!size) {
    const data = readFileSync(join(DIST, file));
    size = {
      raw: data.length,
      gzip: gzipSync(data, { level: 9 }).length,
      brotli: brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
    sizes.set(file, size);
  }
  return size;
}

function total(files: Set<string>) {
  const sum = { files: files.size, raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const size = sizeOf(file);
    sum.raw += size.raw;
    sum.gzip += size.gzip;
    sum.brotli += size.brotli;
  }
  return sum;
}

/** Every route with a path, in table order, with the area its handle names. */
function leafRoutes(list: RouteObject[]): { path: string; area: string }[] {
  return list.flatMap((route) => {
    const own = route.path ? [{ path: route.path, area: (route.handle as RouteHandle).area }] : [];
    return [...own, ...leafRoutes(route.children ?? [])];
  });
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('The manifest names no entry chunk');
const entry = withImports(entryKey);

const KB = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
const rows = leafRoutes(routes).map(({ path, area }) => {
  const files = withImports(`client/app/areas/${area}.ts`, new Set(entry));
  const access = routeAccess(routes, path.replace(/:\w+/g, 'x').replace('*', 'no/such/page'));
  const who = access.kind === 'session' ? (access.roles?.join(',') ?? 'session') : access.kind;
  return { path, area, who, ...total(files) };
});

const shell = total(entry);
console.log(
  `entry and its imports: ${shell.files} files, ${KB(shell.raw)} KB raw, ${KB(shell.gzip)} KB gzip`,
);
const menu = total(new Set([...withImports('client/app/layout/user-menu.tsx')].filter((f) => !entry.has(f))));
console.log(
  `with a session, the user menu adds: ${menu.files} files, ${KB(menu.gzip)} KB gzip (after the session read)`,
);
console.log('');
console.log(`${'route'.padEnd(28)}${'area'.padEnd(16)}${'access'.padEnd(10)}files   raw KB  gzip KB  br KB`);
for (const r of rows) {
  console.log(
    `${r.path.padEnd(28)}${r.area.padEnd(16)}${r.who.padEnd(10)}${String(r.files).padStart(5)}${KB(r.raw)}  ${KB(r.gzip)}${KB(r.brotli)}`,
  );
}

const landing = rows.find((r) => r.path === '/');
if (!landing || landing.gzip > LANDING_BUDGET) {
  console.error(`\nThe landing page's JavaScript is over ${LANDING_BUDGET / 1024} KB gzip.`);
  process.exit(1);
}
