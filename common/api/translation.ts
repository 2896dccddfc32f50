/**
 * Legal translation (api.md "Drafting, chat, translation"; spec §7 translation paths; issue 11). Documents are
 * split into segments (paragraphs, table cells, headers and footers), translated with the selected term lists
 * enforced, and checked: every term occurrence (found or not) and every number, amount and date.
 */
import { z } from 'zod';
import { TASK_NAME_MAX } from '../limits';

export const TRANSLATION_LANGS = ['zh', 'en'] as const;
export type TTranslationLang = (typeof TRANSLATION_LANGS)[number];
export const TRANSLATION_STATUSES = ['PENDING', 'RUNNING', 'FINISH', 'FAILURE'] as const;
export type TTranslationStatus = (typeof TRANSLATION_STATUSES)[number];

export const TRANSLATION_LIMITS = {
  /** Characters of one document (issue 11 bad input: 100,000 must work). */
  maxChars: 200_000,
  termSourceMax: 200,
  termTargetMax: 500,
  termNoteMax: 500,
  listNameMax: 40,
  /** Rows of one .xlsx import (10,000 must work). */
  importRowsMax: 20_000,
  segmentMax: 20_000,
} as const;

export const TranslationMessages = {
  modelRequired: '翻译需要配置大模型（设置 AI_BASE_URL、AI_MODEL），术语表功能不受影响',
  noText: '文档中没有可翻译的文字',
  tooManyChars: `文档超过${TRANSLATION_LIMITS.maxChars / 10_000}万字，请拆分后上传`,
  typeUnsupported: '请上传doc、docx或txt文件',
  sameLang: '源语言与目标语言不能相同',
  termDuplicate: '该术语已在术语表中',
  termSourceEmpty: '原文术语不能为空',
  termTargetEmpty: '译文术语不能为空',
  listNameEmpty: '术语表名称不能为空',
  listNameTooLong: `术语表名称不能超过${TRANSLATION_LIMITS.listNameMax}个字`,
  firmListAdminOnly: '企业术语表仅管理员可以修改',
  importInvalid: '导入失败：文件有错误，未保存任何术语',
  importColumns: '表头应为：原文、译文、备注（请下载模板填写）',
  taskBusy: '翻译进行中，请稍后再试',
  retryOnlyFailed: '只有翻译失败的任务可以重试',
  untranslated: '模型未翻译该段（返回了原文）',
  emptyAnswer: '模型未返回译文',
  modelTimeout: '模型响应超时，可重试未完成的段落',
  modelFailed: '模型调用失败，请稍后重试',
} as const;

const ZLang = z.enum(TRANSLATION_LANGS, { error: '语言只能是 zh 或 en' });
/** Ids are UUIDs; anything else is refused with a 400 before it reaches the database. */
const ZId = z.uuid({ error: '参数格式有误，请刷新页面后重试' });

export const ZTranslationUploadResponse = z.object({
  file_id: z.string(),
  file_name: z.string(),
  file_type: z.string(),
  file_count: z.number().int(),
  pages: z.null(),
  detected_lang: ZLang,
});
export type TTranslationUpload = z.infer<typeof ZTranslationUploadResponse>;

export const ZFileAmountRequest = z.object({ file_id: ZId });
export const ZFileAmountResponse = z.object({
  file_id: z.string(),
  char_count: z.number().int(),
  price_per_thousand_cents: z.number().int(),
  price_cents: z.number().int(),
});
export type TFileAmount = z.infer<typeof ZFileAmountResponse>;
export const ZResearchPriceResponse = z.object({ price_per_thousand_cents: z.number().int(), model_configured: z.boolean() });

export const ZCreateTranslationRequest = z
  .object({
    file_id: ZId,
    source_lang: ZLang,
    target_lang: ZLang,
    term_list_ids: z.array(ZId).max(20).default([]),
    task_name: z.string().trim().min(1).max(TASK_NAME_MAX).optional(),
  })
  .refine((v) => v.source_lang !== v.target_lang, { message: TranslationMessages.sameLang });
export const ZCreateTranslationResponse = z.object({ task_id: z.string() });

export const ZTranslationTask = z.object({
  task_id: z.string(),
  task_name: z.string(),
  file_name: z.string(),
  source_lang: ZLang,
  target_lang: ZLang,
  status: z.enum(TRANSLATION_STATUSES),
  progress: z.number().int(),
  char_count: z.number().int(),
  price_cents: z.number().int(),
  failure_reason: z.string().nullable(),
  term_list_ids: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TTranslationTask = z.infer<typeof ZTranslationTask>;

export const ZTranslationListRequest = z.object({
  page: z.coerce.number<string>().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number<string>().int().min(1).max(100).default(10),
  search: z.string().trim().max(100).optional(),
  status: z.enum(TRANSLATION_STATUSES).optional(),
});
export const ZTranslationListResponse = z.object({ items: z.array(ZTranslationTask), total_count: z.number().int(), total_pages: z.number().int() });
export type TTranslationList = z.infer<typeof ZTranslationListResponse>;

export const ZTermHit = z.object({ term: z.string(), expected: z.string(), found: z.boolean() });
export const ZNumberIssue = z.object({ kind: z.enum(['number', 'date']), source: z.string(), expected: z.string() });
export const ZSegment = z.object({
  segment_id: z.string(),
  seq: z.number().int(),
  location: z.string(),
  source: z.string(),
  target: z.string().nullable(),
  status: z.enum(['pending', 'done', 'failed']),
  term_hits: z.array(ZTermHit),
  /** Terms whose required translation could not be put in safely: flagged for the lawyer. */
  term_misses: z.array(z.object({ term: z.string(), expected: z.string() })),
  number_issues: z.array(ZNumberIssue),
  edited: z.boolean(),
  error: z.string().nullable(),
  /** Formatting of the source (bold, underline, a page field) that could not be carried onto the translation. */
  format_note: z.string().nullable(),
});
export type TSegment = z.infer<typeof ZSegment>;

export const ZTaskIdRequest = z.object({ task_id: ZId });
export const ZTranslationDetail = ZTranslationTask.extend({
  segments: z.array(ZSegment),
  term_lists: z.array(z.object({ term_list_id: z.string(), name: z.string() })),
  model_configured: z.boolean(),
  summary: z.object({ term_total: z.number().int(), term_found: z.number().int(), number_issues: z.number().int(), failed_segments: z.number().int() }),
});
export type TTranslationDetail = z.infer<typeof ZTranslationDetail>;

export const ZChangeSegmentRequest = z.object({
  task_id: ZId,
  segment_id: z.string().regex(/^\d{1,6}$/, '参数格式有误，请刷新页面后重试'),
  target: z.string().max(20_000),
});
export const ZChangeSegmentResponse = z.object({ segment: ZSegment });
export const ZRenameTranslationRequest = z.object({
  task_id: ZId,
  task_name: z.string().trim().min(1, '任务名称不能为空').max(TASK_NAME_MAX, '任务名称不能超过60个字'),
});
export const ZTaskStatusRequest = z.object({ task_ids: z.array(ZId).max(100) });
export const ZTaskStatusResponse = z.array(z.object({ task_id: z.string(), status: z.enum(TRANSLATION_STATUSES), progress: z.number().int(), updated_at: z.string() }));
export const ZDownloadTranslationRequest = z.object({ task_id: ZId, kind: z.enum(['translated', 'bilingual']).default('translated') });

export const ZTermList = z.object({
  term_list_id: z.string(),
  name: z.string(),
  count: z.number().int(),
  scope: z.enum(['personal', 'firm']),
  /** Whether this user may change it (their own list, or a firm list for a tenant admin). */
  editable: z.boolean(),
  updated_at: z.string(),
});
export type TTermList = z.infer<typeof ZTermList>;
const ZListName = z.string().trim().min(1, TranslationMessages.listNameEmpty).max(TRANSLATION_LIMITS.listNameMax, TranslationMessages.listNameTooLong);
export const ZCreateTermListRequest = z.object({ name: ZListName, scope: z.enum(['personal', 'firm']).default('personal') });
export const ZRenameTermListRequest = z.object({ term_list_id: ZId, name: ZListName });
export const ZTermListIdRequest = z.object({ term_list_id: ZId });

export const ZTerm = z.object({ term_id: z.string(), source: z.string(), target: z.string(), note: z.string() });
export type TTerm = z.infer<typeof ZTerm>;
const ZTermFields = {
  source: z.string().trim().min(1, TranslationMessages.termSourceEmpty).max(TRANSLATION_LIMITS.termSourceMax),
  target: z.string().trim().min(1, TranslationMessages.termTargetEmpty).max(TRANSLATION_LIMITS.termTargetMax),
  note: z.string().trim().max(TRANSLATION_LIMITS.termNoteMax).default(''),
};
export const ZTermsRequest = z.object({
  term_list_id: ZId,
  page: z.coerce.number<string>().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number<string>().int().min(1).max(100).default(20),
  search: z.string().trim().max(100).optional(),
});
export const ZTermsResponse = z.object({ items: z.array(ZTerm), total_count: z.number().int(), total_pages: z.number().int() });
export const ZAddTermRequest = z.object({ term_list_id: ZId, ...ZTermFields });
export const ZEditTermRequest = z.object({ term_id: ZId, ...ZTermFields });
export const ZTermIdRequest = z.object({ term_id: ZId });
export const ZImportTermsResponse = z.object({
  imported: z.number().int(),
  duplicates: z.array(z.object({ row: z.number().int(), source: z.string() })),
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
});
export type TImportTermsResult = z.infer<typeof ZImportTermsResponse>;
