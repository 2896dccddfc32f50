/**
 * presentHistoryItem: a history row in the api.md shape, with the web path that opens it (each module's own
 * route and search parameter, historyPath in common/api/history.ts) and the status normalized to the spec's four labels.
 */
import { HISTORY_STATUS_LABELS, historyPath, normalizeHistoryStatus, type THistoryItem } from '@common/api/history';
import type { THistoryRow } from './list-all-history';

/** Maps one row to the response item. */
export function presentHistoryItem(row: THistoryRow): THistoryItem {
  const status = normalizeHistoryStatus(row.status);
  return {
    module: row.module,
    task_id: row.taskId,
    title: row.title,
    status,
    status_label: HISTORY_STATUS_LABELS[status],
    raw_status: row.status,
    updated_at: row.updatedAt.toISOString(),
    path: historyPath(row.module, row.taskId),
  };
}
