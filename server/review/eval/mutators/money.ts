/**
 * Money defects: 违约金 at 50% of the price, 定金 above 20% of the price, an amount whose figures and capitals
 * disagree.
 */
import { parseChineseNumber, toChineseArticleNumber, toChineseCapitalAmount } from '@common/text/chinese-numerals';
import type { ReviewParagraph } from '../../model';
import { EditError, type DocxEditor } from '../docx-edit';
import { arabicAmounts, capitalAmounts, isBody, sentencesOf } from '../contract-text';
import { appendTarget, formatYuan, headingsTitled, joint, priceOf } from './find';
import { finish, notApplicable, type Mutation, type MutationResult, type Mutator } from './types';

/** A percentage of the whole price: 合同总价的20%, 总价款百分之二十 (the base within a few characters before). */
const WHOLE_PRICE = /合同总价款|合同总价|合同总金额|合同总额|合同价款|合同金额|总价款|总价|总金额|价款总额|租金总额|全部租金|借款本金|借款金额|标的额|服务费总额|费用总额/u;
const PERCENT = /(\d+(?:\.\d+)?)\s*[%％]|百分之([一二三四五六七八九十]+)/gu;
const DAILY = /每[日天]|每逾期|按日|日[万千]分|每延迟|逾期[^，,。；]{0,6}[日天]/u;

interface PercentHit {
  index: number;
  start: number;
  end: number;
  value: number;
  chinese: boolean;
}

/** Percentages of the whole price in sentences holding `keyword` (no daily rates). */
function percentsOfPrice(paras: readonly ReviewParagraph[], keyword: RegExp): PercentHit[] {
  const out: PercentHit[] = [];
  for (const p of paras) {
    if (!isBody(p)) continue;
    for (const s of sentencesOf(p.text)) {
      if (!keyword.test(s.text) || DAILY.test(s.text) || /订金/u.test(s.text)) continue;
      for (const m of s.text.matchAll(PERCENT)) {
        const before = s.text.slice(Math.max(0, m.index! - 14), m.index!);
        if (!WHOLE_PRICE.test(before)) continue;
        const value = m[1] ? Number(m[1]) : (parseChineseNumber(m[2]!) ?? 0);
        out.push({ index: p.index, start: s.start + m.index!, end: s.start + m.index! + m[0].length, value, chinese: !m[1] });
      }
    }
  }
  return out;
}

/** Rewrites one percentage in place; null when it cannot be edited. */
function rewritePercent(editor: DocxEditor, hit: PercentHit, value: number, what: string): Mutation | null {
  const text = hit.chinese ? `百分之${toChineseArticleNumber(value)}` : `${value}%`;
  try {
    editor.replaceText(hit.index, hit.start, hit.end, text);
  } catch (e) {
    if (e instanceof EditError) return null;
    throw e;
  }
  const p = editor.paragraphs[hit.index]!.text;
  return finish(editor, `${what}: #${hit.index} "${p.slice(hit.start, hit.end)}" -> "${text}"`, { index: hit.index, text });
}

/** Appends a sentence to the first clause whose title matches, else to a paragraph holding `fallback`. */
function appendToClause(editor: DocxEditor, title: RegExp, fallback: RegExp, sentence: string, what: string): MutationResult {
  const paras = editor.paragraphs;
  const targets: number[] = [];
  for (const h of headingsTitled(paras, title)) {
    const t = appendTarget(paras, h);
    if (t !== null) targets.push(t);
  }
  for (const p of paras) if (isBody(p) && fallback.test(p.text) && /[。；;]\s*$/u.test(p.text)) targets.push(p.index);
  for (const t of targets) {
    if (!editor.editable(t)) continue;
    try {
      editor.appendText(t, joint(paras[t]!.text) + sentence);
    } catch (e) {
      if (e instanceof EditError) continue;
      throw e;
    }
    return finish(editor, `${what}: appended "${sentence}" to #${t}`, { index: t, text: sentence });
  }
  return notApplicable('no clause to add the sentence to');
}

export const penalty50: Mutator = {
  id: 'penalty-50',
  label: '违约金提高到50%',
  high: true,
  ruleIds: ['general.penalty.over-30', 'labor.penalty.not-allowed', 'nda.penalty.fixed-high'],
  detection: 'span',
  apply({ editor, categoryId }) {
    const hits = percentsOfPrice(editor.paragraphs, /违约金/u).filter((h) => h.value < 50);
    for (const h of hits) {
      const m = rewritePercent(editor, h, 50, '违约金');
      if (m) return m;
    }
    const base = categoryId === 'lease' ? '租赁期内租金总额' : categoryId === 'loan' ? '借款本金' : '合同总价';
    return appendToClause(editor, /违约/u, /违约/u, `违约方应按${base}的50%向守约方支付违约金。`, '违约金');
  },
};

export const depositOver20: Mutator = {
  id: 'deposit-over-20',
  label: '定金超过20%',
  high: true,
  ruleIds: ['general.deposit.over-20'],
  detection: 'span',
  apply({ editor, categoryId }) {
    const paras = editor.paragraphs;
    const hits = percentsOfPrice(paras, /定金/u).filter((h) => h.value <= 20);
    for (const h of hits) {
      const m = rewritePercent(editor, h, 30, '定金');
      if (m) return m;
    }
    const price = categoryId === 'lease' ? null : priceOf(paras);
    // An existing 定金 amount becomes 30% of the price.
    if (price) {
      for (const p of paras) {
        if (!isBody(p)) continue;
        for (const s of sentencesOf(p.text)) {
          if (!/定金/u.test(s.text) || /订金/u.test(s.text)) continue;
          const amount = arabicAmounts(s.text).find((a) => a.value < price);
          if (!amount || capitalAmounts(s.text).length > 0) continue;
          const text = `${formatYuan(Math.round(price * 0.3))}元`;
          try {
            editor.replaceText(p.index, s.start + amount.start, s.start + amount.end, text);
          } catch (e) {
            if (e instanceof EditError) continue;
            throw e;
          }
          return finish(editor, `定金: #${p.index} "${amount.raw}" -> "${text}" (price ${price})`, { index: p.index, text });
        }
      }
    }
    const sentence = price
      ? `双方约定定金为人民币${formatYuan(Math.round(price * 0.3))}元，于本合同签订之日起三日内支付。`
      : `双方约定定金为${categoryId === 'lease' ? '租赁期内租金总额' : '合同总价款'}的30%，于本合同签订之日起三日内支付。`;
    return appendToClause(editor, /付款|支付|价款|租金|费用|价格|报酬|借款金额/u, /支付|付款/u, sentence, '定金');
  },
};

/** Changes the first significant digit of a figure so that its value differs (9 -> 8, others + 1). */
function bumpDigit(raw: string): string {
  const at = raw.search(/[1-9]/);
  const d = Number(raw[at]);
  return raw.slice(0, at) + String(d === 9 ? 8 : d + 1) + raw.slice(at + 1);
}

export const amountWords: Mutator = {
  id: 'amount-words',
  label: '大小写金额不一致',
  high: true,
  ruleIds: ['general.amount.words-mismatch'],
  detection: 'span',
  apply({ editor, categoryId }) {
    const paras = editor.paragraphs;
    // 1. A figure with an agreeing capital twin in the same sentence: change one digit of the figure.
    for (const p of paras) {
      if (!isBody(p) || !editor.editable(p.index)) continue;
      for (const s of sentencesOf(p.text)) {
        const caps = capitalAmounts(s.text);
        if (caps.length === 0) continue;
        for (const a of arabicAmounts(s.text)) {
          const twin = caps.find((c) => Math.abs(c.value - a.value) < 0.005);
          if (!twin) continue;
          const digits = /(\d{1,3}(?:[,，]\d{3})+|\d+)(?:\.\d{1,2})?/u.exec(a.raw)!;
          const from = s.start + a.start + digits.index;
          const to = from + digits[0].length;
          const changed = bumpDigit(digits[0]);
          try {
            editor.replaceText(p.index, from, to, changed);
          } catch (e) {
            if (e instanceof EditError) continue;
            throw e;
          }
          const lo = Math.min(a.start, twin.start);
          const hi = Math.max(a.end, twin.end);
          const newSentence = s.text.slice(0, a.start + digits.index) + changed + s.text.slice(a.start + digits.index + digits[0].length);
          const span = newSentence.slice(lo, hi + (changed.length - digits[0].length));
          return finish(editor, `#${p.index}: "${digits[0]}" -> "${changed}" next to "${twin.raw}"`, { index: p.index, text: span });
        }
      }
    }
    // 2. A blank figure and a blank capital amount in one sentence: fill them with amounts that disagree.
    for (const p of paras) {
      if (!isBody(p) || !editor.editable(p.index)) continue;
      for (const s of sentencesOf(p.text)) {
        const big = /大写[^_＿\n]{0,4}/u.exec(s.text);
        if (!big) continue;
        const capStart = big.index + big[0].length;
        const slots = /^(?:[_＿]+\s*[亿万仟佰拾元])+/u.exec(s.text.slice(capStart));
        const single = slots && /[_＿]+\s*[亿万仟佰拾]/u.test(slots[0]) ? null : /^[_＿]{2,}/u.exec(s.text.slice(capStart));
        if (!slots && !single) continue;
        const figures = [...s.text.matchAll(/[_＿]{2,}(?=\s*元)/gu)].filter((m) => m.index! + m[0].length <= big.index || m.index! >= capStart + (slots ?? single)![0].length);
        const figure = figures.filter((m) => m.index! < big.index).pop() ?? figures[0];
        if (!figure) continue;
        const value = categoryId === 'lease' ? 3600 : 128000;
        const wrong = categoryId === 'lease' ? 3500 : 125000;
        const fills: { start: number; end: number; text: string }[] = [{ start: figure.index!, end: figure.index! + figure[0].length, text: formatYuan(value) }];
        if (slots && !single) {
          const unitValue: Record<string, number> = { 亿: 1e8, 万: 1e4, 仟: 1000, 佰: 100, 拾: 10, 元: 1 };
          let rest = wrong;
          for (const m of slots[0].matchAll(/([_＿]+)\s*([亿万仟佰拾元])/gu)) {
            const unit = unitValue[m[2]!]!;
            const larger = m[2] === '万' || m[2] === '亿';
            const n = larger ? Math.floor(rest / unit) : Math.floor(rest / unit) % 10;
            rest -= n * unit;
            const digit = larger ? (n === 0 ? '零' : toChineseCapitalAmount(n).replace(/元整$/u, '')) : '零壹贰叁肆伍陆柒捌玖'[n]!;
            fills.push({ start: capStart + m.index!, end: capStart + m.index! + m[1]!.length, text: digit });
          }
        } else {
          const words = toChineseCapitalAmount(wrong);
          fills.push({ start: capStart, end: capStart + single![0].length, text: /^\s*元/u.test(s.text.slice(capStart + single![0].length)) ? words.replace(/元整$/u, '') : words });
        }
        const ok = fills.every((f) => {
          try {
            editor.replaceText(p.index, s.start + f.start, s.start + f.end, f.text);
            return true;
          } catch (e) {
            if (e instanceof EditError) return false;
            throw e;
          }
        });
        if (!ok) return notApplicable('blank amount pair not editable');
        let newSentence = s.text;
        for (const f of [...fills].sort((x, y) => y.start - x.start)) newSentence = newSentence.slice(0, f.start) + f.text + newSentence.slice(f.end);
        const lo = Math.min(...fills.map((f) => f.start));
        const shift = (at: number) => fills.filter((f) => f.start < at).reduce((d, f) => d + f.text.length - (f.end - f.start), 0);
        const hi = Math.max(...fills.map((f) => f.end));
        const span = newSentence.slice(lo, hi + shift(hi));
        return finish(editor, `#${p.index}: filled blanks: "${span}" (${formatYuan(value)} vs ${formatYuan(wrong)})`, { index: p.index, text: span });
      }
    }
    // 3. Insert a pair that disagrees into the price clause.
    const sentence =
      categoryId === 'lease' ? '月租金为人民币3,600元（大写：叁仟伍佰元整）。' : '合同总价为人民币128,000元（大写：壹拾贰万伍仟元整）。';
    const targets = headingsTitled(paras, /价款|价格|租金|费用|报酬|金额|付款|支付/u);
    for (const h of targets) {
      const near = [h, ...paras.slice(h + 1, h + 6).map((x) => x.index)];
      const t =
        near.find((j) => /[。；;]\s*$/u.test(paras[j]!.text) && editor.editable(j)) ??
        near.find((j) => j !== h && paras[j]!.text.trim().length >= 6 && paras[j]!.level === 0 && editor.editable(j));
      if (t === undefined) continue;
      try {
        editor.appendText(t, joint(paras[t]!.text) + sentence);
      } catch (e) {
        if (e instanceof EditError) continue;
        throw e;
      }
      return finish(editor, `appended "${sentence}" to #${t}`, { index: t, text: sentence });
    }
    return notApplicable('no amount with its capital twin, no blank pair, no price clause');
  },
};
