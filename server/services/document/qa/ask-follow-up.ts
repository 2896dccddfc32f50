/** askFollowUp: another question in one of the actor's conversations (no new charge: one use per task, unless it was refunded). */
import { eq } from 'drizzle-orm';
import { docMessages, docTasks } from '../../../db/schema/index';
import type { TActor } from '../../../lib/actor';
import { consumeOnce } from '../../quota/consume-once';
import { assertFilesReady, findOwnFiles } from '../find-own-files';
import { findOwnQaTask } from './find-own-task';
import type { TQaDeps } from './qa-deps';
import { startAnswer } from './start-answer';

/** Adds the question and starts its answer; returns the answer's message id. */
export async function askFollowUp(deps: TQaDeps, { actor, taskId, question }: { actor: TActor; taskId: string; question: string }): Promise<{ messageId: string }> {
  const task = await findOwnQaTask(deps.db, { actor, taskId });
  const files = await findOwnFiles(deps.db, { actor, fileIds: task.fileIds });
  assertFilesReady(files);
  const messageId = await deps.db.transaction(async (tx) => {
    // Free while the task stays charged; charges again only if it was refunded (every answer failed; decision 168).
    await consumeOnce(tx, { actor, model: 'document', reference: taskId });
    const now = Date.now();
    const [asked] = await tx.insert(docMessages).values({ taskId, role: 'user', content: question, status: 'done', createdAt: new Date(now) }).returning({ id: docMessages.id });
    const [answer] = await tx
      .insert(docMessages)
      .values({ taskId, role: 'assistant', status: 'streaming', questionId: asked!.id, createdAt: new Date(now + 1) })
      .returning({ id: docMessages.id });
    await tx.update(docTasks).set({ updatedAt: new Date(now) }).where(eq(docTasks.id, taskId));
    return answer!.id;
  });
  await startAnswer(deps, { actor, taskId, messageId, question, files });
  return { messageId };
}
