/** One document at a time, encrypted in the browser (LDX1, the contract worker) and uploaded with progress. */
import { useCallback, useState } from 'react';
import type { TTranslationUpload } from '@common/api/translation';
import { TranslationMessages } from '@common/api/translation';
import { Code, uploadErrorMessage } from '@common/codes';
import { MAX_UPLOAD_BYTES } from '@common/limits';
import { encryptInWorker } from '@/features/contract/crypto/encrypt-in-worker';
import { getRawFileKey } from '@/features/contract/crypto/file-key';
import { uploadWithProgress, UploadNetworkError } from '@/features/contract/upload/upload-with-progress';
import { readCookie } from '@/lib/api-client';
import { getToken } from '@/lib/session';
import { TRANSLATION_API } from './api';

export type TTranslationUploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; name: string; progress: number }
  | { phase: 'done'; name: string; file: TTranslationUpload }
  | { phase: 'failed'; name: string; error: string };

/** The accepted types (spec: translation uploads .doc, .docx, .txt). */
export function translationFileProblem(file: { name: string; size: number }): string | null {
  if (!/\.(docx?|txt)$/i.test(file.name)) return TranslationMessages.typeUnsupported;
  if (file.size > MAX_UPLOAD_BYTES) return '文件过大，上传失败';
  return null;
}

export function useTranslationUpload() {
  const [state, setState] = useState<TTranslationUploadState>({ phase: 'idle' });
  const upload = useCallback(async (file: File) => {
    const problem = translationFileProblem(file);
    if (problem) return setState({ phase: 'failed', name: file.name, error: problem });
    setState({ phase: 'uploading', name: file.name, progress: 0 });
    try {
      const encrypted = await encryptInWorker(file, await getRawFileKey());
      const headers: Record<string, string> = { Domain: window.location.host };
      const token = getToken();
      if (token) headers.token = token;
      const xsrf = readCookie('XSRF-TOKEN');
      if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
      const env = await uploadWithProgress<TTranslationUpload>({
        url: TRANSLATION_API('upload'),
        fileName: file.name,
        encrypted: new Blob([encrypted]),
        headers,
        onProgress: (fraction) => setState({ phase: 'uploading', name: file.name, progress: Math.round(fraction * 95) }),
      });
      if (env.code !== Code.OK || !env.data) throw new UploadNetworkError(env);
      setState({ phase: 'done', name: file.name, file: env.data });
    } catch (err) {
      const body = err instanceof UploadNetworkError ? err.body : null;
      setState({ phase: 'failed', name: file.name, error: body ? uploadErrorMessage(body.code, body.message) : '上传失败，请重试' });
    }
  }, []);
  const reset = useCallback(() => setState({ phase: 'idle' }), []);
  return { state, upload, reset };
}
