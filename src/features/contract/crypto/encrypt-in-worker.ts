/** Runs LDX1 encryption in a dedicated Web Worker and resolves with the encrypted bytes. */
import type { TFileKey } from '@common/api/auth';

export function encryptInWorker(file: Blob, fileKey: TFileKey): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./encrypt.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<{ ok: boolean; bytes?: ArrayBuffer; message?: string }>) => {
      worker.terminate();
      if (event.data.ok && event.data.bytes) resolve(event.data.bytes);
      else reject(new Error(event.data.message ?? '加密失败'));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || '加密失败'));
    };
    worker.postMessage({ file, fileKey });
  });
}
