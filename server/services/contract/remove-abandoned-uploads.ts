/**
 * removeAbandonedUploads: an uploaded contract that never became a review is a client file nobody can see or
 * delete from the app (the page forgets it on reload). After UPLOAD_RETENTION_HOURS it is removed with its stored
 * file. Uploads some task uses are never touched: deleting the task removes them (delete-task.ts).
 */
import { and, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import { contractTasks, contractUploads, storedFiles } from '../../db/schema/index';
import type { TContractDeps } from './contract-deps';
import { deleteStoredBytes } from './stored-files';

export async function removeAbandonedUploads(
  deps: Pick<TContractDeps, 'db' | 'fileStore' | 'log'>,
  { olderThanHours, now = new Date() }: { olderThanHours: number; now?: Date },
): Promise<{ uploads: number }> {
  const cutoff = new Date(now.getTime() - olderThanHours * 3600_000);
  const { uploads, files } = await deps.db.transaction(async (tx) => {
    // One statement decides and deletes, so a task created meanwhile either sees the upload or finds it gone.
    const gone = await tx
      .delete(contractUploads)
      .where(
        and(
          lt(contractUploads.createdAt, cutoff),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(contractTasks)
              .where(eq(contractTasks.uploadId, contractUploads.id)),
          ),
        ),
      )
      .returning({ fileId: contractUploads.fileId });
    if (gone.length === 0) return { uploads: 0, files: [] };
    const removed = await tx
      .delete(storedFiles)
      .where(
        inArray(
          storedFiles.id,
          gone.map((g) => g.fileId),
        ),
      )
      .returning();
    return { uploads: gone.length, files: removed };
  });
  // Bytes go after the rows are gone for good (stored-files.ts).
  await deleteStoredBytes(deps.fileStore, files, deps.log);
  return { uploads };
}
