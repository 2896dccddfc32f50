/** The translated .txt, line for line (issue 11): untranslated lines keep their source. */
import type { TTranslatedSegment } from './write-translated-docx';

/** The translated .txt: each segment's line replaced by its translation. */
export function writeTranslatedTxt(original: Uint8Array, segments: readonly TTranslatedSegment[]): Uint8Array {
  const lines = Buffer.from(original).toString('utf8').split('\n');
  for (const s of segments) if (s.target && lines[s.paragraphIndex] !== undefined) lines[s.paragraphIndex] = s.target;
  return Buffer.from(lines.join('\n'), 'utf8');
}
