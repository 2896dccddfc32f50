/**
 * runReviewTask: one run of the contract.review job (architecture §3 step 5). Crash-safe by construction:
 *
 * 1. Claim: the task must still be on the submission the job was queued for and unfinished; the run stamps its own
 *    run id (RUNNING). A later run (a re-delivered or retried job) takes the task over the same way.
 * 2. Clean up: files a crashed earlier run of this task wrote but never committed are removed.
 * 3. Review (progress at every stage), then write the four outputs under new file ids, uncommitted.
 * 4. Commit in ONE transaction, only while this run still owns the task: findings replaced, document model, file ids
 *    set, FINISH with progress 100, the files committed, the quota charged once (the task id is the reference).
 * 5. After the commit: older outputs removed, 'task.finished' emitted.
 *
 * Errors: a run overtaken by another simply withdraws its files. Content problems (unreadable, unverifiable, quota
 * gone) fail the task at once with a reason a lawyer can act on; anything else is thrown back for the queue to retry
 * (its files left for the next attempt's clean-up, exactly as after a crash), and fails the task with a reason only
 * on the last attempt.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TFinding } from '@common/api/contract';
import { Code, Messages } from '@common/codes';
import type { Db } from '../../db/client';
import { contractDocuments, contractFindings, contractTasks, contractUploads, storedFiles, type TContractTaskRow, type TStoredFileKind, type TStoredFileRow } from '../../db/schema/index';
import type { AppEvents } from '../../events/app-events';
import type { TEnv } from '../../env';
import type { TActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import type { AiProvider } from '../../ai/index';
import { ReviewError, reviewContract, type ReviewContractResult } from '../../review/review-contract';
import { FileIntegrityError, FileNotFoundError, type FileStore } from '../../storage/file-store';
import { loadPlaybook } from '../playbook/load-playbook';
import { consumeOnce } from '../quota/consume-once';
import { reviewProvider } from './ai-provider';
import { CONTRACT_REVIEW_MODEL } from './check-contract';
import { ContractMessages } from './contract-errors';
import { readUploadDocx } from './read-upload-docx';
import { deleteStoredFiles, putStoredFile } from './stored-files';

export type TReviewRunDeps = {
  db: Db;
  fileStore: FileStore;
  env: TEnv;
  log: FastifyBaseLogger;
  events?: AppEvents;
  /** Default: the process's provider for `env` (builtin unless a model is configured). */
  provider?: AiProvider;
};

export type TReviewRunInput = {
  taskId: string;
  attempt: number;
  /** 0 on the first delivery of the job. */
  retryCount: number;
  /** Retries the queue will still make after this one fails. */
  retryLimit: number;
};

/** Test seams: simulate a worker dying at a given point. */
export type TReviewRunHooks = {
  afterOutputsWritten?: () => void | Promise<void>;
};

export type TReviewRunOutcome =
  | { outcome: 'finished'; findings: number }
  | { outcome: 'failed'; reason: string }
  | { outcome: 'skipped'; why: 'gone' | 'stale' | 'done' | 'overtaken' };

/** This run no longer owns the task (another run claimed it, or the user deleted it). */
class RunOvertaken extends Error {
  constructor() {
    super('review run overtaken');
    this.name = 'RunOvertaken';
  }
}

const UNFINISHED = ['PENDING', 'RUNNING'];
/** Progress shown once a run has claimed the task (before the first stage ends). */
const CLAIMED_PROGRESS = 5;

/** The reason a lawyer reads for an error, and whether retrying could help. */
function classify(err: unknown): { reason: string; retryable: boolean } {
  if (err instanceof ReviewError) return { reason: err.reason, retryable: err.retryable };
  if (err instanceof AppError && err.code === Code.LIMIT_REACHED) return { reason: Messages.limitReached, retryable: false };
  if (err instanceof FileIntegrityError || err instanceof FileNotFoundError) return { reason: ContractMessages.originalDamaged, retryable: false };
  if (err instanceof AppError && err.statusCode === 404) return { reason: ContractMessages.originalDamaged, retryable: false };
  return { reason: ContractMessages.reviewFailedInternal, retryable: true };
}

function ownerOf(task: TContractTaskRow): TActor {
  return { tenantId: task.tenantId, userId: task.userId, isAdmin: false, sessionId: 'contract.review' };
}

/** Runs one review of a task; see the file comment. */
export async function runReviewTask(deps: TReviewRunDeps, input: TReviewRunInput, hooks: TReviewRunHooks = {}): Promise<TReviewRunOutcome> {
  const { db, fileStore, log } = deps;
  const runId = randomUUID();
  const owns = and(eq(contractTasks.id, input.taskId), eq(contractTasks.runId, runId), eq(contractTasks.status, 'RUNNING'));

  const [before] = await db.select().from(contractTasks).where(eq(contractTasks.id, input.taskId));
  if (!before) return { outcome: 'skipped', why: 'gone' };
  if (before.attempt !== input.attempt) return { outcome: 'skipped', why: 'stale' };
  if (!UNFINISHED.includes(before.status)) return { outcome: 'skipped', why: 'done' };

  const [task] = await db
    .update(contractTasks)
    .set({
      runId,
      status: 'RUNNING',
      progress: CLAIMED_PROGRESS,
      failureReason: '',
      startedAt: sql`now()`,
      // The list's time and the client's progress animation start when the review starts (spec §4 polling).
      updatedAt: sql`now()`,
    })
    .where(and(eq(contractTasks.id, input.taskId), eq(contractTasks.attempt, input.attempt), inArray(contractTasks.status, UNFINISHED)))
    .returning();
  if (!task) return { outcome: 'skipped', why: 'stale' };
  const owner = ownerOf(task);

  const written: TStoredFileRow[] = [];
  try {
    // Leftovers of a crashed run: written, never committed.
    const leftovers = await db
      .select()
      .from(storedFiles)
      .where(and(eq(storedFiles.taskId, task.id), eq(storedFiles.committed, false)));
    if (leftovers.length > 0) {
      log.info({ taskId: task.id, files: leftovers.length }, 'removing files of an unfinished earlier run');
      await deleteStoredFiles(db, fileStore, leftovers, log);
    }

    const [upload] = await db.select().from(contractUploads).where(eq(contractUploads.id, task.uploadId));
    if (!upload) throw new ReviewError(ContractMessages.originalDamaged, false, 'upload row missing');
    const docx = await readUploadDocx(db, fileStore, upload);

    const result = await reviewContract(
      {
        docx,
        ctx: { categoryId: task.contractTypeId, stance: task.reviewStance, reviewer: task.reviewPeople },
        reviewer: task.reviewPeople,
        names: { contract: task.taskName, category: task.contractTypeName, stance: task.reviewStanceName },
        provider: deps.provider ?? reviewProvider(deps.env, log),
        maskPersonalData: deps.env.AI_MASK_PERSONAL_DATA,
        playbook: await loadPlaybook(db, { tenantId: task.tenantId }),
      },
      async (_stage, percent) => {
        const [still] = await db.update(contractTasks).set({ progress: percent }).where(owns).returning({ id: contractTasks.id });
        if (!still) throw new RunOvertaken();
      },
    );

    for (const [kind, bytes] of outputsOf(result)) {
      written.push(
        await putStoredFile(db, fileStore, {
          owner,
          kind,
          filename: `${task.taskName}.docx`,
          bytes,
          taskId: task.id,
          committed: false,
        }),
      );
    }
    await hooks.afterOutputsWritten?.();

    const replaced = await commit(db, { task, runId, owner, result, files: written });
    deps.events?.emit('task.finished', { tenantId: task.tenantId, userId: task.userId, taskId: task.id, status: 'FINISH', taskName: task.taskName });
    // The review is done whatever happens here: a failed clean-up of the replaced outputs is only logged.
    await deleteStoredFiles(db, fileStore, replaced, log).catch((e: unknown) => log.warn({ err: e, taskId: task.id }, 'replaced outputs not removed'));
    log.info({ taskId: task.id, findings: result.findings.length, ms: result.timings }, 'contract review finished');
    return { outcome: 'finished', findings: result.findings.length };
  } catch (err) {
    const withdraw = () => deleteStoredFiles(db, fileStore, written, log).catch((e: unknown) => log.warn({ err: e }, 'could not remove this run’s files'));
    if (err instanceof RunOvertaken) {
      await withdraw();
      return { outcome: 'skipped', why: 'overtaken' };
    }
    const { reason, retryable } = classify(err);
    // Left for the next attempt, which removes uncommitted files first: the same path as after a crash.
    if (retryable && input.retryCount < input.retryLimit) throw err;
    await withdraw();
    log.warn({ err, taskId: task.id }, 'contract review failed');
    const [failed] = await db
      .update(contractTasks)
      .set({ status: 'FAILURE', failureReason: reason, progress: 0, runId: null, updatedAt: sql`now()`, finishedAt: sql`now()` })
      .where(owns)
      .returning({ id: contractTasks.id });
    if (!failed) return { outcome: 'skipped', why: 'overtaken' };
    deps.events?.emit('task.finished', { tenantId: task.tenantId, userId: task.userId, taskId: task.id, status: 'FAILURE', taskName: task.taskName });
    return { outcome: 'failed', reason };
  }
}

function outputsOf(result: ReviewContractResult): [TStoredFileKind, Uint8Array][] {
  return [
    ['annotated', result.outputs.annotated],
    ['detailed', result.outputs.detailed],
    ['clean', result.outputs.clean],
    ['report', result.outputs.report],
  ];
}

function findingRows(taskId: string, findings: readonly TFinding[]) {
  return findings.map((f, ordinal) => ({
    id: f.id,
    taskId,
    ordinal,
    ruleId: f.rule_id,
    level: f.level,
    title: f.title,
    explanation: f.explanation,
    suggestion: f.suggestion,
    legalBasis: f.legal_basis,
    anchor: f.anchor,
    revision: f.revision,
    decision: f.decision,
    source: f.source,
  }));
}

const INSERT_CHUNK = 200;

/**
 * Swaps the run's outputs in, in one transaction, while the run still owns the task; returns the stored files the
 * new outputs replace (removed by the caller after the commit).
 */
async function commit(
  db: Db,
  { task, runId, owner, result, files }: { task: TContractTaskRow; runId: string; owner: TActor; result: ReviewContractResult; files: TStoredFileRow[] },
): Promise<TStoredFileRow[]> {
  const idOf = (kind: TStoredFileKind) => files.find((f) => f.kind === kind)!.id;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(contractTasks)
      .where(and(eq(contractTasks.id, task.id), eq(contractTasks.runId, runId), eq(contractTasks.status, 'RUNNING')))
      .for('update');
    if (!current) throw new RunOvertaken();
    const oldIds = [current.annotatedFileId, current.detailedFileId, current.cleanFileId, current.reportFileId].filter((id): id is string => !!id);

    await tx.delete(contractFindings).where(eq(contractFindings.taskId, task.id));
    const rows = findingRows(task.id, result.findings);
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) await tx.insert(contractFindings).values(rows.slice(i, i + INSERT_CHUNK));
    await tx
      .insert(contractDocuments)
      .values({ taskId: task.id, document: result.document })
      .onConflictDoUpdate({ target: contractDocuments.taskId, set: { document: result.document } });
    await tx
      .update(storedFiles)
      .set({ committed: true })
      .where(inArray(storedFiles.id, files.map((f) => f.id)));
    // Charged once per task whatever happens to this transaction's retries (the reference is the task id).
    await consumeOnce(tx, { actor: owner, model: CONTRACT_REVIEW_MODEL, reference: task.id });
    await tx
      .update(contractTasks)
      .set({
        status: 'FINISH',
        progress: 100,
        failureReason: '',
        runId: null,
        annotatedFileId: idOf('annotated'),
        detailedFileId: idOf('detailed'),
        cleanFileId: idOf('clean'),
        reportFileId: idOf('report'),
        summary: result.summary,
        highCount: result.counts.high,
        mediumCount: result.counts.medium,
        lowCount: result.counts.low,
        wordCount: result.charCount,
        decisionsChangedAt: null,
        outputsWrittenAt: sql`clock_timestamp()`,
        finishedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(contractTasks.id, task.id));
    return oldIds.length > 0 ? tx.select().from(storedFiles).where(inArray(storedFiles.id, oldIds)) : [];
  });
}
