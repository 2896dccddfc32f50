/**
 * rebuildDecidedCopies: the detailed (track) and clean copies follow the lawyer's decisions (issue 3 item 8). When a
 * decision changed after the copies were written, both are written again from the original and the current findings,
 * verified, and stored under the same file ids (the store replaces a file atomically), so ids a client holds stay
 * valid. The write time recorded is the time the findings were read: a decision made meanwhile triggers another
 * rebuild on the next download.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { contractFindings, contractTasks, contractUploads, storedFiles, type TContractTaskRow } from '../../db/schema/index';
import { presentFinding } from '../../presenters/finding';
import { ReviewError, rewriteDecidedCopies } from '../../review/review-contract';
import type { FileStore } from '../../storage/file-store';
import { ContractErrors } from './contract-errors';
import { readUploadDocx } from './read-upload-docx';

/** Whether the task's decisions are newer than its written copies. */
export function decisionsOutdateCopies(task: Pick<TContractTaskRow, 'decisionsChangedAt' | 'outputsWrittenAt'>): boolean {
  if (!task.decisionsChangedAt) return false;
  return !task.outputsWrittenAt || task.decisionsChangedAt > task.outputsWrittenAt;
}

/** Rewrites the detailed and clean copies of a finished task from its current decisions. */
export async function rebuildDecidedCopies(
  deps: { db: Db; fileStore: FileStore; log?: FastifyBaseLogger },
  task: TContractTaskRow,
): Promise<void> {
  const { db, fileStore } = deps;
  // The database's clock, as decideFinding stamps decisions with it (the app's clock may differ).
  const [clock] = await db.select({ now: sql<string>`clock_timestamp()::text` }).from(contractTasks).where(eq(contractTasks.id, task.id));
  if (!clock) throw ContractErrors.taskNotFound();
  const [upload] = await db.select().from(contractUploads).where(eq(contractUploads.id, task.uploadId));
  const ids = [task.detailedFileId, task.cleanFileId].filter((id): id is string => !!id);
  if (!upload || ids.length !== 2) throw ContractErrors.rebuildFailed();
  const files = await db.select().from(storedFiles).where(inArray(storedFiles.id, ids));
  const detailed = files.find((f) => f.id === task.detailedFileId);
  const clean = files.find((f) => f.id === task.cleanFileId);
  if (!detailed || !clean) throw ContractErrors.rebuildFailed();
  const findings = (await db.select().from(contractFindings).where(eq(contractFindings.taskId, task.id)).orderBy(asc(contractFindings.ordinal))).map(presentFinding);
  const docx = await readUploadDocx(db, fileStore, upload);
  let copies;
  try {
    copies = rewriteDecidedCopies(docx, findings, { author: task.reviewPeople, date: task.finishedAt ?? new Date() });
  } catch (err) {
    if (err instanceof ReviewError) {
      deps.log?.error({ err, taskId: task.id }, 'rebuilding the decided copies failed');
      throw ContractErrors.rebuildFailed();
    }
    throw err;
  }
  await fileStore.putBuffer(detailed.storageKey, Buffer.from(copies.detailed));
  await fileStore.putBuffer(clean.storageKey, Buffer.from(copies.clean));
  await db.transaction(async (tx) => {
    await tx.update(storedFiles).set({ byteSize: copies.detailed.length }).where(eq(storedFiles.id, detailed.id));
    await tx.update(storedFiles).set({ byteSize: copies.clean.length }).where(eq(storedFiles.id, clean.id));
    await tx.update(contractTasks).set({ outputsWrittenAt: sql`${clock.now}::timestamptz` }).where(eq(contractTasks.id, task.id));
  });
}
