/** Handler of document.ocr: adapts the job context to services/document/run-file-ocr.ts. */
import { runFileOcr } from '../../services/document/run-file-ocr';
import type { TJobContext } from '../define-job';
import { documentOcrJob, type TDocumentOcrPayload } from '../definitions/document-ocr';

export async function ocrDocumentFile(payload: TDocumentOcrPayload, ctx: TJobContext): Promise<{ status: string }> {
  return runFileOcr(
    {
      db: ctx.db,
      fileStore: ctx.app.fileStore,
      log: ctx.log,
      pagesPerRun: ctx.env.OCR_PAGES_PER_RUN,
      queueRest: async (next) => {
        await ctx.app.queue.send(documentOcrJob, next, { singletonKey: `ocr:${next.fileId}:${next.from}` });
      },
    },
    payload,
  );
}
