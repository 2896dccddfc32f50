/**
 * runTraceTask (trace.run job): fills a DD table cell by cell, saving after every cell so the page shows progress
 * per cell, then extracts each file's entities. Files are read from doc_files (their text is what quotes point at).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { docFiles, traceTasks, type TTraceRow } from '../../db/schema/index';
import { refundOnce } from '../quota/refund-once';
import { answerCell } from './answer-cell';
import { extractEntities } from './extract-entities';

/** Runs one DD task; returns its final status. */
export async function runTraceTask(deps: { db: Db; log: FastifyBaseLogger }, { taskId, attempt }: { taskId: string; attempt: number }): Promise<{ status: string }> {
  const [task] = await deps.db.select().from(traceTasks).where(eq(traceTasks.id, taskId));
  if (!task || task.attempt !== attempt || task.status === 'FINISH') return { status: task?.status ?? 'GONE' };
  await deps.db.update(traceTasks).set({ status: 'RUNNING', updatedAt: new Date() }).where(eq(traceTasks.id, taskId));
  try {
    const files = await deps.db.select().from(docFiles).where(and(inArray(docFiles.id, task.fileIds), eq(docFiles.userId, task.userId)));
    const byId = new Map(files.map((f) => [f.id, f]));
    const rows: TTraceRow[] = structuredClone(task.rows);
    let done = 0;
    for (const row of rows) {
      const file = byId.get(row.file_id);
      for (let i = 0; i < row.cells.length; i++) {
        const cell = row.cells[i]!;
        if (cell.status === 'pending') {
          row.cells[i] = file ? answerCell(file, cell.question) : { ...cell, status: 'failed', answer: '文件已删除' };
          await deps.db.update(traceTasks).set({ rows, cellsDone: done + 1, updatedAt: new Date() }).where(eq(traceTasks.id, taskId));
        }
        done++;
      }
      if (file) row.entities = extractEntities(file.text);
    }
    await deps.db.update(traceTasks).set({ rows, cellsDone: done, status: 'FINISH', updatedAt: new Date() }).where(eq(traceTasks.id, taskId));
    return { status: 'FINISH' };
  } catch (err) {
    deps.log.error({ err, taskId }, 'trace task failed');
    await deps.db.update(traceTasks).set({ status: 'FAILURE', failureReason: '尽调失败，请重试', updatedAt: new Date() }).where(eq(traceTasks.id, taskId));
    // The lawyer got no table: the task's one use comes back (once, whatever retries follow; decision 168).
    await refundOnce(deps.db, { actor: { userId: task.userId }, model: 'trace', reference: taskId });
    return { status: 'FAILURE' };
  }
}
