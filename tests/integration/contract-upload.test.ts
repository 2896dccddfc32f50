/**
 * POST /contract/api/v1/upload against hostile and broken input: every refusal carries the spec's code and Chinese
 * message, no temp file is left behind, and nothing reaches the file store. Uploads are encrypted exactly like the
 * browser does (src/features/contract/crypto).
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Code, Messages } from '@common/codes';
import { MAX_UPLOAD_BYTES } from '@common/limits';
import { contractUploads, storedFiles } from '../../server/db/schema/index';
import { makeDocx } from '../../server/review/docx/test-support';
import { readCentralDirectory, writeZip } from '../../server/review/docx/zip';
import { UPLOADS_PER_MINUTE } from '../../server/routes/contract/index';
import { useTestApp } from '../helpers/build-test-app';
import {
  buildLawyer,
  contractPath,
  createPayload,
  encryptForUpload,
  multipartFrame,
  postCreate,
  postStreamedUpload,
  postUpload,
  uploadPlain,
  type TLawyer,
} from '../helpers/contract-client';
import { buildContractDocx, longContractLines } from '../helpers/contract-docx';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const samples = path.resolve(repoRoot, '../shared/data/docx-samples');

// Uploads decrypt into os.tmpdir(): point it at a folder of our own to see that every path cleans up.
let tmp: string;
const previousTmp = process.env.TMPDIR;
beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'contract-upload-test-'));
  process.env.TMPDIR = tmp;
});
afterAll(async () => {
  process.env.TMPDIR = previousTmp;
  await rm(tmp, { recursive: true, force: true });
});

async function leftoverUploadDirs(): Promise<string[]> {
  return (await readdir(tmp)).filter((n) => n.startsWith('lawdesk-upload-') || n.startsWith('lawdesk-convert-'));
}

function expectRefused(res: { status: number; body: { code: number; data: unknown; message: string } }, status: number, code: number, message: string) {
  expect(res.status).toBe(status);
  expect(res.body).toEqual({ code, data: null, message });
}

/** A docx with an XML part of 50 MB of zeros (a few hundred KB zipped); XML parts are inflated when read. */
function bombDocx(): Uint8Array {
  const base = makeDocx('<w:p><w:r><w:t>甲方</w:t></w:r></w:p>');
  const entries = readCentralDirectory(base, { maxEntries: 100, maxInflatedBytes: 1e9 });
  const items = entries.map((e) => ({ kind: 'copy' as const, entry: e, source: base }));
  return writeZip([...items, { kind: 'data', name: 'customXml/zeros.xml', data: new Uint8Array(50 * 1024 * 1024), compress: true }]);
}

/** Patches the declared uncompressed size of `name` in both the local header and the central directory. */
function declareSize(zip: Uint8Array, name: string, size: number): Uint8Array {
  const out = new Uint8Array(zip);
  const dv = new DataView(out.buffer);
  const entry = readCentralDirectory(out, { maxEntries: 100, maxInflatedBytes: 1e12 }).find((e) => e.name === name)!;
  const cdPos = Buffer.from(out).lastIndexOf(Buffer.from(name)) - 46;
  const localPos = entry.dataOffset - 30 - Buffer.byteLength(name);
  dv.setUint32(cdPos + 24, size, true);
  dv.setUint32(localPos + 22, size, true);
  return out;
}

describe('POST upload: refusals', () => {
  const t = useTestApp();
  let lawyer: TLawyer;
  let other: TLawyer;
  let contract: Buffer;

  beforeAll(async () => {
    lawyer = await buildLawyer(t().app);
    other = await buildLawyer(t().app);
    contract = await buildContractDocx();
  });

  it('needs a session (401)', async () => {
    const anonymous = await buildLawyer(t().app);
    anonymous.client.token = undefined;
    const res = await uploadPlain(anonymous, 'a.docx', contract);
    expect(res.status).toBe(401);
  });

  it('refuses a tampered ciphertext with 20030 before decrypting', async () => {
    const encrypted = await encryptForUpload(lawyer.key, contract);
    encrypted[encrypted.length >> 1]! ^= 0x01;
    expectRefused(await postUpload(lawyer.client, 'a.docx', encrypted), 400, Code.FILE_DECRYPT_FAILED, Messages.fileDecryptFailed);
  });

  it('refuses a file encrypted with another user’s key with 20030', async () => {
    const encrypted = await encryptForUpload(other.key, contract);
    expectRefused(await postUpload(lawyer.client, 'a.docx', encrypted), 400, Code.FILE_DECRYPT_FAILED, Messages.fileDecryptFailed);
  });

  it('refuses the actor’s key id with forged keys, a truncated file and a file that is not encrypted, all alike', async () => {
    const forged = await encryptForUpload({ ...other.key, keyId: lawyer.key.keyId }, contract);
    const truncated = (await encryptForUpload(lawyer.key, contract)).subarray(0, 5000);
    for (const body of [forged, truncated, contract]) {
      expectRefused(await postUpload(lawyer.client, 'a.docx', body), 400, Code.FILE_DECRYPT_FAILED, Messages.fileDecryptFailed);
    }
  });

  it('refuses a PDF renamed .docx with 20031 (请上传word文件)', async () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    expectRefused(await uploadPlain(lawyer, '合同.docx', pdf), 415, Code.FILE_TYPE_UNSUPPORTED, Messages.fileTypeUnsupported);
  });

  it('refuses a zip that is not a Word document with 20031', async () => {
    const zip = writeZip([{ kind: 'data', name: 'readme.txt', data: new TextEncoder().encode('hello'), compress: true }]);
    expectRefused(await uploadPlain(lawyer, '合同.docx', zip), 415, Code.FILE_TYPE_UNSUPPORTED, Messages.fileTypeUnsupported);
  });

  it('refuses zip bombs (declared size, lying header, too many entries) with 20023', async () => {
    const bomb = bombDocx();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const declared = declareSize(bomb, 'customXml/zeros.xml', 0xfffffff0);
    const lying = declareSize(bomb, 'customXml/zeros.xml', 1024);
    const base = makeDocx('<w:p/>');
    const many = writeZip([
      ...readCentralDirectory(base, { maxEntries: 100, maxInflatedBytes: 1e9 }).map((e) => ({ kind: 'copy' as const, entry: e, source: base })),
      ...Array.from({ length: 6000 }, (_, i) => ({ kind: 'data' as const, name: `word/media/f${i}.bin`, data: new Uint8Array(1), compress: false })),
    ]);
    for (const file of [declared, lying, many]) {
      expectRefused(await uploadPlain(lawyer, '合同.docx', file), 422, Code.FILE_PARSE_FAILED, Messages.fileParseFailed);
    }
  });

  it('refuses XML with a DOCTYPE or entities (XXE, billion laughs) with 20023', async () => {
    const xxe = makeDocx(
      '<w:p><w:r><w:t>x</w:t></w:r></w:p>',
      { 'word/settings.xml': '<?xml version="1.0"?><!DOCTYPE foo [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><w:settings>&xxe;</w:settings>' },
    );
    const laughs = makeDocx('<w:p/>', {
      'customXml/item1.xml': '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><lolz>&lol2;</lolz>',
    });
    for (const file of [xxe, laughs]) {
      expectRefused(await uploadPlain(lawyer, '合同.docx', file), 422, Code.FILE_PARSE_FAILED, Messages.fileParseFailed);
    }
  });

  it('refuses a truncated .docx and a password-protected one with 20023', async () => {
    const truncated = contract.subarray(0, contract.length >> 1);
    const protectedDocx = readFileSync(path.join(samples, 'apache-poi/bug53475-password-is-pass.docx'));
    for (const file of [truncated, protectedDocx]) {
      expectRefused(await uploadPlain(lawyer, '合同.docx', file), 422, Code.FILE_PARSE_FAILED, Messages.fileParseFailed);
    }
  });

  it('refuses a contract over 100,000 characters with 20032, before any quota is spent', async () => {
    const long = await buildContractDocx(longContractLines(100_600));
    expectRefused(await uploadPlain(lawyer, '长合同.docx', long), 422, Code.FILE_TOO_MANY_CHARS, Messages.fileTooManyChars);
    const info = await lawyer.client.get<{ personal_info: { use_info: { models: string; use_number: number }[] } }>('/api/lawdesk/saas/api/v1/base/info');
    expect(info.body.data.personal_info.use_info.find((u) => u.models === 'contract_review')?.use_number).toBe(0);
  });

  it('refuses a 101 MB upload streamed without a length with 20021 (HTTP 413)', async () => {
    const res = await postStreamedUpload(lawyer.client, 'big.docx', 101 * 1024 * 1024);
    expectRefused(res, 413, Code.FILE_TOO_LARGE, Messages.fileTooLarge);
  }, 120_000);

  it('refuses an upload whose Content-Length is over the limit before reading it', async () => {
    const frame = multipartFrame('big.docx');
    const res = await lawyer.client.call('POST', contractPath('upload'), {
      body: Buffer.concat([frame.head, Buffer.alloc(1024), frame.tail]),
      headers: { 'content-type': `multipart/form-data; boundary=${frame.boundary}`, 'content-length': String(MAX_UPLOAD_BYTES + 2 * 1024 * 1024) },
    });
    expectRefused(res, 413, Code.FILE_TOO_LARGE, Messages.fileTooLarge);
  });

  it('refuses a request without a file part (400)', async () => {
    const boundary = 'x-boundary';
    const res = await lawyer.client.call('POST', contractPath('upload'), {
      body: Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file_name"\r\n\r\na.docx\r\n--${boundary}--\r\n`),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.status).toBe(400);
  });

  it('left no temp file behind and stored nothing for any refused upload', async () => {
    expect(await leftoverUploadDirs()).toEqual([]);
    const uploads = await t().app.db.select().from(contractUploads).where(eq(contractUploads.userId, lawyer.user.id));
    const files = await t().app.db.select().from(storedFiles).where(eq(storedFiles.userId, lawyer.user.id));
    expect(uploads).toEqual([]);
    expect(files).toEqual([]);
  });

  it('stores an accepted upload encrypted at rest, and removes its temp files too', async () => {
    const res = await uploadPlain(lawyer, '../../etc/设备买卖合同.docx', contract);
    expect(res.body.code).toBe(Code.OK);
    expect(res.body.data.file_name).toBe('设备买卖合同.docx');
    const [file] = await t().app.db.select().from(storedFiles).where(eq(storedFiles.userId, lawyer.user.id));
    const onDisk = readFileSync(path.join(t().env.DATA_DIR, 'files', file!.storageKey));
    expect(onDisk.subarray(0, 4).toString('ascii')).toBe('LDS1');
    expect(onDisk.includes(contract.subarray(0, 64))).toBe(false);
    expect(await leftoverUploadDirs()).toEqual([]);
  });

  it('converts a .doc upload to .docx with LibreOffice and reviews it', async () => {
    const doc = readFileSync(path.join(samples, 'apache-poi/SampleDoc.doc'));
    const res = await uploadPlain(lawyer, 'SampleDoc.doc', doc);
    expect(res.body).toMatchObject({ code: Code.OK, data: { file_type: 'doc', file_name: 'SampleDoc.doc' } });
    expect(res.body.data.file_count).toBeGreaterThan(0);
    const created = await postCreate(lawyer.client, createPayload(res.body.data));
    expect(created.body.code).toBe(Code.OK);
    expect(await leftoverUploadDirs()).toEqual([]);
  }, 120_000);

  it(`limits uploads to ${UPLOADS_PER_MINUTE} a minute per user (429)`, async () => {
    const busy = await buildLawyer(t().app);
    const junk = await encryptForUpload(busy.key, Buffer.from('not a contract'));
    const statuses: number[] = [];
    for (let i = 0; i <= UPLOADS_PER_MINUTE; i++) statuses.push((await postUpload(busy.client, 'a.docx', junk)).status);
    expect(statuses.slice(0, UPLOADS_PER_MINUTE).every((s) => s === 415)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another lawyer in the same office (same IP) is not affected.
    expect((await postUpload(other.client, 'a.docx', await encryptForUpload(other.key, Buffer.from('x')))).status).toBe(415);
  });
});

describe('POST upload: .doc without LibreOffice', () => {
  const t = useTestApp({ env: { SOFFICE_PATH: '/nonexistent/libreoffice/soffice' } });

  it('answers 20027 (格式转换失败，使用docx格式重新上传) and keeps accepting .docx', async () => {
    const lawyer = await buildLawyer(t().app);
    const doc = readFileSync(path.join(samples, 'apache-poi/SampleDoc.doc'));
    expectRefused(await uploadPlain(lawyer, 'SampleDoc.doc', doc), 422, Code.FILE_CONVERT_FAILED, Messages.fileConvertFailed);
    const ok = await uploadPlain(lawyer, '设备买卖合同.docx', await buildContractDocx());
    expect(ok.body.code).toBe(Code.OK);
  });
});
