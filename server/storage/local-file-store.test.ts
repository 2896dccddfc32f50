import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalFileStore } from './local-file-store';
import { describeFileStoreContract, failingSource } from './testing/file-store-contract';

let root: string;
const key = randomBytes(32);
let store: LocalFileStore;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'lawdesk-store-'));
  store = new LocalFileStore(root, key);
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describeFileStoreContract('local disk', {
  store: () => store,
  withOtherKey: () => new LocalFileStore(root, randomBytes(32)),
  raw: (k) => readFile(path.join(root, k)),
  setRaw: async (k, bytes) => {
    await mkdir(path.dirname(path.join(root, k)), { recursive: true });
    await writeFile(path.join(root, k), bytes);
  },
});

describe('LocalFileStore on disk', () => {
  it('leaves no temp files behind, after a good and a failed upload', async () => {
    await store.putBuffer('u/4/a', Buffer.from('x'));
    await expect(store.putStream('u/4/b', failingSource(randomBytes(1000)))).rejects.toThrow();
    expect(await readdir(path.join(root, '.tmp'))).toEqual([]);
  });
});
