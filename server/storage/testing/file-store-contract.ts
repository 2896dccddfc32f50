/**
 * The FileStore contract every store must keep (local disk, S3): run by local-file-store.test.ts and
 * s3-file-store.test.ts against their store. `raw`/`setRaw` reach the stored bytes behind the store's back, the
 * way a disk or bucket could be read or altered by someone without the storage key.
 */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CHUNK_PLAIN } from '../encryption';
import { FileIntegrityError, FileNotFoundError, type FileStore } from '../file-store';

export type TContractSubject = {
  store: () => FileStore;
  /** The same backend read with another storage key. */
  withOtherKey: () => FileStore;
  raw: (key: string) => Promise<Buffer>;
  setRaw: (key: string, bytes: Buffer) => Promise<void>;
};

/** A stream that yields `bytes` and then fails, as an upload whose client disconnects. */
export function failingSource(bytes: Buffer): Readable {
  return Readable.from(
    (async function* () {
      yield bytes;
      throw new Error('client went away');
    })(),
  );
}

/** Registers the contract tests for one store. */
export function describeFileStoreContract(name: string, subject: TContractSubject): void {
  describe(`FileStore contract: ${name}`, () => {
    it.each([0, 1, CHUNK_PLAIN - 1, CHUNK_PLAIN, CHUNK_PLAIN + 1, 3 * CHUNK_PLAIN, 1_000_003])(
      'round-trips %i bytes through a stream',
      async (size) => {
        const data = randomBytes(size);
        // Odd-sized pieces, as a network upload arrives.
        const pieces: Buffer[] = [];
        for (let i = 0; i < size; i += 7777) pieces.push(data.subarray(i, i + 7777));
        const put = await subject.store().putStream(`c/1/f-${size}`, Readable.from(pieces));
        expect(put.size).toBe(size);
        expect((await subject.store().getBuffer(`c/1/f-${size}`)).equals(data)).toBe(true);
      },
    );

    it('stores ciphertext only: a reader of the disk or bucket never sees the contract text', async () => {
      const text = Buffer.from('甲方应于合同签订之日起三日内支付全部价款。'.repeat(50));
      await subject.store().putBuffer('c/2/contract', text);
      const stored = await subject.raw('c/2/contract');
      expect(stored.subarray(0, 4).toString()).toBe('LDS1');
      expect(stored.includes(text.subarray(0, 30))).toBe(false);
    });

    it('replaces a file whole: the second put is what is read', async () => {
      await subject.store().putBuffer('c/3/a', Buffer.from('第一版'));
      await subject.store().putBuffer('c/3/a', Buffer.from('第二版，已修改'));
      expect((await subject.store().getBuffer('c/3/a')).toString()).toBe('第二版，已修改');
    });

    it('detects a flipped byte, a dropped last chunk and a file moved to another key', async () => {
      const data = randomBytes(2 * CHUNK_PLAIN + 10);
      await subject.store().putBuffer('c/4/a', data);
      const original = await subject.raw('c/4/a');

      const flipped = Buffer.from(original);
      flipped[100] = flipped[100]! ^ 1;
      await subject.setRaw('c/4/a', flipped);
      await expect(subject.store().getBuffer('c/4/a')).rejects.toBeInstanceOf(FileIntegrityError);

      await subject.setRaw('c/4/a', original.subarray(0, 20 + CHUNK_PLAIN + 16));
      await expect(subject.store().getBuffer('c/4/a')).rejects.toBeInstanceOf(FileIntegrityError);

      await subject.setRaw('c/4/b', original);
      await expect(subject.store().getBuffer('c/4/b')).rejects.toBeInstanceOf(FileIntegrityError);
    });

    it('refuses to decrypt with a different storage key', async () => {
      await subject.store().putBuffer('c/5/a', Buffer.from('hello'));
      await expect(subject.withOtherKey().getBuffer('c/5/a')).rejects.toBeInstanceOf(FileIntegrityError);
    });

    it('reports missing files, deletes idempotently and answers exists', async () => {
      await expect(subject.store().getStream('c/none')).rejects.toBeInstanceOf(FileNotFoundError);
      await subject.store().putBuffer('c/6/a', Buffer.from('x'));
      expect(await subject.store().exists('c/6/a')).toBe(true);
      await subject.store().delete('c/6/a');
      await subject.store().delete('c/6/a');
      expect(await subject.store().exists('c/6/a')).toBe(false);
    });

    it('keeps nothing of an upload whose source fails, and the previous version stays readable', async () => {
      await subject.store().putBuffer('c/7/a', Buffer.from('已签署版本'));
      await expect(
        subject.store().putStream('c/7/a', failingSource(randomBytes(3 * CHUNK_PLAIN))),
      ).rejects.toThrow(/client went away/);
      expect((await subject.store().getBuffer('c/7/a')).toString()).toBe('已签署版本');
      await expect(subject.store().putStream('c/7/b', failingSource(randomBytes(1000)))).rejects.toThrow();
      expect(await subject.store().exists('c/7/b')).toBe(false);
    });

    it('rejects keys that could escape the store', async () => {
      for (const bad of ['../x', '/etc/passwd', 'a/../../b', '.hidden', 'a//b', '']) {
        await expect(subject.store().putBuffer(bad, Buffer.from('x'))).rejects.toThrow(/invalid file key/);
      }
    });
  });
}
