/**
 * Where the server keeps files (uploads, review outputs): an interface with a local implementation under
 * DATA_DIR/files, encrypted at rest (decision record 004). Keys are relative paths like 'u/<user>/<file-id>'.
 */
import type { Readable } from 'node:stream';

export interface FileStore {
  /** Stores a stream under `key` (replacing any previous file atomically); resolves with the plaintext size. */
  putStream(key: string, source: Readable): Promise<{ size: number }>;
  putBuffer(key: string, data: Buffer): Promise<{ size: number }>;
  /** A stream of the plaintext. Integrity is checked chunk by chunk: a tampered file errors the stream. */
  getStream(key: string): Promise<Readable>;
  getBuffer(key: string): Promise<Buffer>;
  /** Removes the file; no error when it does not exist. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

export class FileNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`file not found: ${key}`);
    this.name = 'FileNotFoundError';
  }
}

export class FileIntegrityError extends Error {
  constructor(message = 'file failed its integrity check') {
    super(message);
    this.name = 'FileIntegrityError';
  }
}

const KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** Throws unless `key` is a safe relative path (no '..', no leading dot or slash, limited charset). */
export function assertFileKey(key: string): void {
  if (
    key.length > 512 ||
    !KEY_PATTERN.test(key) ||
    key.split('/').some((part) => part === '..' || part === '.')
  ) {
    throw new Error(`invalid file key: ${JSON.stringify(key)}`);
  }
}
