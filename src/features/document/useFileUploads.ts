/**
 * Several files at once, each with its own progress (issue 9): each file is encrypted in the existing worker
 * (src/features/contract/crypto, LDX1), uploaded with XHR progress to the module's upload call, then polled while
 * the server OCRs it. Files are independent: one failing does not stop the others.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { DOCUMENT_BASE, TRACE_BASE, type TFileStatus, type TUploadFileResponse } from '@common/api/document';
import { Code, uploadErrorMessage } from '@common/codes';
import { encryptInWorker } from '@/features/contract/crypto/encrypt-in-worker';
import { getRawFileKey } from '@/features/contract/crypto/file-key';
import { uploadWithProgress, UploadNetworkError } from '@/features/contract/upload/upload-with-progress';
import { readCookie } from '@/lib/api-client';
import { getToken } from '@/lib/session';
import { fetchFileStatuses } from './api';
import { fileProblem } from './file-rules';

export type TUploadItem = {
  key: string;
  name: string;
  size: number;
  /** encrypting -> uploading -> processing (server reading/OCR) -> ready | failed */
  phase: 'encrypting' | 'uploading' | 'processing' | 'ready' | 'failed';
  progress: number;
  fileId: string | null;
  status: TFileStatus | null;
  ocr: { done: number; total: number } | null;
  error: string | null;
};

const POLL_MS = 1500;

/** Upload state of a file list for module `module`. */
export function useFileUploads(module: 'document' | 'trace') {
  const [items, setItems] = useState<TUploadItem[]>([]);
  const patch = useCallback((key: string, change: Partial<TUploadItem>) => setItems((list) => list.map((i) => (i.key === key ? { ...i, ...change } : i))), []);
  const alive = useRef(true);
  useEffect(() => () => void (alive.current = false), []);

  const uploadOne = useCallback(
    async (file: File, key: string) => {
      try {
        const encrypted = await encryptInWorker(file, await getRawFileKey());
        patch(key, { phase: 'uploading' });
        const headers: Record<string, string> = { Domain: window.location.host };
        const token = getToken();
        if (token) headers.token = token;
        const xsrf = readCookie('XSRF-TOKEN');
        if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
        const env = await uploadWithProgress<TUploadFileResponse>({
          url: `${module === 'document' ? DOCUMENT_BASE : TRACE_BASE}/upload`,
          fileName: file.name,
          encrypted: new Blob([encrypted]),
          headers,
          onProgress: (fraction) => patch(key, { progress: Math.round(fraction * 90) }),
          onSent: () => patch(key, { phase: 'processing', progress: 90 }),
        });
        if (env.code !== Code.OK || !env.data) throw new UploadNetworkError(env);
        const ready = env.data.status === 'READY';
        patch(key, { fileId: env.data.file_id, status: env.data.status, phase: ready ? 'ready' : 'processing', progress: ready ? 100 : 95 });
      } catch (err) {
        const body = err instanceof UploadNetworkError ? err.body : null;
        patch(key, { phase: 'failed', error: body ? uploadErrorMessage(body.code, body.message) : '上传失败，请重试' });
      }
    },
    [module, patch],
  );

  const add = useCallback(
    (files: FileList | File[]) => {
      for (const file of Array.from(files)) {
        const key = `${file.name}-${file.size}-${Math.random().toString(36).slice(2)}`;
        const problem = fileProblem(file);
        const item: TUploadItem = { key, name: file.name, size: file.size, phase: problem ? 'failed' : 'encrypting', progress: 0, fileId: null, status: null, ocr: null, error: problem };
        setItems((list) => [...list, item]);
        if (!problem) void uploadOne(file, key);
      }
    },
    [uploadOne],
  );

  // Files the server is still OCRing are polled until READY or FAILED.
  const pending = items.filter((i) => i.phase === 'processing' && i.fileId).map((i) => i.fileId!);
  const pendingKey = pending.join(',');
  useEffect(() => {
    if (!pendingKey) return;
    const timer = setInterval(() => {
      void fetchFileStatuses(pendingKey.split(','))
        .then(({ items: infos }) => {
          if (!alive.current) return;
          setItems((list) =>
            list.map((i) => {
              const info = infos.find((x) => x.file_id === i.fileId);
              if (!info) return i;
              if (info.status === 'READY') return { ...i, phase: 'ready', progress: 100, status: info.status, ocr: null };
              if (info.status === 'FAILED') return { ...i, phase: 'failed', status: info.status, error: info.failure_reason || '文件解析失败' };
              return { ...i, status: info.status, ocr: info.ocr_total ? { done: info.ocr_done, total: info.ocr_total } : null };
            }),
          );
        })
        .catch(() => undefined);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [pendingKey]);

  const remove = useCallback((key: string) => setItems((list) => list.filter((i) => i.key !== key)), []);
  const readyIds = items.filter((i) => i.phase === 'ready' && i.fileId).map((i) => i.fileId!);
  const busy = items.some((i) => i.phase === 'encrypting' || i.phase === 'uploading' || i.phase === 'processing');
  return { items, add, remove, readyIds, busy };
}
