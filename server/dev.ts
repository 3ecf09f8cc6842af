// `npm run dev` (D273): the server with the client from Vite's dev server (server/vite-dev.ts) instead of a
// build; `tsx watch` restarts it when a server file changes, Vite updates the browser when a client file does.
import { runServer } from './start.ts';
import { viteDevClient } from './vite-dev.ts';

runServer({ devClient: viteDevClient });
