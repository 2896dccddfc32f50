/**
 * Finds a model's quote in the contract. Matching ignores whitespace and treats full- and half-width forms alike
 * (，/, （/( “/" ...) because models re-type punctuation; the anchor is always the exact original span, so the
 * comment placed in the .docx covers the lawyer's own text. A quote that is not there is not anchored: the finding
 * is dropped, never attached somewhere "close".
 */
import type { TAnchor } from '@common/api/contract';

/** Quotes shorter than this (after normalisation) match too many places to anchor anything. */
export const MIN_QUOTE_CHARS = 4;

const PUNCT: Record<string, string> = {
  '。': '.', '，': ',', '、': ',', '；': ';', '：': ':', '！': '!', '？': '?', '（': '(', '）': ')', '【': '[', '】': ']',
  '〔': '[', '〕': ']', '［': '[', '］': ']', '“': '"', '”': '"', '‘': "'", '’': "'", '「': '"', '」': '"', '『': '"',
  '』': '"', '《': '<', '》': '>', '〈': '<', '〉': '>', '—': '-', '－': '-', '～': '~', '…': '...', '·': '.', '•': '.',
};

/** Normalised text plus, for each of its UTF-16 units, the index of the original unit it came from. */
export function normalizeForMatch(text: string): { norm: string; map: number[] } {
  let norm = '';
  const map: number[] = [];
  let i = 0;
  for (const ch of text) {
    if (!/\s/u.test(ch) && ch !== '\u200b' && ch !== '\ufeff') {
      const mapped = PUNCT[ch] ?? ch.normalize('NFKC');
      for (let k = 0; k < mapped.length; k++) {
        norm += mapped[k];
        map.push(i);
      }
    }
    i += ch.length;
  }
  return { norm, map };
}

const LEADING_LABEL = /^[\s\u3000]*(?:第[零〇一二三四五六七八九十百千两\d]+[条章款项]|[一二三四五六七八九十]+[、.．]|\d{1,3}(?:\.\d{1,3})*[、.．]?|[（(][一二三四五六七八九十\d]+[）)])[\s\u3000]*/;

export type AnchorFailure = 'quote-too-short' | 'quote-not-found';

/**
 * The first place `quote` occurs in `paragraphs` (in order), as an anchor on the original text; a leading clause
 * number the model copied from the heading (第五条, 1.) is ignored when the text itself does not contain it.
 */
export function anchorQuote(
  paragraphs: readonly { index: number; text: string }[],
  quote: string,
): { anchor: TAnchor } | { failure: AnchorFailure } {
  const candidates = [quote];
  const stripped = quote.replace(LEADING_LABEL, '');
  if (stripped !== quote) candidates.push(stripped);
  // Models wrap quotes in quotation marks now and then.
  const unquoted = stripped.replace(/^["“「『']+|["”」』']+$/g, '');
  if (unquoted !== stripped) candidates.push(unquoted);
  let tooShort = true;
  for (const candidate of candidates) {
    const q = normalizeForMatch(candidate).norm;
    if (q.length < MIN_QUOTE_CHARS) continue;
    tooShort = false;
    for (const p of paragraphs) {
      const { norm, map } = normalizeForMatch(p.text);
      const at = norm.indexOf(q);
      if (at === -1) continue;
      const start = map[at]!;
      const lastIndex = map[at + q.length - 1]!;
      // End after the whole last original character (a surrogate pair or a char NFKC expanded).
      const lastChar = String.fromCodePoint(p.text.codePointAt(lastIndex)!);
      const end = lastIndex + lastChar.length;
      return { anchor: { paragraph_index: p.index, start, end, quote: p.text.slice(start, end) } };
    }
  }
  return { failure: tooShort ? 'quote-too-short' : 'quote-not-found' };
}
