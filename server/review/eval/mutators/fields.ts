/**
 * Field defects: a party name or date left blank, an identifier with a wrong check character, an impossible date,
 * a term whose end precedes its start, a lease term over twenty years.
 */
import { toChineseArticleNumber } from '@common/text/chinese-numerals';
import { EditError, type DocxEditor } from '../docx-edit';
import {
  BLANK_DATE,
  creditCheckChar,
  creditChecksumOk,
  datesOf,
  daysInMonth,
  idCheckChar,
  idChecksumOk,
  identifiersOf,
  isBody,
  sentencesOf,
  type DateToken,
} from '../contract-text';
import { partyNames } from './find';
import { finish, notApplicable, type Mutator } from './types';

const BLANK = '________';

/** Runs an edit; false when the span cannot be edited with w:t edits alone. */
function tryEdit(edit: () => void): boolean {
  try {
    edit();
    return true;
  } catch (e) {
    if (e instanceof EditError) return false;
    throw e;
  }
}

function bodyIndexes(editor: DocxEditor): number[] {
  return editor.paragraphs.filter((p) => isBody(p) && editor.editable(p.index)).map((p) => p.index);
}

export const blankLeft: Mutator = {
  id: 'blank',
  label: '当事人名称/日期留空',
  high: false,
  ruleIds: ['general.blank.unfilled'],
  detection: 'span',
  apply({ editor }) {
    const paras = editor.paragraphs;
    for (const n of partyNames(paras)) {
      if (!editor.editable(n.index)) continue;
      if (tryEdit(() => editor.replaceText(n.index, n.start, n.start + n.name.length, BLANK))) {
        return finish(editor, `party name "${n.name}" (#${n.index}) -> ${BLANK}`, { index: n.index, text: BLANK, start: n.start });
      }
    }
    const ordered = bodyIndexes(editor).sort((a, b) => Number(!/签订|签署|签约|日期|期限|租赁期/u.test(paras[a]!.text)) - Number(!/签订|签署|签约|日期|期限|租赁期/u.test(paras[b]!.text)) || a - b);
    for (const i of ordered) {
      const d = datesOf(paras[i]!.text)[0];
      if (!d) continue;
      if (tryEdit(() => editor.replaceText(i, d.start, d.end, BLANK))) {
        return finish(editor, `date "${paras[i]!.text.slice(d.start, d.end)}" (#${i}) -> ${BLANK}`, { index: i, text: BLANK, start: d.start });
      }
    }
    return notApplicable('no filled-in party name or date');
  },
};

/** An ID number or credit code with one digit changed: the check character no longer fits. */
function corrupt(value: string, kind: 'id' | 'credit'): string {
  const positions = kind === 'id' ? [14, 13, 12] : [16, 15, 14, 13, 12, 11, 10, 9, 8];
  const at = positions.find((k) => /\d/.test(value[k]!))!;
  return value.slice(0, at) + String((Number(value[at]) + 1) % 10) + value.slice(at + 1);
}

/** A well-formed number whose check character is wrong. */
function invalidNumber(kind: 'id' | 'credit'): string {
  if (kind === 'id') {
    const first = '11010519850312123';
    const right = idCheckChar(first);
    return first + (right === '7' ? '8' : '7');
  }
  const first = '91110108MA01C2XT3';
  const right = creditCheckChar(first)!;
  return first + (right === '5' ? '6' : '5');
}

export const invalidIdentifier: Mutator = {
  id: 'invalid-id',
  label: '身份证号/信用代码校验位错误',
  high: false,
  ruleIds: ['general.parties.id-number', 'general.parties.credit-code'],
  detection: 'span',
  apply({ editor }) {
    const paras = editor.paragraphs;
    for (const i of bodyIndexes(editor)) {
      for (const id of identifiersOf(paras[i]!.text)) {
        const ok = id.kind === 'id' ? idChecksumOk(id.value) : creditChecksumOk(id.value);
        if (!ok) continue; // already wrong in the original: not a planted defect
        const bad = corrupt(id.value, id.kind);
        if (tryEdit(() => editor.replaceText(i, id.start, id.end, bad))) {
          return finish(editor, `${id.kind} ${id.value} -> ${bad} (#${i})`, { index: i, text: bad, start: id.start });
        }
      }
    }
    // A blank identifier field filled in with a mistyped number.
    const field = /(身份证号码|身份证号|身份证|公民身份号码|证件号码|证件号|统一社会信用代码)[^：:\n]{0,6}[：:]([_＿ \u3000]*)(?=\n|$|[ \u3000]{2,}\S)/gu;
    for (const i of bodyIndexes(editor)) {
      const text = paras[i]!.text;
      for (const m of text.matchAll(field)) {
        const kind = /信用代码/u.test(m[1]!) ? 'credit' : 'id';
        const number = invalidNumber(kind);
        const start = m.index! + m[0].length - m[2]!.length;
        const end = start + m[2]!.length;
        if (m[2]!.length === 0 && !/^\s*(?:\n|$)/u.test(text.slice(end))) continue;
        if (tryEdit(() => editor.replaceText(i, start, end, number))) {
          return finish(editor, `blank ${m[1]} (#${i}) filled with ${number}`, { index: i, text: number, start });
        }
      }
    }
    return notApplicable('no valid identifier and no blank identifier field');
  },
};

/** Month and day of an impossible date near (y, m, d): 6月31日, 2月30日. */
function impossible(y: number, m: number): { m: number; d: number } {
  if (daysInMonth(y, m) === 30) return { m, d: 31 };
  if (m === 2) return { m, d: 30 };
  const thirty = [4, 6, 9, 11];
  const near = thirty.reduce((best, x) => (Math.abs(x - m) < Math.abs(best - m) ? x : best), 4);
  return { m: near, d: 31 };
}

export const impossibleDate: Mutator = {
  id: 'impossible-date',
  label: '不存在的日期',
  high: false,
  ruleIds: ['general.date.impossible'],
  detection: 'span',
  apply({ editor }) {
    const paras = editor.paragraphs;
    for (const i of bodyIndexes(editor)) {
      const text = paras[i]!.text;
      for (const d of datesOf(text)) {
        if (d.d > daysInMonth(d.y, d.m) || d.m > 12) continue;
        const x = impossible(d.y, d.m);
        const middle = text.slice(d.mAt[1], d.dAt[0]);
        const repl = `${x.m}${middle}${x.d}`;
        if (tryEdit(() => editor.replaceText(i, d.mAt[0], d.dAt[1], repl))) {
          const planted = text.slice(d.start, d.mAt[0]) + repl + text.slice(d.dAt[1], d.end);
          return finish(editor, `#${i}: "${text.slice(d.start, d.end)}" -> "${planted}"`, { index: i, text: planted, start: d.start });
        }
      }
    }
    for (const i of bodyIndexes(editor)) {
      const text = paras[i]!.text;
      for (const m of text.matchAll(BLANK_DATE)) {
        const lead = /^[\s\u3000]*/u.exec(m[0])![0].length;
        const start = m.index! + lead;
        const planted = '2024年2月30日';
        if (tryEdit(() => editor.replaceText(i, start, m.index! + m[0].length, planted))) {
          return finish(editor, `#${i}: blank date filled with ${planted}`, { index: i, text: planted, start });
        }
      }
    }
    return notApplicable('no date, filled or blank');
  },
};

const RANGE_JOIN = /^[\s\u3000]*(?:起)?[\s\u3000]*(?:至|到|—|－|-|~|～)[\s\u3000]*$/u;

function before(a: DateToken, b: DateToken): boolean {
  return a.y * 10000 + a.m * 100 + a.d < b.y * 10000 + b.m * 100 + b.d;
}

/** Replaces the year of a date; returns the date's new text. */
function setYear(editor: DocxEditor, index: number, d: DateToken, year: number): string | null {
  const text = editor.paragraphs[index]!.text;
  if (!tryEdit(() => editor.replaceText(index, d.yAt[0], d.yAt[1], String(year)))) return null;
  return String(year) + text.slice(d.yAt[1], d.end);
}

/** Date ranges: two dates joined by 至 in one paragraph, or a start date and an end date in neighbouring paragraphs. */
function dateRanges(editor: DocxEditor): { i: number; a: DateToken; j: number; b: DateToken }[] {
  const paras = editor.paragraphs;
  const out: { i: number; a: DateToken; j: number; b: DateToken }[] = [];
  const idx = bodyIndexes(editor);
  for (const i of idx) {
    const text = paras[i]!.text;
    const ds = datesOf(text);
    for (let k = 0; k + 1 < ds.length; k++) {
      if (RANGE_JOIN.test(text.slice(ds[k]!.end, ds[k + 1]!.start)) && before(ds[k]!, ds[k + 1]!)) out.push({ i, a: ds[k]!, j: i, b: ds[k + 1]! });
    }
  }
  for (const [n, i] of idx.entries()) {
    const ta = paras[i]!.text;
    const a = datesOf(ta)[0];
    if (!a || !/开始|起始|起租|起算|生效/u.test(ta) || datesOf(ta).length > 1) continue;
    for (const j of idx.slice(n + 1, n + 3)) {
      const tb = paras[j]!.text;
      const b = datesOf(tb)[0];
      if (b && /结束|终止|届满|到期|截止/u.test(tb) && before(a, b)) out.push({ i, a, j, b });
    }
  }
  return out;
}

export const invertedTerm: Mutator = {
  id: 'inverted-term',
  label: '起止日期颠倒',
  high: true,
  ruleIds: ['general.date.inverted'],
  detection: 'span',
  apply({ editor }) {
    const paras = editor.paragraphs;
    for (const r of dateRanges(editor)) {
      const endText = setYear(editor, r.j, r.b, r.a.y - 1);
      if (endText === null) continue;
      if (r.i === r.j) {
        const text = paras[r.i]!.text;
        const planted = text.slice(r.a.start, r.b.yAt[0]) + endText;
        return finish(editor, `#${r.i}: end year ${r.b.y} -> ${r.a.y - 1}`, { index: r.i, text: planted, start: r.a.start });
      }
      return finish(editor, `#${r.j}: end year ${r.b.y} -> ${r.a.y - 1} (start in #${r.i})`, { index: r.j, text: endText, start: r.b.start, related: [r.i] });
    }
    // A blank range: fill it with an end before the start.
    for (const i of bodyIndexes(editor)) {
      const text = paras[i]!.text;
      const blanks = [...text.matchAll(BLANK_DATE)];
      for (let k = 0; k + 1 < blanks.length; k++) {
        const a = blanks[k]!;
        const b = blanks[k + 1]!;
        if (!RANGE_JOIN.test(text.slice(a.index! + a[0].length, b.index!).replace(/[（(][^）)]*[）)]/gu, ''))) continue;
        const ok =
          tryEdit(() => editor.replaceText(i, a.index!, a.index! + a[0].length, '2025年3月1日')) &&
          tryEdit(() => editor.replaceText(i, b.index!, b.index! + b[0].length, '2024年2月28日'));
        if (!ok) return notApplicable('blank date range not editable');
        const planted = `2025年3月1日${text.slice(a.index! + a[0].length, b.index!)}2024年2月28日`;
        return finish(editor, `#${i}: blank range filled 2025-03-01 .. 2024-02-28`, { index: i, text: planted, start: a.index! });
      }
    }
    return notApplicable('no date range');
  },
};

const TERM = /租赁期|租期|租赁期限|承租期/u;

export const leaseOver20: Mutator = {
  id: 'lease-over-20',
  label: '租赁期限超过二十年',
  high: true,
  ruleIds: ['lease.term.over-20'],
  detection: 'span',
  apply({ editor, categoryId }) {
    if (categoryId !== 'lease') return notApplicable('not a lease');
    const paras = editor.paragraphs;
    const ranges = dateRanges(editor).filter((r) => TERM.test(paras[r.i]!.text) || TERM.test(paras[r.j]!.text) || /租赁|起租/u.test(paras[r.i]!.text));
    // 1. A stated duration in the term clause.
    for (const i of bodyIndexes(editor)) {
      const text = paras[i]!.text;
      for (const s of sentencesOf(text)) {
        // The duration right after the term word: 租赁期限：12个月, 租期为三年 (not 租赁期满前一个月).
        const m = /(?<=(?:租赁期限|租赁期|租期|承租期)(?:为|共计|共|计|是|：|:|\s)*)(\d+|[一二三四五六七八九十两]+)\s*(个月|年)(?![前后内])(?!\s*[_＿]*\s*月)/u.exec(s.text);
        if (!m || /\d{4}/.test(m[1]!)) continue;
        const arabic = /\d/.test(m[1]!);
        const years = m[2] === '年';
        const value = years ? 25 : 300;
        const number = arabic ? String(value) : toChineseArticleNumber(value);
        const start = s.start + m.index!;
        if (!tryEdit(() => editor.replaceText(i, start, start + m[1]!.length, number))) continue;
        const related: number[] = [];
        const r = ranges.find((x) => Math.abs(x.i - i) <= 3);
        if (r && setYear(editor, r.j, r.b, r.a.y + 25) !== null) related.push(r.j);
        return finish(editor, `#${i}: term ${m[0]} -> ${number}${m[2]}`, { index: i, text: `${number}${text.slice(start + m[1]!.length, start + m[0].length)}`, start, related });
      }
    }
    // 2. A term given as a date range.
    for (const r of ranges) {
      const endText = setYear(editor, r.j, r.b, r.a.y + 25);
      if (endText === null) continue;
      return finish(editor, `#${r.j}: lease end year ${r.b.y} -> ${r.a.y + 25}`, { index: r.j, text: endText, start: r.b.start, related: [r.i] });
    }
    // 3. A blank duration.
    for (const i of bodyIndexes(editor)) {
      const text = paras[i]!.text;
      const m = /(?:租赁期|租期)[^。；\n]{0,8}?([_＿]{2,}|[ \u3000]{3,})(个月|年)/u.exec(text);
      if (!m) continue;
      const number = m[2] === '年' ? '25' : '300';
      const start = m.index! + m[0].length - m[2]!.length - m[1]!.length;
      if (tryEdit(() => editor.replaceText(i, start, start + m[1]!.length, number))) {
        return finish(editor, `#${i}: blank term filled with ${number}${m[2]}`, { index: i, text: `${number}${m[2]}`, start });
      }
    }
    return notApplicable('no lease term');
  },
};
