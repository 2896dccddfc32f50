/**
 * readDocx in a worker thread with a heap cap (decision 171), for untrusted uploads: the reading limits refuse a
 * crafted file while it is inflated and tokenized; if something still runs away, only the thread dies. Resolves
 * the document's counts; rejects with DocxError (reason from the reader, or 'too-large' when the thread ran out
 * of memory or time), never anything else for a bad file.
 */
import { createIsolatedParser, IsolatedParseError, type TIsolatedParser } from '../../lib/isolated-parse/index';
import { DocxError, parseError, type DocxErrorReason } from './errors';
import type { OpenOptions } from './open-docx';
import type { TReadDocxRequest, TReadDocxSummary } from './read-docx-worker';

/** Heap of the reading thread: a 100,000-character contract reads in ~60 MB; bombs stop far earlier by limits. */
export const READ_DOCX_HEAP_MB = 384;
/** A 100,000-character contract reads in ~50 ms; a minute means something is wrong. */
export const READ_DOCX_TIMEOUT_MS = 60_000;

let parser: TIsolatedParser<TReadDocxRequest, TReadDocxSummary> | null = null;

function workerEntry(): URL {
  return new URL(`./read-docx-worker${import.meta.url.endsWith('.js') ? '.js' : '.ts'}`, import.meta.url);
}

/** Reads a .docx's counts in an isolated thread; see the file comment. */
export async function readDocxIsolated(bytes: Uint8Array, options: OpenOptions = {}): Promise<TReadDocxSummary> {
  parser ??= createIsolatedParser<TReadDocxRequest, TReadDocxSummary>({
    entry: workerEntry(),
    heapMb: READ_DOCX_HEAP_MB,
    timeoutMs: READ_DOCX_TIMEOUT_MS,
  });
  try {
    return await parser.run({ bytes, options });
  } catch (err) {
    if (err instanceof IsolatedParseError) {
      if (err.failure === 'threw' && err.thrown?.name === 'DocxError') {
        throw parseError((err.thrown.reason ?? 'corrupt-zip') as DocxErrorReason, err.thrown.message);
      }
      throw parseError('too-large', `reading thread: ${err.message}`);
    }
    throw err;
  }
}

/** Ends the reading thread (tests, shutdown); the next call starts a new one. */
export async function closeDocxReader(): Promise<void> {
  const p = parser;
  parser = null;
  await p?.close();
}

export { DocxError };
