/**
 * ensureSampleTask: the example conversation the home page's file Q&A shortcut card opens (spec §2: "shortcut
 * example cards open … fileChatDetail … with a stored sample task id"). Made once per user on first request, from a
 * file that ships with the app, answered by the builtin retrieval (no model, no quota).
 */
import { and, eq } from 'drizzle-orm';
import { builtinProvider } from '../../../ai/index';
import { docFiles, docMessages, docTasks, type TDocFileRow, type TDocQuote } from '../../../db/schema/index';
import type { TActor } from '../../../lib/actor';
import { putStoredFile } from '../../contract/stored-files';
import type { TDocumentDeps } from '../document-deps';
import { assembleText, tidyPageText } from '../extract/assemble-text';
import { composeAnswer } from '../qa/compose-answer';
import { titleOf } from '../qa/create-qa-task';
import { countChars } from '../upload-file';
import { SAMPLE_FILE_NAME, SAMPLE_LEASE_TEXT, SAMPLE_QUESTION } from './sample-lease';

/** The id of the actor's sample conversation (created on first call). */
export async function ensureSampleTask(deps: TDocumentDeps, { actor }: { actor: TActor }): Promise<{ taskId: string }> {
  const [existing] = await deps.db
    .select({ id: docTasks.id })
    .from(docTasks)
    .where(and(eq(docTasks.userId, actor.userId), eq(docTasks.tenantId, actor.tenantId), eq(docTasks.isSample, true)));
  if (existing) return { taskId: existing.id };
  const bytes = Buffer.from(SAMPLE_LEASE_TEXT, 'utf8');
  const { text, pages } = assembleText([{ page: 1, text: tidyPageText(SAMPLE_LEASE_TEXT), source: 'text' }]);
  const stored = await putStoredFile(deps.db, deps.fileStore, { owner: actor, kind: 'original', filename: SAMPLE_FILE_NAME, bytes, taskId: null, committed: true });
  const [file] = (await deps.db
    .insert(docFiles)
    .values({
      tenantId: actor.tenantId,
      userId: actor.userId,
      module: 'document',
      storedFileId: stored.id,
      fileName: SAMPLE_FILE_NAME,
      fileType: 'txt',
      kind: 'txt',
      byteSize: bytes.length,
      md5: '',
      status: 'READY',
      pageCount: null,
      text,
      pages,
      charCount: countChars(text),
    })
    .returning()) as [TDocFileRow];
  let answer = '';
  const quotes: TDocQuote[] = [];
  const signal = new AbortController().signal;
  for await (const e of composeAnswer({ files: [file], question: SAMPLE_QUESTION, history: [], provider: builtinProvider, signal })) {
    if (e.type === 'delta') answer += e.text;
    else quotes.push(e.quote);
  }
  const taskId = await deps.db.transaction(async (tx) => {
    const [task] = await tx
      .insert(docTasks)
      .values({ tenantId: actor.tenantId, userId: actor.userId, title: titleOf(SAMPLE_QUESTION), fileIds: [file.id], isSample: true })
      .returning({ id: docTasks.id });
    const now = Date.now();
    const [asked] = await tx.insert(docMessages).values({ taskId: task!.id, role: 'user', content: SAMPLE_QUESTION, createdAt: new Date(now) }).returning({ id: docMessages.id });
    await tx.insert(docMessages).values({ taskId: task!.id, role: 'assistant', content: answer, quotes, status: 'done', questionId: asked!.id, createdAt: new Date(now + 1) });
    return task!.id;
  });
  return { taskId };
}
