/**
 * The free-text sections of a draft (事实与理由, 上诉理由, 律师意见 …). Builtin (no model): the lawyer's own text for
 * the section, else the narrative as written (split into paragraphs), followed for court filings by the template's
 * statutory basis; a section with neither is left 【待补充】. With a model: the model writes the section from the
 * narrative and the fields only (personal data masked first unless AI_MASK_PERSONAL_DATA is off), with 【待补充：…】
 * where a fact is missing; every citation it makes is resolved afterwards like any other.
 */
import { createMasker, type AiProvider } from '../../ai/index';
import type { TFacts } from './extract/extract-facts';
import type { TDraftSection, TDraftTemplate } from './templates/template-types';

const MAX_NARRATIVE_FOR_MODEL = 12_000;

/** Paragraphs of a narrative: blank lines or line breaks split them; whitespace inside is tidied. */
export function narrativeParagraphs(narrative: string): string[] {
  return narrative
    .split(/\n+/)
    .map((p) => p.replace(/[ \t\u3000]+/g, ' ').trim())
    .filter(Boolean);
}

/** The field a drafted section is written into ({facts} -> facts). */
export function draftedFieldOf(section: TDraftSection): string | null {
  const line = section.lines.find((l) => /^\{[a-z0-9_]+\}$/.test(l));
  return line ? line.slice(1, -1) : null;
}

/** Builtin text of one drafted section; [] leaves the field's 【待补充】 mark. */
export function builtinSectionText(template: TDraftTemplate, section: TDraftSection, values: Record<string, string>, narrative: string): string[] {
  const key = draftedFieldOf(section);
  const own = key ? values[key] : '';
  const field = template.fields.find((f) => f.key === key);
  let paragraphs = own ? narrativeParagraphs(own) : field?.source === 'narrative' ? narrativeParagraphs(narrative) : [];
  if (paragraphs.length && template.tab === 'litigation' && section.key === 'facts' && template.basis?.length) {
    paragraphs = [...paragraphs, `综上，依据${template.basis.join('、')}等规定，请求依法支持上述请求。`];
  }
  return paragraphs;
}

const SYSTEM_PROMPT = [
  '你是一名中国执业律师，正在起草法律文书的一个部分。',
  '只使用案情描述和已填写要素中的事实，不得编造事实、金额、日期或当事人；缺少的关键事实写成【待补充：缺少的内容】。',
  '引用法律时写明法律全称和条号，例如《中华人民共和国民法典》第五百七十七条，只引用你确信存在且适用的条文。',
  '只输出这一部分的正文，分段书写，每段一行；不要标题，不要 Markdown 符号，不要解释。',
].join('\n');

export type TModelDraftInput = {
  provider: AiProvider;
  template: TDraftTemplate;
  section: TDraftSection;
  values: Record<string, string>;
  narrative: string;
  facts: TFacts;
  mask: boolean;
  signal?: AbortSignal;
};

/** The model's text of one drafted section, personal data restored; throws when the model fails. */
export async function modelSectionText(input: TModelDraftInput): Promise<string[]> {
  const { template, section, values, narrative, facts } = input;
  const masker = input.mask ? createMasker({ names: facts.parties.map((p) => p.name).filter((n) => n.length <= 4) }) : null;
  const m = (t: string) => (masker ? masker.mask(t) : t);
  const fieldLines = template.fields
    .filter((f) => values[f.key])
    .map((f) => `${f.label}：${m(values[f.key]!)}`)
    .join('\n');
  const user = [
    `文书：${template.name}`,
    `要起草的部分：${section.heading?.replace(/[：:]$/, '') ?? section.key}`,
    `写作要求：${section.instruction ?? '依据事实写明理由。'}`,
    template.basis?.length ? `可参考的法律依据（仅在适用时引用）：${template.basis.join('、')}` : '',
    `已填写要素：\n${fieldLines || '（无）'}`,
    `案情描述：\n${m(narrative.slice(0, MAX_NARRATIVE_FOR_MODEL)) || '（无）'}`,
  ]
    .filter(Boolean)
    .join('\n\n');
  const result = await input.provider.complete(
    [
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: user },
    ],
    { maxTokens: 1800, temperature: 0.2, signal: input.signal },
  );
  const text = masker ? masker.restore(result.text) : result.text;
  // Models sometimes add Markdown despite the prompt: strip heading marks, bold and list bullets.
  return narrativeParagraphs(text.replace(/^#+\s*/gm, '').replace(/\*\*/g, '').replace(/^[-*]\s+/gm, ''));
}
