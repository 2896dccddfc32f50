/**
 * Probation against the labour-contract term (劳动合同法第十九条): term under three months or task-based -> no
 * probation; three months to under one year -> at most one month; one to under three years -> at most two
 * months; three years or more, or open-ended -> at most six months. The term and the probation are read as
 * durations ("合同期限为三年", "试用期为3个月") or as date ranges ("自2024年1月1日起至…").
 */
import type { IndexedParagraph } from '../doc-index';
import { findDurations } from '../numbers';
import type { DetectorFn } from '../types';
import { makeAnchor, type Sentence } from '../text';
import { pairKeywordNumbers, widen } from '../detectors/keyword-number';
import { dateProblem, findDates } from '../mechanical/dates';

const TERM_KEYWORD = '(?:劳动)?合同期限|合同期|聘用期限|聘期|劳动合同期';
const PROBATION_KEYWORD = '试用期(?:限|期限)?';
/** Parts of a sentence that speak of something else than the length of the probation. */
const NOT_LENGTH = /工资|薪|报酬|待遇|考核|延长|内提前|内解除|通知/u;
const UNTICKED = /[□☐]/u;

interface Span {
  x: IndexedParagraph;
  s: Sentence;
  start: number;
  end: number;
  months: number;
  raw: string;
  /** Text from keyword to number. */
  between: string;
}

/** Months between two dates, the end day included (2024-07-01..2025-06-30 = 12). */
function monthsBetween(a: { y: number; m: number; d: number }, b: { y: number; m: number; d: number }): number {
  const end = new Date(Date.UTC(b.y, b.m - 1, b.d + 1));
  let months = (end.getUTCFullYear() - a.y) * 12 + (end.getUTCMonth() + 1 - a.m);
  const days = end.getUTCDate() - a.d;
  months += days / 30;
  return months;
}

/** Durations and date ranges governed by the keyword; with `cutAt`, only the part of a sentence before it. */
function spansFor(paras: IndexedParagraph[], keyword: string, cutAt?: RegExp): Span[] {
  const out: Span[] = [];
  const kw = new RegExp(keyword, 'u');
  for (const x of paras) {
    for (const full of x.sentences) {
      const cut = cutAt ? full.text.search(cutAt) : -1;
      const s = cut >= 0 ? { ...full, text: full.text.slice(0, cut), end: full.start + cut } : full;
      if (!kw.test(s.text)) continue;
      for (const pair of pairKeywordNumbers(s.text, keyword, findDurations(s.text), 12)) {
        const w = widen(s.text, pair);
        const between = s.text.slice(pair.start, pair.end);
        out.push({ x, s, start: s.start + w.start, end: s.start + w.end, months: pair.token.value / 30, raw: pair.token.raw, between });
      }
      const dates = findDates(s.text).filter((d) => !dateProblem(d));
      for (let i = 0; i + 1 < dates.length; i++) {
        const a = dates[i]!;
        const b = dates[i + 1]!;
        if (!/^\s*(起)?\s*(至|到|—|-|~|～)\s*$/u.test(s.text.slice(a.end, b.start))) continue;
        // The range must follow its keyword closely: "试用期自…至…", "合同期限为三年，自…至…".
        const lead = s.text.slice(Math.max(0, a.start - 20), a.start);
        if (!kw.test(lead)) continue;
        out.push({
          x,
          s,
          start: s.start + a.start,
          end: s.start + b.end,
          months: monthsBetween(a, b),
          raw: `${a.raw}至${b.raw}`,
          between: '',
        });
      }
    }
  }
  return out;
}

function monthsText(n: number): string {
  return ['', '一个月', '两个月', '三个月', '四个月', '五个月', '六个月'][n] ?? `${n}个月`;
}

export const laborProbation: DetectorFn = ({ ix }) => {
  const relevant = spansFor(ix.paras, PROBATION_KEYWORD).filter((p) => !NOT_LENGTH.test(p.between));
  if (relevant.length === 0) return [];
  // The contract term: the first stated one that is not an unticked template option.
  const terms = spansFor(ix.paras, TERM_KEYWORD, /试用期/u).filter((t) => !UNTICKED.test(t.s.text));
  const openEnded = /无固定期限/u.test(ix.fullText) && !ix.paras.some((x) => /无固定期限/u.test(x.norm) && UNTICKED.test(x.norm));
  const taskBased = ix.paras.some((x) => /以完成[^。；]{0,12}(?:工作)?任务为期限/u.test(x.norm) && !UNTICKED.test(x.norm) && !/不得约定试用期/u.test(x.norm));
  let limit: number;
  let detail: string;
  const term = terms[0];
  if (term) {
    const m = term.months;
    if (m < 3) {
      limit = 0;
      detail = `劳动合同期限为${term.raw}，不满三个月的不得约定试用期`;
    } else if (m < 12) {
      limit = 1;
      detail = `劳动合同期限为${term.raw}，三个月以上不满一年的，试用期不得超过一个月`;
    } else if (m < 36 - 0.05) {
      limit = 2;
      detail = `劳动合同期限为${term.raw}，一年以上不满三年的，试用期不得超过二个月`;
    } else {
      limit = 6;
      detail = `劳动合同期限为${term.raw}，三年以上的，试用期不得超过六个月`;
    }
  } else if (taskBased) {
    limit = 0;
    detail = '以完成一定工作任务为期限的劳动合同不得约定试用期';
  } else {
    limit = 6;
    detail = openEnded ? '无固定期限劳动合同的试用期不得超过六个月' : '任何劳动合同的试用期都不得超过六个月';
  }
  const hits = [];
  for (const p of relevant) {
    if (p.months <= limit + 0.05) continue;
    const anchor = makeAnchor(p.x.p, p.start, p.end);
    if (!anchor) continue;
    let revision = null;
    if (limit > 0 && !p.raw.includes('至')) {
      const rel = anchor.quote.lastIndexOf(p.raw);
      if (rel >= 0) revision = { op: 'replace' as const, text: anchor.quote.slice(0, rel) + monthsText(limit) + anchor.quote.slice(rel + p.raw.length) };
    }
    hits.push({ anchor, vars: { quote: anchor.quote, value: p.raw, detail }, ...(revision ? { revision } : {}) });
    if (hits.length >= 2) break;
  }
  return hits;
};
