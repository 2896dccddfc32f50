// After `npm install` / `npm ci`: builds the web app, so `npm start` serves it without building at run time,
// a ready PGlite data directory, so the first `npm start` on a fresh DATA_DIR skips initdb
// (server/db/pglite-template.ts), and the statute search index, so the first start reads it instead of tokenizing
// the corpus (server/services/search/law-index-file.ts). Skipped when LAWDESK_SKIP_BUILD=1 (e.g. a worker-only image).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (process.env.LAWDESK_SKIP_BUILD === '1' || !existsSync('vite.config.ts')) process.exit(0);
const steps = [
  ['npx', ['vite', 'build']],
  [process.execPath, ['--import', 'tsx', 'scripts/build-pglite-template.mts']],
  [process.execPath, ['--import', 'tsx', 'scripts/build-law-index.ts']],
];
for (const [command, args] of steps) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
