/**
 * Inverted periods: an end date before its start date, either in one sentence (自A起至B止, A至B, 从A到B) or in
 * labelled lines (开始日期：A … 结束日期：B) within a few paragraphs of each other.
 */
import type { DetectorFn, Hit } from '../types';
import { makeAnchor } from '../text';
import { dateProblem, dayNumber, findDates, type DateToken } from './dates';
import type { IndexedParagraph } from '../doc-index';

// "起（含当日）至": a short bracketed note may sit between the start date and 至.
const RANGE_JOIN = /^\s*(起|开始|起算)?\s*(?:[（(][^（）()]{0,8}[）)])?\s*(至|到|—|－|-|~|～|止于|截至)\s*$|^\s*(起)?\s*(至|到)\s*$/u;
const START_LABEL = /(开始|起始|起租|生效|起算)(日期|日|时间)|租赁期(限)?(自|从)|起始日/u;
const END_LABEL = /(结束|终止|届满|到期|截止|终结)(日期|日|时间)|到期日/u;

function fmt(t: DateToken): string {
  return `${t.y}年${t.m}月${t.d}日`;
}

export const datesInverted: DetectorFn = ({ ix }) => {
  const hits: Hit[] = [];
  // Same sentence: consecutive dates joined by 至/到.
  const dated = new Map(ix.paras.map((x) => [x, /[年\-/.]/u.test(x.norm) ? findDates(x.norm).filter((t) => !dateProblem(t)) : []]));
  for (const x of ix.paras) {
    const dates = dated.get(x)!;
    for (let i = 0; i + 1 < dates.length; i++) {
      const a = dates[i]!;
      const b = dates[i + 1]!;
      if (!RANGE_JOIN.test(x.norm.slice(a.end, b.start))) continue;
      if (dayNumber(b) >= dayNumber(a)) continue;
      const anchor = makeAnchor(x.p, a.start, b.end);
      if (anchor) hits.push({ anchor, vars: { quote: anchor.quote, detail: `开始于${fmt(a)}，结束于${fmt(b)}` } });
    }
  }
  // Labelled lines: 开始日期 … 结束日期 within 4 paragraphs.
  let start: { x: IndexedParagraph; t: DateToken } | null = null;
  let since = 0;
  for (const x of ix.paras) {
    since += 1;
    const dates = dated.get(x)!;
    if (dates.length !== 1) continue;
    const t = dates[0]!;
    const before = x.norm.slice(0, t.start);
    if (START_LABEL.test(before) && !END_LABEL.test(before)) {
      start = { x, t };
      since = 0;
    } else if (END_LABEL.test(before) && start && since <= 4 && start.x !== x) {
      if (dayNumber(t) < dayNumber(start.t)) {
        const anchor = makeAnchor(x.p, t.start, t.end);
        if (anchor) hits.push({ anchor, vars: { quote: anchor.quote, detail: `开始日期为${fmt(start.t)}，结束日期为${fmt(t)}` } });
      }
      start = null;
    }
  }
  return hits;
};
