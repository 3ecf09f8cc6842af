/**
 * Initial JavaScript per client route, from the production build: `npm run bench:bundle` builds, then runs
 * this (`npx tsx scripts/bundle-report.ts` reads an existing build). scripts/bundle-routes.ts computes,
 * for each route, the files a first visit loads, their sizes and whether they hold zod or a contract
 * (common/contracts); the `zod` column counts those modules.
 * Fails when the landing page's gzipped JavaScript is over LANDING_BUDGET, or when the entry, `/` or
 * `/pricing` loads zod or a contract (D097).
 */
import { join } from 'node:path';
import {
  type Build,
  entryFiles,
  isSchemaModule,
  LANDING_BUDGET,
  modulesIn,
  PAGES_WITHOUT_SCHEMAS,
  readBuild,
  routeLoads,
  totalSize,
  withImports,
} from './bundle-routes.ts';

let build: Build;
try {
  build = readBuild(join(import.meta.dirname, '..', 'dist'));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const KB = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
const entry = entryFiles(build);
const rows = routeLoads(build);

const shell = totalSize(build, entry);
const shellSchemas = modulesIn(build, entry).filter(isSchemaModule);
console.log(
  `entry and its imports: ${shell.files} files, ${KB(shell.raw)} KB raw, ${KB(shell.gzip)} KB gzip, ${shellSchemas.length} zod/contract modules`,
);
const afterRender = totalSize(
  build,
  new Set(
    ['client/components/ui/toast-list.tsx', 'client/app/layout/mobile-nav-sheet.tsx']
      .flatMap((key) => [...withImports(build, key)])
      .filter((f) => !entry.has(f)),
  ),
);
console.log(
  `after the first render, every page fetches (toasts, mobile menu): ${afterRender.files} files, ${KB(afterRender.gzip)} KB gzip`,
);
const menu = totalSize(
  build,
  new Set([...withImports(build, 'client/app/layout/user-menu.tsx')].filter((f) => !entry.has(f))),
);
console.log(
  `with a session, the user menu adds: ${menu.files} files, ${KB(menu.gzip)} KB gzip (after the session read)`,
);
console.log('');
console.log(
  `${'route'.padEnd(28)}${'area'.padEnd(16)}${'access'.padEnd(10)}files   raw KB  gzip KB  br KB   zod`,
);
for (const r of rows) {
  console.log(
    `${r.path.padEnd(28)}${r.area.padEnd(16)}${r.who.padEnd(10)}${String(r.files).padStart(5)}${KB(r.raw)}  ${KB(r.gzip)}${KB(r.brotli)}${String(r.schemaModules.length).padStart(6)}`,
  );
}

const failures: string[] = [];
const landing = rows.find((r) => r.path === '/');
if (!landing || landing.gzip > LANDING_BUDGET) {
  failures.push(`The landing page's JavaScript is over ${LANDING_BUDGET / 1024} KB gzip.`);
}
if (shellSchemas.length > 0) {
  failures.push(`The entry chunk and its imports hold zod or contracts: ${shellSchemas.join(', ')}`);
}
for (const path of PAGES_WITHOUT_SCHEMAS) {
  const row = rows.find((r) => r.path === path);
  if (row && row.schemaModules.length > 0) {
    failures.push(`${path} loads zod or contracts: ${row.schemaModules.join(', ')}`);
  }
}
if (failures.length > 0) {
  console.error(`\n${failures.join('\n')}`);
  process.exit(1);
}
