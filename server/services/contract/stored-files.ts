/**
 * Stored files of the contract module: where a file's bytes live in the file store (encrypted at rest) and how rows
 * and bytes are created and removed together. A row is written before its bytes and removed after them, so a crash
 * leaves at worst a row without bytes (harmless), never bytes nobody can find.
 */
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { storedFiles, type TStoredFileKind, type TStoredFileRow } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import type { FileStore } from '../../storage/file-store';

/** The file store key of a user's file. */
export function storageKeyFor(userId: string, fileId: string): string {
  return `u/${userId}/${fileId}`;
}

export type TNewStoredFile = {
  owner: Pick<TActor, 'tenantId' | 'userId'>;
  kind: TStoredFileKind;
  filename: string;
  bytes: Uint8Array;
  taskId: string | null;
  committed: boolean;
};

/** Writes the row, then the bytes; returns the row (byte size set). */
export async function putStoredFile(db: DbOrTx, fileStore: FileStore, file: TNewStoredFile): Promise<TStoredFileRow> {
  const id = randomUUID();
  const storageKey = storageKeyFor(file.owner.userId, id);
  const [row] = await db
    .insert(storedFiles)
    .values({
      id,
      tenantId: file.owner.tenantId,
      userId: file.owner.userId,
      kind: file.kind,
      storageKey,
      filename: file.filename,
      byteSize: file.bytes.length,
      taskId: file.taskId,
      committed: file.committed,
    })
    .returning();
  await fileStore.putBuffer(storageKey, Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.length));
  return row!;
}

/** Removes the bytes of `rows` from the store (failures logged: a leftover encrypted blob is not worth a 500). */
export async function deleteStoredBytes(fileStore: FileStore, rows: readonly Pick<TStoredFileRow, 'storageKey'>[], log?: FastifyBaseLogger): Promise<void> {
  for (const row of rows) {
    try {
      await fileStore.delete(row.storageKey);
    } catch (err) {
      log?.warn({ err, key: row.storageKey }, 'stored file bytes not removed');
    }
  }
}

/** Removes the bytes, then the rows, of stored files. */
export async function deleteStoredFiles(db: DbOrTx, fileStore: FileStore, rows: readonly TStoredFileRow[], log?: FastifyBaseLogger): Promise<void> {
  if (rows.length === 0) return;
  await deleteStoredBytes(fileStore, rows, log);
  await db.delete(storedFiles).where(
    inArray(
      storedFiles.id,
      rows.map((r) => r.id),
    ),
  );
}
