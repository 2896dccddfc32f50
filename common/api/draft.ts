/**
 * Drafting (api.md "Drafting, chat, translation", /api/lawdesk/draft/api/v1; issue 10): templates by tab, a draft
 * made from fields and a narrative, its paragraphs (editable), citations in the api.md shape and the fields still
 * missing (shown 【待补充：…】 in the document until filled).
 */
import { z } from 'zod';
import { TASK_NAME_MAX } from '../limits';
import { ZCitation } from './citation';
import { API_BASE } from './paths';

export const DRAFT_BASE = `${API_BASE}/draft/api/v1`;

/** A narrative longer than this is refused before anything is spent (a 20,000-character story still fits). */
export const NARRATIVE_MAX = 20_000;
export const FIELD_VALUE_MAX = 2_000;
export const PARAGRAPH_MAX = 5_000;
export const INSTRUCTION_MAX = 1_000;

export const DRAFT_TABS = [
  { tab: 'litigation', label: '诉讼文书' },
  { tab: 'letter', label: '函件与意见' },
  { tab: 'contract', label: '合同协议' },
  { tab: 'corporate', label: '公司文书' },
] as const;
export type TDraftTab = (typeof DRAFT_TABS)[number]['tab'];
export const ZDraftTab = z.enum(['litigation', 'letter', 'contract', 'corporate']);

export const DRAFT_FIELD_TYPES = ['text', 'textarea', 'date', 'amount', 'id_number', 'credit_code', 'party_id', 'address', 'court'] as const;
export type TDraftFieldType = (typeof DRAFT_FIELD_TYPES)[number];

/** Marks a missing required field in the document: 【待补充：被告名称】. */
export const missingMark = (label: string) => `【待补充：${label}】`;
/** Marks a citation the statute corpus could not confirm, in the downloaded document. */
export const UNVERIFIED_MARK = '【引用未能核验】';

export const ZDraftField = z.object({
  key: z.string(),
  label: z.string(),
  required: z.boolean(),
  type: z.enum(DRAFT_FIELD_TYPES),
  help: z.string(),
});
export type TDraftFieldInfo = z.infer<typeof ZDraftField>;

export const ZTemplateInfo = z.object({
  template_id: z.string(),
  name: z.string(),
  tab: ZDraftTab,
  description: z.string(),
  fields: z.array(ZDraftField),
});
export type TTemplateInfo = z.infer<typeof ZTemplateInfo>;

export const ZTemplateListQuery = z.object({ tab_type: z.string().max(40).optional(), search: z.string().max(100).optional() });
export const ZTemplateListResponse = z.object({ items: z.array(ZTemplateInfo) });
export const ZTabListResponse = z.object({ items: z.array(z.object({ tab: ZDraftTab, label: z.string(), count: z.number().int() })) });

export const ZCreateDraftRequest = z.object({
  template_id: z.string().min(1).max(80),
  fields: z.record(z.string().max(60), z.string().max(FIELD_VALUE_MAX)).default({}),
  narrative: z.string().max(NARRATIVE_MAX, `案情描述不能超过${NARRATIVE_MAX}字，请精简后重试`).default(''),
});
export type TCreateDraftRequest = z.input<typeof ZCreateDraftRequest>;

export const ZDraftParagraph = z.object({
  id: z.string(),
  section: z.string(),
  style: z.enum(['title', 'party', 'heading', 'body', 'closing', 'right', 'plain']),
  text: z.string(),
  /** Headings printed by the template are not editable. */
  editable: z.boolean(),
});
export type TDraftParagraph = z.infer<typeof ZDraftParagraph>;

export const ZMissingField = z.object({ key: z.string(), label: z.string(), help: z.string() });
export type TMissingField = z.infer<typeof ZMissingField>;

export const ZExtractedFact = z.object({ key: z.string(), label: z.string(), value: z.string() });

export const ZRefinement = z.object({ instruction: z.string(), reply: z.string(), at: z.string() });

export const ZDraftDetail = z.object({
  task_id: z.string(),
  status: z.enum(['RUNNING', 'FINISH', 'FAILURE']),
  title: z.string(),
  template_id: z.string(),
  template_name: z.string(),
  paragraphs: z.array(ZDraftParagraph),
  /** Sections that can be written again (事实与理由 …): their keys. */
  drafted_sections: z.array(z.string()),
  citations: z.array(ZCitation),
  missing_fields: z.array(ZMissingField),
  fields: z.record(z.string(), z.string()),
  /** What the builtin extractor found in the narrative (shown so the lawyer can check it). */
  extracted: z.array(ZExtractedFact),
  /** Things to check (an identity number whose check digit does not match). */
  warnings: z.array(z.string()),
  narrative: z.string(),
  /** 'model' when the model drafted the free text, 'builtin' otherwise. */
  drafted_by: z.enum(['model', 'builtin']),
  notice: z.string().nullable(),
  refinements: z.array(ZRefinement),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TDraftDetail = z.infer<typeof ZDraftDetail>;

export const ZTaskQuery = z.object({ task_id: z.string().max(80) });
export const ZTaskIdBody = z.object({ task_id: z.string().max(80) });

/** tasks/update: edit paragraphs, fill fields (re-rendered), regenerate a section, or refine by an instruction. */
export const ZUpdateDraftRequest = z.object({
  task_id: z.string().max(80),
  paragraphs: z.array(z.object({ id: z.string().max(40), text: z.string().max(PARAGRAPH_MAX) })).max(400).optional(),
  fields: z.record(z.string().max(60), z.string().max(FIELD_VALUE_MAX)).optional(),
  regenerate_section: z.string().max(60).optional(),
  instruction: z.string().min(1).max(INSTRUCTION_MAX).optional(),
});
export type TUpdateDraftRequest = z.infer<typeof ZUpdateDraftRequest>;

export const ZRenameDraftRequest = z.object({ task_id: z.string().max(80), title: z.string().trim().min(1, '名称不能为空').max(TASK_NAME_MAX) });

export const ZDraftListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(10),
  search: z.string().max(100).optional(),
});
export const ZDraftListItem = z.object({
  task_id: z.string(),
  title: z.string(),
  template_id: z.string(),
  template_name: z.string(),
  missing_count: z.number().int(),
  is_sample: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TDraftListItem = z.infer<typeof ZDraftListItem>;
export const ZDraftListResponse = z.object({ items: z.array(ZDraftListItem), total_count: z.number().int(), total_pages: z.number().int() });
export type TDraftListResponse = z.infer<typeof ZDraftListResponse>;
