/** API shapes of file Q&A and due diligence rows (common/api/document.ts, trace.ts). */
import type { TFileInfo, TQaListItem, TQaMessage, TQuote } from '@common/api/document';
import type { TDocFileRow, TDocMessageRow, TDocTaskRow } from '../db/schema/index';

/** A file as lists and details show it (no text). */
export function presentFileInfo(row: TDocFileRow): TFileInfo {
  return {
    file_id: row.id,
    file_name: row.fileName,
    file_type: row.fileType,
    status: row.status,
    file_count: row.charCount,
    pages: row.pageCount,
    ocr_done: row.ocrPagesDone,
    ocr_total: row.ocrPagesTotal,
    failure_reason: row.failureReason,
    created_at: row.createdAt.toISOString(),
  };
}

/** One message of a Q&A conversation. */
export function presentQaMessage(row: TDocMessageRow): TQaMessage {
  return {
    message_id: row.id,
    role: row.role,
    content: row.content,
    quotes: row.quotes as TQuote[],
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}

/** A conversation in the history list. */
export function presentQaListItem(row: TDocTaskRow, fileNames: string[]): TQaListItem {
  return { task_id: row.id, title: row.title, file_names: fileNames, updated_at: row.updatedAt.toISOString() };
}
