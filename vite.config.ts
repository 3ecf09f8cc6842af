import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The Vite root is the project root (index.html lives here); the server serves dist/client with an SPA
// fallback. `#client/*` and `#common/*` resolve through package.json "imports", which Vite supports.
export default defineConfig({
  plugins: [react(), tailwindcss()],
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
