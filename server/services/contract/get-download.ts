/**
 * getDownload: task/download (spec §7 downloadContract, §9 download kinds). Answers where the file's encrypted bytes
 * are and the name to save them under: '<task name>-<kind>.docx'. Only the actor's own, committed files; a task's
 * outputs only once it finished (20040 / 20041 otherwise).
 */
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contractTasks, contractUploads, storedFiles, type TStoredFileKind, type TStoredFileRow } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { fileUrl } from '../../presenters/task';
import { ContractErrors } from './contract-errors';
import { findOwnTask, isUuid, ownedBy } from './find-own-task';
import { assertFinished } from './task-guards';

/** What each kind of file is called in its download name (spec §9). */
export const DOWNLOAD_LABELS: Record<TStoredFileKind, string> = {
  original: '原文',
  annotated: '批注版',
  detailed: '修订版',
  clean: '清洁版',
  report: '审查意见书',
};

/** Characters Windows and macOS refuse in file names become '_'. */
export function safeDownloadName(name: string): string {
  // eslint-disable-next-line no-control-regex
  return name.replace(/[\u0000-\u001f\\/:*?"<>|]/g, '_').trim() || '合同';
}

/** The actor's committed stored file, or 404. */
export async function findOwnFile(db: DbOrTx, { actor, fileId }: { actor: TActor; fileId: string }): Promise<TStoredFileRow> {
  if (!isUuid(fileId)) throw ContractErrors.fileNotFound();
  const [file] = await db
    .select()
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.id, fileId),
        eq(storedFiles.tenantId, actor.tenantId),
        eq(storedFiles.userId, actor.userId),
        eq(storedFiles.committed, true),
      ),
    );
  if (!file) throw ContractErrors.fileNotFound();
  return file;
}

/** The name a file is saved under: its task's name, or the uploaded file's name for an original no task uses. */
async function baseNameOf(db: DbOrTx, actor: TActor, file: TStoredFileRow): Promise<string> {
  if (file.taskId) {
    const task = await findOwnTask(db, { actor, taskId: file.taskId });
    assertFinished(task);
    return task.taskName;
  }
  const [latest] = await db
    .select({ name: contractTasks.taskName })
    .from(contractTasks)
    .innerJoin(contractUploads, eq(contractUploads.id, contractTasks.uploadId))
    .where(and(eq(contractUploads.fileId, file.id), ownedBy(actor)))
    .orderBy(desc(contractTasks.createdAt))
    .limit(1);
  return latest?.name ?? file.filename.replace(/\.(docx?)$/i, '');
}

/** The download URL and file name of one of the actor's files. */
export async function getDownload(db: DbOrTx, { actor, fileId }: { actor: TActor; fileId: string }): Promise<{ url: string; filename: string }> {
  const file = await findOwnFile(db, { actor, fileId });
  const base = await baseNameOf(db, actor, file);
  return { url: fileUrl(file.id), filename: safeDownloadName(`${base}-${DOWNLOAD_LABELS[file.kind]}.docx`) };
}
