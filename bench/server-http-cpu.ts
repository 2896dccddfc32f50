/**
 * Logged-in reads measured in what a loaded machine does not distort much: server CPU time per request (user +
 * system of the API process, from /proc) and database transactions per request (pg_stat_database.xact_commit of a
 * fresh PostgreSQL database: every query, the per-request barrier and background jobs included), next to req/s and
 * p99 at 50 connections (those need a quiet machine). One server process on PostgreSQL; targets base/version,
 * base/info and the contract task list. Linux only (/proc).
 *   BENCH_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test node --import tsx bench/server-http-cpu.ts
 * Options: BENCH_REQUESTS=n per target (default 20000); BENCH_COOKIE=1 sends the XSRF cookie as a browser does;
 * BENCH_SERVER_ROOT=<checkout> measures another checkout's server (before/after); BENCH_CPU_PROF_DIR=<dir> runs the
 * server under --cpu-prof (open the .cpuprofile in Chrome DevTools).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { CONTRACT_BASE } from '@common/api/envelope';
import { REPO_ROOT, VERSION_PATH, freePort, loginOverHttp, stopGroup, waitFor200 } from './lawdesk-process';

type TResult = { requests: { average: number }; latency: { p99: number }; non2xx: number; errors: number };
const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string;
  connections: number;
  amount?: number;
  duration?: number;
  headers?: Record<string, string>;
}) => Promise<TResult>;

const SAAS = '/api/lawdesk/saas/api/v1';
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20_000);
const SETTLE_SECONDS = Number(process.env.BENCH_SETTLE_SECONDS ?? 20);
const TICK_US = 1e6 / 100; // /proc/<pid>/stat counts CPU time in clock ticks (USER_HZ = 100 on Linux)

async function cpuMicros(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_US; // utime, stime
}


async function run(): Promise<void> {
  const baseUrl = process.env.BENCH_DATABASE_URL;
  if (!baseUrl) throw new Error('set BENCH_DATABASE_URL (a PostgreSQL URL whose role may create databases)');
  const dbName = `lawdesk_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const dbUrl = new URL(baseUrl);
  dbUrl.pathname = `/${dbName}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lawdesk-bench-cpu-'));
  const port = await freePort();
  const root = process.env.BENCH_SERVER_ROOT ? path.resolve(process.env.BENCH_SERVER_ROOT) : REPO_ROOT;
  const profDir = process.env.BENCH_CPU_PROF_DIR;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', ...(profDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profDir)}`] : []), 'server/main.ts'],
    {
      cwd: root,
      // SAMPLE_DATA_DIR empty: no first-start import of ../shared/data competing with the requests.
      env: { ...process.env, LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SAMPLE_DATA_DIR: dataDir, DATABASE_URL: dbUrl.toString() },
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  const lines: string[] = [];
  const loadBefore = os.loadavg()[0]!.toFixed(1);
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor200(`${base}${VERSION_PATH}`, performance.now(), child);
    // A fresh process builds its search indexes in the first seconds: measured then, the figures are of start-up.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_SECONDS * 1000));
    const { token, xsrf } = await loginOverHttp(base, dataDir);
    const headers: Record<string, string> = { token, ...(process.env.BENCH_COOKIE ? { cookie: `XSRF-TOKEN=${xsrf}` } : {}) };
    const commits = async () =>
      Number((await admin.query<{ n: string }>('select xact_commit as n from pg_stat_database where datname = $1', [dbName])).rows[0]!.n);
    const targets: [string, string][] = [
      ['GET base/version (no login)', `${base}${VERSION_PATH}`],
      ['GET base/info', `${base}${SAAS}/base/info`],
      ['GET contract tasks', `${base}${CONTRACT_BASE}/tasks?page=1&page_size=10`],
    ];
    for (const [name, url] of targets) {
      await autocannon({ url, connections: 50, duration: 2, headers });
      // Statistics reach pg_stat_database within a second of each transaction.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const [cpu0, tx0] = [await cpuMicros(child.pid!), await commits()];
      const result = await autocannon({ url, connections: 50, amount: REQUESTS, headers });
      const cpu1 = await cpuMicros(child.pid!);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const tx1 = await commits();
      const failed = result.non2xx + result.errors;
      lines.push(
        `  ${name.padEnd(30)} ${Math.round((cpu1 - cpu0) / REQUESTS).toString().padStart(5)} µs CPU/request  ` +
          `${((tx1 - tx0) / REQUESTS).toFixed(2)} transactions/request  ` +
          `${Math.round(result.requests.average).toString().padStart(6)} req/s  p99 ${result.latency.p99} ms` +
          (failed ? `  (${failed} failed)` : ''),
      );
    }
  } finally {
    await stopGroup(child);
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  }
  console.log(
    `${REQUESTS} requests per target at 50 connections, one API process on PostgreSQL, ${root === REPO_ROOT ? 'this checkout' : root}` +
      `${process.env.BENCH_COOKIE ? ', XSRF cookie sent' : ''} (${os.cpus().length} CPUs, load average ${loadBefore} before, ${os.loadavg()[0]!.toFixed(1)} after):`,
  );
  for (const line of lines) console.log(line);
}

await run();
