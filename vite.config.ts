import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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
        if (!/\.(js|css|html|svg|json)$/.test(file)) continue;
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

// The Vite root is the project root (index.html lives here); the server serves dist/client with an SPA
// fallback. `#client/*` and `#common/*` resolve through package.json "imports", which Vite supports.
export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  publicDir: 'client/public',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // The CSP allows scripts from 'self' only: no inlined module-preload helper, no data: URLs for scripts.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Libraries change far less often than our code: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
            },
            { name: 'data', test: /node_modules[\\/](@tanstack|zod|react-hook-form|@hookform)[\\/]/ },
            {
              name: 'ui',
              test: /node_modules[\\/](@radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|tslib|detect-node-es)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // `vite` in development talks to the Fastify API running beside it (npm run dev).
    proxy: { '/api': 'http://localhost:3000' },
  },
  preview: { port: 4173 },
});
