/**
 * Turns words an answer claims a file says into a span of that file's text (api.md: text === file_text.slice(start,
 * end)). Exact match first; then a tolerant match that ignores whitespace and the difference between full- and
 * half-width punctuation, mapped back to exact offsets. Nothing found -> unverified (shown 未核验, never as a source).
 */
import type { TQuote } from '@common/api/document';
import { pageAt } from '../extract/assemble-text';

const FOLD: Record<string, string> = { '，': ',', '。': '.', '；': ';', '：': ':', '（': '(', '）': ')', '？': '?', '！': '!', '“': '"', '”': '"', '‘': "'", '’': "'" };

/** The folded text and, for each folded character, its offset in the original. */
function fold(text: string): { folded: string; map: number[] } {
  let folded = '';
  const map: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (/\s/.test(c)) continue;
    folded += FOLD[c] ?? c;
    map.push(i);
  }
  return { folded, map };
}

export type TLocateFile = { fileId: string; text: string; pages: readonly { page: number; start: number }[] };

/** Finds `words` in one of `files` (the preferred file first); a verified quote, or an unverified one. */
export function locateQuote(words: string, files: readonly TLocateFile[]): TQuote {
  const needle = words.trim();
  if (needle.length >= 2) {
    for (const f of files) {
      const at = f.text.indexOf(needle);
      if (at >= 0) return { file_id: f.fileId, start: at, end: at + needle.length, page: pageAt(f.pages, at), text: needle, verified: true };
    }
    const n = fold(needle).folded;
    if (n.length >= 2) {
      for (const f of files) {
        const { folded, map } = fold(f.text);
        const at = folded.indexOf(n);
        if (at >= 0) {
          const start = map[at]!;
          const end = map[at + n.length - 1]! + 1;
          return { file_id: f.fileId, start, end, page: pageAt(f.pages, start), text: f.text.slice(start, end), verified: true };
        }
      }
    }
  }
  return { file_id: files[0]?.fileId ?? '', start: 0, end: 0, page: 0, text: needle, verified: false };
}

/** True when a quote marked verified really is the span it names (the invariant every shown source keeps). */
export function quoteIsExact(quote: TQuote, fileText: string): boolean {
  return quote.verified && quote.end > quote.start && fileText.slice(quote.start, quote.end) === quote.text;
}
