/**
 * The contract's main amount (总价, 租金, 借款金额...): the first amount that follows the category's highest
 * ranked amount keyword. Used by ratio checks (违约金/定金 against the price) and by the classifier's amount.
 */
import type { TAnchor } from '@common/api/contract';
import type { DocIndex } from './doc-index';
import { findAmounts } from './numbers';
import { makeAnchor } from './text';

export interface MainAmount {
  value: number;
  keyword: string;
  anchor: TAnchor | null;
}

/** Words between keyword and amount that mean the amount is something else (a penalty, a deposit, interest). */
const OTHER_MONEY = /违约金|滞纳金|定金|订金|押金|保证金|利息|罚款|赔偿|%|分之|每日|每天|逾期|税额|不含税/u;

/** Keywords that look like the price but are about something else when preceded by these. */
const BAD_PREFIX = /(违约|滞纳|定|押|保证|逾期|未付|剩余|应付未付)$/u;

/** The paragraph after x (the next cell of the same row for a table cell). */
function nextOf(ix: DocIndex, x: DocIndex['paras'][number]): DocIndex['paras'][number] | undefined {
  const i = ix.paras.indexOf(x);
  for (let j = i + 1; j < ix.paras.length && j <= i + 3; j++) {
    const y = ix.paras[j]!;
    if (y.norm.trim() !== '') return y;
  }
  return undefined;
}

/** Finds the main amount, trying keywords in the given priority order; null when none is stated. */
export function findMainAmount(ix: DocIndex, keywords: readonly string[]): MainAmount | null {
  for (const kw of keywords) {
    for (const x of ix.paras) {
      let from = 0;
      for (;;) {
        const at = x.norm.indexOf(kw, from);
        if (at < 0) break;
        from = at + kw.length;
        if (BAD_PREFIX.test(x.norm.slice(Math.max(0, at - 3), at))) continue;
        const windowEnd = Math.min(x.norm.length, from + 40);
        const tokens = findAmounts(x.norm.slice(from, windowEnd));
        const tok = tokens[0];
        if (tok && tok.value > 0 && !OTHER_MONEY.test(x.norm.slice(from, from + tok.start)))
          return { value: tok.value, keyword: kw, anchor: makeAnchor(x.p, from + tok.start, from + tok.end) };
        // A heading ("9.1 合同总价") or a table cell: the amount is in the next paragraph or cell.
        if (!tok && x.norm.slice(from).trim().length <= 4) {
          const next = nextOf(ix, x);
          const t = next ? findAmounts(next.norm.slice(0, 60))[0] : undefined;
          if (next && t && t.value > 0 && !OTHER_MONEY.test(next.norm.slice(0, t.start)))
            return { value: t.value, keyword: kw, anchor: makeAnchor(next.p, t.start, t.end) };
        }
      }
    }
  }
  return null;
}
