// The server as production runs it (built to dist/server/main.js, D160): the client from the build.
import { runServer } from './start.ts';

runServer();
