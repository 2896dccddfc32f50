/** FileStore on the local filesystem under DATA_DIR/files, every file encrypted with encryption.ts. */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { pipeline as pipelineCb } from 'node:stream';
import { createDecryptStream, createEncryptStream } from './encryption';
import { assertFileKey, FileNotFoundError, type FileStore } from './file-store';

export class LocalFileStore implements FileStore {
  private readonly tmpDir: string;

  constructor(
    private readonly root: string,
    private readonly storageKey: Buffer,
  ) {
    this.tmpDir = path.join(root, '.tmp');
  }

  private pathOf(key: string): string {
    assertFileKey(key);
    return path.join(this.root, key);
  }

  async putStream(key: string, source: Readable): Promise<{ size: number }> {
    const target = this.pathOf(key);
    await mkdir(this.tmpDir, { recursive: true });
    await mkdir(path.dirname(target), { recursive: true });
    // Write beside the target, then rename: readers never see a half-written file.
    const tmp = path.join(this.tmpDir, `${randomUUID()}.part`);
    const encrypt = createEncryptStream(this.storageKey, key);
    try {
      await pipeline(source, encrypt, createWriteStream(tmp, { mode: 0o600 }));
      await rename(tmp, target);
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
    return { size: encrypt.plainBytes() };
  }

  putBuffer(key: string, data: Buffer): Promise<{ size: number }> {
    return this.putStream(key, Readable.from([data]));
  }

  async getStream(key: string): Promise<Readable> {
    const file = this.pathOf(key);
    if (!(await this.exists(key))) throw new FileNotFoundError(key);
    // pipeline (callback form) forwards a read error into the returned stream instead of leaving it dangling.
    return pipelineCb(createReadStream(file), createDecryptStream(this.storageKey, key), () => {});
  }

  async getBuffer(key: string): Promise<Buffer> {
    const parts: Buffer[] = [];
    for await (const part of await this.getStream(key)) parts.push(part as Buffer);
    return Buffer.concat(parts);
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch {
      return false;
    }
  }
}
