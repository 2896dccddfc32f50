/**
 * A review whose worker process died (kill -9) runs again within seconds of the restart (issue 16, decision 180),
 * not after the job's 15-minute expiry — and still exactly once. The "dead worker" is what kill -9 leaves in the
 * database: the task RUNNING under a run id nobody holds, its pg-boss job 'active' with a heartbeat that stopped.
 * The restarted process (same database) must pick it up.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { companyImportJob } from '../../server/jobs/definitions/company-import';
import { contractFindings, contractTasks, quotas, storedFiles } from '../../server/db/schema/index';
import { loadEnv } from '../../server/env';
import { TEST_ADMIN } from '../helpers/build-test-app';
import { buildLawyer, createPayload, postCreate, uploadPlain, waitForSettled } from '../helpers/contract-client';
import { buildContractDocx } from '../helpers/contract-docx';
import { pgliteTemplate } from '../helpers/pglite-template';
import { TestClient } from '../helpers/test-client';
import { createScratchDatabase, type TScratchDatabase } from '../helpers/scratch-database';

describe('restart after a worker died mid-review', () => {
  let dataDir = '';
  let database: TScratchDatabase | undefined;
  const apps: FastifyInstance[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close().catch(() => {});
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** One process on the shared DATA_DIR / database: 'api' only (no worker), or both. */
  async function start(services: ('api' | 'worker')[], env: Record<string, string>): Promise<FastifyInstance> {
    const app = await buildApp({
      env: loadEnv(env),
      services,
      pgliteDir: database ? undefined : path.join(dataDir, 'pglite'),
      pgliteTemplate: database || apps.length > 0 ? undefined : await pgliteTemplate(),
      logger: false,
      print: () => {},
    });
    await app.ready();
    await app.queue.whenStarted();
    apps.push(app);
    return app;
  }

  it('finishes the interrupted review at once after the restart, exactly once', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'lawdesk-restart-'));
    if (process.env.TEST_DATABASE_URL) database = await createScratchDatabase(process.env.TEST_DATABASE_URL);
    const env = {
      DATA_DIR: dataDir,
      PUBLIC_DIR: path.join(dataDir, 'public'),
      SECRET_KEY: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'silent',
      ADMIN_PHONE: TEST_ADMIN.phone,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      ...(database ? { DATABASE_URL: database.url } : {}),
    };

    // Before the crash: an API-only process takes the upload and the create; the job is queued, no worker runs it.
    const first = await start(['api'], env);
    const lawyer = await buildLawyer(first);
    const upload = (await uploadPlain(lawyer, '设备买卖合同.docx', await buildContractDocx())).body.data;
    const created = await postCreate(lawyer.client, createPayload(upload));
    expect(created.body.code).toBe(200);
    const taskId = created.body.data.task_id;

    // What kill -9 of the worker leaves: the task claimed by a run that no longer exists, the job active with a
    // heartbeat that stopped a minute ago (a live worker refreshes it every few seconds).
    await first.db.update(contractTasks).set({ status: 'RUNNING', runId: randomUUID(), startedAt: sql`now()`, progress: 30 }).where(eq(contractTasks.id, taskId));
    const marked = (await first.db.execute(
      sql`UPDATE pgboss.job SET state = 'active', started_on = now() - interval '1 minute', heartbeat_on = now() - interval '1 minute'
        WHERE name = 'contract.review' AND state IN ('created', 'retry') RETURNING id`,
    )) as unknown as { rows: unknown[] };
    expect(marked.rows).toHaveLength(1);
    // A background import the same crash interrupted: it must not run before the lawyer's review (decision 186).
    const importJobId = await first.queue.send(companyImportJob, { dir: path.join(dataDir, 'no-companies-here') });
    await first.db.execute(sql`UPDATE pgboss.job SET state = 'active', started_on = now() - interval '1 minute', heartbeat_on = now() - interval '1 minute' WHERE id = ${importJobId}::uuid`);
    await first.close();

    // The restart: the same data, now with a worker. Without the start-up sweep the job stays active for 15 min
    // and this wait (generous for a loaded CI machine, far below the expiry) runs out.
    const second = await start(['api', 'worker'], env);
    // The interrupted import is retried after its own delay, not now: the review has the database first.
    const importJob = (await second.db.execute(sql`SELECT state, start_after > now() + interval '10 seconds' AS later FROM pgboss.job WHERE id = ${importJobId}::uuid`)) as unknown as { rows: { state: string; later: boolean }[] };
    expect(importJob.rows[0]).toEqual({ state: 'retry', later: true });
    const client = new TestClient(second);
    client.token = lawyer.client.token;
    const status = await waitForSettled(client, taskId, 90_000);
    expect(status.task_status).toBe('FINISH');

    // Exactly once: one set of committed outputs, findings once, one use charged.
    const files = await second.db.select().from(storedFiles).where(eq(storedFiles.taskId, taskId));
    expect(files.filter((f) => !f.committed)).toEqual([]);
    expect(files.filter((f) => f.kind !== 'original').length).toBe(new Set(files.filter((f) => f.kind !== 'original').map((f) => f.kind)).size);
    const findings = await second.db.select().from(contractFindings).where(eq(contractFindings.taskId, taskId));
    expect(findings.length).toBeGreaterThan(0);
    expect(new Set(findings.map((f) => f.id)).size).toBe(findings.length);
    const rows = await second.db.select().from(quotas).where(eq(quotas.userId, lawyer.user.id));
    expect(rows.find((q) => q.model === 'contract_review')?.useNumber).toBe(1);
    // Two app builds and the 90 s wait above: the integration default (60 s) ran out on a loaded machine.
  }, 240_000);
});
