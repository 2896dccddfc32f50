/** getFileText: a file's extracted text and page spans (api.md "file text"); 404 for anyone else's file. */
import type { TFileTextResponse } from '@common/api/document';
import type { DbOrTx } from '../../db/client';
import type { TActor } from '../../lib/actor';
import { findOwnFile } from './find-own-files';

/** The text a quote's offsets point into. */
export async function getFileText(db: DbOrTx, { actor, fileId }: { actor: TActor; fileId: string }): Promise<TFileTextResponse> {
  const row = await findOwnFile(db, { actor, fileId });
  return { file_id: row.id, file_name: row.fileName, text: row.text, pages: row.pages.map(({ page, start, end }) => ({ page, start, end })) };
}
