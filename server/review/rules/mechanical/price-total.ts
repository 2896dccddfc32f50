/**
 * 单价 × 数量 = 总价: in tables (a header row naming 单价, 数量 and 金额/总价/小计, then data rows; a 合计 row
 * checked against the sum) and in running text ("单价100元，数量20台，总价2,000元").
 */
import type { IndexedParagraph } from '../doc-index';
import { findAmounts } from '../numbers';
import type { DetectorFn, Hit } from '../types';
import { makeAnchor } from '../text';

const UNIT = /单价|单位价格|含税单价/u;
const QTY = /数量|台数|件数|数目/u;
const TOTAL = /总价|金额|总额|小计|合价|总计|价款/u;
const SUM_ROW = /^\s*(合计|总计|总价|合同总价)/u;

/** A plain number in a cell: "1,200.50", "3台", "¥100", "100元". */
function cellNumber(text: string): number | null {
  const m = /^[\s¥￥人民币]*(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\s*(万)?\s*(元|台|件|个|套|辆|吨|米|平方米|㎡|只|箱|批|项|份|次|人|月|天|kg|KG|千克|公斤)?\s*$/u.exec(
    text,
  );
  if (!m) return null;
  const v = Number(`${m[1]!.replace(/,/g, '')}${m[2] ?? ''}`);
  return m[3] ? v * 1e4 : v;
}

function close(a: number, b: number): boolean {
  return Math.abs(a - b) <= Math.max(0.01, Math.abs(b) * 0.0005);
}

function fmtNum(n: number): string {
  return Number(n.toFixed(2)).toLocaleString('zh-CN');
}

function tableHits(ix: Parameters<DetectorFn>[0]['ix']): Hit[] {
  const hits: Hit[] = [];
  const tables = new Map<number, Map<number, Map<number, IndexedParagraph>>>();
  for (const x of ix.paras) {
    if (!x.p.cell) continue;
    const [t, r, c] = x.p.cell;
    let rows = tables.get(t);
    if (!rows) tables.set(t, (rows = new Map()));
    let cols = rows.get(r);
    if (!cols) rows.set(r, (cols = new Map()));
    // Several paragraphs in one cell: keep the first non-empty one.
    if (!cols.has(c) || cols.get(c)!.norm.trim() === '') cols.set(c, x);
  }
  for (const rows of tables.values()) {
    const rowIds = [...rows.keys()].sort((a, b) => a - b);
    let header: { unit: number; qty: number; total: number } | null = null;
    let sum = 0;
    let counted = 0;
    for (const r of rowIds) {
      const cols = rows.get(r)!;
      const texts = new Map([...cols].map(([c, x]) => [c, x.norm.trim()]));
      if (!header) {
        const find = (rx: RegExp, not?: RegExp): number | undefined =>
          [...texts].find(([, t]) => rx.test(t) && t.length <= 14 && !(not && not.test(t)))?.[0];
        const unit = find(UNIT);
        const qty = find(QTY);
        const total = find(TOTAL, UNIT);
        if (unit !== undefined && qty !== undefined && total !== undefined) header = { unit, qty, total };
        continue;
      }
      const first = [...texts.values()].join(' ');
      const totalCell = cols.get(header.total);
      const total = totalCell ? cellNumber(totalCell.norm) : null;
      if (SUM_ROW.test(first)) {
        if (total !== null && counted >= 2 && !close(sum, total) && totalCell) {
          const anchor = makeAnchor(totalCell.p, 0, totalCell.p.text.length);
          if (anchor)
            hits.push({ anchor, vars: { quote: anchor.quote, detail: `各行金额之和为${fmtNum(sum)}，合计栏为${fmtNum(total)}` } });
        }
        continue;
      }
      const unit = cols.get(header.unit) ? cellNumber(cols.get(header.unit)!.norm) : null;
      const qty = cols.get(header.qty) ? cellNumber(cols.get(header.qty)!.norm) : null;
      if (unit === null || qty === null || total === null || !totalCell) continue;
      sum += total;
      counted += 1;
      if (close(unit * qty, total)) continue;
      const anchor = makeAnchor(totalCell.p, 0, totalCell.p.text.length);
      if (anchor)
        hits.push({
          anchor,
          vars: { quote: anchor.quote, detail: `单价${fmtNum(unit)} × 数量${fmtNum(qty)} = ${fmtNum(unit * qty)}，表中总价为${fmtNum(total)}` },
        });
    }
  }
  return hits;
}

const TEXT_RE = /单价[^。；;]{0,12}?((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?\s*万?\s*元)[^。；;]{0,30}?数量[^。；;\d]{0,8}?(\d+(?:\.\d+)?)[^。；;]{0,30}?(?:总价|总金额|合计|总计|总额|金额)[^。；;\d]{0,12}?((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?\s*万?\s*元)/u;

function textHits(ix: Parameters<DetectorFn>[0]['ix']): Hit[] {
  const hits: Hit[] = [];
  for (const x of ix.paras) {
    if (x.p.cell) continue;
    for (const s of x.sentences) {
      const m = TEXT_RE.exec(s.text);
      if (!m) continue;
      const unit = findAmounts(m[1]!)[0]?.value;
      const qty = Number(m[2]);
      const total = findAmounts(m[3]!)[0]?.value;
      if (unit === undefined || total === undefined || close(unit * qty, total)) continue;
      const totalStart = s.start + m.index + m[0].length - m[3]!.length;
      const anchor = makeAnchor(x.p, s.start + m.index, totalStart + m[3]!.length);
      if (anchor)
        hits.push({
          anchor,
          vars: { quote: anchor.quote, detail: `单价${fmtNum(unit)}元 × 数量${fmtNum(qty)} = ${fmtNum(unit * qty)}元，所写总价为${fmtNum(total)}元` },
        });
    }
  }
  return hits;
}

export const priceTotal: DetectorFn = ({ ix }) => [...tableHits(ix), ...textHits(ix)];
