/**
 * kill -9 of a worker mid-review, N times (issue 15 target: 0 lost or duplicated jobs across 10 runs; decision 179).
 * One API process and two worker processes (`server/main.ts --services=…`) on a fresh PostgreSQL database and the
 * loopback S3 server; a model stub holds each review's model request so the run is killed mid-review, in whichever
 * worker holds it; the killed worker is restarted while the other one recovers the review. Per run it checks: the
 * review FINISHes, exactly one contract.review job completed for it (none left active, retry or failed), one output
 * file per kind, one use charged, and the bucket holds exactly the files the database knows (no orphan, no missing,
 * no incomplete multipart upload). Prints each run's kill → FINISH time and the totals.
 *   node --import tsx bench/kill-runs.ts        (BENCH_DATABASE_URL, default postgresql://postgres@127.0.0.1:5432/test;
 *                                                KILL_RUNS=n, default 10)
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import { startChatStub } from '../server/ai/testing/chat-stub-server';
import { buildApp } from '../server/app';
import { quotas, storedFiles } from '../server/db/schema/index';
import { loadEnv } from '../server/env';
import { startLoopbackS3 } from '../server/storage/testing/loopback-s3';
import { importFileKey } from '../src/features/contract/crypto/ldx1-webcrypto';
import type { TFileKey } from '@common/api/auth';
import { buildUser, sessionFor } from '../tests/factories/user';
import { createPayload, postCreate, uploadPlain, waitForSettled } from '../tests/helpers/contract-client';
import { buildContractDocx } from '../tests/helpers/contract-docx';
import { createScratchDatabase } from '../tests/helpers/scratch-database';
import { TestClient } from '../tests/helpers/test-client';
import { httpApp } from '../tests/topology/http-app';
import { startProcess, type TProcess } from '../tests/topology/processes';

const RUNS = Number(process.env.KILL_RUNS ?? 10);

async function until<T>(check: () => T | undefined | Promise<T | undefined>, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function run(): Promise<void> {
  const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
  const database = await createScratchDatabase(baseUrl, 'lawdesk_kill');
  const s3 = await startLoopbackS3();
  const hold = { armed: false, holder: '', release: null as null | (() => void) };
  const stub = await startChatStub((request) => {
    const worker = /^\/(w\d)\//.exec(request.path)?.[1];
    if (hold.armed && worker) {
      hold.armed = false;
      hold.holder = worker;
      return new Promise((resolve) => (hold.release = () => resolve({ content: '{"findings":[]}' })));
    }
    return { content: '{"findings":[]}' };
  });
  const dirs: string[] = [];
  const tempDir = async (prefix: string) => {
    const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
    dirs.push(dir);
    return dir;
  };
  const s3Options = s3.options();
  const env = {
    DATABASE_URL: database.url,
    SECRET_KEY: randomBytes(32).toString('hex'),
    S3_ENDPOINT: s3Options.endpoint,
    S3_BUCKET: s3Options.bucket,
    S3_ACCESS_KEY: s3Options.accessKey,
    S3_SECRET_KEY: s3Options.secretKey,
    S3_REGION: s3Options.region,
    AI_MODEL: 'stub-model',
    AI_MAX_RETRIES: '0',
    SAMPLE_DATA_DIR: await tempDir('lawdesk-kill-samples-'),
    // A worker is ready when it logs 'LawDesk worker running' (info).
    LOG_LEVEL: 'info',
  };
  const local = await buildApp({
    env: loadEnv({ ...env, DATA_DIR: await tempDir('lawdesk-kill-local-'), LOG_LEVEL: 'silent' }),
    services: ['api'],
    logger: false,
    print: () => {},
  });
  const procs = new Map<string, TProcess>();
  const start = async (name: string, services: 'api' | 'worker') => {
    const proc = await startProcess(name, services, {
      ...env,
      DATA_DIR: await tempDir(`lawdesk-kill-${name}-`),
      AI_BASE_URL: stub.url.replace(/\/v1$/, `/${name}/v1`),
    });
    procs.set(name, proc);
    return proc;
  };
  const results: { run: number; holder: string; killToFinishS: number; ok: boolean; problems: string[] }[] = [];
  try {
    await local.ready();
    await local.queue.whenStarted();
    const [api] = await Promise.all([start('api', 'api'), start('w1', 'worker'), start('w2', 'worker')]);
    const user = await buildUser(local, { quotas: { contract_review: RUNS + 5 } });
    const client = new TestClient(httpApp([api.url]));
    client.token = await sessionFor(local, user);
    const key = await importFileKey((await client.get<TFileKey>(TestClient.saas('auth/file-key'))).body.data);
    const lawyer = { client, user, key, actor: { userId: user.id, tenantId: user.tenantId, isAdmin: false, sessionId: 'bench' } };
    const contract = await buildContractDocx();

    for (let i = 1; i <= RUNS; i++) {
      hold.armed = true;
      hold.holder = '';
      const up = await uploadPlain(lawyer, `买卖合同-${i}.docx`, contract);
      const created = await postCreate(client, createPayload(up.body.data));
      if (created.body.code !== 200) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
      const taskId = created.body.data.task_id;
      const holder = await until(() => hold.holder || undefined, 120_000, 'a worker to hold the review');
      await procs.get(holder)!.kill9();
      const killedAt = performance.now();
      hold.release?.();
      // The replacement starts while the other worker recovers the review (as a supervisor would restart it).
      const restart = start(holder, 'worker');
      const status = await waitForSettled(client, taskId, 300_000);
      const killToFinishS = (performance.now() - killedAt) / 1000;
      await restart;

      const problems: string[] = [];
      if (status.task_status !== 'FINISH') problems.push(`task ${status.task_status}`);
      const jobs = (await local.db.execute(
        sql`select state from pgboss.job where name = 'contract.review' and data->>'taskId' = ${taskId}`,
      )) as unknown as { rows: { state: string }[] };
      const states = jobs.rows.map((r) => r.state).sort();
      if (states.filter((s) => s === 'completed').length !== 1 || states.some((s) => s !== 'completed')) {
        problems.push(`jobs ${states.join(',') || 'none'}`);
      }
      const files = await local.db.select().from(storedFiles).where(eq(storedFiles.taskId, taskId));
      const outputs = files.filter((f) => f.kind !== 'original');
      if (outputs.length === 0 || outputs.length !== new Set(outputs.map((f) => f.kind)).size) problems.push(`outputs ${outputs.map((f) => f.kind).join(',')}`);
      const [quota] = await local.db.select().from(quotas).where(and(eq(quotas.userId, user.id), eq(quotas.model, 'contract_review')));
      if (quota?.useNumber !== i) problems.push(`uses charged ${quota?.useNumber} after ${i} reviews`);
      const all = await local.db.select().from(storedFiles);
      const keys = await s3.listKeys();
      const known = all.map((f) => f.storageKey).sort();
      if (keys.join('\n') !== known.join('\n')) problems.push(`bucket ${keys.length} objects vs ${known.length} rows`);
      if (all.some((f) => !f.committed)) problems.push('uncommitted file rows');
      if ((await s3.incompleteUploads()).length > 0) problems.push('incomplete multipart uploads');
      results.push({ run: i, holder, killToFinishS, ok: problems.length === 0, problems });
      console.log(`  run ${String(i).padStart(2)}: killed ${holder} mid-review, FINISH ${killToFinishS.toFixed(1)} s later, ${problems.length ? `PROBLEMS: ${problems.join('; ')}` : 'exactly once, bucket == database'}`);
    }
  } finally {
    hold.release?.();
    await Promise.all([...procs.values()].map((p) => p.stop().catch(() => {})));
    await local.close().catch(() => {});
    await stub.close();
    await s3.stop();
    await database.drop();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  }
  const times = results.map((r) => r.killToFinishS).sort((a, b) => a - b);
  const bad = results.filter((r) => !r.ok).length;
  console.log(
    `${results.length} kill -9 runs: ${bad} lost or duplicated (or with orphan files); kill → FINISH median ${times[Math.floor(times.length / 2)]?.toFixed(1)} s, max ${times.at(-1)?.toFixed(1)} s (load ${os.loadavg()[0]!.toFixed(1)}, ${os.cpus().length} CPUs)`,
  );
  console.log('reproduce: node --import tsx bench/kill-runs.ts   (KILL_RUNS=n, BENCH_DATABASE_URL=postgresql://...)');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await run();
