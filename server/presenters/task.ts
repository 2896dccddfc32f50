/**
 * Task rows -> the API's task shapes (common/api/contract.ts ZTask, ZTaskStatusItem). Internal columns (run id,
 * attempt, storage keys, timestamps of output writes) never leave the server.
 */
import { CONTRACT_BASE } from '@common/api/envelope';
import type { TTask, TTaskStatus, TTaskStatusItem } from '@common/api/contract';
import type { TContractTaskRow } from '../db/schema/index';

/** A task row with the id of its uploaded (original) file. */
export type TTaskView = TContractTaskRow & { originalFileId: string };

/** Where the encrypted bytes of a stored file are served (api.md "file bytes"). */
export function fileUrl(fileId: string | null): string {
  return fileId ? `${CONTRACT_BASE}/files/${fileId}` : '';
}

function progressOf(row: Pick<TContractTaskRow, 'status' | 'progress'>): number {
  return row.status === 'FINISH' ? 100 : Math.max(0, Math.min(100, row.progress));
}

/** Output file ids are only shown once the task has finished (before that they may not exist). */
function outputIds(row: TContractTaskRow) {
  const done = row.status === 'FINISH';
  return {
    annotated: done ? (row.annotatedFileId ?? '') : '',
    detailed: done ? (row.detailedFileId ?? '') : '',
    clean: done ? (row.cleanFileId ?? '') : '',
    report: done ? (row.reportFileId ?? '') : '',
  };
}

/** One task as the list, the detail page and the result call show it. */
export function presentTask(row: TTaskView): TTask {
  const ids = outputIds(row);
  return {
    task_id: row.id,
    task_name: row.taskName,
    file_name: row.fileName,
    contract_id: row.id,
    contract_type_id: row.contractTypeId,
    contract_type_name: row.contractTypeName,
    review_stance: row.reviewStance,
    review_stance_name: row.reviewStanceName,
    review_status: row.reviewStatus,
    review_people: row.reviewPeople,
    status: row.status as TTaskStatus,
    sec: progressOf(row),
    failure_reason: row.failureReason,
    word_count: row.wordCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    is_new: true,
    file_id: row.originalFileId,
    original_file_url: fileUrl(row.originalFileId),
    original_file_url_id: row.originalFileId,
    annotated_file_url: fileUrl(ids.annotated || null),
    annotated_file_url_id: ids.annotated,
    detail_annotated_file_url_id: ids.detailed,
    pure_annotated_file_url_id: ids.clean,
    complete_report_url_id: ids.report,
    // The short summary is text (task/result `summary`), not a file.
    simple_report_url: '',
    finding_counts: { high: row.highCount, medium: row.mediumCount, low: row.lowCount },
  };
}

/** One item of the status poll (spec §4 polling). */
export function presentTaskStatus(row: TContractTaskRow): TTaskStatusItem {
  const ids = outputIds(row);
  return {
    task_id: row.id,
    task_status: row.status as TTaskStatus,
    sec: progressOf(row),
    updated_at: row.updatedAt.toISOString(),
    failure_reason: row.failureReason,
    annotated_file_url: fileUrl(ids.annotated || null),
    annotated_file_url_id: ids.annotated,
    detail_annotated_file_url_id: ids.detailed,
    pure_annotated_file_url_id: ids.clean,
    complete_report_url_id: ids.report,
    simple_report_url: '',
  };
}
