// `npm test`: what CI runs (.ci/run). The whole vitest suite on the embedded database (PGlite), then — when
// TEST_DATABASE_URL is set — the integration suite again on real PostgreSQL, then the browser tests.
// The two database passes are separate runs because tests/helpers/build-test-app.ts picks the database from
// TEST_DATABASE_URL for the whole process.
import { spawnSync } from 'node:child_process';

function run(label, command, args, env) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`\n${label} failed (exit ${result.status})`);
    process.exit(result.status ?? 1);
  }
}

const { TEST_DATABASE_URL, ...withoutPostgres } = process.env;
run('unit, web and integration tests on PGlite', 'npx', ['vitest', 'run'], withoutPostgres);
if (TEST_DATABASE_URL) {
  run('integration tests on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'integration'], process.env);
  // 2 API + 2 worker processes, kill -9 and connection cuts (tests/topology, decision 176): PostgreSQL only.
  run('topology tests on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'topology'], process.env);
}
run('browser tests in chromium', 'node', ['scripts/e2e.mjs'], withoutPostgres);
