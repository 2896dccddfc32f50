/**
 * Blanks left unfilled: underscores (____), template placeholders ({{name}}, {甲方}), empty brackets 【 】 （  ）,
 * ×× / XX placeholders, dates written as "   年  月  日", a field label with nothing after it (名称：), and
 * option boxes none of which is ticked (□月/□季). One finding per paragraph, on the first blank; a blank in a
 * clause about money, dates or the forum is reported one level higher.
 */
import type { DetectorFn, Hit } from '../types';
import { makeAnchor } from '../text';

const BLANK_RES: RegExp[] = [
  /_{2,}|＿{2,}/gu,
  /\{\{[^{}]{0,40}\}\}|\{[^{}\s]{1,20}\}/gu,
  /【\s*】|【[^】]{0,20}(?:填写|请|××|XX|xx|\*\*)[^】]{0,20}】/gu,
  /[（(]\s{2,}[）)]/gu,
  /×{2,}|ⅹ{2,}|(?<![A-Za-z])X{2,}(?![A-Za-z])|○{2,}|\*{3,}/gu,
  /(?<![\d〇零一二三四五六七八九十])\s{2,}年\s*月\s*日|年\s{2,}月|月\s{2,}日/gu,
  /(?<=[\u4e00-\u9fa5：:（(])[ \t]{2,}(?=[\u4e00-\u9fa5%）)])/gu,
];
/** A field label at the end of a paragraph with nothing filled in. */
const EMPTY_FIELD = /([\u4e00-\u9fa5]{2,10})\s*[：:]\s*$/u;
const SIGNING = /签字|签章|盖章|签名|签署|代表|捺印|日期|（章）|盖印|印章|签订时间|签约时间|签订地点/u;
const INTRO = /如下|下列|以下|包括|约定|规定|事项|内容|情形|条件|方式|标准/u;
const BOX = /[□☐]/gu;
/** Quick test: a paragraph without any of these characters has no blank. */
const MAYBE_BLANK = /[_＿{【（(×ⅹX○*□☐：:]|[ \t]{2}/u;
/** Fields of a closing signature block (party names, contact details, signing date and place). */
const CLOSING_FIELD = /^(?:(?:甲方|乙方|丙方|出租[方人]|承租[方人]|买方|卖方|委托[方人]|受托[方人]|居间[方人]|电话|联系电话|地址|通讯地址|代理人|委托代理人|法定代表人|身份证号码|签约|签订|日期|时间)[^：:。；]{0,10}[：:]|[_＿]*年[_＿]*月[_＿]*日)/u;
const SIGN_LINE = /(?:签字|签章|盖章|签名|捺印|（章）|\(章\))[^。；;]{0,8}[：:]/u;
const TICKED = /[☑■√✓☒✔▇●]/u;
/** A line that is only a date to fill in, as under a signature block. */
const DATE_ONLY = /^(?:[\s_＿]*年[\s_＿]*月[\s_＿]*日[\s_＿]*)+$/u;
const IMPORTANT = /元|金额|价|租金|费|期限|日期|年|月|法院|仲裁|利率|%|违约金|定金|押金/u;

/** Spaces that follow a clause label at the start of a line inside the paragraph (soft line breaks). */
function isLabelGap(t: string, at: number): boolean {
  const lineStart = t.lastIndexOf('\n', at - 1) + 1;
  return /^[\s\u3000]*(?:第[零〇一二三四五六七八九十百\d]+[条章]|[一二三四五六七八九十]+[、.．]|\d{1,2}(?:[.．]\d{1,2})*[.．、]?)\s*$/u.test(t.slice(lineStart, at));
}

export const blanks: DetectorFn = ({ ix }) => {
  const hits: Hit[] = [];
  const nonEmpty = ix.paras.filter((x) => x.norm.trim() !== '');
  const closing = new Set(nonEmpty.slice(-10));
  for (const x of ix.paras) {
    const t = x.norm;
    // Signature lines: the blank is where one signs; party and contact fields of the closing block likewise.
    if (!MAYBE_BLANK.test(t)) continue;
    if (SIGN_LINE.test(t)) continue;
    if (closing.has(x) && CLOSING_FIELD.test(t.replace(/[\s\u3000]+/gu, ''))) continue;
    let first: { start: number; end: number } | null = null;
    let count = 0;
    // Spaces after a typed clause label ("第二条   租赁期限") separate, they are not a blank.
    const skipTo = x.label?.consumed ?? 0;
    for (const r of BLANK_RES) {
      for (const m of t.matchAll(r)) {
        if (m.index < skipTo || /^[ \t]+$/u.test(m[0]) && isLabelGap(t, m.index)) continue;
        count += 1;
        const start = m.index;
        if (!first || start < first.start) first = { start, end: start + m[0].length };
      }
    }
    const boxes = [...t.matchAll(BOX)];
    if (boxes.length >= 2 && !TICKED.test(t)) {
      count += 1;
      const b = boxes[0]!;
      // Anchor the first option: the box and the words after it.
      const m = /^[□☐]\s*[^□☐，,。；;\s]{0,10}/u.exec(t.slice(b.index));
      const span = { start: b.index, end: b.index + (m ? m[0].length : 1) };
      if (!first || span.start < first.start) first = span;
    }
    const field = EMPTY_FIELD.exec(t);
    const beforeColon = field ? t.slice(0, field.index + field[0].search(/[：:]/u)).trim() : '';
    if (
      field &&
      !/的$/u.test(field[1]!) &&
      !/[、，,。]/u.test(beforeColon) &&
      beforeColon.length <= 12 &&
      !SIGNING.test(t) &&
      !INTRO.test(t) &&
      x.p.location !== 'table'
    ) {
      count += 1;
      const start = field.index;
      if (!first || start < first.start) first = { start, end: start + field[0].length };
    }
    if (!first) continue;
    // An underline blank next to the word it is for: anchor "人民币____元" rather than bare underscores.
    let { start, end } = first;
    // Blanks a few characters apart belong together: "____年__月__日".
    for (let more = true; more; ) {
      more = false;
      const next = /^[\u4e00-\u9fa5]{0,2}[_＿]{2,}/u.exec(t.slice(end));
      if (next && first && /[_＿]/u.test(t.slice(first.start, first.end))) {
        end += next[0].length;
        more = true;
      }
    }
    if (/^[\s_＿]+/u.test(t.slice(start, end))) {
      const before = /[\u4e00-\u9fa5A-Za-z0-9（）()]{1,6}[：:]?\s*$/u.exec(t.slice(0, start));
      if (before) start = before.index;
      const after = /^\s*(?:万元|元|年|月|日|号|个月|天|%|份|台|件|条|次)/u.exec(t.slice(end));
      if (after) end += after[0].length;
    }
    // Spaces left for a value: after a field label ("出 租 方（甲方）：      ") point at the label; inside a
    // sentence ("向      人民法院") show the words on both sides.
    if (/^[ \t]+$/u.test(t.slice(first.start, first.end))) {
      const label = /[\u4e00-\u9fa5（）() ]{1,20}[：:]$/u.exec(t.slice(0, first.start));
      if (label) {
        start = label.index + (/^ */u.exec(label[0])?.[0].length ?? 0);
        end = first.start;
      } else {
        const before = /[\u4e00-\u9fa5]{1,6}$/u.exec(t.slice(0, first.start));
        if (before) start = before.index;
        const after = /^[\u4e00-\u9fa5%]{1,4}/u.exec(t.slice(end));
        if (after) end += after[0].length;
      }
    }
    const anchor = makeAnchor(x.p, start, end);
    if (!anchor) continue;
    hits.push({
      anchor,
      ...(IMPORTANT.test(t) && !SIGNING.test(t) && !DATE_ONLY.test(t) ? { level: 'medium' as const } : {}),
      vars: { quote: anchor.quote, detail: count > 1 ? `（本段共${count}处）` : '' },
    });
    if (hits.length >= 200) break;
  }
  return hits;
};
