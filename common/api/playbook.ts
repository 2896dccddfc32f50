/**
 * Firm playbooks (issue 5 item 5): a tenant admin switches built-in review checks off, changes their level, and adds
 * the firm's own checks per contract category. Calls live under /api/lawdesk/contract/api/v1/playbook (the table is in
 * docs/decisions/106); every one is for the tenant's admins only.
 *
 * Firm checks match plain phrases, never regular expressions: a lawyer writes words, and a substring search cannot
 * backtrack catastrophically whatever is typed (docs/decisions/107).
 */
import { z } from 'zod';
import { ZLegalBasis } from './contract';

/** The pseudo-category of checks that apply to every contract type. */
export const PLAYBOOK_GENERAL = 'general';
export const PLAYBOOK_GENERAL_NAME = '通用检查';

export const PLAYBOOK_LIMITS = {
  titleMax: 60,
  phraseMin: 2,
  phraseMax: 50,
  phrasesMax: 20,
  textMax: 1000,
  citationsMax: 5,
  citationMax: 80,
  /** Firm checks per tenant: enough for a detailed playbook, not for a script filling the table. */
  customPerTenant: 300,
  historyPageSizeMax: 100,
} as const;

export const PlaybookMessages = {
  saved: '已保存',
  created: '已新增本所检查',
  deleted: '已删除本所检查',
  unknownCategory: '未知的合同类型',
  unknownCheck: '检查项不存在',
  customNotFound: '本所检查不存在或已被删除',
  tooManyCustom: `本所检查最多${PLAYBOOK_LIMITS.customPerTenant}项，请先删除不再使用的检查`,
  nothingToChange: '请至少修改一项（启用状态或风险等级）',
  titleEmpty: '请填写检查名称',
  titleTooLong: `检查名称不能超过${PLAYBOOK_LIMITS.titleMax}个字`,
  phraseTooShort: `每个关键词至少${PLAYBOOK_LIMITS.phraseMin}个字`,
  phraseTooLong: `每个关键词不能超过${PLAYBOOK_LIMITS.phraseMax}个字`,
  tooManyPhrases: `关键词最多${PLAYBOOK_LIMITS.phrasesMax}个`,
  phraseNeeded: '请至少填写一个要查找的关键词',
  absentNeeded: '请至少填写一个应当出现的关键词（合同中没有这些词时提示）',
  absentOnlyForMissing: '“出现措辞时提示”的检查不使用“应当出现的关键词”，请删除这些关键词或改为“缺少内容时提示”',
  explanationEmpty: '请填写风险说明',
  suggestionEmpty: '请填写修改建议',
  textTooLong: `风险说明和修改建议各不能超过${PLAYBOOK_LIMITS.textMax}个字`,
  tooManyCitations: `法律依据最多${PLAYBOOK_LIMITS.citationsMax}条`,
  citationTooLong: `每条法律依据不能超过${PLAYBOOK_LIMITS.citationMax}个字`,
} as const;

export const ZLevel = z.enum(['high', 'medium', 'low']);
export type TLevel = z.infer<typeof ZLevel>;
export const LEVEL_LABELS: Record<TLevel, string> = { high: '高风险', medium: '中风险', low: '低风险' };

/**
 * How a firm check decides:
 * - 'phrase': fires on every sentence where the phrases occur (any one / all of them), anchored on the words found;
 * - 'missing': fires once, without an anchor, when the contract lacks every `absent` phrase (only when it contains
 *   the `patterns`, if any are given: 'when a contract mentions 保密, it must say 保密期限').
 */
export const ZCustomCheckKind = z.enum(['phrase', 'missing']);
export type TCustomCheckKind = z.infer<typeof ZCustomCheckKind>;
export const ZMatchMode = z.enum(['any', 'all']);
export type TMatchMode = z.infer<typeof ZMatchMode>;

/** One phrase: trimmed, 2..50 characters, one line. */
const ZPhrase = z
  .string()
  .transform((s) => s.replace(/\s+/g, ' ').trim())
  .pipe(z.string().min(PLAYBOOK_LIMITS.phraseMin, PlaybookMessages.phraseTooShort).max(PLAYBOOK_LIMITS.phraseMax, PlaybookMessages.phraseTooLong));

/** A phrase list: duplicates removed, at most 20. */
const ZPhrases = z
  .array(ZPhrase)
  .max(PLAYBOOK_LIMITS.phrasesMax, PlaybookMessages.tooManyPhrases)
  .transform((list) => [...new Set(list)]);

/** A citation as a lawyer types it: 《民法典》第五百八十五条, 劳动合同法第19条 (checked against the statute corpus). */
const ZCitationInput = z.string().trim().min(1).max(PLAYBOOK_LIMITS.citationMax, PlaybookMessages.citationTooLong);

const customCheckFields = {
  category_id: z.string().min(1).max(40),
  title: z.string().trim().min(1, PlaybookMessages.titleEmpty).max(PLAYBOOK_LIMITS.titleMax, PlaybookMessages.titleTooLong),
  level: ZLevel,
  kind: ZCustomCheckKind,
  patterns: ZPhrases,
  match: ZMatchMode,
  absent: ZPhrases,
  explanation: z.string().trim().min(1, PlaybookMessages.explanationEmpty).max(PLAYBOOK_LIMITS.textMax, PlaybookMessages.textTooLong),
  suggestion: z.string().trim().min(1, PlaybookMessages.suggestionEmpty).max(PLAYBOOK_LIMITS.textMax, PlaybookMessages.textTooLong),
  legal_basis: z.array(ZCitationInput).max(PLAYBOOK_LIMITS.citationsMax, PlaybookMessages.tooManyCitations),
  enabled: z.boolean(),
};

/** The kind decides which phrase lists are required (used on create and on the merged result of an update). */
export function customCheckProblem(c: { kind: TCustomCheckKind; patterns: readonly string[]; absent: readonly string[] }): string | null {
  if (c.kind === 'phrase' && c.patterns.length === 0) return PlaybookMessages.phraseNeeded;
  if (c.kind === 'phrase' && c.absent.length > 0) return PlaybookMessages.absentOnlyForMissing;
  if (c.kind === 'missing' && c.absent.length === 0) return PlaybookMessages.absentNeeded;
  return null;
}

export const ZCustomCheckInput = z
  .object({
    ...customCheckFields,
    patterns: customCheckFields.patterns.default([]),
    match: customCheckFields.match.default('any'),
    absent: customCheckFields.absent.default([]),
    legal_basis: customCheckFields.legal_basis.default([]),
    enabled: customCheckFields.enabled.default(true),
  })
  .strict()
  .superRefine((c, ctx) => {
    const problem = customCheckProblem(c);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['patterns'] });
  });
export type TCustomCheckInput = z.input<typeof ZCustomCheckInput>;
export type TCustomCheckFields = z.output<typeof ZCustomCheckInput>;

// ---------- GET playbook ----------
export const ZPlaybookQuery = z.object({ category_id: z.string().min(1).max(40).default(PLAYBOOK_GENERAL) });
export type TPlaybookQuery = z.infer<typeof ZPlaybookQuery>;

/** A built-in check with the tenant's override applied. */
export const ZPlaybookCheck = z.object({
  check_id: z.string(),
  title: z.string(),
  /** What the check looks for, in a sentence (the first sentence of its explanation). */
  detects: z.string(),
  /** Review stances it applies to: '所有立场' or labels such as '买方、中立'. */
  stances: z.string(),
  /** Citations as the report quotes them: 《民法典》第五百八十五条. */
  citations: z.array(z.string()),
  default_level: ZLevel,
  level: ZLevel,
  enabled: z.boolean(),
  /** True when the firm switched it off or changed its level. */
  changed: z.boolean(),
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
});
export type TPlaybookCheck = z.infer<typeof ZPlaybookCheck>;

export const ZCustomCheck = z.object({
  id: z.string(),
  category_id: z.string(),
  category_name: z.string(),
  title: z.string(),
  level: ZLevel,
  kind: ZCustomCheckKind,
  patterns: z.array(z.string()),
  match: ZMatchMode,
  absent: z.array(z.string()),
  explanation: z.string(),
  suggestion: z.string(),
  /** Resolved against the statute corpus when saved; the text is quoted from it. */
  legal_basis: z.array(ZLegalBasis),
  enabled: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  updated_by: z.string(),
});
export type TCustomCheck = z.infer<typeof ZCustomCheck>;

export const ZPlaybookCategory = z.object({
  id: z.string(),
  name: z.string(),
  /** Built-in checks of this category (for a category: its own, without the general ones). */
  check_count: z.number().int(),
  /** Built-in checks the firm switched off or re-levelled. */
  changed_count: z.number().int(),
  custom_count: z.number().int(),
});
export type TPlaybookCategory = z.infer<typeof ZPlaybookCategory>;

export const ZPlaybookResponse = z.object({
  category: ZPlaybookCategory,
  /** Every category with its counts, 通用检查 first (the page's selector). */
  categories: z.array(ZPlaybookCategory),
  checks: z.array(ZPlaybookCheck),
  custom_checks: z.array(ZCustomCheck),
});
export type TPlaybookResponse = z.infer<typeof ZPlaybookResponse>;

// ---------- PUT playbook/check ----------
export const ZUpdateCheckRequest = z
  .object({ check_id: z.string().min(1).max(120), enabled: z.boolean().optional(), level: ZLevel.optional() })
  .strict()
  .refine((b) => b.enabled !== undefined || b.level !== undefined, { message: PlaybookMessages.nothingToChange });
export type TUpdateCheckRequest = z.infer<typeof ZUpdateCheckRequest>;
export const ZUpdateCheckResponse = z.object({ check: ZPlaybookCheck });

// ---------- POST / PUT / DELETE playbook/custom ----------
export const ZCreateCustomCheckRequest = ZCustomCheckInput;
export const ZCustomCheckResponse = z.object({ custom_check: ZCustomCheck });
export type TCustomCheckResponse = z.infer<typeof ZCustomCheckResponse>;

/** Any subset of the fields; the merged check must still satisfy its kind (customCheckProblem). */
export const ZUpdateCustomCheckRequest = z
  .object(customCheckFields)
  .partial()
  .extend({ id: z.string().uuid() })
  .strict();
export type TUpdateCustomCheckRequest = z.input<typeof ZUpdateCustomCheckRequest>;

export const ZDeleteCustomCheckRequest = z.object({ id: z.string().uuid() }).strict();

// ---------- GET playbook/history ----------
export const PLAYBOOK_ACTIONS = ['check.update', 'custom.create', 'custom.update', 'custom.delete'] as const;
export const ZPlaybookAction = z.enum(PLAYBOOK_ACTIONS);
export type TPlaybookAction = z.infer<typeof ZPlaybookAction>;

export const ZPlaybookHistoryQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(PLAYBOOK_LIMITS.historyPageSizeMax).default(20),
  category_id: z.string().min(1).max(40).optional(),
});
export type TPlaybookHistoryQuery = z.infer<typeof ZPlaybookHistoryQuery>;

/** One field that changed, as the page shows it: 风险等级 中风险 -> 高风险. */
export const ZPlaybookFieldChange = z.object({ field: z.string(), label: z.string(), before: z.string(), after: z.string() });
export type TPlaybookFieldChange = z.infer<typeof ZPlaybookFieldChange>;

export const ZPlaybookHistoryItem = z.object({
  id: z.string(),
  at: z.string(),
  user_id: z.string().nullable(),
  user_name: z.string(),
  action: ZPlaybookAction,
  category_id: z.string(),
  category_name: z.string(),
  /** The built-in check id or the firm check's id. */
  target_id: z.string(),
  target_title: z.string(),
  /** One sentence: 关闭了「违约金过高」; 将「…」的风险等级由中风险改为高风险. */
  summary: z.string(),
  changes: z.array(ZPlaybookFieldChange),
});
export type TPlaybookHistoryItem = z.infer<typeof ZPlaybookHistoryItem>;

export const ZPlaybookHistoryResponse = z.object({
  items: z.array(ZPlaybookHistoryItem),
  total_count: z.number().int(),
  total_pages: z.number().int(),
});
export type TPlaybookHistoryResponse = z.infer<typeof ZPlaybookHistoryResponse>;
