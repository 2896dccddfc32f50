/**
 * What the model must answer for one clause, as a zod schema, and a tolerant reader for it. Tolerant of the
 * wrapping models add (```json fences, <think> blocks of reasoning models, a sentence before the JSON, 高/中/低 for
 * levels), strict about the content: a finding without a quote, a level or an explanation is not a finding.
 * Each finding is validated on its own, so one bad item does not cost the clause its other findings.
 */
import { z } from 'zod';

const LEVELS: Record<string, 'high' | 'medium' | 'low'> = {
  high: 'high', medium: 'medium', low: 'low', 高: 'high', 中: 'medium', 低: 'low', 高风险: 'high', 中风险: 'medium',
  低风险: 'low', 重大: 'high', 一般: 'medium', 轻微: 'low',
};

const text = z.string().trim().min(1);

export const ZModelCitation = z.object({
  law: text,
  article: z.union([text, z.number().int().positive().transform(String)]),
});

export const ZModelFinding = z.object({
  /** The checklist item this finding answers, when the model names one. */
  check_id: z.string().trim().min(1).nullish().catch(null),
  /** Verbatim span of the clause (verified afterwards). */
  quote: text,
  level: z.preprocess((v) => (typeof v === 'string' ? (LEVELS[v.trim().toLowerCase()] ?? v) : v), z.enum(['high', 'medium', 'low'])),
  title: text.max(200),
  explanation: text,
  suggestion: z.string().trim().default(''),
  /** Replacement wording for the quoted span; null when the model proposes none. */
  revision: z.preprocess(
    (v) => (v && typeof v === 'object' && 'text' in v ? (v as { text: unknown }).text : v),
    z.string().trim().nullish(),
  ),
  citations: z.array(ZModelCitation).default([]),
});
export type TModelFinding = z.infer<typeof ZModelFinding>;

/** The JSON shape given to the model in the prompt (kept next to the schema so the two cannot drift apart). */
export const OUTPUT_SHAPE_EXAMPLE = JSON.stringify({
  findings: [
    {
      check_id: '清单项编号，无对应项时为 null',
      quote: '从条款原文逐字复制的片段',
      level: 'high | medium | low',
      title: '问题标题（20字以内）',
      explanation: '为什么对本方不利或违法，后果是什么',
      suggestion: '建议如何修改或谈判',
      revision: '替换 quote 的修改后文本；不建议改写时为 null',
      citations: [{ law: '民法典', article: '第五百八十五条' }],
    },
  ],
});

export type ParsedOutput =
  | { ok: true; findings: TModelFinding[]; invalid: { raw: unknown; error: string }[] }
  | { ok: false; error: string };

/** The JSON value in a model's answer, or why there is none. */
export function extractJson(answer: string): { ok: true; value: unknown } | { ok: false; error: string } {
  const body = answer
    .replace(/<think>[\s\S]*?<\/think>/gi, '')
    .replace(/^[\s\S]*<\/think>/i, '')
    .trim();
  const candidates: string[] = [body];
  const fence = /```(?:json|JSON)?\s*\n?([\s\S]*?)```/.exec(body);
  if (fence) candidates.push(fence[1]!.trim());
  const first = body.search(/[{[]/);
  const last = Math.max(body.lastIndexOf('}'), body.lastIndexOf(']'));
  if (first !== -1 && last > first) candidates.push(body.slice(first, last + 1));
  let error = '输出为空';
  for (const candidate of candidates) {
    if (candidate === '') continue;
    try {
      return { ok: true, value: JSON.parse(candidate) };
    } catch (e) {
      error = `不是合法的 JSON：${(e as Error).message}`;
    }
  }
  return { ok: false, error };
}

/** Reads one clause's answer: `{"findings": [...]}` (or a bare array / a single finding). */
export function parseModelOutput(answer: string): ParsedOutput {
  const json = extractJson(answer);
  if (!json.ok) return json;
  let items: unknown;
  const value = json.value;
  if (Array.isArray(value)) items = value;
  else if (value && typeof value === 'object' && 'findings' in value) items = (value as { findings: unknown }).findings;
  else if (value && typeof value === 'object' && 'quote' in value) items = [value];
  else return { ok: false, error: '缺少 findings 数组' };
  if (items === null) items = [];
  if (!Array.isArray(items)) return { ok: false, error: 'findings 不是数组' };
  const findings: TModelFinding[] = [];
  const invalid: { raw: unknown; error: string }[] = [];
  for (const item of items) {
    const parsed = ZModelFinding.safeParse(item);
    if (parsed.success) findings.push(parsed.data);
    else invalid.push({ raw: item, error: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') });
  }
  return { ok: true, findings, invalid };
}
