/**
 * Share loader of a file Q&A conversation (the files module's doc_tasks / doc_messages): the file names as context
 * and the finished questions and answers. Quotes are spans of the owner's files, which a visitor cannot open, so
 * the answers are shown as text without them.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { docFiles, docMessages, docTasks } from '../../db/schema/index';
import { Errors } from '../../lib/app-error';
import { isUuid } from '../chat/find-own-chat';
import type { TShareLoader } from './share-kinds';

const NOT_FOUND = '对话不存在或已删除';

export const documentShareLoader: TShareLoader = {
  async own(db, actor, targetId) {
    if (!isUuid(targetId)) throw Errors.notFound(NOT_FOUND);
    const [task] = await db.select().from(docTasks).where(and(eq(docTasks.id, targetId), eq(docTasks.userId, actor.userId), eq(docTasks.tenantId, actor.tenantId)));
    if (!task) throw Errors.notFound(NOT_FOUND);
    return { title: task.title };
  },
  async view(db, owner, targetId) {
    const [task] = await db.select().from(docTasks).where(and(eq(docTasks.id, targetId), eq(docTasks.userId, owner.userId), eq(docTasks.tenantId, owner.tenantId)));
    if (!task) return null;
    const files = task.fileIds.length ? await db.select({ name: docFiles.fileName }).from(docFiles).where(inArray(docFiles.id, task.fileIds)) : [];
    const rows = await db
      .select()
      .from(docMessages)
      .where(and(eq(docMessages.taskId, task.id), inArray(docMessages.status, ['done', 'stopped'])))
      .orderBy(asc(docMessages.createdAt));
    return {
      title: task.title,
      context: files.map((f) => `文件：${f.name}`),
      messages: rows.filter((r) => r.content).map((r) => ({ role: r.role, content: r.content, citations: [] })),
    };
  },
};
