/** API shapes of due-diligence tasks (common/api/trace.ts). */
import type { TFileInfo, TQuote } from '@common/api/document';
import type { TTraceDetail, TTraceListItem } from '@common/api/trace';
import type { TTraceTaskRow } from '../db/schema/index';

function progressOf(row: TTraceTaskRow): number {
  if (row.status === 'FINISH') return 100;
  return row.cellsTotal ? Math.floor((row.cellsDone / row.cellsTotal) * 100) : 0;
}

/** The DD table for the detail page. */
export function presentTraceDetail(row: TTraceTaskRow, files: TFileInfo[]): TTraceDetail {
  return {
    task_id: row.id,
    name: row.name,
    status: row.status,
    progress: progressOf(row),
    cells_done: row.cellsDone,
    cells_total: row.cellsTotal,
    questions: row.questions,
    files,
    rows: row.rows.map((r) => ({ ...r, cells: r.cells.map((c) => ({ ...c, quotes: c.quotes as TQuote[] })) })),
    failure_reason: row.failureReason,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A DD task in the list. */
export function presentTraceListItem(row: TTraceTaskRow): TTraceListItem {
  return {
    task_id: row.id,
    name: row.name,
    status: row.status,
    progress: progressOf(row),
    file_count: row.fileIds.length,
    question_count: row.questions.length,
    updated_at: row.updatedAt.toISOString(),
  };
}
