/**
 * BM25 over passages with jieba search-mode tokens (server/laws/segment.ts): no embedding model ships here (field
 * notes), so retrieval is lexical. An article number in the question (第577条 / 第五百七十七条) pins that article.
 */
import { segmentForSearch } from '../../../laws/segment';
import type { TPassage } from './split-passages';

export type TIndexedPassage = TPassage & { tf: Map<string, number>; length: number };
export type TPassageIndex = { passages: TIndexedPassage[]; df: Map<string, number>; avgLength: number };
export type TScored = { passage: TPassage; score: number; matched: string[] };

const K1 = 1.2;
const B = 0.75;

/** Builds the index of a set of passages (one or several files). */
export function buildIndex(passages: readonly TPassage[]): TPassageIndex {
  const df = new Map<string, number>();
  let total = 0;
  const indexed = passages.map((p) => {
    const tokens = segmentForSearch(p.text);
    const tf = new Map<string, number>();
    for (const t of tokens) tf.set(t, (tf.get(t) ?? 0) + 1);
    for (const t of tf.keys()) df.set(t, (df.get(t) ?? 0) + 1);
    total += tokens.length;
    return { ...p, tf, length: tokens.length };
  });
  return { passages: indexed, df, avgLength: indexed.length ? total / indexed.length : 1 };
}

const DIGITS = '零一二三四五六七八九';
/** 577 -> 五百七十七 (article numbers up to 9999, the way statutes write them). */
export function toChineseNumber(n: number): string {
  if (n <= 0 || n > 9999) return String(n);
  const units = ['', '十', '百', '千'];
  const ds = String(n).split('').map(Number);
  let out = '';
  let zero = false;
  ds.forEach((d, i) => {
    const unit = units[ds.length - 1 - i]!;
    if (d === 0) {
      zero = out !== '';
      return;
    }
    if (zero) out += '零';
    zero = false;
    out += DIGITS[d]! + unit;
  });
  return out.replace(/^一十/, '十');
}

/** Article labels the question names (第577条 and 第五百七十七条 both give 第五百七十七条). */
export function articlesIn(question: string): string[] {
  const out = new Set<string>();
  for (const m of question.matchAll(/第\s*(\d{1,4})\s*条/g)) out.add(`第${toChineseNumber(Number(m[1]))}条`);
  for (const m of question.matchAll(/第([一二三四五六七八九十百千零〇两]+)条/g)) out.add(`第${m[1]}条`);
  return [...out];
}

/** The question's search terms (what 未发现 says was searched). */
export function queryTerms(question: string): string[] {
  return [...new Set(segmentForSearch(question))];
}

/** Top passages for a question, best first; score 0 passages are left out. */
export function searchPassages(index: TPassageIndex, question: string, limit: number): TScored[] {
  const terms = queryTerms(question);
  const articles = articlesIn(question);
  const n = index.passages.length;
  const scored: TScored[] = [];
  for (const p of index.passages) {
    let score = 0;
    const matched: string[] = [];
    for (const t of terms) {
      const f = p.tf.get(t);
      if (!f) continue;
      const df = index.df.get(t) ?? 0;
      const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
      score += (idf * f * (K1 + 1)) / (f + K1 * (1 - B + (B * p.length) / index.avgLength));
      matched.push(t);
    }
    if (articles.length > 0 && articles.includes(p.label)) score += 50;
    if (score > 0) scored.push({ passage: p, score, matched });
  }
  scored.sort((a, b) => b.score - a.score || a.passage.start - b.passage.start);
  return scored.slice(0, limit);
}
