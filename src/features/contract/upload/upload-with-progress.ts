/**
 * Multipart upload with real progress (XMLHttpRequest is the only browser API that reports upload progress;
 * fetch does not). The file_name text field goes first so the server knows the name before the bytes (api.md).
 */
import type { TEnvelope } from '@common/api/envelope';

export interface UploadRequest {
  url: string;
  fileName: string;
  encrypted: Blob;
  headers: Record<string, string>;
  /** Fraction of bytes sent, 0..1. */
  onProgress: (fraction: number) => void;
  /** Called once all bytes are sent and the server is processing. */
  onSent?: () => void;
  signal?: AbortSignal;
}

export class UploadNetworkError extends Error {
  constructor(readonly body: TEnvelope<unknown> | null) {
    super('network');
    this.name = 'UploadNetworkError';
  }
}

export function uploadWithProgress<T>(request: UploadRequest): Promise<TEnvelope<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', request.url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) request.onProgress(event.loaded / event.total);
    };
    xhr.upload.onload = () => request.onSent?.();
    xhr.onload = () => {
      try {
        resolve(JSON.parse(xhr.responseText) as TEnvelope<T>);
      } catch {
        reject(new UploadNetworkError(null));
      }
    };
    xhr.onerror = () => reject(new UploadNetworkError(null));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    request.signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('file_name', request.fileName);
    form.append('file', request.encrypted, `${request.fileName}.ldx`);
    xhr.send(form);
  });
}
