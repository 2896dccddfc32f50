/**
 * composeDraft: the whole drafting pipeline without storage — extract facts from the narrative, merge them with the
 * lawyer's fields, write the free-text sections (model when configured, else builtin), render the paragraphs and
 * resolve every citation. A model failure falls back to the builtin text with a notice: the lawyer always gets a
 * draft.
 */
import type { TCitation } from '@common/api/citation';
import type { TDraftParagraph, TMissingField } from '@common/api/draft';
import { extractFacts, type TFacts } from './extract/extract-facts';
import { builtinSectionText, modelSectionText } from './draft-free-text';
import type { TDraftDeps } from './draft-deps';
import { resolveDraftCitations } from './resolve-draft-citations';
import { renderDraft, resolveFields } from './render-draft';
import type { TDraftTemplate } from './templates/template-types';

export type TComposedDraft = {
  paragraphs: TDraftParagraph[];
  citations: TCitation[];
  missing: TMissingField[];
  values: Record<string, string>;
  extracted: { key: string; label: string; value: string }[];
  warnings: string[];
  draftedBy: 'model' | 'builtin';
  notice: string | null;
  facts: TFacts;
};

export const BUILTIN_DRAFT_NOTICE = '当前未配置大模型：要素由内置规则从案情描述中提取，事实与理由部分采用您的案情描述原文，请核对后修改。';
export const MODEL_FALLBACK_NOTICE = '大模型暂时不可用，事实与理由部分采用了您的案情描述原文，可稍后点击“重新生成”。';

/** Writes the drafted sections named in `only` (all when omitted). */
export async function draftSections(
  deps: Pick<TDraftDeps, 'provider' | 'env' | 'log'>,
  input: { template: TDraftTemplate; values: Record<string, string>; narrative: string; facts: TFacts; only?: string },
): Promise<{ drafted: Record<string, string[]>; draftedBy: 'model' | 'builtin'; notice: string | null }> {
  const { template, values, narrative, facts } = input;
  const sections = template.sections.filter((s) => s.drafted && (!input.only || s.key === input.only));
  const useModel = deps.provider.capabilities.draft.mode === 'model';
  const drafted: Record<string, string[]> = {};
  if (!useModel) {
    for (const s of sections) drafted[s.key] = builtinSectionText(template, s, values, narrative);
    return { drafted, draftedBy: 'builtin', notice: BUILTIN_DRAFT_NOTICE };
  }
  try {
    for (const s of sections) {
      drafted[s.key] = await modelSectionText({ provider: deps.provider, template, section: s, values, narrative, facts, mask: deps.env.AI_MASK_PERSONAL_DATA });
    }
    return { drafted, draftedBy: 'model', notice: null };
  } catch (err) {
    deps.log.warn({ err }, 'drafting model failed; builtin text used');
    for (const s of sections) drafted[s.key] = builtinSectionText(template, s, values, narrative);
    return { drafted, draftedBy: 'builtin', notice: MODEL_FALLBACK_NOTICE };
  }
}

/** Drafts a document from a template, fields and a narrative. */
export async function composeDraft(
  deps: Pick<TDraftDeps, 'provider' | 'env' | 'log' | 'corpus'>,
  { template, fields, narrative }: { template: TDraftTemplate; fields: Record<string, string>; narrative: string },
): Promise<TComposedDraft> {
  const facts = extractFacts(narrative);
  const { values, extracted, warnings } = resolveFields(template, fields, facts);
  const { drafted, draftedBy, notice } = await draftSections(deps, { template, values, narrative, facts });
  const { paragraphs, missing } = renderDraft({ template, values, drafted });
  return { paragraphs, citations: resolveDraftCitations(deps.corpus(), paragraphs), missing, values, extracted, warnings, draftedBy, notice, facts };
}
