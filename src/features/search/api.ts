/**
 * Law and case search calls (api.md "Law, case and company search"). Types only from common/api/search.ts (it
 * carries zod); the base path from the zod-free paths.ts, because the home page's quota check imports this file.
 */
import { API_BASE } from '@common/api/paths';
import type { TCaseDetailResponse, TCaseSearchResponse, TLawDetailResponse, TLawSearchResponse } from '@common/api/search';
import { apiData, apiRequest } from '@/lib/api-client';
import { getToken } from '@/lib/session';

export const fuxiPath = (p: string) => `${API_BASE}/fuxi/api/${p}`;

export type TLawFilters = { validity?: string; level?: string; issuer?: string; year_from?: string; year_to?: string };
export type TCaseFilters = { court?: string; cause?: string; year_from?: string; year_to?: string };

/** The search tabs' pre-check (spec §5): the envelope as sent, so the caller decides what to show. */
export function checkSearchQuota(isInside: boolean) {
  return apiRequest<Record<string, never>>(fuxiPath('search/check'), {
    method: 'POST',
    body: { module: 'fuxi_search', word_count: 1, is_inside: isInside },
    silent: true,
  });
}

export function moderate(q: string, isAi: boolean) {
  return apiData<{ legal: boolean }>(fuxiPath('search/moderation'), { method: 'POST', body: { q, is_ai: isAi } });
}

export function searchLaw(query: { q: string; is_ai: boolean; page: number; page_size?: number } & TLawFilters, signal?: AbortSignal) {
  return apiData<TLawSearchResponse>(fuxiPath('search/law'), { query: { ...query, is_ai: query.is_ai ? 1 : 0 }, signal });
}

export function searchCase(query: { q: string; is_ai: boolean; page: number; page_size?: number } & TCaseFilters, signal?: AbortSignal) {
  return apiData<TCaseSearchResponse>(fuxiPath('search/case'), { query: { ...query, is_ai: query.is_ai ? 1 : 0 }, signal });
}

export function fetchLawDetail(lawId: string, signal?: AbortSignal) {
  return apiData<TLawDetailResponse>(fuxiPath('law/detail'), { query: { law_id: lawId }, signal });
}

export function fetchCaseDetail(caseId: string, signal?: AbortSignal) {
  return apiData<TCaseDetailResponse>(fuxiPath('case/detail'), { query: { case_id: caseId }, signal });
}

/** POST search/law/download?format=…: the file as a Blob (with the XSRF header the api client adds). */
export async function downloadLaw(lawId: string, format: 'pdf' | 'docx'): Promise<Blob> {
  const xsrf = document.cookie.match(/(?:^|;\s*)XSRF-TOKEN=([^;]+)/)?.[1];
  const token = getToken();
  const res = await fetch(`${fuxiPath('search/law/download')}?format=${format}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', ...(xsrf ? { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) } : {}), ...(token ? { token } : {}) },
    body: JSON.stringify({ law_id: lawId }),
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? '下载失败，请稍后重试');
  }
  return res.blob();
}
