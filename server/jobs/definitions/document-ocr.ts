/**
 * document.ocr: OCR of one uploaded file's pages that have no usable text layer (or of an image), one page at a
 * time in a worker thread (services/document/run-file-ocr.ts). One at a time per process: OCR is CPU-bound and a
 * 2-core machine also serves the API. A long scan is OCRed a few pages per run (`from` = where this run starts in
 * the file's list of pages to OCR), each run queueing the next behind the jobs already waiting, so one lawyer's
 * 500-page bundle does not hold another's one-page licence for half an hour (decision 142).
 */
import { z } from 'zod';
import { defineJob } from '../define-job';

export const documentOcrJob = defineJob({
  id: 'document.ocr',
  payload: z.object({ fileId: z.uuid(), from: z.number().int().min(0).max(100_000).optional() }).strict(),
  retry: { limit: 1, delaySeconds: 10, backoff: false },
  // One run is OCR_PAGES_PER_RUN (8) pages at ~3 s each; a slow, shared machine gets far more room.
  expireInSeconds: 30 * 60,
  concurrency: 1,
});
export type TDocumentOcrPayload = z.infer<typeof documentOcrJob.payload>;
