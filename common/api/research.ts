/**
 * Legal research (api.md "Legal research", /api/lawdesk/newresearch/api/v1; spec §4, §5, §7). Answers stream as
 * Server-Sent Events (common/api/stream.ts) with api.md citations (common/api/citation.ts): every citation is
 * resolved against the statute corpus and shown with its status, never as fact when it does not resolve.
 */
import { z } from 'zod';
import { TASK_NAME_MAX } from '../limits';
import { ZCitation } from './citation';
import { API_BASE } from './paths';

export const RESEARCH_BASE = `${API_BASE}/newresearch/api/v1`;
/** Quota model of research (api.md Quotas). */
export const RESEARCH_MODEL = 'research';
/** Spec §5 / §9: a research question is at most 2000 characters after trimming. */
export const RESEARCH_QUESTION_MAX = 2000;

/** Spec §5 texts of the research input. */
export const ResearchTexts = {
  placeholder: '请输入法律问题、案情事实、争议焦点',
  empty: '研究内容不能为空！',
  tooLong: '超出最大字数限制， 建议您精简提问后使用',
  generating: '正在生成对话中',
  notFound: '研究记录不存在或已删除',
  messageNotFound: '消息不存在或已删除',
  retryOnlyAnswers: '只能重新生成回答',
  /** Said by a builtin answer: there is no model behind it. */
  noModel: '当前未配置大模型，以下为基于法规库与案例库的检索结果，不构成法律意见。',
} as const;

const ZQuestion = z.string().trim().min(1, ResearchTexts.empty).max(RESEARCH_QUESTION_MAX, ResearchTexts.tooLong);
const ZId = z.string().max(64);

export const ZResearchCheckRequest = z.object({ question: z.string().max(20_000).optional().default('') });
export const ZResearchCreateRequest = z.object({ question: ZQuestion, research_id: ZId.optional() });
export const ZResearchCreateResponse = z.object({ research_id: z.string(), message_id: z.string() });
export type TResearchCreateResponse = z.infer<typeof ZResearchCreateResponse>;
export const ZResearchStreamQuery = z.object({ research_id: ZId, message_id: ZId });
export const ZResearchIdRequest = z.object({ research_id: ZId });
export const ZResearchMessageRequest = z.object({ research_id: ZId, message_id: ZId });
export const ZResearchRetryResponse = z.object({ message_id: z.string() });
export const ZResearchStopResponse = z.object({ stopped: z.boolean() });

export const ZResearchMessage = z.object({
  message_id: z.string(),
  role: z.enum(['user', 'assistant']),
  /** Markdown; citation markers are links [n](#cite-n) to the n-th citation (1-based). */
  content: z.string(),
  citations: z.array(ZCitation),
  status: z.string(),
  created_at: z.string(),
});
export type TResearchMessage = z.infer<typeof ZResearchMessage>;

export const ZResearchInfo = z.object({
  research_id: z.string(),
  title: z.string(),
  created_at: z.string(),
  messages: z.array(ZResearchMessage),
});
export type TResearchInfo = z.infer<typeof ZResearchInfo>;

export const ZResearchListRequest = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(10),
  search: z.string().max(100).optional(),
});
export const ZResearchListItem = z.object({ research_id: z.string(), title: z.string(), updated_at: z.string() });
export type TResearchListItem = z.infer<typeof ZResearchListItem>;
export const ZResearchListResponse = z.object({ items: z.array(ZResearchListItem), total_count: z.number().int(), total_pages: z.number().int() });
export type TResearchListResponse = z.infer<typeof ZResearchListResponse>;

export const ZResearchRenameRequest = z.object({
  research_id: ZId,
  title: z.string().trim().min(1, '名称不能为空').max(TASK_NAME_MAX, `名称不能超过${TASK_NAME_MAX}个字`),
});
