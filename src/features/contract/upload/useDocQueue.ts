/**
 * While a .doc waits on the server for its conversion (the upload's 'processing' stage), how many conversions are
 * ahead (GET upload/doc-queue, decision 185), polled every 2 s; null otherwise. Silent: a failed poll only hides it.
 */
import { useQuery } from '@tanstack/react-query';
import type { TDocQueue } from '@common/api/contract';
import { CONTRACT_BASE } from '@common/api/paths';
import { apiData } from '@/lib/api-client';
import type { TUploadState } from './upload-state';

/** True while a .doc file is being processed on the server. */
export function waitsForConversion(state: TUploadState): boolean {
  return state.phase === 'uploading' && state.stage === 'processing' && state.file.name.toLowerCase().endsWith('.doc');
}

/** The status line of a .doc in the conversion queue. */
export function docQueueText(queue: TDocQueue | null | undefined): string | null {
  if (!queue) return null;
  if (queue.waiting > 0) return `格式转换排队中，前面还有${queue.waiting}个文件`;
  return '正在转换格式…';
}

export function useDocQueue(state: TUploadState): TDocQueue | null {
  const enabled = waitsForConversion(state);
  const query = useQuery({
    queryKey: ['contract', 'doc-queue'],
    queryFn: ({ signal }) => apiData<TDocQueue>(`${CONTRACT_BASE}/upload/doc-queue`, { signal, silent: true }),
    enabled,
    refetchInterval: enabled ? 2000 : false,
    staleTime: 0,
    retry: false,
    meta: { persist: false },
  });
  return enabled ? (query.data ?? null) : null;
}
