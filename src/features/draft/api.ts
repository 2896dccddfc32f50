/** The drafting calls (api.md "Drafting"): every path once, every type from common/api/draft.ts. */
import { DRAFT_BASE, type TCreateDraftRequest, type TDraftDetail, type TDraftListResponse, type TTemplateInfo } from '@common/api/draft';
import { apiData, readCookie } from '@/lib/api-client';
import { getToken } from '@/lib/session';

export const draftPath = (p: string) => `${DRAFT_BASE}/${p}`;

export function fetchTabs() {
  return apiData<{ items: { tab: string; label: string; count: number }[] }>(draftPath('tab/list'));
}

export function fetchTemplates(tab?: string, search?: string) {
  return apiData<{ items: TTemplateInfo[] }>(draftPath('template/list'), { query: { tab_type: tab, search: search || undefined } });
}

/** Creates a draft; the Idempotency-Key makes a double click create one draft. */
export function createDraft(body: TCreateDraftRequest, idempotencyKey: string) {
  return apiData<{ task_id: string }>(draftPath('tasks'), { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } });
}

export function fetchDraft(taskId: string, { signal }: { signal?: AbortSignal } = {}) {
  return apiData<TDraftDetail>(draftPath('tasks/detail'), { query: { task_id: taskId }, signal });
}

export function updateDraft(body: { task_id: string; paragraphs?: { id: string; text: string }[]; fields?: Record<string, string>; regenerate_section?: string; instruction?: string }) {
  return apiData<TDraftDetail>(draftPath('tasks/update'), { method: 'POST', body });
}

export function fetchDraftHistory(page: number, pageSize: number, search: string) {
  return apiData<TDraftListResponse>(draftPath('tasks/list'), { query: { page, page_size: pageSize, search: search || undefined } });
}

export function renameDraft(taskId: string, title: string) {
  return apiData<Record<string, never>>(draftPath('tasks'), { method: 'PUT', body: { task_id: taskId, title } });
}

export function deleteDraft(taskId: string) {
  return apiData<Record<string, never>>(draftPath('tasks'), { method: 'DELETE', body: { task_id: taskId } });
}

export function fetchSampleDraft() {
  return apiData<{ task_id: string }>(draftPath('tasks/sample'));
}

/** Downloads the .docx and saves it under the draft's title. */
export async function downloadDraft(taskId: string, title: string): Promise<void> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Domain: window.location.host };
  const token = getToken();
  if (token) headers.token = token;
  const xsrf = readCookie('XSRF-TOKEN');
  if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
  const res = await fetch(draftPath('download'), { method: 'POST', headers, credentials: 'include', body: JSON.stringify({ task_id: taskId }) });
  if (!res.ok) throw new Error('download failed');
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `${title.replace(/[\\/:*?"<>|\r\n]+/g, ' ').trim() || '文书'}.docx`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
