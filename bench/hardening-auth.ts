/**
 * Authenticated reads with and without the session cache (decision 173), in one process through app.inject, so the
 * figure is a ratio that survives a loaded machine: N sequential GET base/info and contract task-list requests on
 * PGlite, cache on (LISTEN in place) vs off (every request reads the session).
 *   node --import tsx bench/hardening-auth.ts        (BENCH_REQUESTS=n, default 2000)
 */
import { CONTRACT_BASE, SAAS_BASE } from '@common/api/envelope';
import { buildTestApp } from '../tests/helpers/build-test-app';
import { buildUser, sessionFor } from '../tests/factories/user';

const N = Number(process.env.BENCH_REQUESTS ?? 2000);

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  for (let i = 0; i < N; i++) await run();
  return N / ((performance.now() - start) / 1000);
}

export async function run(): Promise<void> {
  const t = await buildTestApp({ services: ['api'] });
  try {
    const user = await buildUser(t.app);
    const token = await sessionFor(t.app, user);
    const get = (url: string) => () => t.app.inject({ method: 'GET', url, headers: { token } });
    const targets: [string, () => Promise<unknown>][] = [
      ['GET base/info', get(`${SAAS_BASE}/base/info`)],
      ['GET contract tasks', get(`${CONTRACT_BASE}/tasks?page=1&page_size=10`)],
    ];
    console.log(`${N} sequential requests each, in-process (app.inject), PGlite:`);
    for (const [name, fn] of targets) {
      await timed(fn);
      t.app.sessionCache.setLive(false);
      const off = await timed(fn);
      t.app.sessionCache.setLive(true);
      const on = await timed(fn);
      console.log(`  ${name.padEnd(22)} cache off ${off.toFixed(0)} req/s   cache on ${on.toFixed(0)} req/s   x${(on / off).toFixed(2)}`);
    }
  } finally {
    await t.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
