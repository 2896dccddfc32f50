/**
 * General chat (api.md "Drafting, chat, translation": the old research family /api/lawdesk/research/api/v1) and
 * share links for a chat, a research or a file Q&A (GET share/{share_id} needs no login). Answers stream through
 * the streaming kit (common/api/stream.ts); a message carries its citations in the api.md shape.
 */
import { z } from 'zod';
import { RESEARCH_INPUT_MAX, TASK_NAME_MAX } from '../limits';
import { ZCitation } from './citation';
import { API_BASE } from './paths';
import { MESSAGE_STATUSES } from './stream';

export const CHAT_BASE = `${API_BASE}/research/api/v1`;
export const CHAT_INPUT_MAX = RESEARCH_INPUT_MAX;

export const ZChatRequest = z.object({
  chat_id: z.string().max(80).optional(),
  content: z.string().trim().min(1, '请输入问题').max(CHAT_INPUT_MAX, `问题不能超过${CHAT_INPUT_MAX}字`),
});
export const ZChatResponse = z.object({ chat_id: z.string(), message_id: z.string() });
export const ZChatStreamQuery = z.object({ chat_id: z.string().max(80), message_id: z.string().max(80) });
export const ZChatMessageRef = z.object({ chat_id: z.string().max(80), message_id: z.string().max(80) });
export const ZChatIdQuery = z.object({ chat_id: z.string().max(80) });
export const ZChatRename = z.object({ chat_id: z.string().max(80), title: z.string().trim().min(1, '名称不能为空').max(TASK_NAME_MAX) });

export const ZChatMessage = z.object({
  message_id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  citations: z.array(ZCitation),
  status: z.enum(MESSAGE_STATUSES),
  question_id: z.string().nullable(),
  created_at: z.string(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

export const ZChatDetail = z.object({
  chat_id: z.string(),
  title: z.string(),
  messages: z.array(ZChatMessage),
  /** 'model' when a general model answers, 'builtin' when answers come from statute retrieval only. */
  answered_by: z.enum(['model', 'builtin']),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TChatDetail = z.infer<typeof ZChatDetail>;

export const ZChatListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().max(100).optional(),
});
export const ZChatListItem = z.object({ chat_id: z.string(), title: z.string(), last_message: z.string(), created_at: z.string(), updated_at: z.string() });
export type TChatListItem = z.infer<typeof ZChatListItem>;
export const ZChatListResponse = z.object({ items: z.array(ZChatListItem), total_count: z.number().int(), total_pages: z.number().int() });
export type TChatListResponse = z.infer<typeof ZChatListResponse>;

// ---------- share links ----------
export const SHARE_KINDS = ['chat', 'research', 'document'] as const;
export type TShareKind = (typeof SHARE_KINDS)[number];
export const SHARE_DAYS_DEFAULT = 7;
export const SHARE_DAYS_MAX = 365;
/** Which standalone page shows each kind (spec §2). */
export const SHARE_PAGES: Record<TShareKind, string> = { chat: '/sharepage', research: '/sharepageNew', document: '/shareFilePage' };

export const ZShareCreate = z
  .object({
    kind: z.enum(SHARE_KINDS),
    chat_id: z.string().max(80).optional(),
    research_id: z.string().max(80).optional(),
    task_id: z.string().max(80).optional(),
    expire_days: z.coerce.number().int().min(1).max(SHARE_DAYS_MAX).default(SHARE_DAYS_DEFAULT),
  })
  .refine((b) => Boolean(b.chat_id ?? b.research_id ?? b.task_id), { message: '请指定要分享的内容' });
export const ZShareCreated = z.object({ share_id: z.string(), url: z.string(), expires_at: z.string() });
export type TShareCreated = z.infer<typeof ZShareCreated>;
export const ZShareRevoke = z.object({ share_id: z.string().max(80) });
export const ZShareParams = z.object({ share_id: z.string().max(80) });
export const ZShareListQuery = z.object({ target_id: z.string().max(80) });
export const ZShareListItem = z.object({ share_id: z.string(), kind: z.enum(SHARE_KINDS), url: z.string(), expires_at: z.string(), revoked: z.boolean(), created_at: z.string() });
export const ZShareListResponse = z.object({ items: z.array(ZShareListItem) });
export type TShareListResponse = z.infer<typeof ZShareListResponse>;

/** The read-only view of a shared item: a conversation (question/answer pairs with citations). */
export const ZShareView = z.object({
  share_id: z.string(),
  kind: z.enum(SHARE_KINDS),
  title: z.string(),
  shared_at: z.string(),
  expires_at: z.string(),
  messages: z.array(z.object({ role: z.enum(['user', 'assistant']), content: z.string(), citations: z.array(ZCitation) })),
  /** Extra lines shown above the conversation (file names of a file Q&A, the research question). */
  context: z.array(z.string()),
});
export type TShareView = z.infer<typeof ZShareView>;
