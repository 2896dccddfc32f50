/**
 * Entities a DD table can use (issue 9): company names (with a nearby 统一社会信用代码 and its checksum), credit
 * codes, amounts, dates and contract parties, each a span of the file's text. Regular expressions only: precise on
 * the shapes lawyers' files use, and every hit is an exact span.
 */
import type { TTraceEntity } from '../../db/schema/index';
import { CREDIT_CODE_PATTERN, isValidCreditCode } from './credit-code';

const PER_KIND = 20;
const COMPANY = /[\u4e00-\u9fff（）()]{2,30}?(?:股份有限公司|有限责任公司|有限公司|集团有限公司|合伙企业（有限合伙）|（有限合伙）)/g;
const AMOUNT = /(?:人民币|￥|¥)?\s?\d{1,3}(?:[,，]\d{3})*(?:\.\d+)?\s?(?:万|亿|千)?元|(?:人民币)?[壹贰叁肆伍陆柒捌玖拾佰仟万亿零]{2,}元整?/g;
const DATE = /\d{4}\s?年\s?\d{1,2}\s?月(?:\s?\d{1,2}\s?日)?|\d{4}-\d{1,2}-\d{1,2}/g;
const PARTY = /(?:甲方|乙方|丙方|出租人|承租人|买方|卖方|委托人|受托人|发包人|承包人|借款人|贷款人|保证人)(?:（[甲乙丙]方）)?\s*[:：]\s*([^\n，。；:：]{2,40})/g;

/** Finds entities in a file's text (at most 20 of each kind, first occurrences). */
export function extractEntities(text: string): TTraceEntity[] {
  const out: TTraceEntity[] = [];
  const seen = new Set<string>();
  const add = (e: TTraceEntity) => {
    const key = `${e.kind}:${e.text}`;
    if (seen.has(key) || out.filter((x) => x.kind === e.kind).length >= PER_KIND) return;
    seen.add(key);
    out.push(e);
  };
  const companies: TTraceEntity[] = [];
  for (const m of text.matchAll(COMPANY)) {
    const name = m[0].replace(/^[（(）)]+/, '');
    const start = m.index! + (m[0].length - name.length);
    const e: TTraceEntity = { kind: 'company', text: name, start, end: start + name.length };
    companies.push(e);
    add(e);
  }
  for (const m of text.matchAll(CREDIT_CODE_PATTERN)) {
    const start = m.index!;
    // The company named closest before the code (same line or the line above) is the one it identifies.
    const near = companies.filter((c) => c.end <= start && start - c.end < 120).at(-1);
    add({ kind: 'credit_code', text: m[0], start, end: start + m[0].length, valid: isValidCreditCode(m[0]), ...(near ? { company: near.text } : {}) });
  }
  for (const m of text.matchAll(AMOUNT)) {
    const raw = m[0];
    const trimmed = raw.trimStart();
    const start = m.index! + (raw.length - trimmed.length);
    if (/\d|[壹贰叁肆伍陆柒捌玖拾]/.test(trimmed)) add({ kind: 'amount', text: trimmed, start, end: start + trimmed.length });
  }
  for (const m of text.matchAll(DATE)) add({ kind: 'date', text: m[0], start: m.index!, end: m.index! + m[0].length });
  for (const m of text.matchAll(PARTY)) {
    const name = m[1]!.trim();
    const start = m.index! + m[0].indexOf(name);
    add({ kind: 'party', text: name, start, end: start + name.length });
  }
  return out.sort((a, b) => a.start - b.start);
}
