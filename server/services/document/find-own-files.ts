/** The actor's own files (404 for anyone else's: api.md). */
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { docFiles, type TDocFileRow } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { DocumentErrors } from './document-errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One of the actor's files, or 404. */
export async function findOwnFile(db: DbOrTx, { actor, fileId }: { actor: TActor; fileId: string }): Promise<TDocFileRow> {
  const [row] = await findOwnFiles(db, { actor, fileIds: [fileId] });
  return row!;
}

/** The actor's files in the order asked, or 404 when any of them is not theirs. */
export async function findOwnFiles(db: DbOrTx, { actor, fileIds }: { actor: TActor; fileIds: readonly string[] }): Promise<TDocFileRow[]> {
  const ids = [...new Set(fileIds)];
  if (ids.length === 0 || !ids.every((id) => UUID.test(id))) throw DocumentErrors.fileNotFound();
  const rows = await db
    .select()
    .from(docFiles)
    .where(and(inArray(docFiles.id, ids), eq(docFiles.userId, actor.userId), eq(docFiles.tenantId, actor.tenantId)));
  if (rows.length !== ids.length) throw DocumentErrors.fileNotFound();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)!);
}

/** 409 (30103) unless every file is READY; FAILED files answer their own reason. */
export function assertFilesReady(files: readonly TDocFileRow[]): void {
  for (const f of files) {
    if (f.status === 'FAILED') throw DocumentErrors.noText(f.failureReason || undefined);
    if (f.status !== 'READY') throw DocumentErrors.notReady();
  }
}

/** True for a uuid-shaped id (others are 404 without a query). */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}
