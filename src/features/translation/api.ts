/**
 * Translation calls (issue 11; common/api/translation.ts): tasks, segments, term lists. Query options are shared by
 * route loaders and components; mutations invalidate what they change.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { CUSTOMIZEDCHAT_BASE, TRANSLATION_BASE } from '@common/api/paths';
import type {
  TFileAmount,
  TImportTermsResult,
  TSegment,
  TTermList,
  TTranslationDetail,
  TTranslationList,
} from '@common/api/translation';
import { apiData, readCookie } from '@/lib/api-client';
import { getToken } from '@/lib/session';

const api = (p: string) => `${TRANSLATION_BASE}/${p}`;

export const translationKeys = {
  all: ['translation'] as const,
  list: (q: TListQuery) => [...translationKeys.all, 'list', q] as const,
  detail: (id: string) => [...translationKeys.all, 'detail', id] as const,
  lists: () => [...translationKeys.all, 'term-lists'] as const,
  terms: (q: TTermsQuery) => [...translationKeys.all, 'terms', q] as const,
  price: () => [...translationKeys.all, 'price'] as const,
};

export type TListQuery = { page: number; search?: string; status?: string };
export type TTermsQuery = { listId: string; page: number; search?: string };

const UNFINISHED = new Set(['PENDING', 'RUNNING']);
/** spec §4: poll every 10 s while a task is unfinished. */
const POLL_MS = 10_000;

export function translationListQueryOptions(q: TListQuery) {
  return queryOptions({
    queryKey: translationKeys.list(q),
    queryFn: ({ signal }) => apiData<TTranslationList>(api('tasks'), { query: { page: q.page, page_size: 10, search: q.search, status: q.status }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.items.some((t) => UNFINISHED.has(t.status)) ? POLL_MS : false),
  });
}

export function translationDetailQueryOptions(taskId: string) {
  return queryOptions({
    queryKey: translationKeys.detail(taskId),
    queryFn: ({ signal }) => apiData<TTranslationDetail>(api('task/details'), { query: { task_id: taskId }, signal }),
    refetchInterval: (query) => (query.state.data && UNFINISHED.has(query.state.data.status) ? POLL_MS : false),
  });
}

export function termListsQueryOptions() {
  return queryOptions({ queryKey: translationKeys.lists(), queryFn: ({ signal }) => apiData<{ items: TTermList[] }>(api('terminology'), { signal }) });
}

export function termsQueryOptions(q: TTermsQuery) {
  return queryOptions({
    queryKey: translationKeys.terms(q),
    queryFn: ({ signal }) =>
      apiData<{ items: { term_id: string; source: string; target: string; note: string }[]; total_count: number; total_pages: number }>(api('term'), {
        query: { term_list_id: q.listId, page: q.page, page_size: 20, search: q.search },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function priceQueryOptions() {
  return queryOptions({
    queryKey: translationKeys.price(),
    queryFn: ({ signal }) => apiData<{ price_per_thousand_cents: number; model_configured: boolean }>(`${CUSTOMIZEDCHAT_BASE}/researchPrice`, { signal }),
    staleTime: 5 * 60_000,
  });
}

export const fetchFileAmount = (fileId: string) => apiData<TFileAmount>(api('file/amount'), { method: 'POST', body: { file_id: fileId } });

/** Every mutation of the module, each refreshing what it changed. */
export function useTranslationMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: translationKeys.all });
  const idem = () => ({ 'Idempotency-Key': `M${Date.now()}${Math.floor(Math.random() * 10_000)}` });
  return {
    create: useMutation({
      mutationFn: (body: { file_id: string; source_lang: 'zh' | 'en'; target_lang: 'zh' | 'en'; term_list_ids: string[] }) =>
        apiData<{ task_id: string }>(api('task'), { method: 'POST', body, headers: idem() }),
      onSuccess: refresh,
    }),
    rename: useMutation({ mutationFn: (b: { task_id: string; task_name: string }) => apiData(api('tasks'), { method: 'PUT', body: b }), onSuccess: refresh }),
    remove: useMutation({ mutationFn: (task_id: string) => apiData(api('tasks'), { method: 'DELETE', body: { task_id } }), onSuccess: refresh }),
    retry: useMutation({ mutationFn: (task_id: string) => apiData(api('task/retry'), { method: 'POST', body: { task_id }, headers: idem() }), onSuccess: refresh }),
    change: useMutation({
      mutationFn: (b: { task_id: string; segment_id: string; target: string }) => apiData<{ segment: TSegment }>(api('task/change'), { method: 'POST', body: b }),
      onSuccess: refresh,
    }),
    createList: useMutation({ mutationFn: (b: { name: string; scope: 'personal' | 'firm' }) => apiData<{ term_list_id: string }>(api('terminology'), { method: 'POST', body: b }), onSuccess: refresh }),
    renameList: useMutation({ mutationFn: (b: { term_list_id: string; name: string }) => apiData(api('terminology'), { method: 'PUT', body: b }), onSuccess: refresh }),
    removeList: useMutation({ mutationFn: (term_list_id: string) => apiData(api('terminology'), { method: 'DELETE', body: { term_list_id } }), onSuccess: refresh }),
    addTerm: useMutation({ mutationFn: (b: { term_list_id: string; source: string; target: string; note: string }) => apiData(api('term'), { method: 'POST', body: b }), onSuccess: refresh }),
    editTerm: useMutation({ mutationFn: (b: { term_id: string; source: string; target: string; note: string }) => apiData(api('term'), { method: 'PUT', body: b }), onSuccess: refresh }),
    removeTerm: useMutation({ mutationFn: (term_id: string) => apiData(api('term'), { method: 'DELETE', body: { term_id } }), onSuccess: refresh }),
  };
}

function authHeaders(): Record<string, string> {
  const headers: Record<string, string> = { Domain: window.location.host };
  const token = getToken();
  if (token) headers.token = token;
  const xsrf = readCookie('XSRF-TOKEN');
  if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
  return headers;
}

function filenameOf(res: Response, fallback: string): string {
  const cd = res.headers.get('content-disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(cd);
  return star ? decodeURIComponent(star[1]!) : fallback;
}

/** Fetches a file (downloads, templates, exports) and saves it under the server's file name. */
export async function saveFile(path: string, init: { method?: 'GET' | 'POST'; body?: unknown }, fallbackName: string): Promise<void> {
  const res = await fetch(path, {
    method: init.method ?? 'GET',
    credentials: 'include',
    headers: { ...authHeaders(), ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  if (!res.ok || (res.headers.get('content-type') ?? '').includes('application/json')) {
    const env = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new Error(env?.message || '下载失败，请重试');
  }
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filenameOf(res, fallbackName);
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 5_000);
}

/** Imports an .xlsx into a list. */
export async function importTermsFile(listId: string, file: File): Promise<TImportTermsResult> {
  const form = new FormData();
  form.append('term_list_id', listId);
  form.append('file', file);
  return apiData<TImportTermsResult>(api('term/import'), { method: 'POST', body: form });
}

export const TRANSLATION_API = api;
