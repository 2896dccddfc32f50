/**
 * Worker-thread entry of readDocxIsolated (decision 171): opens and reads a .docx under the reading limits and
 * answers only what callers need from an upload (the count, each paragraph's text and numbering label), not the
 * model with its layout, which stays behind in the thread.
 */
import { serveParser } from '../../lib/isolated-parse/serve-parser';
import type { OpenOptions } from './open-docx';
import { readDocx } from './read-docx';

export type TReadDocxRequest = { bytes: Uint8Array; options: OpenOptions };
export type TReadDocxSummary = { charCount: number; paragraphs: { text: string; label: string }[] };

serveParser<TReadDocxRequest, TReadDocxSummary>(({ bytes, options }) => {
  const doc = readDocx(bytes, options);
  return { charCount: doc.charCount, paragraphs: doc.paragraphs.map((p) => ({ text: p.text, label: p.label })) };
});
