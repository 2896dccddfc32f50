/**
 * HTTP throughput: autocannon req/s and p99 latency at 50 connections for base/version (no auth) and base/info
 * (logged in: session lookup, then user, tenant accounts and quotas), next to a bare Fastify hello-world measured
 * in the same run on the same machine. Servers run as separate processes (LOG_LEVEL=warn); autocannon runs here.
 * With BENCH_DATABASE_URL (a PostgreSQL URL whose role may create databases), base/info is also measured on a
 * fresh PostgreSQL database created for the run and dropped after it.
 *   npm run bench -- server-http
 *   node --import tsx bench/server-http.ts          (BENCH_SECONDS=n per target, default 10)
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { CONTRACT_BASE } from '@common/api/envelope';
import { REPO_ROOT, VERSION_PATH, freePort, loginOverHttp, startLawDesk, stopGroup, waitFor200 } from './lawdesk-process';

// autocannon ships no types; this is the part of its API used here.
type TAutocannonResult = {
  requests: { average: number };
  latency: { p99: number };
  non2xx: number;
  errors: number;
};
const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}) => Promise<TAutocannonResult>;

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const SAAS = '/api/lawdesk/saas/api/v1';

const HELLO_WORLD = `
import Fastify from 'fastify';
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

type TFigure = { name: string; rps: number; p99: number; failed: number };

const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const SETTLE_SECONDS = Number(process.env.BENCH_SETTLE_SECONDS ?? 30);

async function measure(name: string, url: string, headers: Record<string, string> = {}): Promise<TFigure> {
  // A short unmeasured run first: JIT, connection pools and caches warm, as in a server that has been up a while.
  if (WARMUP_SECONDS > 0) await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_SECONDS, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return {
    name,
    rps: result.requests.average,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors,
  };
}


async function measureHelloWorld(): Promise<TFigure> {
  const port = await freePort();
  const hello = spawn(process.execPath, ['--input-type=module', '-e', HELLO_WORLD], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port) },
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  try {
    await waitFor200(`http://127.0.0.1:${port}/`, performance.now(), hello);
    return await measure('bare Fastify hello-world', `http://127.0.0.1:${port}/`);
  } finally {
    await stopGroup(hello);
  }
}

/** base/version (optionally) and base/info against one LawDesk process started like `npm start`. */
async function measureLawDesk(
  label: string,
  env: Record<string, string>,
  withVersion: boolean,
): Promise<TFigure[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lawdesk-bench-http-'));
  // SAMPLE_DATA_DIR empty: a first start would otherwise import the judgments and companies of ../shared/data in
  // the background, competing with the requests being measured.
  const server = await startLawDesk({ DATA_DIR: dataDir, SAMPLE_DATA_DIR: dataDir, ...env });
  try {
    const base = `http://127.0.0.1:${server.port}`;
    // A fresh process builds its search indexes and runs its start-up jobs in the first seconds (tens of seconds on
    // a loaded machine); measured then, the figures are of the start-up, not of steady reads.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_SECONDS * 1000));
    const { token } = await loginOverHttp(base, dataDir);
    const figures: TFigure[] = [];
    if (withVersion) figures.push(await measure('GET base/version', `${base}${VERSION_PATH}`));
    figures.push(await measure(`GET base/info (logged in, ${label})`, `${base}${SAAS}/base/info`, { token }));
    // The contract task list (issue 15 target): session + one indexed page query + count.
    figures.push(await measure(`GET contract tasks (logged in, ${label})`, `${base}${CONTRACT_BASE}/tasks?page=1&page_size=10`, { token }));
    return figures;
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function withPostgresDatabase<T>(baseUrl: string, fn: (url: string) => Promise<T>): Promise<T> {
  const name = `lawdesk_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    return await fn(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

export async function run(): Promise<void> {
  const loadBefore = os.loadavg()[0]!.toFixed(1);
  const figures: TFigure[] = [await measureHelloWorld(), ...(await measureLawDesk('PGlite', {}, true))];
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (pgUrl) {
    figures.push(
      ...(await withPostgresDatabase(pgUrl, (url) =>
        measureLawDesk('PostgreSQL', { DATABASE_URL: url }, false),
      )),
    );
  }
  const load = os.loadavg()[0]!.toFixed(1);
  console.log(
    `autocannon, ${CONNECTIONS} connections, ${SECONDS} s each after ${WARMUP_SECONDS} s warm-up, servers settled ${SETTLE_SECONDS} s after start (${os.cpus().length} CPUs, load average ${loadBefore} before, ${load} after):`,
  );
  for (const f of figures) {
    const failed = f.failed ? `  (${f.failed} non-2xx or timed out)` : '';
    const rps = Math.round(f.rps).toString().padStart(7);
    console.log(`  ${f.name.padEnd(40)} ${rps} req/s   p99 ${f.p99} ms${failed}`);
  }
  console.log('reproduce: node --import tsx bench/server-http.ts');
  console.log(
    '  (BENCH_SECONDS=n per target; BENCH_DATABASE_URL=postgresql://... adds base/info on PostgreSQL)',
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await run();
