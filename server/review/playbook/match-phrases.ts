/**
 * Phrase search for firm checks, tolerant the way a lawyer expects and exact where the comment goes:
 * full-width letters, digits and punctuation match their half-width forms, Latin letters match in any case, and
 * spaces are ignored ('保 密 期 限' is 保密期限). Matching runs on a folded copy with an index map back to the
 * paragraph, so every span found is a span of the original text and its quote is exactly the contract's words.
 *
 * Plain substring search only (indexOf): no regular expression is ever built from what an admin typed.
 */

/** One character folded: full-width ASCII to ASCII, upper to lower case; '' for whitespace (dropped). */
function foldChar(c: string): string {
  const code = c.charCodeAt(0);
  if (code === 0x3000 || /\s/u.test(c)) return '';
  const ascii = code >= 0xff01 && code <= 0xff5e ? String.fromCharCode(code - 0xfee0) : c;
  return ascii >= 'A' && ascii <= 'Z' ? ascii.toLowerCase() : ascii;
}

/** A phrase as it is searched for. */
export function foldPhrase(phrase: string): string {
  let out = '';
  for (const c of phrase) out += foldChar(c);
  return out;
}

export interface FoldedText {
  /** Folded characters, whitespace removed. */
  text: string;
  /** For each folded character, its UTF-16 offset in the original text. */
  at: number[];
  /** For each folded character, the offset just after it in the original text. */
  end: number[];
}

/** Folds a text, keeping where each folded character came from. */
export function foldText(text: string): FoldedText {
  let out = '';
  const at: number[] = [];
  const end: number[] = [];
  let i = 0;
  for (const c of text) {
    const f = foldChar(c);
    for (let k = 0; k < f.length; k++) {
      at.push(i);
      end.push(i + c.length);
    }
    out += f;
    i += c.length;
  }
  return { text: out, at, end };
}

export interface Span {
  start: number;
  end: number;
}

/** Every occurrence of a folded phrase, as spans of the original text (non-overlapping, left to right). */
export function findPhrase(folded: FoldedText, phrase: string): Span[] {
  if (phrase === '') return [];
  const out: Span[] = [];
  let from = 0;
  for (;;) {
    const i = folded.text.indexOf(phrase, from);
    if (i === -1) return out;
    out.push({ start: folded.at[i]!, end: folded.end[i + phrase.length - 1]! });
    from = i + phrase.length;
  }
}

/** Does a folded text contain a folded phrase? */
export function containsPhrase(folded: FoldedText | string, phrase: string): boolean {
  return phrase !== '' && (typeof folded === 'string' ? folded : folded.text).includes(phrase);
}

/** Sentence spans of a paragraph: split after 。；;！!？? (the terminator stays with its sentence). */
export function sentenceSpans(text: string): Span[] {
  const out: Span[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if ('。；;！!？?\n'.includes(text[i]!)) {
      out.push({ start, end: i + 1 });
      start = i + 1;
    }
  }
  if (start < text.length) out.push({ start, end: text.length });
  return out;
}
