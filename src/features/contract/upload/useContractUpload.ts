/**
 * Drives one contract upload (spec §4, §5, §8): checks the file, fetches the per-user key (once per session),
 * encrypts in a Web Worker, sends with real progress, then the processing steps until the server answers.
 * A failure shows the danger state and a 3 s error toast; closing the card or leaving the page cancels the upload.
 */
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import type { TUploadResponse } from '@common/api/contract';
import { Code, Messages, uploadErrorMessage } from '@common/codes';
import { readCookie, ApiError } from '@/lib/api-client';
import { getToken } from '@/lib/session';
import { notify } from '@/lib/notify';
import { contractPath } from '../api';
import { getRawFileKey } from '../crypto/file-key';
import { encryptInWorker } from '../crypto/encrypt-in-worker';
import { checkContractFile } from './validate-file';
import { uploadWithProgress, UploadNetworkError } from './upload-with-progress';
import { IDLE, uploadReducer, type TUploadState } from './upload-state';

const PROCESSING_STEP_MS = 100;
export const UPLOAD_BUSY_MESSAGE = '文件正在上传，请稍候';

/** Why an upload failed, in the words of spec §8. */
export function uploadFailureMessage(err: unknown): string {
  if (err instanceof UploadNetworkError) {
    return err.body ? uploadErrorMessage(err.body.code, err.body.message) : Messages.networkError;
  }
  if (err instanceof ApiError) return err.isNetwork ? Messages.networkError : err.message || Messages.uploadFailed;
  return Messages.uploadFailed;
}

export type TContractUpload = {
  state: TUploadState;
  /** Starts an upload; refused (warning) while another runs, or when the file fails the checks of spec §5. */
  start: (file: File) => void;
  /** Closes the card: cancels a running upload and returns to the upload zone. */
  clear: () => void;
  isBusy: boolean;
};

export function useContractUpload(
  options: { onSuccess?: (result: TUploadResponse) => void; /** False when the server cannot convert .doc. */ docConversion?: boolean } = {},
): TContractUpload {
  const [state, dispatch] = useReducer(uploadReducer, IDLE);
  const stateRef = useRef(state);
  const onSuccessRef = useRef(options.onSuccess);
  const docConversionRef = useRef(options.docConversion);
  useLayoutEffect(() => {
    stateRef.current = state;
    onSuccessRef.current = options.onSuccess;
    docConversionRef.current = options.docConversion;
  });
  const running = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    running.current?.abort();
    running.current = null;
  }, []);

  const start = useCallback(
    (file: File) => {
      if (stateRef.current.phase === 'uploading') {
        notify.warning(UPLOAD_BUSY_MESSAGE);
        return;
      }
      const check = checkContractFile(file, { docConversion: docConversionRef.current });
      if (!check.ok) {
        notify[check.level](check.message);
        return;
      }
      const controller = new AbortController();
      running.current = controller;
      // Mark busy at once: a second drop in the same tick must see the upload running.
      stateRef.current = { phase: 'uploading', file: { name: file.name, size: file.size }, progress: 0, stage: 'encrypting' };
      dispatch({ type: 'start', file: { name: file.name, size: file.size } });
      let ticker: ReturnType<typeof setInterval> | undefined;

      void (async () => {
        try {
          const key = await getRawFileKey();
          const encrypted = await encryptInWorker(file, key);
          if (controller.signal.aborted) return;
          const headers: Record<string, string> = { Domain: window.location.host };
          const token = getToken();
          if (token) headers.token = token;
          const xsrf = readCookie('XSRF-TOKEN');
          if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
          const env = await uploadWithProgress<TUploadResponse>({
            url: contractPath('upload'),
            fileName: file.name,
            encrypted: new Blob([encrypted]),
            headers,
            signal: controller.signal,
            onProgress: (fraction) => dispatch({ type: 'progress', fraction }),
            onSent: () => {
              dispatch({ type: 'sent' });
              ticker ??= setInterval(() => dispatch({ type: 'tick' }), PROCESSING_STEP_MS);
            },
          });
          if (controller.signal.aborted) return;
          if (env.code !== Code.OK || !env.data?.md5_file) throw new UploadNetworkError(env);
          dispatch({ type: 'success', result: env.data });
          onSuccessRef.current?.(env.data);
        } catch (err) {
          if (controller.signal.aborted) return;
          const message = uploadFailureMessage(err);
          dispatch({ type: 'fail', message });
          notify.error(message);
        } finally {
          clearInterval(ticker);
          if (running.current === controller) running.current = null;
        }
      })();
    },
    [],
  );

  const clear = useCallback(() => {
    cancel();
    stateRef.current = IDLE;
    dispatch({ type: 'clear' });
  }, [cancel]);

  // spec §4: state resets on leaving the page; an upload in flight is cancelled with it.
  useEffect(() => cancel, [cancel]);

  return { state, start, clear, isBusy: state.phase === 'uploading' };
}
