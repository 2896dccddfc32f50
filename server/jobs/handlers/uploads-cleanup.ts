/** Adapts the job context to removeAbandonedUploads (services/contract/remove-abandoned-uploads.ts). */
import { removeAbandonedUploads } from '../../services/contract/remove-abandoned-uploads';
import type { TJobContext } from '../define-job';

export async function cleanupAbandonedUploads(
  _payload: Record<string, never>,
  ctx: TJobContext,
): Promise<{ uploads: number }> {
  const result = await removeAbandonedUploads(
    { db: ctx.db, fileStore: ctx.app.fileStore, log: ctx.log },
    { olderThanHours: ctx.env.UPLOAD_RETENTION_HOURS },
  );
  ctx.log.info({ removed: result }, 'contract.uploads-cleanup done');
  return result;
}
