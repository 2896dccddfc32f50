/** getQaDetail: a conversation with its files and messages in order (api.md "Q&A detail"). */
import { asc, eq } from 'drizzle-orm';
import type { TQaDetail } from '@common/api/document';
import type { DbOrTx } from '../../../db/client';
import { docMessages } from '../../../db/schema/index';
import type { TActor } from '../../../lib/actor';
import { presentFileInfo, presentQaMessage } from '../../../presenters/doc-file';
import { findOwnFiles } from '../find-own-files';
import { findOwnQaTask } from './find-own-task';

/** The conversation of the actor, or 404. */
export async function getQaDetail(db: DbOrTx, { actor, taskId }: { actor: TActor; taskId: string }): Promise<TQaDetail> {
  const task = await findOwnQaTask(db, { actor, taskId });
  const files = await findOwnFiles(db, { actor, fileIds: task.fileIds }).catch(() => []);
  const messages = await db.select().from(docMessages).where(eq(docMessages.taskId, taskId)).orderBy(asc(docMessages.createdAt));
  return { task_id: task.id, title: task.title, files: files.map(presentFileInfo), messages: messages.map(presentQaMessage), is_sample: task.isSample };
}
