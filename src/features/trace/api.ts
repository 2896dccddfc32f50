/** Due-diligence calls (api.md "Files: Q&A and due diligence", /api/lawdesk/trace/api/v1). */
import { TRACE_BASE } from '@common/api/document';
import type { TTraceDetail, TTraceListItem, TTraceTemplate } from '@common/api/trace';
import { apiData, getToken, readCookie, type TRequestOptions } from './api-deps';
import { idempotencyId } from '@/features/document/api';

export const tracePath = (p: string) => `${TRACE_BASE}/${p}`;

export function fetchTemplates() {
  return apiData<{ items: TTraceTemplate[] }>(tracePath('map/list'));
}

export function createTrace(body: { name: string; file_ids: string[]; template_id?: string; questions?: string[] }) {
  return apiData<{ task_id: string }>(tracePath('tasks'), { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyId() } });
}

export function fetchTraceDetail(taskId: string, opts: Pick<TRequestOptions, 'signal'> = {}) {
  return apiData<TTraceDetail>(tracePath('tasks/detail'), { query: { task_id: taskId }, ...opts });
}

export function fetchTraceList(page: number, pageSize: number) {
  return apiData<{ items: TTraceListItem[]; total_count: number; total_pages: number }>(tracePath('tasks/list'), { query: { page, page_size: pageSize } });
}

export function deleteTrace(taskId: string) {
  return apiData<Record<string, never>>(tracePath('tasks'), { method: 'DELETE', body: { task_id: taskId } });
}

export function renameTrace(taskId: string, name: string) {
  return apiData<Record<string, never>>(tracePath('tasks'), { method: 'PUT', body: { task_id: taskId, name } });
}

export function fetchSampleTrace() {
  return apiData<{ task_id: string }>(tracePath('tasks/sample'));
}

/** Downloads the export (binary) and saves it under the task's name. */
export async function downloadTrace(taskId: string, format: 'xlsx' | 'docx', name: string): Promise<void> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Domain: window.location.host };
  const token = getToken();
  if (token) headers.token = token;
  const xsrf = readCookie('XSRF-TOKEN');
  if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
  const res = await fetch(tracePath('tasks/download'), { method: 'POST', headers, credentials: 'include', body: JSON.stringify({ task_id: taskId, format }) });
  if (!res.ok) throw new Error('download failed');
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `${name}.${format}`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
