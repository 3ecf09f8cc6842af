import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { OutputBundle } from 'rolldown';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { endpointSchemasOutOfClient } from './scripts/endpoint-schemas-plugin.ts';

/**
 * Brotli and gzip copies of every text file of the build, made once at build time at the highest level,
 * so the server sends them (@fastify/static preCompressed) without compressing per request.
 */
function precompress(): Plugin {
  return {
    name: 'rinkside-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const file of Object.keys(bundle)) {
        if (file === MANIFEST || !/\.(js|css|html|svg|json)$/.test(file)) continue;
        const path = join(options.dir ?? 'dist/client', file);
        const data = readFileSync(path);
        if (data.length < 1024) continue;
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

const MANIFEST = '.vite/manifest.json';

/** The browser build's chunks, kept by loadedWithHost for modulePreload.resolveDependencies. */
let clientBundle: OutputBundle | null = null;

/** Captures the bundle before Vite writes the preload lists of dynamic imports (D210). */
function loadedWithHost(): Plugin {
  return {
    name: 'rinkside-preload-bundle',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        clientBundle = bundle;
      },
    },
  };
}

/** The chunk and every chunk it imports statically: all loaded before its code runs. */
function staticImports(bundle: OutputBundle, file: string, into = new Set<string>()): Set<string> {
  if (into.has(file)) return into;
  into.add(file);
  const chunk = bundle[file];
  if (chunk?.type === 'chunk') for (const imported of chunk.imports) staticImports(bundle, imported, into);
  return into;
}

/**
 * Moves the build manifest (which chunks each module needs; scripts/bundle-report.ts reads it) from
 * dist/client, which the server publishes, to dist/client-manifest.json.
 */
function keepManifestPrivate(): Plugin {
  return {
    name: 'rinkside-manifest-outside-site',
    apply: 'build',
    writeBundle(options) {
      const dir = options.dir ?? 'dist/client';
      renameSync(join(dir, MANIFEST), join(dir, '..', 'client-manifest.json'));
      rmSync(join(dir, dirname(MANIFEST)), { recursive: true, force: true });
    },
  };
}

/**
 * Which modules each chunk of the browser's build holds, written beside the manifest as
 * dist/client-modules.json: scripts/bundle-routes.ts reports what a route loads (zod, the contracts).
 * Modules the build left out entirely (tree-shaken) are not listed.
 */
function writeModuleMap(): Plugin {
  let root = '';
  return {
    name: 'rinkside-module-map',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    configResolved(config) {
      root = config.root;
    },
    writeBundle(options, bundle) {
      const modules: Record<string, string[]> = {};
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        modules[file] = Object.entries(output.modules)
          .filter(([, module]) => module.renderedLength > 0)
          .map(([id]) => moduleName(root, id));
      }
      const dir = options.dir ?? 'dist/client';
      writeFileSync(join(dir, '..', 'client-modules.json'), `${JSON.stringify(modules, null, 1)}\n`);
    },
  };
}

/** A module's id as a path from the project root; a package's file from its node_modules folder on. */
function moduleName(root: string, id: string): string {
  const at = id.lastIndexOf('/node_modules/');
  return at >= 0 ? id.slice(at + 1) : relative(root, id);
}

// The Vite root is the project root (index.html lives here); the server serves dist/client with an SPA
// fallback. `#client/*` and `#common/*` resolve through package.json "imports", which Vite supports.
/**
 * The entry script at low fetch priority: a server-rendered page is drawn by its HTML and CSS,
 * and its first image (a player's photo) should not wait behind the script that hydrates it.
 */
function lowPriorityEntry(): Plugin {
  return {
    name: 'rinkside-low-priority-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<script type="module" crossorigin/g,
          '<script type="module" fetchpriority="low" crossorigin',
        ),
    },
  };
}

/**
 * The SSR bundle (`vite build --ssr client/app/entry-server.tsx`, part of `npm run build`): the client's
 * renderer as JavaScript in dist/ssr/entry-server.js, which the built server loads (D161). Packages stay
 * imports (Vite's default for SSR); the browser build's publishing steps (manifest, compressed copies, the
 * module map) are the browser's only.
 */
const ssrBuild = {
  plugins: [react(), tailwindcss()],
  publicDir: false,
  build: {
    outDir: 'dist/ssr',
    emptyOutDir: true,
    copyPublicDir: false,
    sourcemap: false,
    manifest: false,
    ssrManifest: false,
  },
} satisfies UserConfig;

const browserBuild = {
  plugins: [
    react(),
    tailwindcss(),
    endpointSchemasOutOfClient(),
    precompress(),
    keepManifestPrivate(),
    writeModuleMap(),
    lowPriorityEntry(),
    loadedWithHost(),
  ],
  publicDir: 'client/public',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // The CSP allows scripts from 'self' only: no inlined module-preload helper, no data: URLs for scripts.
    // No modulepreload links in the HTML: a server-rendered page paints from its HTML and CSS,
    // and the scripts that hydrate it load behind them (lazy areas still preload their imports).
    modulePreload: {
      polyfill: false,
      // A dynamic import preloads only what its importer has not loaded already: the code that imports runs
      // after every chunk it imports statically (D210). Each preload link costs the main thread.
      resolveDependencies: (_file, deps, { hostId, hostType }) => {
        if (hostType === 'html') return [];
        if (!clientBundle?.[hostId]) return deps;
        const loaded = staticImports(clientBundle, hostId);
        return deps.filter((dep) => !loaded.has(dep));
      },
    },
    assetsInlineLimit: 0,
    sourcemap: false,
    // Moved out of the published files after the build (keepManifestPrivate).
    manifest: true,
    rolldownOptions: {
      output: {
        // An area's chunk (client/app/routes.tsx) is named area-<name>, apart from shared chunks.
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.includes('/client/app/areas/')
            ? 'assets/area-[name]-[hash].js'
            : 'assets/[name]-[hash].js',
        // Libraries change far less often than our code: separate chunks stay cached across deploys.
        // A group also takes the modules its members import; where groups share one, priority decides.
        codeSplitting: {
          groups: [
            // With React, the two small Radix modules every page's Button needs (Slot), so that the `ui`
            // chunk (dialogs, toasts) stays out of the first page: the shell loads it after rendering.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@radix-ui[\\/]react-slot|@radix-ui[\\/]react-compose-refs)[\\/]/,
              priority: 4,
            },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 3 },
            // The icons several chunks draw in one file: one request instead of one per icon (each is a few
            // hundred bytes). An icon only one chunk draws goes in that chunk, so the landing page no longer
            // downloads every icon of the app (D339).
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, minShareCount: 2, priority: 3 },
            // The contracts' shared text rules (zod) in a chunk of their own: placed by the bundler beside the
            // form controls every area shares, they made the player search load and build zod (D346).
            { name: 'contract-text', test: /common[\\/]contracts[\\/]text\.ts$/, priority: 3 },
            // Forms only: the landing page and the shell do not download them.
            { name: 'forms', test: /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/, priority: 3 },
            {
              name: 'ui',
              test: /node_modules[\\/](@radix-ui[\\/](?!react-menu|react-dropdown-menu|react-popper|react-roving-focus|react-arrow|react-use-rect|react-use-size|rect[\\/])|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|tslib|detect-node-es)/,
              priority: 2,
            },
            // Menus (a session's user menu, the share and list menus): not in the shell a visitor loads.
            {
              name: 'menu',
              test: /node_modules[\\/](@radix-ui[\\/](react-menu|react-dropdown-menu|react-popper|react-roving-focus|react-arrow|react-use-rect|react-use-size|rect)|@floating-ui)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  // No `server` settings: in development Vite runs inside the app's server, on its port (server/vite-dev.ts, D273).
  preview: { port: 4173 },
} satisfies UserConfig;

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? ssrBuild : browserBuild));
