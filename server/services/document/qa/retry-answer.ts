/** retryAnswer: answers an answer's question again as a new message (the old one stays in the history). */
import { and, eq } from 'drizzle-orm';
import { Errors } from '../../../lib/app-error';
import { docMessages } from '../../../db/schema/index';
import type { TActor } from '../../../lib/actor';
import { consumeOnce } from '../../quota/consume-once';
import { DocumentMessages } from '../document-errors';
import { assertFilesReady, findOwnFiles } from '../find-own-files';
import { findOwnMessage, findOwnQaTask } from './find-own-task';
import type { TQaDeps } from './qa-deps';
import { startAnswer } from './start-answer';

/** Starts a fresh answer to the question of `messageId`; returns the new message id. */
export async function retryAnswer(deps: TQaDeps, { actor, taskId, messageId }: { actor: TActor; taskId: string; messageId: string }): Promise<{ messageId: string }> {
  const old = await findOwnMessage(deps.db, { actor, taskId, messageId });
  if (old.role !== 'assistant' || !old.questionId) throw Errors.badRequest(DocumentMessages.retryOnlyAnswers);
  const task = await findOwnQaTask(deps.db, { actor, taskId });
  const [question] = await deps.db.select().from(docMessages).where(and(eq(docMessages.id, old.questionId), eq(docMessages.taskId, taskId)));
  if (!question) throw Errors.badRequest(DocumentMessages.retryOnlyAnswers);
  const files = await findOwnFiles(deps.db, { actor, fileIds: task.fileIds });
  assertFilesReady(files);
  // Free while the task stays charged; charges again only if it was refunded (every answer failed; decision 168).
  await consumeOnce(deps.db, { actor, model: 'document', reference: taskId });
  if (old.status === 'streaming') await deps.streams.stop(old.id, { tenantId: actor.tenantId, userId: actor.userId }).catch(() => false);
  const [answer] = await deps.db
    .insert(docMessages)
    .values({ taskId, role: 'assistant', status: 'streaming', questionId: question.id })
    .returning({ id: docMessages.id });
  await startAnswer(deps, { actor, taskId, messageId: answer!.id, question: question.content, files });
  return { messageId: answer!.id };
}
