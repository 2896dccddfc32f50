/**
 * All history (issue 13 item 3; api.md GET saas history/all): one list of every module's tasks for the logged-in user.
 */
import { z } from 'zod';

export const HISTORY_MODULES = ['contract', 'research', 'document', 'trace', 'draft', 'chat', 'translation'] as const;
export type THistoryModule = (typeof HISTORY_MODULES)[number];

/** The module filter's Chinese labels (spec §1 sidebar names). */
export const HISTORY_MODULE_LABELS: Record<THistoryModule, string> = {
  contract: '合同审查',
  research: '法律研究',
  document: '文件问答',
  trace: '简易尽调',
  draft: '文书起草',
  chat: 'AI对话',
  translation: '法律翻译',
};

/** Spec status labels; modules without a status (chats, research, file Q&A) count as finished. */
export const HISTORY_STATUS_LABELS = { PENDING: '排队中', RUNNING: '处理中', FINISH: '已完成', FAILURE: '失败' } as const;

export const ZHistoryAllRequest = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
  module: z.enum(HISTORY_MODULES).optional(),
  search: z.string().trim().max(100).optional(),
});
export type THistoryAllRequest = z.infer<typeof ZHistoryAllRequest>;

export const ZHistoryItem = z.object({
  module: z.enum(HISTORY_MODULES),
  task_id: z.string(),
  title: z.string(),
  /** Normalized: PENDING, RUNNING, FINISH, FAILURE. */
  status: z.string(),
  status_label: z.string(),
  /** The module's own status string, unchanged. */
  raw_status: z.string(),
  updated_at: z.string(),
  /** The web route that opens the item. */
  path: z.string(),
});
export type THistoryItem = z.infer<typeof ZHistoryItem>;

export const ZHistoryAllResponse = z.object({
  items: z.array(ZHistoryItem),
  total_count: z.number().int(),
  total_pages: z.number().int(),
});
export type THistoryAllResponse = z.infer<typeof ZHistoryAllResponse>;

/** The web route that opens a module's task (each module's own page and search parameter, checked against src/routes). */
export function historyPath(module: THistoryModule, taskId: string): string {
  const id = encodeURIComponent(taskId);
  switch (module) {
    case 'contract':
      return `/reviewDetail?task_id=${id}`;
    case 'research':
      return `/research/${id}`;
    case 'document':
      return `/fileChatDetail?task_id=${id}`;
    case 'trace':
      return `/traceabilityDetail?task_id=${id}`;
    case 'draft':
      return `/draftDetail?task_id=${id}`;
    case 'chat':
      return `/deepChatDetail?chat_id=${id}`;
    case 'translation':
      return `/translate?task_id=${id}`;
  }
}

export type THistoryStatus = keyof typeof HISTORY_STATUS_LABELS;

/** A module's own status string mapped to the four spec states (anything without a running state counts as finished). */
export function normalizeHistoryStatus(raw: string): THistoryStatus {
  const up = raw.toUpperCase();
  if (up === 'PENDING' || up === 'QUEUED') return 'PENDING';
  if (up === 'RUNNING' || up === 'PROCESSING' || up === 'QUERY_REVIEW' || up === 'UNDER_REVIEW') return 'RUNNING';
  if (up === 'FAILURE' || up === 'FAILED' || up === 'ERROR') return 'FAILURE';
  return 'FINISH';
}

/** Unfinished = the service worker's status poll keeps asking about it (spec §4 "Polling"). */
export function isUnfinishedHistoryStatus(status: string): boolean {
  return status === 'PENDING' || status === 'RUNNING';
}

/** The worker's status poll for every module but contract review (which has task/status): PUT saas history/status. */
export const ZHistoryStatusRequest = z.object({
  items: z
    .array(z.object({ module: z.enum(HISTORY_MODULES), task_id: z.string().max(80) }))
    .min(1)
    .max(100),
});
export type THistoryStatusRequest = z.infer<typeof ZHistoryStatusRequest>;
/** The asked-for tasks the actor still owns, in the history item shape; a task missing from the answer is gone. */
export const ZHistoryStatusResponse = z.object({ items: z.array(ZHistoryItem) });
export type THistoryStatusResponse = z.infer<typeof ZHistoryStatusResponse>;
