/**
 * 大写/小写: an amount in figures next to the same amount in RMB capitals ("100,000元（大写：壹拾万元整）")
 * must agree. Pairs are only formed when the text between them is connective (brackets, 大写, 人民币), so two
 * different amounts side by side ("押金3000元，月租金贰仟元") are never compared.
 */
import { toChineseCapitalAmount } from '@common/text/chinese-numerals';
import { findArabicAmounts, findCapitalAmounts, type NumberToken } from '../numbers';
import type { DetectorFn, Hit } from '../types';
import { makeAnchor } from '../text';

const CONNECTIVE = /^[\s（()）：:，,、;；人民币大写小写即¥￥_＿RMB金额为计整（）]*$/u;

/** Pairs of [figures, words] in one text. */
export function pairAmounts(text: string): [NumberToken, NumberToken][] {
  const arabic = findArabicAmounts(text);
  const capital = findCapitalAmounts(text);
  const pairs: [NumberToken, NumberToken][] = [];
  const used = new Set<NumberToken>();
  for (const c of capital) {
    const before = arabic.filter((a) => a.end <= c.start && c.start - a.end <= 16 && !used.has(a)).pop();
    const after = arabic.find((a) => a.start >= c.end && a.start - c.end <= 16 && !used.has(a));
    let a: NumberToken | undefined;
    if (before && CONNECTIVE.test(text.slice(before.end, c.start))) a = before;
    else if (after && CONNECTIVE.test(text.slice(c.end, after.start))) a = after;
    if (!a) continue;
    used.add(a);
    pairs.push([a, c]);
  }
  return pairs;
}

export const amountWords: DetectorFn = ({ ix }) => {
  const hits: Hit[] = [];
  for (const x of ix.paras) {
    if (!/[壹贰叁肆伍陆柒捌玖拾佰仟]/u.test(x.norm)) continue;
    for (const [a, c] of pairAmounts(x.norm)) {
      if (Math.abs(a.value - c.value) < 0.005) continue;
      const anchor = makeAnchor(x.p, Math.min(a.start, c.start), Math.max(a.end, c.end));
      if (!anchor) continue;
      const expected = a.value < 1e15 ? toChineseCapitalAmount(a.value) : '';
      hits.push({
        anchor,
        vars: {
          quote: anchor.quote,
          detail: `小写“${a.raw.trim()}”为${a.value.toLocaleString('zh-CN')}元，大写“${c.raw}”为${c.value.toLocaleString('zh-CN')}元${expected ? `；按小写金额，大写应为“${expected}”` : ''}`,
        },
      });
    }
  }
  return hits;
};
