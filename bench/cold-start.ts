/**
 * Cold start: `node --import tsx server/main.ts` spawned (own process group) until the first 200 from
 * base/version, on a fresh DATA_DIR (first start: PGlite initdb, migrations, seeds, first admin) and again on
 * the now-initialized DATA_DIR (a restart). Median of RUNS restarts.
 *   npm run bench -- cold-start
 *   node --import tsx bench/cold-start.ts
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { VERSION_PATH, freePort, spawnLawDesk, stopGroup, waitFor200 } from './lawdesk-process';

const RESTARTS = Number(process.env.BENCH_COLD_RUNS ?? 3);

async function timeStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawnLawDesk({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir });
  try {
    return await waitFor200(`http://127.0.0.1:${port}${VERSION_PATH}`, started, child);
  } finally {
    await stopGroup(child);
  }
}

export async function run(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lawdesk-bench-cold-'));
  try {
    const fresh = await timeStart(dataDir);
    const restarts: number[] = [];
    for (let i = 0; i < RESTARTS; i++) restarts.push(await timeStart(dataDir));
    restarts.sort((a, b) => a - b);
    const median = restarts[Math.floor(restarts.length / 2)]!;
    console.log(
      `cold start to first 200 of base/version (PGlite, ${os.cpus().length} CPUs, load ${os.loadavg()[0]!.toFixed(1)}):`,
    );
    console.log(`  fresh DATA_DIR (initdb + migrations + seed): ${(fresh / 1000).toFixed(2)} s`);
    console.log(
      `  restart, median of ${RESTARTS}:                ${(median / 1000).toFixed(2)} s  (all: ${restarts.map((r) => (r / 1000).toFixed(2)).join(', ')} s)`,
    );
    console.log('reproduce: node --import tsx bench/cold-start.ts   (BENCH_COLD_RUNS=n for more restarts)');
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await run();
