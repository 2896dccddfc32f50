import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHUNK_PLAIN } from './encryption';
import { FileIntegrityError, FileNotFoundError } from './file-store';
import { LocalFileStore } from './local-file-store';

describe('LocalFileStore (encrypted at rest)', () => {
  let root: string;
  let store: LocalFileStore;
  const key = randomBytes(32);

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'lawdesk-store-'));
    store = new LocalFileStore(root, key);
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it.each([0, 1, CHUNK_PLAIN - 1, CHUNK_PLAIN, CHUNK_PLAIN + 1, 3 * CHUNK_PLAIN, 1_000_003])(
    'round-trips %i bytes through a stream',
    async (size) => {
      const data = randomBytes(size);
      // Feed it in odd-sized pieces, as a network upload would arrive.
      const pieces: Buffer[] = [];
      for (let i = 0; i < size; i += 7777) pieces.push(data.subarray(i, i + 7777));
      const put = await store.putStream(`u/1/f-${size}`, Readable.from(pieces));
      expect(put.size).toBe(size);
      expect((await store.getBuffer(`u/1/f-${size}`)).equals(data)).toBe(true);
    },
  );

  it('never writes the plaintext to disk', async () => {
    const text = Buffer.from('甲方应于合同签订之日起三日内支付全部价款。'.repeat(50));
    await store.putBuffer('u/1/contract', text);
    const onDisk = await readFile(path.join(root, 'u/1/contract'));
    expect(onDisk.subarray(0, 4).toString()).toBe('LDS1');
    expect(onDisk.includes(text.subarray(0, 30))).toBe(false);
  });

  it('detects a flipped byte, a truncated file and a file moved to another key', async () => {
    const data = randomBytes(2 * CHUNK_PLAIN + 10);
    await store.putBuffer('u/2/a', data);
    const file = path.join(root, 'u/2/a');
    const original = await readFile(file);

    const flipped = Buffer.from(original);
    flipped[100] = flipped[100]! ^ 1;
    await writeFile(file, flipped);
    await expect(store.getBuffer('u/2/a')).rejects.toBeInstanceOf(FileIntegrityError);

    // Dropping the whole last chunk leaves a well-formed non-final chunk at the end: still refused.
    await writeFile(file, original.subarray(0, 20 + CHUNK_PLAIN + 16));
    await expect(store.getBuffer('u/2/a')).rejects.toBeInstanceOf(FileIntegrityError);

    await writeFile(path.join(root, 'u/2/b'), original);
    await expect(store.getBuffer('u/2/b')).rejects.toBeInstanceOf(FileIntegrityError);
  });

  it('refuses a different storage key', async () => {
    await store.putBuffer('u/3/a', Buffer.from('hello'));
    const other = new LocalFileStore(root, randomBytes(32));
    await expect(other.getBuffer('u/3/a')).rejects.toBeInstanceOf(FileIntegrityError);
  });

  it('reports missing files, deletes, and leaves no temp files behind', async () => {
    await expect(store.getStream('u/none')).rejects.toBeInstanceOf(FileNotFoundError);
    await store.putBuffer('u/4/a', Buffer.from('x'));
    expect(await store.exists('u/4/a')).toBe(true);
    await store.delete('u/4/a');
    await store.delete('u/4/a');
    expect(await store.exists('u/4/a')).toBe(false);
    expect(await readdir(path.join(root, '.tmp'))).toEqual([]);
  });

  it('rejects keys that could escape the store', async () => {
    for (const bad of ['../x', '/etc/passwd', 'a/../../b', '.hidden', 'a//b', '']) {
      await expect(store.putBuffer(bad, Buffer.from('x'))).rejects.toThrow(/invalid file key/);
    }
  });
});
