import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { RouteObject } from 'react-router';
import { routeAccess } from '../client/app/route-access.ts';
import { type RouteHandle, routes } from '../client/app/routes.tsx';

/**
 * What a first visit of each client route loads, from a production build (read by
 * scripts/bundle-report.ts and its test): the entry chunk, the chunks the entry imports (index.html
 * preloads them) and the route's area chunk with the chunks that imports, as listed in the build
 * manifest (dist/client-manifest.json); the modules those files hold (dist/client-modules.json, written
 * by vite.config.ts writeModuleMap); their raw, gzip (level 9) and brotli (quality 11) sizes, the files
 * the server sends precompressed. KB = 1,024 bytes, as in docs/performance.md.
 */

/** The landing page's JavaScript, gzip, at most (docs/performance.md). */
export const LANDING_BUDGET = 150 * 1024;

/** Pages a visitor opens first, which load neither zod nor a contract's schemas. */
export const PAGES_WITHOUT_SCHEMAS = ['/', '/pricing', '/recruiter/search'];

/** A module of zod or of common/contracts (the zod schemas of the API). */
export function isSchemaModule(id: string): boolean {
  return /(^|\/)node_modules\/zod\/|(^|\/)common\/contracts\//.test(id);
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface Build {
  /** The folder the browser's files are in (dist/client). */
  clientDir: string;
  manifest: Manifest;
  /** File -> the modules it holds. */
  modules: Record<string, string[]>;
}

/** A build's output folder (dist by default): its client/ files, manifest and module map. */
export function readBuild(distDir: string): Build {
  const read = (name: string) => {
    try {
      return JSON.parse(readFileSync(join(distDir, name), 'utf8'));
    } catch {
      throw new Error(`No ${join(distDir, name)}: run \`npm run build\` first.`);
    }
  };
  return {
    clientDir: join(distDir, 'client'),
    manifest: read('client-manifest.json'),
    modules: read('client-modules.json'),
  };
}

/** The chunk's file and every file it imports statically (all fetched before it runs). */
export function withImports(build: Build, key: string, into = new Set<string>()): Set<string> {
  const chunk = build.manifest[key];
  if (!chunk) throw new Error(`The build has no chunk for ${key}`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) withImports(build, imported, into);
  return into;
}

/** The entry chunk and its imports: what every page loads. */
export function entryFiles(build: Build): Set<string> {
  const key = Object.keys(build.manifest).find((k) => build.manifest[k]?.isEntry);
  if (!key) throw new Error('The manifest names no entry chunk');
  return withImports(build, key);
}

/** The modules the files hold, in file order. */
export function modulesIn(build: Build, files: Iterable<string>): string[] {
  return [...files].flatMap((file) => build.modules[file] ?? []);
}

export interface Size {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
}

const sizes = new Map<string, Omit<Size, 'files'>>();
function sizeOf(build: Build, file: string) {
  const path = join(build.clientDir, file);
  let size = sizes.get(path);
  if (!size) {
    const data = readFileSync(path);
    size = {
      raw: data.length,
      gzip: gzipSync(data, { level: 9 }).length,
      brotli: brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
    sizes.set(path, size);
  }
  return size;
}

export function totalSize(build: Build, files: Set<string>): Size {
  const sum = { files: files.size, raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const size = sizeOf(build, file);
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

export interface RouteLoad extends Size {
  path: string;
  area: string;
  /** Who may open it: public, not-found, session or the roles. */
  who: string;
  /** The files a first visit loads. */
  loaded: Set<string>;
  /** The zod and contract modules among them. */
  schemaModules: string[];
}

/** What a first visit of each route of client/app/routes.tsx loads. */
export function routeLoads(build: Build): RouteLoad[] {
  const entry = entryFiles(build);
  return leafRoutes(routes).map(({ path, area }) => {
    const loaded = withImports(build, `client/app/areas/${area}.ts`, new Set(entry));
    const access = routeAccess(routes, path.replace(/:\w+/g, 'x').replace('*', 'no/such/page'));
    const who = access.kind === 'session' ? (access.roles?.join(',') ?? 'session') : access.kind;
    const schemaModules = modulesIn(build, loaded).filter(isSchemaModule);
    return { path, area, who, loaded, schemaModules, ...totalSize(build, loaded) };
  });
}
