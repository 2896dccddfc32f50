/**
 * File Q&A and due diligence as the web app drives them, for integration tests: encrypted uploads to either module,
 * waiting for OCR, asking questions and reading the answer stream, DD tasks.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { DOCUMENT_BASE, TRACE_BASE, type TFileInfo, type TUploadFileResponse } from '@common/api/document';
import { encryptForUpload, idempotencyKey, multipartFrame, type TLawyer } from './contract-client';
import { parseSse, type TSseEvent } from './sse';
import type { TEnvelopeResponse, TestClient } from './test-client';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The shared data folders (beside the repository). */
export const filesCnDir = path.resolve(repoRoot, '../shared/data/files-cn');
export const dueDiligenceDir = path.resolve(repoRoot, '../shared/data/due-diligence');

export function documentPath(p: string): string {
  return `${DOCUMENT_BASE}/${p.replace(/^\//, '')}`;
}
export function tracePath(p: string): string {
  return `${TRACE_BASE}/${p.replace(/^\//, '')}`;
}

/** Encrypts and uploads a file to the module. */
export async function uploadFileTo(lawyer: TLawyer, module: 'document' | 'trace', fileName: string, plaintext: Uint8Array): Promise<TEnvelopeResponse<TUploadFileResponse>> {
  const encrypted = await encryptForUpload(lawyer.key, plaintext);
  const frame = multipartFrame(fileName, 'file.ldx1');
  return lawyer.client.call<TUploadFileResponse>('POST', module === 'document' ? documentPath('upload') : tracePath('upload'), {
    body: Buffer.concat([frame.head, encrypted, frame.tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${frame.boundary}` },
  });
}

/** Polls files/status until the file is READY or FAILED. */
export async function waitForFile(client: TestClient, fileId: string, timeoutMs = 60_000): Promise<TFileInfo> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await client.call<{ items: TFileInfo[] }>('POST', documentPath('files/status'), { body: { file_ids: [fileId] } });
    const info = res.body.data?.items[0];
    if (info && (info.status === 'READY' || info.status === 'FAILED')) return info;
    if (Date.now() > deadline) throw new Error(`file ${fileId} not ready: ${JSON.stringify(info)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Reads a whole answer stream (app.inject waits for its end). */
export async function readAnswer(app: FastifyInstance, client: TestClient, taskId: string, messageId: string): Promise<TSseEvent[]> {
  const res = await app.inject({
    method: 'GET',
    url: `${documentPath('tasks/stream')}?task_id=${taskId}&message_id=${messageId}`,
    headers: { token: client.token ?? '' },
  });
  return parseSse(res.body);
}

/** POST tasks with an Idempotency-Key. */
export async function askQuestion(client: TestClient, fileIds: string[], question: string) {
  return client.call<{ task_id: string; message_id: string }>('POST', documentPath('tasks'), { body: { file_ids: fileIds, question }, headers: { 'idempotency-key': idempotencyKey() } });
}

/** Polls a DD task until it leaves PENDING/RUNNING. */
export async function waitForTrace(client: TestClient, taskId: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await client.get<{ status: string }>(`${tracePath('tasks/detail')}?task_id=${taskId}`);
    if (res.body.data && res.body.data.status !== 'PENDING' && res.body.data.status !== 'RUNNING') return res.body.data;
    if (Date.now() > deadline) throw new Error(`trace ${taskId} not finished`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
