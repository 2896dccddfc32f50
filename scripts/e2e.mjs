// Runs the browser tests (tests/e2e) in Debian's chromium against the app started as a user would start it.
// Rebuilds the web app first when the build is missing or older than the sources, so a stale dist never
// passes or fails a test by accident.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import path from 'node:path';

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

const buildStamp = 'dist/build.json';
const sourcesChanged = ['src', 'common', 'public', 'index.html', 'vite.config.ts'].some(
  (entry) => newestMtime(entry) > (existsSync(buildStamp) ? statSync(buildStamp).mtimeMs : 0),
);
if (sourcesChanged) {
  const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const result = spawnSync('npx', ['vitest', 'run', '--config', 'tests/e2e/vitest.e2e.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
