/**
 * Merges model findings into rule findings. The rules are verified knowledge, so when both flag the same thing the
 * rule finding stays; the model's explanation is appended only when it says something the rule's does not. "The
 * same thing" = anchors in the same paragraph that overlap, and a similar topic: the model named the rule's check,
 * the titles share most of their wording or a key legal term, or both cite the same article. Disjoint spans are
 * never merged, even with similar titles: two penalty clauses are two findings.
 * The result is ordered by position (paragraph, start, end), then level, source and id: deterministic for the same
 * input, whatever order the model answered in.
 */
import type { TFindingLevel } from '@common/api/contract';
import type { RuleFinding } from '../review/model';
import { bigrams } from './prompt';

/** What mergeFindings needs from a model finding besides the RuleFinding fields. */
type WithCheck = RuleFinding & { checkId?: string | null };

/** Marks the model's addition inside a rule finding's explanation. */
export const MODEL_ADDENDUM = '【模型补充】';

// Terms that name a topic of contract review; two titles sharing one are about the same thing.
const TOPIC_TERMS = [
  '违约金', '定金', '订金', '保证金', '押金', '管辖', '仲裁', '争议解决', '付款', '支付', '价款', '租金', '利息', '利率',
  '逾期', '期限', '解除', '终止', '保密', '知识产权', '赔偿', '责任限制', '免责', '试用期', '竞业', '加班', '社会保险',
  '担保', '保证', '抵押', '质押', '交付', '交货', '验收', '质量', '质保', '发票', '税', '不可抗力', '通知', '送达',
  '转让', '转租', '续约', '续租', '维修', '所有权', '风险', '变更', '违约责任', '格式条款', '解释权',
  // The one-sided-clause families (issue 14): a model title and a family rule's title share one of these.
  '单方', '放弃', '间接损失', '上限', '人身', '重大过失', '续期', '锁定', '扣除', '抵销', '退款', '退货', '诉讼', '起诉',
  '年利率', '年化', '调价', '调整价格',
];

const LEVEL_RANK: Record<TFindingLevel, number> = { high: 0, medium: 1, low: 2 };
const SOURCE_RANK: Record<RuleFinding['source'], number> = { mechanical: 0, rule: 1, playbook: 2, model: 3 };

function overlapCoefficient(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let common = 0;
  for (const g of a) if (b.has(g)) common++;
  return common / Math.min(a.size, b.size);
}

function citationKeys(f: RuleFinding): Set<string> {
  return new Set(f.citations.map((c) => `${c.law.replace(/^中华人民共和国/, '')}|${c.article}`));
}

/** Whether two findings are about the same topic (spans are checked separately). */
export function sameTopic(a: WithCheck, b: WithCheck): boolean {
  if (a.checkId && (a.checkId === b.ruleId || a.checkId === b.checkId)) return true;
  if (b.checkId && b.checkId === a.ruleId) return true;
  if (overlapCoefficient(bigrams(a.title), bigrams(b.title)) >= 0.5) return true;
  if (TOPIC_TERMS.some((t) => a.title.includes(t) && b.title.includes(t))) return true;
  const ca = citationKeys(a);
  return [...citationKeys(b)].some((k) => ca.has(k));
}

function spansOverlap(a: RuleFinding, b: RuleFinding): boolean {
  if (!a.anchor || !b.anchor || a.anchor.paragraph_index !== b.anchor.paragraph_index) return false;
  return a.anchor.start < b.anchor.end && b.anchor.start < a.anchor.end;
}

/** Whether `addition` says enough that `base` does not (over half of its wording new, and not a one-liner). */
export function addsInformation(base: string, addition: string): boolean {
  const add = bigrams(addition);
  if ([...addition.replace(/\s/g, '')].length < 15 || add.size === 0) return false;
  const have = bigrams(base);
  let fresh = 0;
  for (const g of add) if (!have.has(g)) fresh++;
  return fresh / add.size > 0.5;
}

/** Deterministic order: anchored findings by position, then whole-contract findings; ties by level, source, id. */
export function compareFindings(a: RuleFinding, b: RuleFinding): number {
  if (a.anchor && !b.anchor) return -1;
  if (!a.anchor && b.anchor) return 1;
  if (a.anchor && b.anchor) {
    const d = a.anchor.paragraph_index - b.anchor.paragraph_index || a.anchor.start - b.anchor.start || a.anchor.end - b.anchor.end;
    if (d !== 0) return d;
  }
  return (
    LEVEL_RANK[a.level] - LEVEL_RANK[b.level] ||
    SOURCE_RANK[a.source] - SOURCE_RANK[b.source] ||
    (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0) ||
    (a.title < b.title ? -1 : a.title > b.title ? 1 : 0)
  );
}

/** Rule and model findings without duplicates, ordered by position. Inputs are not modified. */
export function mergeFindings<R extends RuleFinding, M extends WithCheck>(ruleFindings: readonly R[], modelFindings: readonly M[]): (R | M)[] {
  const kept: (R | M)[] = [...ruleFindings];
  for (const m of [...modelFindings].sort(compareFindings)) {
    const twin = kept.findIndex((k) => spansOverlap(k, m) && sameTopic(k as WithCheck, m));
    if (twin === -1) {
      kept.push(m);
      continue;
    }
    const k = kept[twin]!;
    // A model finding repeating an earlier model finding adds nothing; a rule finding may gain the explanation.
    if (k.source !== 'model' && addsInformation(k.explanation, m.explanation)) {
      kept[twin] = { ...k, explanation: `${k.explanation}\n${MODEL_ADDENDUM}${m.explanation}` };
    }
  }
  return kept.sort(compareFindings);
}
