// @vitest-environment node
// Node's WebCrypto refuses jsdom's typed arrays, so this file runs in node with the two browser globals it needs.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { importFileKey, encryptLdx1 } from '../crypto/ldx1-webcrypto';
import { forgetFileKey } from '../crypto/file-key';
import { buildTask } from '../test/factories';
import { downloadFileName, fetchTaskFile, DownloadError } from './download-task-file';

const CONTRACT = '/api/lawdesk/contract/api/v1';
const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const nodeBytes = (bytes: Uint8Array) => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
const fileKey = { key_id: 'k-user-1', enc_key: b64(new Uint8Array(32).fill(7)), mac_key: b64(new Uint8Array(32).fill(9)) };

function stubServer(encrypted: Uint8Array<ArrayBuffer> | null, seen: string[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      seen.push(`${url.pathname}${url.search}`);
      const json = (data: unknown, code = 200) => new Response(JSON.stringify({ code, data, message: code === 200 ? '' : '文件不存在' }), { headers: { 'content-type': 'application/json' } });
      if (url.pathname.endsWith('/auth/file-key')) return json(fileKey);
      if (url.pathname === `${CONTRACT}/task/download`) return json({ download_url: `${CONTRACT}/files/${url.searchParams.get('file_id')}`, filename: 'x.docx' });
      if (url.pathname.startsWith(`${CONTRACT}/files/`)) {
        return encrypted ? new Response(encrypted, { headers: { 'content-type': 'application/octet-stream' } }) : json(null, 404);
      }
      return json(null, 404);
    }),
  );
}

describe('downloads decrypted in the browser (spec §7 downloadContract, §9 kinds)', () => {
  beforeEach(() => {
    const storage = new Map<string, string>([['token', 'tok']]);
    const localStorage = { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v), removeItem: (k: string) => void storage.delete(k) };
    vi.stubGlobal('window', { location: { host: 'localhost' }, localStorage });
    vi.stubGlobal('document', { cookie: '' });
    forgetFileKey();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('fetches the file id of the kind, checks and decrypts it, and names it after the task', async () => {
    const plain = new TextEncoder().encode('PK\u0003\u0004 word/comments.xml');
    const encrypted = await encryptLdx1(nodeBytes(plain), await importFileKey(fileKey));
    const seen: string[] = [];
    stubServer(encrypted, seen);
    const { blob, fileName } = await fetchTaskFile(buildTask({ task_name: '设备采购合同' }), 'base');
    expect(seen).toContain(`${CONTRACT}/task/download?file_id=file-base`);
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(plain);
    expect(fileName).toBe('设备采购合同-批注版.docx');
  });

  it('uses the detail file for 修订版, the pure file for 清洁版 and the report for 审查意见书', async () => {
    const seen: string[] = [];
    stubServer(await encryptLdx1(nodeBytes(new Uint8Array([1, 2, 3])), await importFileKey(fileKey)), seen);
    const task = buildTask();
    await fetchTaskFile(task, 'detail');
    await fetchTaskFile(task, 'pure');
    await fetchTaskFile(task, 'book');
    await fetchTaskFile(task, 'original');
    const ids = seen.filter((s) => s.includes('task/download')).map((s) => s.split('=')[1]);
    expect(ids).toEqual(['file-detail', 'file-pure', 'file-book', 'file-orig']);
    // The key is fetched once per session, not per download.
    expect(seen.filter((s) => s.endsWith('/auth/file-key'))).toHaveLength(1);
  });

  it('refuses bytes whose tag does not verify', async () => {
    const encrypted = await encryptLdx1(nodeBytes(new Uint8Array([1, 2, 3])), await importFileKey(fileKey));
    const at = encrypted.length - 40;
    encrypted[at] = encrypted[at]! ^ 1;
    stubServer(encrypted, []);
    await expect(fetchTaskFile(buildTask(), 'base')).rejects.toThrow('文件校验失败，请重新下载');
  });

  it('says the file is not ready when the task has no file of that kind yet', async () => {
    await expect(fetchTaskFile(buildTask({ pure_annotated_file_url_id: '' }), 'pure')).rejects.toBeInstanceOf(DownloadError);
  });

  it('keeps file names safe for Windows', () => {
    expect(downloadFileName('合同/补充:协议?', 'book')).toBe('合同 补充 协议-审查意见书.docx');
    expect(downloadFileName('   ', 'pure')).toBe('合同审查-清洁版.docx');
  });
});
