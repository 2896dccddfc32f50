/**
 * Learning calls (issue 13): recommendations for the home page, the course catalogue, the new-user QR popup.
 * Types only from common/api/learning (no zod on the home page's first load).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCourseDetail, TCourseList, TPopup, TRecommendResponse, TRecommendType } from '@common/api/learning';
import { OPERATION_BASE, SAAS_BASE } from '@common/api/paths';
import { apiData } from '@/lib/api-client';

export const learningKeys = {
  all: ['learning'] as const,
  recommend: (type: TRecommendType, page: number) => [...learningKeys.all, 'recommend', type, page] as const,
  courses: (filters: TCourseFilters) => [...learningKeys.all, 'courses', filters] as const,
  course: (id: string) => [...learningKeys.all, 'course', id] as const,
  popup: () => ['base', 'user', 'popup'] as const,
};

export type TCourseFilters = { area?: string; tag?: '精选' | '最新'; level?: '入门' | '进阶' | '实务'; search?: string; page: number };

/** spec §7 "Home recommendations": one page of a type (sizes decided by the server: 4, or 999 for courses). */
export function recommendQueryOptions(type: TRecommendType, page = 1) {
  return queryOptions({
    queryKey: learningKeys.recommend(type, page),
    queryFn: ({ signal }) => apiData<TRecommendResponse>(`${SAAS_BASE}/base/recommend`, { query: { type, page }, signal, silent: true }),
    staleTime: 30 * 60 * 1000,
  });
}

export function courseListQueryOptions(filters: TCourseFilters) {
  return queryOptions({
    queryKey: learningKeys.courses(filters),
    queryFn: ({ signal }) => apiData<TCourseList>(`${SAAS_BASE}/base/course/list`, { query: { ...filters, page_size: 12 }, signal }),
    staleTime: 10 * 60 * 1000,
  });
}

export function courseDetailQueryOptions(courseId: string) {
  return queryOptions({
    queryKey: learningKeys.course(courseId),
    queryFn: ({ signal }) => apiData<TCourseDetail>(`${SAAS_BASE}/base/course/detail`, { query: { course_id: courseId }, signal }),
    staleTime: 10 * 60 * 1000,
  });
}

/** The new-user QR popup (spec §3): only fetched for a logged-in user; a failure is only logged (spec §8). */
export function popupQueryOptions(token: string) {
  return queryOptions({
    queryKey: learningKeys.popup(),
    queryFn: ({ signal }) => apiData<TPopup>(`${SAAS_BASE}/base/homepage_popup`, { query: { type: 'qrcode' }, signal, silent: true, silentNetwork: true }),
    enabled: Boolean(token),
    staleTime: Infinity,
    retry: false,
    // Asked once per page load, never restored from the saved cache: today_closed is about today (a saved answer
    // kept yesterday's "closed" or, saved before the close reached it, brought the dialog back after a reload).
    meta: { persist: false },
  });
}

/** Closing the popup tells the server (spec §4), so it stays closed today on every device. */
export function useClosePopupMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiData(`${OPERATION_BASE}/popup/close`, { method: 'POST', query: { type: 'qrcode' }, body: {}, silent: true }),
    onMutate: () => client.setQueryData<TPopup>(learningKeys.popup(), (p) => (p ? { ...p, today_closed: true } : p)),
  });
}
