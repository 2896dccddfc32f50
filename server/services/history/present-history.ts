/**
 * presentHistoryItem: a history row in the api.md shape, with the web path that opens it (each module's own
 * route and search parameter, checked against src/routes) and the status normalized to the spec's four labels.
 */
import { HISTORY_STATUS_LABELS, type THistoryItem, type THistoryModule } from '@common/api/history';
import type { THistoryRow } from './list-all-history';

const PATHS: Record<THistoryModule, (id: string) => string> = {
  contract: (id) => `/reviewDetail?task_id=${id}`,
  research: (id) => `/research/${id}`,
  document: (id) => `/fileChatDetail?task_id=${id}`,
  trace: (id) => `/traceabilityDetail?task_id=${id}`,
  draft: (id) => `/draftDetail?task_id=${id}`,
  chat: (id) => `/deepChatDetail?chat_id=${id}`,
  translation: (id) => `/translate?task_id=${id}`,
};

function normalizeStatus(raw: string): keyof typeof HISTORY_STATUS_LABELS {
  const up = raw.toUpperCase();
  if (up === 'PENDING' || up === 'QUEUED') return 'PENDING';
  if (up === 'RUNNING' || up === 'PROCESSING') return 'RUNNING';
  if (up === 'FAILURE' || up === 'FAILED' || up === 'ERROR') return 'FAILURE';
  return 'FINISH';
}

/** Maps one row to the response item. */
export function presentHistoryItem(row: THistoryRow): THistoryItem {
  const status = normalizeStatus(row.status);
  return {
    module: row.module,
    task_id: row.taskId,
    title: row.title,
    status,
    status_label: HISTORY_STATUS_LABELS[status],
    raw_status: row.status,
    updated_at: row.updatedAt.toISOString(),
    path: PATHS[row.module](encodeURIComponent(row.taskId)),
  };
}
