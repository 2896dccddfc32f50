/**
 * Isolated-parser entry (server/lib/isolated-parse) of the file modules' text phase: a PDF's text layer page by page,
 * judged for OCR. Runs in a reused worker thread with a heap cap; never on the API's event loop.
 */
import { serveParser } from '../../../lib/isolated-parse/serve-parser';
import type { TExtractedPage } from './extract-protocol';
import { openPdf, readPdfPages } from './pdf-text';

serveParser(async ({ bytes }: { bytes: Uint8Array }): Promise<{ pages: TExtractedPage[]; numPages: number }> => {
  const doc = await openPdf(bytes);
  try {
    return { pages: await readPdfPages(doc), numPages: doc.numPages };
  } finally {
    await doc.destroy();
  }
});
