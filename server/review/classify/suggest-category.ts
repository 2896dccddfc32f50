/**
 * Builtin category suggestion: scores every category by its title words (the contract's title is the strongest
 * signal) and body words (weighted, diminishing with repetition), and returns the best one only when it is clear
 * — an honest null when the score is low or two categories are too close. Also reads the contract's main amount
 * (总价/租金/借款金额…, Arabic with 万元 or RMB capitals).
 */
import type { ReviewDocument } from '../model';
import { CATEGORIES } from '../knowledge/categories';
import type { TCategory } from '../knowledge/schema';
import { buildIndex, type DocIndex } from '../rules/doc-index';
import { findMainAmount } from '../rules/main-amount';

export interface CategorySuggestion {
  category: { id: string; name: string } | null;
  /** 0..1: how clearly the best category beats the others (0 when nothing matched). */
  confidence: number;
  /** The main amount in yuan, null when none is stated. */
  amount: number | null;
}

export interface CategoryScore {
  id: string;
  title: number;
  body: number;
  total: number;
}

/** Below this total nothing is suggested. */
const MIN_SCORE = 12;
/** The best must take at least this share of best + runner-up. */
const MIN_CONFIDENCE = 0.6;

/** Title candidates: the first short lines that name a contract (spaces removed: 房 屋 租 赁 合 同). */
export function titleOf(ix: DocIndex): string {
  const lines = ix.paras
    .map((x) => x.norm.replace(/[\s\u3000]+/g, ''))
    .filter((t) => t.length > 0)
    .slice(0, 10)
    .filter((t) => t.length <= 40);
  const named = lines.filter((t) => /合同|协议|合约|契约|协定|借条|借据|承诺书|委托书/u.test(t) && !/^(?:合同编号|编号|根据|依据)/u.test(t));
  return named.slice(0, 2).join(' ');
}

function count(text: string, word: string): number {
  let n = 0;
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + word.length)) n++;
  return n;
}

/** Scores of every category for a document (exported for tests and diagnostics). */
export function scoreCategories(ix: DocIndex): CategoryScore[] {
  const title = titleOf(ix);
  const body = ix.fullText;
  const longestOf = (c: TCategory): number => Math.max(0, ...c.titleKeywords.filter((k) => title.includes(k)).map((k) => k.length));
  // Only the most specific title match counts fully: 软件技术支持服务合同 is 技术服务, not 服务合同.
  const best = Math.max(0, ...CATEGORIES.map(longestOf));
  return CATEGORIES.map((c: TCategory) => {
    const longest = longestOf(c);
    const titleScore = longest === 0 ? 0 : longest === best ? 20 + longest * 3 : longest * 2;
    let bodyScore = 0;
    for (const [w, weight] of c.bodyKeywords) bodyScore += weight * Math.log2(1 + Math.min(count(body, w), 30));
    for (const [w, weight] of c.negativeKeywords) bodyScore -= weight * Math.log2(1 + Math.min(count(body, w), 30));
    return { id: c.id, title: titleScore, body: Math.max(0, bodyScore), total: titleScore + Math.max(0, bodyScore) };
  }).sort((a, b) => b.total - a.total);
}

/** Suggests a category and reads the main amount. */
export function suggestCategory(doc: ReviewDocument): CategorySuggestion {
  const ix = buildIndex(doc);
  const scores = scoreCategories(ix);
  const [best, second] = scores;
  let confidence = 0;
  let chosen: TCategory | undefined;
  if (best && best.total >= MIN_SCORE) {
    confidence = best.total / (best.total + (second?.total ?? 0));
    // A title that names a contract but matches no category (保证合同, 英文合同) lowers trust in body words alone.
    if (best.title === 0 && titleOf(ix) !== '') confidence *= 0.8;
    if (confidence >= MIN_CONFIDENCE) chosen = CATEGORIES.find((c) => c.id === best.id);
  }
  const keywords = chosen ? chosen.amountKeywords : [...new Set(CATEGORIES.flatMap((c) => c.amountKeywords))];
  const amount = findMainAmount(ix, keywords)?.value ?? null;
  return {
    category: chosen ? { id: chosen.id, name: chosen.name } : null,
    confidence: Math.round(confidence * 100) / 100,
    amount,
  };
}
