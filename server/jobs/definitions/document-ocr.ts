/**
 * document.ocr: OCR of one uploaded file's pages that have no usable text layer (or of an image), one page at a
 * time in a worker thread (services/document/run-file-ocr.ts). One at a time per process: OCR is CPU-bound and a
 * 2-core machine also serves the API.
 */
import { z } from 'zod';
import { defineJob } from '../define-job';

export const documentOcrJob = defineJob({
  id: 'document.ocr',
  payload: z.object({ fileId: z.uuid() }).strict(),
  retry: { limit: 1, delaySeconds: 10, backoff: false },
  // 500 pages at ~3 s each, with room to spare.
  expireInSeconds: 60 * 60,
  concurrency: 1,
});
export type TDocumentOcrPayload = z.infer<typeof documentOcrJob.payload>;
