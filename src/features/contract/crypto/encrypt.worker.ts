/// <reference lib="webworker" />
/**
 * Encrypts a chosen file off the main thread, so a 100 MB contract never freezes the page.
 * Message in: {file: Blob, fileKey}; message out: {ok: true, bytes: ArrayBuffer} (transferred) or {ok: false}.
 */
import { importFileKey, encryptLdx1 } from './ldx1-webcrypto';
import type { TFileKey } from '@common/api/auth';

interface EncryptRequest {
  file: Blob;
  fileKey: TFileKey;
}

self.onmessage = async (event: MessageEvent<EncryptRequest>) => {
  try {
    const key = await importFileKey(event.data.fileKey);
    const encrypted = await encryptLdx1(await event.data.file.arrayBuffer(), key);
    (self as unknown as DedicatedWorkerGlobalScope).postMessage({ ok: true, bytes: encrypted.buffer }, [encrypted.buffer]);
  } catch (error) {
    (self as unknown as DedicatedWorkerGlobalScope).postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
  }
};
