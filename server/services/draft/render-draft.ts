/**
 * From a template, the lawyer's fields, what the extractor found and the drafted free text to the draft's
 * paragraphs. A required field with no value appears as 【待补充：label】 and in the missing list; a line whose only
 * placeholders are empty optional fields is left out. Amounts are written in figures and in words; 18-character
 * identity numbers are checked.
 */
import { missingMark, type TDraftParagraph, type TMissingField } from '@common/api/draft';
import { formatAmount, parseAmount } from './extract/amounts';
import { partyIn, type TFacts } from './extract/extract-facts';
import { classifyPartyId } from './extract/id-checks';
import type { TDraftField, TDraftTemplate } from './templates/template-types';

/** Field values as stored: trimmed, control characters removed (markup stays text). */
export function cleanFieldValue(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF]/g, '').replace(/\r\n?/g, '\n').trim();
}

/** Today in China, as 2026年11月25日. */
export function todayInChina(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(now);
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  return `${get('year')}年${get('month')}月${get('day')}日`;
}

/** What the extractor found for one field, or ''. */
function extractedValue(field: TDraftField, facts: TFacts): string {
  const source = field.source;
  if (!source) return '';
  if (source === 'amount' || source === 'amount_2') {
    const a = facts.amounts[source === 'amount' ? 0 : 1];
    return a ? formatAmount(a.value) : '';
  }
  if (source === 'date') return facts.dates[0] ?? '';
  if (source === 'date_2') return facts.dates[1] ?? '';
  if (source === 'contract_name') return facts.contracts[0] ? `《${facts.contracts[0]}》` : '';
  if (source === 'court') return facts.courts[0] ?? '';
  if (source === 'today' || source === 'narrative') return '';
  const [role, part] = source.split('.') as [Parameters<typeof partyIn>[1], string];
  const party = partyIn(facts, role);
  if (!party) return '';
  if (part === 'name') return party.name;
  if (part === 'id') return party.id ?? '';
  if (part === 'address') return party.address ?? '';
  if (part === 'legal_rep') return party.legalRep ?? '';
  return '';
}

/** A typed value in the form documents use (amounts in figures and words). */
function normalizeValue(field: TDraftField, value: string): string {
  if (field.type === 'amount' && value && !value.includes('大写')) {
    const n = parseAmount(value);
    if (n !== null && n > 0) return formatAmount(n);
  }
  if ((field.type === 'id_number' || field.type === 'credit_code' || field.type === 'party_id') && /^[0-9A-Za-z]{18}$/.test(value)) return value.toUpperCase();
  return value;
}

export type TResolvedFields = {
  /** Every field's value (lawyer's first, then extracted, then today's date). */
  values: Record<string, string>;
  /** The fields filled from the narrative, for the page to show. */
  extracted: { key: string; label: string; value: string }[];
  warnings: string[];
};

/** Merges the lawyer's fields with what the extractor found. */
export function resolveFields(template: TDraftTemplate, given: Record<string, string>, facts: TFacts, today = todayInChina()): TResolvedFields {
  const values: Record<string, string> = {};
  const extracted: TResolvedFields['extracted'] = [];
  const warnings = [...facts.warnings];
  for (const f of template.fields) {
    const typed = cleanFieldValue(given[f.key] ?? '');
    let value = typed;
    if (!value) {
      value = extractedValue(f, facts);
      if (value) extracted.push({ key: f.key, label: f.label, value });
    }
    if (!value && f.source === 'today') value = today;
    value = normalizeValue(f, value);
    if (typed && (f.type === 'party_id' || f.type === 'id_number' || f.type === 'credit_code')) {
      const kind = classifyPartyId(value);
      if (/^[0-9A-Z]{18}$/.test(value) && kind && !kind.valid) warnings.push(`${f.label} ${value} 的校验位不正确，请核对`);
    }
    values[f.key] = value;
  }
  return { values, extracted, warnings: [...new Set(warnings)] };
}

const PLACEHOLDER = /\{([a-z0-9_]+)\}/g;
const NUMBERED_SECTIONS = new Set(['claims', 'resolutions', 'defense', 'evidence', 'amendments']);
const CN_NUM = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二', '十三', '十四', '十五', '十六', '十七', '十八', '十九', '二十'];

/** Removes an empty bracketed label left by an empty optional field: （证件号码：）. */
function tidy(line: string): string {
  return line.replace(/[（(][^（）()]{0,12}[：:]\s*[）)]/g, '').replace(/[（(]\s*[）)]/g, '');
}

const ARTICLE_HEAD = /^第[一二三四五六七八九十]+条(?=\s)/;

/** 1..99 in Chinese numerals, as articles are numbered (第十一条, 第二十条). */
function chineseNumber(n: number): string {
  const digits = '零一二三四五六七八九';
  if (n < 10) return digits[n]!;
  const tens = Math.floor(n / 10);
  return `${tens === 1 ? '' : digits[tens]}十${n % 10 ? digits[n % 10] : ''}`;
}

/** An agreement's 第N条 lines numbered again in order: an empty optional article left out leaves no gap. */
function renumberArticles(lines: string[]): void {
  let k = 0;
  lines.forEach((line, i) => {
    if (ARTICLE_HEAD.test(line)) lines[i] = line.replace(ARTICLE_HEAD, `第${chineseNumber(++k)}条`);
  });
}

export type TRenderInput = {
  template: TDraftTemplate;
  values: Record<string, string>;
  /** Free text per drafted section key (model or builtin), one string per paragraph. */
  drafted: Record<string, string[]>;
};

/** The draft's paragraphs and the required fields still missing. */
export function renderDraft({ template, values, drafted }: TRenderInput): { paragraphs: TDraftParagraph[]; missing: TMissingField[] } {
  const fieldsByKey = new Map(template.fields.map((f) => [f.key, f]));
  const missing = new Map<string, TMissingField>();
  const paragraphs: TDraftParagraph[] = [];
  let n = 0;
  const push = (section: string, style: TDraftParagraph['style'], text: string, editable: boolean) =>
    paragraphs.push({ id: `p${++n}`, section, style, text, editable });

  for (const section of template.sections) {
    if (section.heading) push(section.key, 'heading', section.heading, false);
    const lines: string[] = [];
    for (const line of section.lines) {
      const keys = [...line.matchAll(PLACEHOLDER)].map((m) => m[1]!);
      // The drafted section's own field line is replaced by the drafted paragraphs.
      const draftedKey = section.drafted && keys.length === 1 && line === `{${keys[0]}}` ? keys[0]! : null;
      if (draftedKey && drafted[section.key]?.length) {
        lines.push(...drafted[section.key]!);
        continue;
      }
      const allEmptyOptional = keys.length > 0 && keys.every((k) => !values[k] && !fieldsByKey.get(k)?.required && !(section.drafted && k === draftedKey));
      if (allEmptyOptional) continue;
      const text = line.replace(PLACEHOLDER, (_, key: string) => {
        const value = values[key] ?? '';
        if (value) return value;
        const f = fieldsByKey.get(key);
        if (f && (f.required || key === draftedKey)) {
          missing.set(key, { key, label: f.label, help: f.help });
          return missingMark(f.label);
        }
        return '';
      });
      // A multi-line value (诉讼请求 one per line) becomes one paragraph per line.
      for (const part of tidy(text).split('\n')) if (part.trim()) lines.push(part.trim());
    }
    renumberArticles(lines);
    const numbered = NUMBERED_SECTIONS.has(section.key) && lines.length > 1;
    lines.forEach((line, i) => {
      const text = numbered ? `${CN_NUM[i] ?? String(i + 1)}、${line.replace(/^\s*(?:\d+|[一二三四五六七八九十]+)\s*[、.．)）]\s*/, '')}` : line;
      push(section.key, section.style, text, section.key !== 'title');
    });
  }
  return { paragraphs, missing: [...missing.values()] };
}
