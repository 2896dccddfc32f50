/**
 * References to clauses that do not exist: 本合同第十五条 when the contract stops at 第十二条, 第3.5条 when there
 * is no 3.5. References to statutes (《民法典》第五百八十五条, 劳动合同法第十九条) are not clause references.
 * Contracts numbered 一、二、 are commonly cited as 第X条, so that numbering counts when there is no 第X条.
 */
import { parseChineseNumber } from '@common/text/chinese-numerals';
import type { DetectorFn, Hit } from '../types';
import { makeAnchor } from '../text';

const REF = /(?:本合同|本协议|合同|协议)?第\s*([零〇一二三四五六七八九十百\d]+|\d+(?:\.\d+)+)\s*条/gu;
/** Statute context right before 第X条: 《…》, …法, …条例, …解释. */
const LINE_ARTICLE = /(?:^|\n)[\s\u3000]*第\s*([零〇一二三四五六七八九十百\d]+)\s*条/gu;
const LAW_BEFORE = /(《[^》]{1,40}》|法|条例|规定|解释|办法|细则|通则|规则|民法典|章程)\s*(?:的)?\s*$/u;

export const clauseReference: DetectorFn = ({ ix }) => {
  const articles = new Set<number>();
  const cns = new Set<number>();
  const dotted = new Set<string>();
  for (const x of ix.paras) {
    // Clause labels typed at the start of a line inside a paragraph (soft line breaks) count too.
    for (const m of x.norm.matchAll(LINE_ARTICLE)) {
      const n = parseChineseNumber(m[1]!);
      if (n !== null) articles.add(n);
    }
    const l = x.label;
    if (!l) continue;
    if (l.kind === 'article') articles.add(l.numbers[0]!);
    if (l.kind === 'cn') cns.add(l.numbers[0]!);
    if (l.kind === 'dotted') dotted.add(l.numbers.join('.'));
    if (l.kind === 'num') dotted.add(String(l.numbers[0]));
  }
  // Contracts numbered 一、 or 1. are commonly cited as 第X条 too.
  const nums = new Set([...dotted].filter((d) => !d.includes('.')).map(Number));
  const top = articles.size > 0 ? articles : cns.size > 0 ? cns : nums;
  const hits: Hit[] = [];
  for (const x of ix.paras) {
    for (const m of x.norm.matchAll(REF)) {
      // The clause's own label typed at the start is not a reference.
      if (x.label && x.label.consumed > 0 && m.index < x.label.consumed) continue;
      if (LAW_BEFORE.test(x.norm.slice(Math.max(0, m.index - 30), m.index))) continue;
      // A label at the start of a line is the clause itself.
      if (/(?:^|\n)[\s\u3000]*$/u.test(x.norm.slice(0, m.index))) continue;
      const target = m[1]!;
      let detail: string;
      if (target.includes('.')) {
        if (dotted.size === 0 || dotted.has(target)) continue;
        detail = `合同中没有编号为${target}的条款`;
      } else {
        const n = parseChineseNumber(target);
        if (n === null || top.size === 0 || top.has(n)) continue;
        detail = `合同条款编号为${Math.min(...top)}至${Math.max(...top)}，不存在第${target}条`;
      }
      const anchor = makeAnchor(x.p, m.index, m.index + m[0].length);
      if (anchor) hits.push({ anchor, vars: { quote: anchor.quote, detail } });
    }
  }
  return hits.slice(0, 10);
};
