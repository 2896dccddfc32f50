/**
 * Pairs a keyword (违约金, 定金, 试用期...) with the number it governs in the same sentence. Chinese puts the
 * number after the keyword ("违约金为合同总价的50%") or before it ("按合同总价的50%支付违约金"); the text right
 * after the keyword decides which, and the nearest token in that direction within the window wins.
 */
import type { NumberToken } from '../numbers';
import { reAll } from '../text';

export interface KeywordNumber {
  /** Keyword span, sentence-relative. */
  kwStart: number;
  kwEnd: number;
  token: NumberToken;
  /** Span covering keyword and number, sentence-relative. */
  start: number;
  end: number;
}

const AFTER_CUE = /^(?:金额|数额|比例|标准|金|的?数额)?\s*(?:为|按|按照|是|计|以|：|:|应为|总额为|共计|不超过|不得超过|不低于|最高|[（(]|\s*\d|[一二三四五六七八九十半两])/u;
/** Punctuation that ends the keyword's reach when looking backwards across a clause boundary. */
const HARD_STOP = /[。；;]/u;

/** For each keyword occurrence in the sentence, the number it most likely governs. Each token is used once. */
export function pairKeywordNumbers(
  sentence: string,
  keyword: string,
  tokens: NumberToken[],
  window: number,
): KeywordNumber[] {
  const out: KeywordNumber[] = [];
  const used = new Set<NumberToken>();
  for (const m of sentence.matchAll(reAll(keyword))) {
    const kwStart = m.index;
    const kwEnd = kwStart + m[0].length;
    const after = tokens.filter((t) => t.start >= kwEnd && t.start - kwEnd <= window && !used.has(t));
    const before = tokens
      .filter((t) => t.end <= kwStart && kwStart - t.end <= window && !used.has(t))
      .filter((t) => !HARD_STOP.test(sentence.slice(t.end, kwStart)));
    const afterCue = AFTER_CUE.test(sentence.slice(kwEnd, kwEnd + 8));
    let token: NumberToken | undefined;
    if (afterCue) token = after[0] ?? before[before.length - 1];
    else token = before[before.length - 1] ?? after[0];
    if (!token) continue;
    used.add(token);
    out.push({
      kwStart,
      kwEnd,
      token,
      start: Math.min(kwStart, token.start),
      end: Math.max(kwEnd, token.end),
    });
  }
  return out;
}

/** Compares with an operator from the knowledge base. */
export function compare(value: number, op: '>' | '>=' | '<' | '<=', limit: number): boolean {
  switch (op) {
    case '>':
      return value > limit + 1e-9;
    case '>=':
      return value >= limit - 1e-9;
    case '<':
      return value < limit - 1e-9;
    case '<=':
      return value <= limit + 1e-9;
  }
}

/** Formats a number for messages: 50, 0.05, 12.5 (no float noise). */
export function fmt(n: number): string {
  return String(Number(n.toPrecision(10)));
}

/**
 * The pair widened to the start of its comma-clause: "应按合同总价的50%向甲方支付违约金" — the base of a
 * percentage (合同总价) often precedes the number. `text` is for context tests, [start, end) for the anchor
 * (widened only when the clause start is near).
 */
export function widen(
  sentence: string,
  pair: KeywordNumber,
  base?: RegExp,
): { text: string; start: number; end: number } {
  let s = pair.start;
  while (s > 0 && !/[，,；;。：:]/u.test(sentence[s - 1]!)) s--;
  const text = sentence.slice(s, pair.end);
  let start = pair.start - s <= 15 ? s : pair.start;
  if (base && start > s) {
    const m = base.exec(text);
    if (m && s + m.index < start) start = s + m.index;
  }
  return { text, start, end: pair.end };
}
