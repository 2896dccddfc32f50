/**
 * File Q&A and due-diligence uploads (api.md "Files: Q&A and due diligence"). Thin wrappers over the api client;
 * response types come from common/api/document.ts. Uploads go through XHR for per-file progress (use-file-uploads.ts).
 */
import { DOCUMENT_BASE } from '@common/api/document';
import type { TFileInfo, TFileTextResponse, TQaDetail, TQaListItem } from '@common/api/document';
import { apiData, type TRequestOptions } from '@/lib/api-client';

export const documentPath = (p: string) => `${DOCUMENT_BASE}/${p}`;

/** An idempotency id as the web app makes them ('M' + time + random, spec §3). */
export function idempotencyId(): string {
  return `M${Date.now()}${Math.floor(Math.random() * 10_000)}`;
}

export function fetchFileStatuses(fileIds: string[]) {
  return apiData<{ items: TFileInfo[] }>(documentPath('files/status'), { method: 'POST', body: { file_ids: fileIds }, silent: true });
}

export function fetchFileText(fileId: string, opts: Pick<TRequestOptions, 'signal'> = {}) {
  return apiData<TFileTextResponse>(documentPath('files/text'), { query: { file_id: fileId }, ...opts });
}

export function createQaTask(fileIds: string[], question: string) {
  return apiData<{ task_id: string; message_id: string }>(documentPath('tasks'), { method: 'POST', body: { file_ids: fileIds, question }, headers: { 'Idempotency-Key': idempotencyId() } });
}

export function askFollowUp(taskId: string, question: string) {
  return apiData<{ message_id: string }>(documentPath('tasks/update'), { method: 'POST', body: { task_id: taskId, question }, headers: { 'Idempotency-Key': idempotencyId() } });
}

export function stopAnswer(taskId: string, messageId: string) {
  return apiData<{ stopped: boolean }>(documentPath('tasks/stop'), { method: 'POST', body: { task_id: taskId, message_id: messageId }, silent: true });
}

export function retryAnswer(taskId: string, messageId: string) {
  return apiData<{ message_id: string }>(documentPath('tasks/retry'), { method: 'POST', body: { task_id: taskId, message_id: messageId }, headers: { 'Idempotency-Key': idempotencyId() } });
}

export function fetchQaDetail(taskId: string, opts: Pick<TRequestOptions, 'signal'> = {}) {
  return apiData<TQaDetail>(documentPath('tasks/detail'), { query: { task_id: taskId }, ...opts });
}

export function fetchQaHistory(page: number, pageSize: number, search: string) {
  return apiData<{ items: TQaListItem[]; total_count: number; total_pages: number }>(documentPath('history/tasks/list'), { query: { page, page_size: pageSize, search: search || undefined } });
}

export function renameQaTask(taskId: string, title: string) {
  return apiData<Record<string, never>>(documentPath('tasks'), { method: 'PUT', body: { task_id: taskId, title } });
}

export function deleteQaTask(taskId: string) {
  return apiData<Record<string, never>>(documentPath('tasks'), { method: 'DELETE', body: { task_id: taskId } });
}

export function fetchSampleTask() {
  return apiData<{ task_id: string }>(documentPath('tasks/sample'));
}
