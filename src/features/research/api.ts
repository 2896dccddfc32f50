/**
 * Legal research calls (api.md "Legal research"). Thin wrappers over the api client; response types come from
 * common/api/research.ts. Calls that the page answers in its own words are silent.
 */
import { RESEARCH_BASE, type TResearchCreateResponse, type TResearchInfo, type TResearchListResponse } from '@common/api/research';
import { apiData, apiRequest } from '@/lib/api-client';
import { getToken } from '@/lib/session';

export const researchPath = (p: string) => `${RESEARCH_BASE}/${p}`;

/** An idempotency id as the web app makes them ('M' + time + random, spec §3). */
function idempotencyId(): string {
  return `M${Date.now()}${Math.floor(Math.random() * 10_000)}`;
}

/** legal/check: the whole envelope (200, 10014 no quota, 10022 moderation refusal). */
export function checkResearch(question: string) {
  return apiRequest<Record<string, never>>(researchPath('legal/check'), { method: 'POST', body: { question }, silent: true });
}

export function createResearch(question: string, researchId?: string) {
  return apiRequest<TResearchCreateResponse>(researchPath('legal/create'), {
    method: 'POST',
    body: researchId ? { question, research_id: researchId } : { question },
    headers: { 'Idempotency-Key': idempotencyId() },
    silent: true,
  });
}

export function stopResearchAnswer(researchId: string, messageId: string) {
  return apiData<{ stopped: boolean }>(researchPath('legal/stop'), { method: 'POST', body: { research_id: researchId, message_id: messageId }, silent: true });
}

export function retryResearchAnswer(researchId: string, messageId: string) {
  return apiData<{ message_id: string }>(researchPath('legal/retry'), { method: 'POST', body: { research_id: researchId, message_id: messageId }, headers: { 'Idempotency-Key': idempotencyId() } });
}

export function fetchResearchInfo(researchId: string, signal?: AbortSignal) {
  return apiData<TResearchInfo>(researchPath('legal/info'), { method: 'POST', body: { research_id: researchId }, signal });
}

export function fetchResearchList(page: number, pageSize: number, search: string) {
  return apiData<TResearchListResponse>(researchPath('legal/list'), { method: 'POST', body: { page, page_size: pageSize, search: search || undefined } });
}

export function renameResearch(researchId: string, title: string) {
  return apiData<Record<string, never>>(researchPath('legal/detail'), { method: 'PUT', body: { research_id: researchId, title } });
}

export function deleteResearch(researchId: string) {
  return apiData<Record<string, never>>(researchPath('legal/detail'), { method: 'DELETE', body: { research_id: researchId } });
}

/** POST legal/download: the research as a .docx Blob (with the XSRF header and session token). */
export async function downloadResearch(researchId: string): Promise<Blob> {
  const xsrf = document.cookie.match(/(?:^|;\s*)XSRF-TOKEN=([^;]+)/)?.[1];
  const token = getToken();
  const res = await fetch(researchPath('legal/download'), {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', ...(xsrf ? { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) } : {}), ...(token ? { token } : {}) },
    body: JSON.stringify({ research_id: researchId }),
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? '下载失败，请稍后重试');
  }
  return res.blob();
}
