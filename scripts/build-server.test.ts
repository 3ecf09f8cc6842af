import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import {
  clientModulesIn,
  importedPackages,
  importsSsrEntry,
  packageOf,
  SSR_ENTRY_BUILT,
  ssrEntryOutside,
} from './build-server.ts';

const ROOT = join(import.meta.dirname, '..');

/** The page renderer's module bundled as the server build bundles it, in memory. */
async function bundlePages(plugins = [ssrEntryOutside()]) {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: ['server/features/pages/index.ts'],
    bundle: true,
    write: false,
    outdir: 'out',
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    plugins,
    metafile: true,
    logLevel: 'silent',
  });
  return result.metafile;
}

describe('the server build (D161)', () => {
  it('leaves the client out of the server: the renderer is imported from the SSR bundle', async () => {
    const metafile = await bundlePages();
    expect(clientModulesIn(metafile)).toEqual([]);
    expect(importsSsrEntry(metafile)).toBe(true);
  });

  it('would bundle client modules without the mapping, which the guard reports', async () => {
    const metafile = await bundlePages([]);
    expect(clientModulesIn(metafile)).toContain('client/app/entry-server.tsx');
    expect(importsSsrEntry(metafile)).toBe(false);
  });

  it('names the package of an import, and none for our own modules and Node built-ins', () => {
    expect(packageOf('react-dom/server')).toBe('react-dom');
    expect(packageOf('@tanstack/react-query')).toBe('@tanstack/react-query');
    expect(packageOf('@radix-ui/react-dialog/dist/x.js')).toBe('@radix-ui/react-dialog');
    expect(packageOf('./assets/api.js')).toBeNull();
    expect(packageOf(SSR_ENTRY_BUILT)).toBeNull();
    expect(packageOf('#server/app.ts')).toBeNull();
    expect(packageOf('node:fs')).toBeNull();
    expect(packageOf('fs')).toBeNull();
  });

  it('finds the packages a bundle imports, not words in its strings', () => {
    const code = [
      'import { jsx } from "react/jsx-runtime";',
      'import {',
      '  Link,',
      '  NavLink',
      '} from "react-router";',
      "export { z } from 'zod';",
      'import "./side-effect.js";',
      'const lazy = () => import("lucide-react");',
      'const text = "import this from the form";',
      'const other = \'rows imported from "csv" files\';',
    ].join('\n');
    expect([...importedPackages(code)].sort()).toEqual(['lucide-react', 'react', 'react-router', 'zod']);
  });
});
