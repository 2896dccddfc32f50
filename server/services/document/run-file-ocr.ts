/**
 * runFileOcr: OCRs the pages of a file that need it (document.ocr job), one page at a time in a worker thread,
 * recording progress per page. A run takes at most `pagesPerRun` pages (OCR_PAGES_PER_RUN, default 8: ~20–30 s of
 * CPU, so another file's OCR waits at most that long): it saves their text into the file and
 * queues the next run for the rest (behind the OCR jobs other lawyers are already waiting on; decision 142). The
 * last run marks the file READY. A failure marks the file FAILED with a reason the lawyer reads; it never throws
 * into the queue (a retry would redo minutes of OCR for the same result).
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { docFiles, storedFiles } from '../../db/schema/index';
import type { FileStore } from '../../storage/file-store';
import { DocumentMessages } from './document-errors';
import { assembleText, type TPageText } from './extract/assemble-text';
import { ocrPages } from './extract/run-extraction';
import { indexFiles } from './retrieval/file-index';
import { countChars } from './upload-file';
import { Messages } from '@common/codes';

/** Time allowed per page (OCR takes 1–3 s; a slow, shared machine gets ten times that). */
const OCR_MS_PER_PAGE = 30_000;

export type TRunFileOcrDeps = {
  db: Db;
  fileStore: FileStore;
  log: FastifyBaseLogger;
  pagesPerRun: number;
  /** Queues the run that continues with the file's remaining pages. */
  queueRest: (next: { fileId: string; from: number }) => Promise<void>;
};

/** OCRs the next pages of one file (from its `from`-th page to OCR); returns the file's status after this run. */
export async function runFileOcr(deps: TRunFileOcrDeps, { fileId, from = 0 }: { fileId: string; from?: number }): Promise<{ status: string }> {
  const [row] = await deps.db.select().from(docFiles).where(eq(docFiles.id, fileId));
  if (!row || row.status !== 'OCR') return { status: row?.status ?? 'GONE' };
  const [stored] = await deps.db.select().from(storedFiles).where(eq(storedFiles.id, row.storedFileId));
  if (!stored) return { status: 'GONE' };
  const batch = row.ocrPages.slice(from, from + deps.pagesPerRun);
  const rest = from + batch.length;
  const last = rest >= row.ocrPages.length;
  // A retried run starts its batch again: progress goes back to what earlier runs saved.
  if (row.ocrPagesDone !== from) await deps.db.update(docFiles).set({ ocrPagesDone: from }).where(eq(docFiles.id, fileId));
  const recognized = new Map<number, string>();
  try {
    const bytes = new Uint8Array(await deps.fileStore.getBuffer(stored.storageKey));
    const kind = row.kind === 'pdf' ? 'pdf' : row.kind === 'png' ? 'png' : 'jpeg';
    await ocrPages(kind, bytes, batch, {
      timeoutMs: 60_000 + OCR_MS_PER_PAGE * batch.length,
      onPage: async (page, text) => {
        recognized.set(page, text);
        await deps.db
          .update(docFiles)
          .set({ ocrPagesDone: sql`${docFiles.ocrPagesDone} + 1`, updatedAt: new Date() })
          .where(eq(docFiles.id, fileId));
      },
    });
  } catch (err) {
    deps.log.warn({ err, fileId }, 'file OCR failed');
    await deps.db.update(docFiles).set({ status: 'FAILED', failureReason: DocumentMessages.ocrFailed, updatedAt: new Date() }).where(eq(docFiles.id, fileId));
    return { status: 'FAILED' };
  }
  // The text-layer pages (and pages earlier runs recognized) are kept as they were; this run's pages take their place.
  const pages: TPageText[] = row.pages.map((p) => {
    const ocr = recognized.get(p.page);
    if (ocr !== undefined) return { page: p.page, text: ocr, source: ocr ? 'ocr' : 'none' };
    return { page: p.page, text: row.text.slice(p.start, p.end), source: p.source };
  });
  const assembled = assembleText(pages);
  const chars = countChars(assembled.text);
  const updatedAt = new Date();
  if (!last) {
    await deps.db
      .update(docFiles)
      .set({ text: assembled.text, pages: assembled.pages, ocrPagesDone: rest, updatedAt })
      .where(eq(docFiles.id, fileId));
    try {
      await deps.queueRest({ fileId, from: rest });
    } catch (err) {
      deps.log.warn({ err, fileId }, 'file OCR: the next run could not be queued');
      await deps.db.update(docFiles).set({ status: 'FAILED', failureReason: DocumentMessages.ocrFailed, updatedAt: new Date() }).where(eq(docFiles.id, fileId));
      return { status: 'FAILED' };
    }
    return { status: 'OCR' };
  }
  await deps.db
    .update(docFiles)
    .set({
      status: chars > 0 ? 'READY' : 'FAILED',
      failureReason: chars > 0 ? '' : Messages.fileNoText,
      text: assembled.text,
      pages: assembled.pages,
      charCount: chars,
      updatedAt,
    })
    .where(eq(docFiles.id, fileId));
  // Warm this process's passage index so the first question does not wait for it (file-index.ts keys on updatedAt).
  if (chars > 0) indexFiles([{ id: fileId, text: assembled.text, pages: assembled.pages, updatedAt }]);
  return { status: chars > 0 ? 'READY' : 'FAILED' };
}
