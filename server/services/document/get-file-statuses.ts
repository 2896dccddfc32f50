/** getFileStatuses: reading/OCR progress of the actor's files (the upload list polls it); unknown ids are left out. */
import { and, eq, inArray } from 'drizzle-orm';
import type { TFileInfo } from '@common/api/document';
import type { DbOrTx } from '../../db/client';
import { docFiles } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { presentFileInfo } from '../../presenters/doc-file';
import { isUuid } from './find-own-files';

/** Status of each of the actor's files among `fileIds`. */
export async function getFileStatuses(db: DbOrTx, { actor, fileIds }: { actor: TActor; fileIds: readonly string[] }): Promise<TFileInfo[]> {
  const ids = fileIds.filter(isUuid);
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(docFiles)
    .where(and(inArray(docFiles.id, ids), eq(docFiles.userId, actor.userId), eq(docFiles.tenantId, actor.tenantId)));
  return rows.map(presentFileInfo);
}
