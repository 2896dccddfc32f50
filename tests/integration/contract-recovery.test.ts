/**
 * A review survives a worker that dies mid-way (issue 3 item 5): the job runs again and the task ends FINISH once,
 * with one set of committed files, no orphans in the store and one use charged. The review run is called directly
 * (services/contract/run-review-task.ts, what the contract.review handler does) so the test can stop it at a chosen
 * point; the queue's own retries and expiry are pg-boss's.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { Messages } from '@common/codes';
import { contractFindings, contractTasks, quotas, storedFiles } from '../../server/db/schema/index';
import { appEvents, type TTaskFinishedEvent } from '../../server/events/app-events';
import { ReviewFailures } from '../../server/review/review-contract';
import { ContractMessages } from '../../server/services/contract/contract-errors';
import { failStalledTasks } from '../../server/services/contract/fail-stalled-tasks';
import { runReviewTask, type TReviewRunDeps } from '../../server/services/contract/run-review-task';
import { useTestApp, type TTestApp } from '../helpers/build-test-app';
import { buildLawyer, createPayload, postCreate, uploadPlain, waitForSettled, type TLawyer } from '../helpers/contract-client';
import { buildContractDocx } from '../helpers/contract-docx';

async function filesOnDisk(t: TTestApp, userId: string): Promise<string[]> {
  const dir = path.join(t.dataDir, 'files', 'u', userId);
  return (await readdir(dir).catch(() => [] as string[])).filter((n) => !n.startsWith('.')).sort();
}

async function taskFiles(t: TTestApp, taskId: string) {
  return t.app.db.select().from(storedFiles).where(eq(storedFiles.taskId, taskId));
}

async function useOf(t: TTestApp, userId: string): Promise<number> {
  const [row] = await t.app.db.select().from(quotas).where(and(eq(quotas.userId, userId), eq(quotas.model, 'contract_review')));
  return row?.useNumber ?? 0;
}

async function until(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a review run that dies is finished by the next one (API only; runs driven by the test)', () => {
  const t = useTestApp({ services: ['api'] });
  let lawyer: TLawyer;
  let contract: Buffer;
  let deps: TReviewRunDeps;
  const events: TTaskFinishedEvent[] = [];

  beforeAll(async () => {
    lawyer = await buildLawyer(t().app);
    contract = await buildContractDocx();
    deps = { db: t().app.db, fileStore: t().app.fileStore, env: t().env, log: t().app.log, events: appEvents(t().app) };
    appEvents(t().app).on('task.finished', (e) => events.push(e));
  });

  async function newTask(): Promise<string> {
    const upload = (await uploadPlain(lawyer, '设备买卖合同.docx', contract)).body.data;
    return (await postCreate(lawyer.client, createPayload(upload))).body.data.task_id;
  }

  it('killed after writing its files: the retry removes them, commits its own once, charges once', async () => {
    const taskId = await newTask();
    const usesBefore = await useOf(t(), lawyer.user.id);
    const killed = runReviewTask(deps, { taskId, attempt: 1, retryCount: 0, retryLimit: 2 }, {
      afterOutputsWritten: () => {
        throw new Error('worker killed');
      },
    });
    await expect(killed).rejects.toThrow('worker killed');
    const [afterCrash] = await t().app.db.select().from(contractTasks).where(eq(contractTasks.id, taskId));
    expect(afterCrash).toMatchObject({ status: 'RUNNING', annotatedFileId: null });
    const leftovers = await taskFiles(t(), taskId);
    expect(leftovers).toHaveLength(4);
    expect(leftovers.every((f) => !f.committed)).toBe(true);
    for (const f of leftovers) expect(await t().app.fileStore.exists(f.storageKey)).toBe(true);

    // The queue delivers the job again.
    const rerun = await runReviewTask(deps, { taskId, attempt: 1, retryCount: 1, retryLimit: 2 });
    expect(rerun.outcome).toBe('finished');
    for (const f of leftovers) expect(await t().app.fileStore.exists(f.storageKey)).toBe(false);
    const files = await taskFiles(t(), taskId);
    expect(files).toHaveLength(4);
    expect(files.every((f) => f.committed)).toBe(true);
    const [task] = await t().app.db.select().from(contractTasks).where(eq(contractTasks.id, taskId));
    expect(task).toMatchObject({ status: 'FINISH', progress: 100, runId: null });
    expect(new Set([task!.annotatedFileId, task!.detailedFileId, task!.cleanFileId, task!.reportFileId])).toEqual(new Set(files.map((f) => f.id)));
    expect(await useOf(t(), lawyer.user.id)).toBe(usesBefore + 1);

    // A duplicate delivery after the commit changes nothing.
    expect(await runReviewTask(deps, { taskId, attempt: 1, retryCount: 0, retryLimit: 2 })).toEqual({ outcome: 'skipped', why: 'done' });
    expect(await taskFiles(t(), taskId)).toHaveLength(4);
    expect(await useOf(t(), lawyer.user.id)).toBe(usesBefore + 1);
    expect(events.filter((e) => e.taskId === taskId)).toEqual([
      { tenantId: lawyer.user.tenantId, userId: lawyer.user.id, taskId, status: 'FINISH', taskName: '设备买卖合同' },
    ]);
  });

  it('a hung worker overtaken by the re-delivered job never commits, and leaves no orphan behind', async () => {
    const taskId = await newTask();
    const usesBefore = await useOf(t(), lawyer.user.id);
    let release!: () => void;
    const hung = runReviewTask(deps, { taskId, attempt: 1, retryCount: 0, retryLimit: 2 }, {
      afterOutputsWritten: () => new Promise<void>((resolve) => (release = resolve)),
    });
    await until(async () => (await taskFiles(t(), taskId)).length === 4);
    const hungFiles = await taskFiles(t(), taskId);

    // Its job expired: pg-boss hands it to another worker.
    const rerun = await runReviewTask(deps, { taskId, attempt: 1, retryCount: 1, retryLimit: 2 });
    expect(rerun.outcome).toBe('finished');
    const committed = await taskFiles(t(), taskId);

    // The first worker wakes up and tries to commit.
    release();
    expect(await hung).toEqual({ outcome: 'skipped', why: 'overtaken' });
    const files = await taskFiles(t(), taskId);
    expect(files.map((f) => f.id).sort()).toEqual(committed.map((f) => f.id).sort());
    expect(files.some((f) => hungFiles.some((h) => h.id === f.id))).toBe(false);
    for (const f of hungFiles) expect(await t().app.fileStore.exists(f.storageKey)).toBe(false);
    expect(await useOf(t(), lawyer.user.id)).toBe(usesBefore + 1);

    // No orphan: every encrypted blob of this user on disk belongs to a stored_files row.
    const rows = await t().app.db.select().from(storedFiles).where(eq(storedFiles.userId, lawyer.user.id));
    expect(await filesOnDisk(t(), lawyer.user.id)).toEqual(rows.map((r) => r.id).sort());
  });

  it('fails the task with a reason on the last attempt, withdrawing its files and charging nothing', async () => {
    const taskId = await newTask();
    const usesBefore = await useOf(t(), lawyer.user.id);
    const last = await runReviewTask(deps, { taskId, attempt: 1, retryCount: 2, retryLimit: 2 }, {
      afterOutputsWritten: () => {
        throw new Error('disk full');
      },
    });
    expect(last).toEqual({ outcome: 'failed', reason: ContractMessages.reviewFailedInternal });
    const [task] = await t().app.db.select().from(contractTasks).where(eq(contractTasks.id, taskId));
    expect(task).toMatchObject({ status: 'FAILURE', failureReason: ContractMessages.reviewFailedInternal, progress: 0 });
    expect(await taskFiles(t(), taskId)).toEqual([]);
    expect(await t().app.db.select().from(contractFindings).where(eq(contractFindings.taskId, taskId))).toEqual([]);
    expect(await useOf(t(), lawyer.user.id)).toBe(usesBefore);
    expect(events.filter((e) => e.taskId === taskId).map((e) => e.status)).toEqual(['FAILURE']);
  });

  it('ignores a job queued for an earlier submission of the task', async () => {
    const taskId = await newTask();
    await t().app.db.update(contractTasks).set({ attempt: 2 }).where(eq(contractTasks.id, taskId));
    expect(await runReviewTask(deps, { taskId, attempt: 1, retryCount: 0, retryLimit: 2 })).toEqual({ outcome: 'skipped', why: 'stale' });
    const [task] = await t().app.db.select().from(contractTasks).where(eq(contractTasks.id, taskId));
    expect(task!.status).toBe('PENDING');
  });

  it('fails a review whose worker died on its last attempt (审查超时) and removes what it wrote', async () => {
    const taskId = await newTask();
    await expect(
      runReviewTask(deps, { taskId, attempt: 1, retryCount: 0, retryLimit: 2 }, {
        afterOutputsWritten: () => {
          throw new Error('worker killed');
        },
      }),
    ).rejects.toThrow();
    await t().app.db.update(contractTasks).set({ startedAt: sql`now() - interval '2 hours'` }).where(eq(contractTasks.id, taskId));
    const failed = await failStalledTasks(deps, { olderThanSeconds: 3600 });
    expect(failed).toBeGreaterThanOrEqual(1);
    const [task] = await t().app.db.select().from(contractTasks).where(eq(contractTasks.id, taskId));
    expect(task).toMatchObject({ status: 'FAILURE', failureReason: ContractMessages.stalled });
    expect(await taskFiles(t(), taskId)).toEqual([]);
  });
});

describe('failures through the real worker', () => {
  const t = useTestApp();

  it('fails a review whose stored original cannot be read as Word, with an actionable reason', async () => {
    const lawyer = await buildLawyer(t().app);
    const upload = (await uploadPlain(lawyer, '设备买卖合同.docx', await buildContractDocx())).body.data;
    // The stored original is damaged after the upload (a disk problem, a bad restore).
    const [original] = await t().app.db.select().from(storedFiles).where(eq(storedFiles.userId, lawyer.user.id));
    await t().app.fileStore.putBuffer(original!.storageKey, Buffer.from('PK\u0003\u0004 damaged'));
    const created = await postCreate(lawyer.client, createPayload(upload));
    const status = await waitForSettled(lawyer.client, created.body.data.task_id);
    expect(status).toMatchObject({ task_status: 'FAILURE', failure_reason: ReviewFailures.unreadable, sec: 0 });
    expect(await useOf(t(), lawyer.user.id)).toBe(0);
  });

  it('reports a quota that ran out as the reason', async () => {
    const lawyer = await buildLawyer(t().app, { quotas: { contract_review: 1 } });
    const upload = (await uploadPlain(lawyer, '设备买卖合同.docx', await buildContractDocx())).body.data;
    const a = (await postCreate(lawyer.client, createPayload(upload))).body.data.task_id;
    const b = (await postCreate(lawyer.client, createPayload(upload))).body.data.task_id;
    const reasons = [(await waitForSettled(lawyer.client, a)).failure_reason, (await waitForSettled(lawyer.client, b)).failure_reason];
    expect(reasons.sort()).toEqual(['', Messages.limitReached].sort());
  });
});
