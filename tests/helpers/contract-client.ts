/**
 * The contract review flow as the web app drives it, for integration tests: a logged-in lawyer (TestClient with a
 * session), the browser's own LDX1 encryption (src/features/contract/crypto) with the key from auth/file-key, the
 * multipart upload, create with an Idempotency-Key, status polling, and downloads decrypted like the browser does.
 */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { CONTRACT_BASE } from '@common/api/envelope';
import type { TFileKey } from '@common/api/auth';
import type { TCreateTaskRequest, TTaskStatusItem, TUploadResponse } from '@common/api/contract';
import { REVIEW_STATUS_PARTY_A_STRONG } from '@common/limits';
import { decryptLdx1, encryptLdx1, importFileKey, type ImportedFileKey } from '../../src/features/contract/crypto/ldx1-webcrypto';
import type { TUserRow } from '../../server/db/schema/index';
import type { TActor } from '../../server/lib/actor';
import { buildUser, sessionFor, type TBuildUserOptions } from '../factories/user';
import { TestClient, type TEnvelopeResponse } from './test-client';

/** A path under /api/lawdesk/contract/api/v1. */
export function contractPath(p: string): string {
  return `${CONTRACT_BASE}/${p.replace(/^\//, '')}`;
}

export type TLawyer = {
  client: TestClient;
  user: TUserRow;
  actor: TActor;
  /** The browser-side key (imported from auth/file-key), for encrypting uploads and decrypting downloads. */
  key: ImportedFileKey;
};

/** A user with a session (and contract_review quota unless told otherwise), on `host`'s tenant. */
export async function buildLawyer(
  app: FastifyInstance,
  options: TBuildUserOptions & { host?: string } = {},
): Promise<TLawyer> {
  const user = await buildUser(app, { quotas: { contract_review: 50 }, ...options });
  const client = new TestClient(app, options.host);
  client.token = await sessionFor(app, user);
  const fileKey = await client.get<TFileKey>(TestClient.saas('auth/file-key'));
  if (fileKey.body.code !== 200) throw new Error(`auth/file-key failed: ${JSON.stringify(fileKey.body)}`);
  const key = await importFileKey(fileKey.body.data);
  return { client, user, actor: { userId: user.id, tenantId: user.tenantId, isAdmin: false, sessionId: 'test' }, key };
}

/** Encrypts bytes exactly as the browser does before an upload. */
export async function encryptForUpload(key: ImportedFileKey, plaintext: Uint8Array): Promise<Buffer> {
  const copy = new Uint8Array(plaintext.length);
  copy.set(plaintext);
  return Buffer.from(await encryptLdx1(copy.buffer, key));
}

/** Decrypts a download exactly as the browser does. */
export async function decryptDownload(key: ImportedFileKey, file: Buffer): Promise<Buffer> {
  const copy = new Uint8Array(file.length);
  copy.set(file);
  return Buffer.from(await decryptLdx1(copy.buffer, key));
}

export type TMultipart = { boundary: string; head: Buffer; tail: Buffer };

/** The parts around the file: file_name first (api.md), then the file part's headers; the closing boundary. */
export function multipartFrame(fileName: string, partFileName = 'contract.ldx1'): TMultipart {
  const boundary = `----lawdesk${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file_name"\r\n\r\n${fileName}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${partFileName}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  return { boundary, head, tail: Buffer.from(`\r\n--${boundary}--\r\n`) };
}

/** POSTs an already encrypted file (or any bytes) as the upload's multipart body. */
export async function postUpload(
  client: TestClient,
  fileName: string,
  encrypted: Buffer,
  headers: Record<string, string> = {},
): Promise<TEnvelopeResponse<TUploadResponse>> {
  const frame = multipartFrame(fileName);
  return client.call<TUploadResponse>('POST', contractPath('upload'), {
    body: Buffer.concat([frame.head, encrypted, frame.tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${frame.boundary}`, ...headers },
  });
}

/**
 * POSTs `size` bytes of file content as a stream (no Content-Length), generated piece by piece so a 101 MB upload
 * never exists in the test's memory.
 */
export async function postStreamedUpload(client: TestClient, fileName: string, size: number): Promise<TEnvelopeResponse<TUploadResponse>> {
  const frame = multipartFrame(fileName);
  const chunk = randomBytes(1 << 20);
  async function* body() {
    yield frame.head;
    for (let sent = 0; sent < size; sent += chunk.length) yield chunk.subarray(0, Math.min(chunk.length, size - sent));
    yield frame.tail;
  }
  return client.call<TUploadResponse>('POST', contractPath('upload'), {
    body: Readable.from(body()),
    headers: { 'content-type': `multipart/form-data; boundary=${frame.boundary}` },
  });
}

/** Encrypts `plaintext` with the lawyer's key and uploads it. */
export async function uploadPlain(lawyer: TLawyer, fileName: string, plaintext: Uint8Array): Promise<TEnvelopeResponse<TUploadResponse>> {
  return postUpload(lawyer.client, fileName, await encryptForUpload(lawyer.key, plaintext));
}

/** The submit payload of the review form for an upload (spec §3). */
export function createPayload(upload: TUploadResponse, over: Partial<TCreateTaskRequest> = {}): TCreateTaskRequest {
  return {
    review_stance: 'buyer',
    contract_name: upload.file_name,
    review_people: '张律师',
    timestamp: upload.timestamp,
    file_md5: upload.md5_file,
    word_count: upload.file_count,
    contract_type_id: 'sale',
    file_type_name: '买卖合同',
    review_status: REVIEW_STATUS_PARTY_A_STRONG,
    custom_require: '',
    ...over,
  };
}

/** An idempotency id as the web app makes them ('M' + time + random, spec §3). */
export function idempotencyKey(): string {
  return `M${Date.now()}${Math.floor(Math.random() * 10_000)}${randomBytes(3).toString('hex')}`;
}

/** POST create with an Idempotency-Key. */
export async function postCreate(client: TestClient, payload: TCreateTaskRequest, key = idempotencyKey()) {
  return client.call<{ task_id: string; contract_stance: string; file_type: string; amount: number | null }>('POST', contractPath('create'), {
    body: payload,
    headers: { 'idempotency-key': key },
  });
}

/** Polls task/status (as the web app does every 10 s, here every 100 ms) until the task leaves PENDING/RUNNING. */
export async function waitForSettled(client: TestClient, taskId: string, timeoutMs = 120_000): Promise<TTaskStatusItem> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await client.call<TTaskStatusItem[]>('PUT', contractPath('task/status'), { body: { task_ids: [taskId] } });
    const item = res.body.data?.[0];
    if (item && (item.task_status === 'FINISH' || item.task_status === 'FAILURE')) return item;
    if (Date.now() > deadline) throw new Error(`task ${taskId} still ${item?.task_status ?? 'missing'} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Uploads, creates and waits: the whole submit flow for one contract; returns the task id and its final status. */
export async function reviewToEnd(
  lawyer: TLawyer,
  fileName: string,
  plaintext: Uint8Array,
  over: Partial<TCreateTaskRequest> = {},
): Promise<{ upload: TUploadResponse; taskId: string; status: TTaskStatusItem }> {
  const up = await uploadPlain(lawyer, fileName, plaintext);
  if (up.body.code !== 200) throw new Error(`upload failed: ${JSON.stringify(up.body)}`);
  const created = await postCreate(lawyer.client, createPayload(up.body.data, over));
  if (created.body.code !== 200) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
  const status = await waitForSettled(lawyer.client, created.body.data.task_id);
  return { upload: up.body.data, taskId: created.body.data.task_id, status };
}

/** task/download then files/<id>, decrypted with the lawyer's key: the saved file and its name. */
export async function downloadDecrypted(lawyer: TLawyer, fileId: string): Promise<{ filename: string; bytes: Buffer }> {
  const link = await lawyer.client.get<{ download_url: string; filename: string }>(contractPath('task/download'), { query: { file_id: fileId } });
  if (link.body.code !== 200) throw new Error(`task/download failed: ${JSON.stringify(link.body)}`);
  const raw = await lawyer.client.request('GET', link.body.data.download_url);
  if (raw.statusCode !== 200) throw new Error(`file download failed: ${raw.statusCode} ${raw.body}`);
  return { filename: link.body.data.filename, bytes: await decryptDownload(lawyer.key, raw.rawPayload) };
}
