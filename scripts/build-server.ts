/**
 * The server as JavaScript (`npm run build`, after the browser and SSR bundles): server/main.ts, the
 * migration and seed commands bundled by esbuild into dist/server/ as ES modules for Node 20, so production
 * runs `node dist/server/main.js` with no TypeScript at run time (D160). Packages stay imports (they are
 * the `dependencies` of package.json); our own modules (`#server/*`, `#common/*`, relative paths) are
 * bundled. The client's renderer is not: its import is pointed at the SSR bundle, dist/ssr/entry-server.js,
 * and the build fails if any client module ends up in the server (D161). It fails too when the server or the
 * SSR bundle imports a package that is not among package.json's `dependencies`: a production install
 * (`npm prune --omit=dev`) would not have it.
 */
import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, resolve } from 'node:path';
import { build, type Metafile, type Plugin } from 'esbuild';

const ROOT = resolve(import.meta.dirname, '..');
const OUT_DIR = join(ROOT, 'dist', 'server');

/** dist/server/<name>.js from each source. */
export const SERVER_ENTRIES = {
  main: 'server/main.ts',
  'migrate-cli': 'server/db/migrate-cli.ts',
  'seed-cli': 'server/seed-cli.ts',
};

/** How the server imports the client's renderer (server/features/pages/pages.service.ts)... */
export const SSR_ENTRY_SOURCE = '#client/app/entry-server.tsx';
/** ...and where the built server finds it instead, from dist/server/ (the SSR build's output). */
export const SSR_ENTRY_BUILT = '../ssr/entry-server.js';

/** Points the server's import of the client's renderer at the SSR bundle, left as an import. */
export function ssrEntryOutside(): Plugin {
  return {
    name: 'rinkside-ssr-entry-outside',
    setup(server) {
      server.onResolve({ filter: /^#client\/app\/entry-server\.tsx$/ }, () => ({
        path: SSR_ENTRY_BUILT,
        external: true,
      }));
    },
  };
}

/** The client modules a server build took in (there must be none: they belong to the SSR bundle). */
export function clientModulesIn(metafile: Metafile): string[] {
  return Object.keys(metafile.inputs).filter((input) => /^client\//.test(input));
}

/** Whether any output of the build imports the SSR bundle (if not, the renderer's import was missed). */
export function importsSsrEntry(metafile: Metafile): boolean {
  return Object.values(metafile.outputs).some((output) =>
    output.imports.some((imported) => imported.path === SSR_ENTRY_BUILT && imported.external),
  );
}

/** The package an import names (`react-dom/server` -> react-dom, `@scope/name/x` -> @scope/name); null for ours. */
export function packageOf(specifier: string): string | null {
  if (/^(\.|\/|#|node:)/.test(specifier)) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  return builtinModules.includes(name) ? null : name;
}

/** The packages a bundle's JavaScript imports: its import and export statements and literal dynamic imports. */
export function importedPackages(code: string): Set<string> {
  const found = new Set<string>();
  const patterns = [
    /^\s*(?:import|export)\s[^;'"`]*?\bfrom\s*["']([^"']+)["']/gm,
    /^\s*import\s*["']([^"']+)["']/gm,
    /\bimport\(\s*["']([^"']+)["']\s*\)/g,
  ];
  for (const pattern of patterns) {
    for (const match of code.matchAll(pattern)) {
      const name = packageOf(match[1]!);
      if (name) found.add(name);
    }
  }
  return found;
}

/** The packages imported by the .js files under a folder, with the first file importing each. */
function packagesUnder(dir: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const file = join(entry.parentPath, entry.name);
    for (const name of importedPackages(readFileSync(file, 'utf8'))) {
      if (!found.has(name)) found.set(name, file);
    }
  }
  return found;
}

/** Packages the built server or SSR bundle imports that a production install would not have. */
function checkRuntimePackages(): void {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const runtime = new Set(Object.keys(pkg.dependencies ?? {}));
  const missing: string[] = [];
  for (const dir of [OUT_DIR, join(ROOT, 'dist', 'ssr')]) {
    if (!existsSync(dir)) continue;
    for (const [name, file] of packagesUnder(dir)) {
      if (!runtime.has(name)) missing.push(`${name} (imported by ${file.slice(ROOT.length + 1)})`);
    }
  }
  if (missing.length > 0) {
    throw new Error(
      `Imported at run time but not in package.json "dependencies" (npm prune --omit=dev removes them): ${missing.join(', ')}`,
    );
  }
}

async function main() {
  const started = Date.now();
  rmSync(OUT_DIR, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: SERVER_ENTRIES,
    outdir: OUT_DIR,
    bundle: true,
    // Shared code in chunks beside the entries, in the same folder: paths taken from import.meta.url
    // (the migrations, the SSR bundle) are the same from every file of dist/server.
    splitting: true,
    chunkNames: '[name]-[hash]',
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    plugins: [ssrEntryOutside()],
    metafile: true,
    logLevel: 'warning',
  });
  const clientModules = clientModulesIn(result.metafile);
  if (clientModules.length > 0) {
    throw new Error(
      `The server build holds client modules (they must come from the SSR bundle, ${SSR_ENTRY_BUILT}): ${clientModules.join(', ')}`,
    );
  }
  if (!importsSsrEntry(result.metafile)) {
    throw new Error(
      `The server build does not import ${SSR_ENTRY_BUILT}: the renderer's import was not mapped.`,
    );
  }
  // The migrations beside the code that runs them: server/db/client.ts finds them next to itself (D160).
  cpSync(join(ROOT, 'server', 'db', 'migrations'), join(OUT_DIR, 'migrations'), { recursive: true });
  if (!existsSync(join(ROOT, 'dist', 'ssr', 'entry-server.js'))) {
    console.warn(
      'dist/ssr/entry-server.js is missing: run `npm run build` (it builds the SSR bundle first).',
    );
  }
  checkRuntimePackages();
  const files = Object.keys(result.metafile.outputs).length;
  console.log(`server built: ${files} files in dist/server (${Date.now() - started} ms)`);
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
