/**
 * Where the detail page marks terms inside the side-by-side texts (issue 11 item 3): each occurrence of a term in the
 * source, green when its rendering is in the translation and red when it is not, and each rendering in the
 * translation. The server's check decides found/missed (term_hits, one per source occurrence, the found ones first);
 * here we only place those states on the words, so a lawyer sees which clause words are covered without reading
 * the badges.
 */
import type { TSegment } from '@common/api/translation';

export type TTermTone = 'found' | 'missed';
export type TTextPiece = { text: string; tone?: TTermTone };

const isLatin = (s: string) => /^[\x20-\x7e]+$/.test(s);

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** English terms on whole words, any case, words apart or hyphenated (as the server matches them); Chinese as written. */
function patternOf(term: string): RegExp {
  if (!isLatin(term)) return new RegExp(escapeRegExp(term).replace(/\s+/g, '\\s+'), 'g');
  const body = escapeRegExp(term).replace(/[\s-]+/g, '(?:\\s+|\\s*-\\s*)');
  return new RegExp(`(?<![A-Za-z0-9]|[A-Za-z0-9]-)${body}(?![A-Za-z0-9]|-[A-Za-z0-9])`, 'gi');
}

/** Splits `text` into pieces, marking the occurrences of `terms` (longest first, never overlapping) with their tone. */
export function markTerms(text: string, terms: readonly { term: string; tones: readonly TTermTone[] }[]): TTextPiece[] {
  const spans: { start: number; end: number; tone: TTermTone }[] = [];
  const taken = new Array<boolean>(text.length).fill(false);
  for (const { term, tones } of [...terms].sort((a, b) => b.term.length - a.term.length)) {
    if (!term.trim() || tones.length === 0) continue;
    let n = 0;
    for (const m of text.matchAll(patternOf(term.trim()))) {
      const start = m.index;
      const end = start + m[0].length;
      if (m[0].length === 0 || taken.slice(start, end).some(Boolean)) continue;
      taken.fill(true, start, end);
      // The k-th occurrence takes the k-th state; extra occurrences the check did not count take the last one.
      spans.push({ start, end, tone: tones[Math.min(n, tones.length - 1)]! });
      n++;
    }
  }
  spans.sort((a, b) => a.start - b.start);
  const pieces: TTextPiece[] = [];
  let at = 0;
  for (const s of spans) {
    if (s.start > at) pieces.push({ text: text.slice(at, s.start) });
    pieces.push({ text: text.slice(s.start, s.end), tone: s.tone });
    at = s.end;
  }
  if (at < text.length || pieces.length === 0) pieces.push({ text: text.slice(at) });
  return pieces;
}

/** The marks of a segment: source terms by their found/missed states, and the renderings found in the translation. */
export function segmentTermMarks(segment: Pick<TSegment, 'source' | 'target' | 'term_hits'>): { source: TTextPiece[]; target: TTextPiece[] } {
  const bySource = new Map<string, TTermTone[]>();
  const renderings = new Set<string>();
  for (const h of segment.term_hits) {
    bySource.set(h.term, [...(bySource.get(h.term) ?? []), h.found ? 'found' : 'missed']);
    if (h.found) renderings.add(h.expected);
  }
  return {
    source: markTerms(segment.source, [...bySource].map(([term, tones]) => ({ term, tones }))),
    target: markTerms(segment.target ?? '', [...renderings].map((term) => ({ term, tones: ['found'] as const }))),
  };
}
