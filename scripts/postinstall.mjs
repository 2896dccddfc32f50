// After `npm install` / `npm ci`: builds the web app, so `npm start` serves it without building at run time,
// and a ready PGlite data directory, so the first `npm start` on a fresh DATA_DIR skips initdb
// (server/db/pglite-template.ts). Skipped when LAWDESK_SKIP_BUILD=1 (e.g. a worker-only image).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (process.env.LAWDESK_SKIP_BUILD === '1' || !existsSync('vite.config.ts')) process.exit(0);
const steps = [
  ['npx', ['vite', 'build']],
  [process.execPath, ['--import', 'tsx', 'scripts/build-pglite-template.mts']],
];
for (const [command, args] of steps) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
