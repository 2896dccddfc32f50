/**
 * Law and case search (api.md "Law, case and company search", under /api/lawdesk/fuxi/api; company rows are the
 * accounts module's). Query strings arrive as strings: the schemas coerce them. Bad input (blank, too long, only
 * punctuation, unknown law) never fails validation beyond the length cap: it answers an empty result with a message.
 */
import { z } from 'zod';
import { ZCitation } from './citation';
import { API_BASE } from './paths';

export const FUXI_BASE = `${API_BASE}/fuxi/api`;

/** Longest query accepted (characters after trim), like the research input (spec §5). */
export const SEARCH_QUERY_MAX = 2000;
/** Quota model of law and case search (api.md Quotas). */
export const FUXI_SEARCH_MODEL = 'fuxi_search';

export const LAW_VALIDITIES = ['现行有效', '已修改', '已废止', '尚未生效'] as const;
export type TLawValidity = (typeof LAW_VALIDITIES)[number];
export const LAW_LEVELS = ['宪法', '法律', '有关法律问题的决定'] as const;
export const NON_LEGAL_MESSAGE = '根据相关法律法规和政策，当前搜索结果不予显示';

const boolish = z
  .union([z.boolean(), z.string(), z.number()])
  .optional()
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');
const pageNo = z.coerce.number().int().min(1).max(10_000).catch(1).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).catch(10).default(10);
const yearish = z.coerce.number().int().min(1949).max(2100).optional().catch(undefined);
const text = (max: number) => z.string().max(max).optional().default('');

export const ZModerationRequest = z.object({ q: z.string().max(20_000).optional().default(''), is_ai: boolish });
export const ZModerationResponse = z.object({ legal: z.boolean() });

export const ZSearchCheckRequest = z.object({
  module: z.string().max(40).optional().default('fuxi_search'),
  word_count: z.coerce.number().int().min(0).max(1_000_000).optional().default(1),
  is_inside: z.union([z.boolean(), z.string(), z.number()]).optional(),
});

export const ZLawSearchQuery = z.object({
  q: z.string().max(20_000).optional().default(''),
  is_ai: boolish,
  page: pageNo,
  page_size: pageSize,
  validity: text(40),
  level: text(40),
  issuer: text(80),
  year_from: yearish,
  year_to: yearish,
});
export type TLawSearchQuery = z.infer<typeof ZLawSearchQuery>;

export const ZSearchPlan = z.object({
  keywords: z.array(z.string()),
  laws: z.array(z.string()),
  /** Articles the plan names outright (民法典第五百七十七条), as citations of the corpus. */
  articles: z.array(z.object({ law_id: z.string(), law_title: z.string(), article_id: z.string(), article_label: z.string() })),
  /** 'model' when a configured model wrote it, 'builtin' otherwise. */
  source: z.enum(['model', 'builtin']),
});
export type TSearchPlan = z.infer<typeof ZSearchPlan>;

export const ZLawHit = z.object({
  law_id: z.string(),
  law_title: z.string(),
  article_id: z.string().nullable(),
  article_label: z.string().nullable(),
  article_no: z.number().nullable(),
  text: z.string(),
  /** Text with <em>…</em> around matched terms; everything else HTML-escaped. */
  highlight: z.string(),
  validity: z.enum(LAW_VALIDITIES),
  level: z.string(),
  issuer: z.string(),
  effective_at: z.string().nullable(),
  score: z.number(),
  /** Headings above the article (第三编 合同 › 第八章 违约责任). */
  chapter: z.string().optional(),
});
export type TLawHit = z.infer<typeof ZLawHit>;

export const ZLawSearchResponse = z.object({
  items: z.array(ZLawHit),
  total_count: z.number().int(),
  total_pages: z.number().int(),
  plan: ZSearchPlan.nullable(),
  took_ms: z.number(),
  /** The article the query named outright (民法典第577条): the page opens it. */
  jump: z.object({ law_id: z.string(), article_id: z.string() }).nullable().optional(),
  /** Why the list is empty, in Chinese (blank query, query too long, unknown article …); null otherwise. */
  notice: z.string().nullable().optional(),
});
export type TLawSearchResponse = z.infer<typeof ZLawSearchResponse>;

export const ZLawDetailQuery = z.object({ law_id: z.string().min(1).max(200), article_id: z.string().max(240).optional() });
export const ZLawDetailResponse = z.object({
  law_id: z.string(),
  title: z.string(),
  validity: z.enum(LAW_VALIDITIES),
  level: z.string(),
  issuer: z.string(),
  promulgated_at: z.string().nullable(),
  effective_at: z.string().nullable(),
  history: z.array(z.string()),
  toc: z.array(z.object({ label: z.string(), article_from: z.string().nullable(), depth: z.number().int() })),
  articles: z.array(
    z.object({ article_id: z.string(), article_no: z.number(), article_label: z.string(), text: z.string(), chapter: z.string() }),
  ),
});
export type TLawDetailResponse = z.infer<typeof ZLawDetailResponse>;

export const ZArticleQuery = z.object({ law: z.string().min(1).max(200), article: z.string().min(1).max(60) });
export const ZArticleResponse = z.object({
  article: z.object({
    law_id: z.string(),
    law_title: z.string(),
    article_id: z.string(),
    article_label: z.string(),
    text: z.string(),
    validity: z.enum(LAW_VALIDITIES),
  }),
});

export const ZLawDownloadQuery = z.object({ format: z.enum(['pdf', 'docx']).catch('pdf').default('pdf') });
export const ZLawDownloadRequest = z.object({ law_id: z.string().min(1).max(200) });

export const ZCaseSearchQuery = z.object({
  q: z.string().max(20_000).optional().default(''),
  is_ai: boolish,
  page: pageNo,
  page_size: pageSize,
  court: text(100),
  cause: text(100),
  year_from: yearish,
  year_to: yearish,
});
export type TCaseSearchQuery = z.infer<typeof ZCaseSearchQuery>;

export const ZCaseHit = z.object({
  case_id: z.string(),
  title: z.string(),
  case_no: z.string(),
  court: z.string(),
  cause: z.string(),
  judged_at: z.string().nullable(),
  highlight: z.string(),
});
export type TCaseHit = z.infer<typeof ZCaseHit>;

export const ZCaseSearchResponse = z.object({
  items: z.array(ZCaseHit),
  total_count: z.number().int(),
  total_pages: z.number().int(),
  took_ms: z.number(),
  plan: ZSearchPlan.nullable().optional(),
  /** How many judgments are imported; 0 -> the page shows the import command. */
  imported: z.number().int().optional(),
  notice: z.string().nullable().optional(),
});
export type TCaseSearchResponse = z.infer<typeof ZCaseSearchResponse>;

export const ZCaseDetailQuery = z.object({ case_id: z.string().min(1).max(200) });
export const ZCaseDetailResponse = z.object({
  case_id: z.string(),
  title: z.string(),
  case_no: z.string(),
  court: z.string(),
  cause: z.string(),
  judged_at: z.string().nullable(),
  parties: z.array(z.string()),
  sections: z.object({ facts: z.string(), reasoning: z.string(), result: z.string() }),
  full_text: z.string(),
  cited_articles: z.array(ZCitation),
  source: z.string().optional(),
});
export type TCaseDetailResponse = z.infer<typeof ZCaseDetailResponse>;
