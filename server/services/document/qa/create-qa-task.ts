/**
 * createQaTask: a new conversation over the actor's READY files with its first question; charges one `document`
 * use for the task (consume-once, reference = task id) and starts streaming the answer.
 */
import { docMessages, docTasks } from '../../../db/schema/index';
import type { TActor } from '../../../lib/actor';
import { consumeOnce } from '../../quota/consume-once';
import { refundOnce } from '../../quota/refund-once';
import { assertFilesReady, findOwnFiles } from '../find-own-files';
import type { TQaDeps } from './qa-deps';
import { startAnswer } from './start-answer';

/** The conversation title: the question's first 30 characters. */
export function titleOf(question: string): string {
  const chars = Array.from(question.replace(/\s+/g, ' ').trim());
  return chars.length > 30 ? `${chars.slice(0, 30).join('')}…` : chars.join('');
}

/** Creates the conversation and its first answer; returns their ids. */
export async function createQaTask(
  deps: TQaDeps,
  { actor, fileIds, question }: { actor: TActor; fileIds: string[]; question: string },
): Promise<{ taskId: string; messageId: string }> {
  const files = await findOwnFiles(deps.db, { actor, fileIds });
  assertFilesReady(files);
  const { taskId, messageId } = await deps.db.transaction(async (tx) => {
    const [task] = await tx
      .insert(docTasks)
      .values({ tenantId: actor.tenantId, userId: actor.userId, title: titleOf(question), fileIds: files.map((f) => f.id) })
      .returning({ id: docTasks.id });
    await consumeOnce(tx, { actor, model: 'document', reference: task!.id });
    const [asked] = await tx.insert(docMessages).values({ taskId: task!.id, role: 'user', content: question, status: 'done' }).returning({ id: docMessages.id });
    const [answer] = await tx
      .insert(docMessages)
      .values({ taskId: task!.id, role: 'assistant', status: 'streaming', questionId: asked!.id, createdAt: new Date(Date.now() + 1) })
      .returning({ id: docMessages.id });
    return { taskId: task!.id, messageId: answer!.id };
  });
  try {
    await startAnswer(deps, { actor, taskId, messageId, question, files });
  } catch (err) {
    await refundOnce(deps.db, { actor, model: 'document', reference: taskId });
    throw err;
  }
  return { taskId, messageId };
}
