/**
 * The HTTP API as a second device of the same lawyer would use it, for browser tests that need server-side facts:
 * submit reviews without clicking through the upload (encrypted exactly as the browser does), read the task list
 * and statuses to check what the server really holds. Sends the session token and no cookies (a machine client,
 * api.md "CSRF").
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTRACT_BASE, SAAS_BASE } from '@common/api/paths';
import type { TFileKey } from '@common/api/auth';
import type { TListTasksResponse, TTask, TTaskStatusItem, TUploadResponse } from '@common/api/contract';
import type { TEnvelope } from '@common/api/envelope';
import { REVIEW_STATUS_PARTY_A_STRONG } from '@common/limits';
import { encryptLdx1, importFileKey } from '../../../src/features/contract/crypto/ldx1-webcrypto';

export class LawdeskApi {
  constructor(
    readonly baseUrl: string,
    public token: string,
  ) {}

  async call<T>(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<TEnvelope<T>> {
    const response = await fetch(`${this.baseUrl}${url}`, {
      method,
      headers: { token: this.token, Domain: new URL(this.baseUrl).host, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await response.json()) as TEnvelope<T>;
  }

  private async data<T>(method: string, url: string, body?: unknown, headers?: Record<string, string>): Promise<T> {
    const env = await this.call<T>(method, url, body, headers);
    if (env.code !== 200) throw new Error(`${method} ${url}: ${env.code} ${env.message}`);
    return env.data;
  }

  /** Uploads a Word file (LDX1-encrypted with the user's key) and starts its review; returns the task id. */
  async submitReview(filePath: string, taskName = path.basename(filePath, path.extname(filePath))): Promise<string> {
    const key = await importFileKey(await this.data<TFileKey>('GET', `${SAAS_BASE}/auth/file-key`));
    const plain = new Uint8Array(readFileSync(filePath));
    const encrypted = new Uint8Array(await encryptLdx1(plain.buffer, key));
    const form = new FormData();
    form.append('file_name', `${taskName}${path.extname(filePath)}`);
    form.append('file', new Blob([encrypted]), 'contract.ldx1');
    const uploaded = (await (
      await fetch(`${this.baseUrl}${CONTRACT_BASE}/upload`, { method: 'POST', headers: { token: this.token, Domain: new URL(this.baseUrl).host }, body: form })
    ).json()) as TEnvelope<TUploadResponse>;
    if (uploaded.code !== 200) throw new Error(`upload: ${uploaded.code} ${uploaded.message}`);
    const up = uploaded.data;
    const created = await this.data<{ task_id: string }>(
      'POST',
      `${CONTRACT_BASE}/create`,
      {
        review_stance: 'buyer',
        contract_name: up.file_name,
        review_people: '张律师',
        timestamp: up.timestamp,
        file_md5: up.md5_file,
        word_count: up.file_count,
        contract_type_id: 'sale',
        file_type_name: '买卖合同',
        review_status: REVIEW_STATUS_PARTY_A_STRONG,
        custom_require: '',
      },
      { 'Idempotency-Key': `M${Date.now()}${randomBytes(3).toString('hex')}` },
    );
    return created.task_id;
  }

  async tasks(): Promise<TTask[]> {
    return (await this.data<TListTasksResponse>('GET', `${CONTRACT_BASE}/tasks?page=1&page_size=50`)).contract_infos;
  }

  async statuses(taskIds: string[]): Promise<TTaskStatusItem[]> {
    return this.data<TTaskStatusItem[]>('PUT', `${CONTRACT_BASE}/task/status`, { task_ids: taskIds });
  }

  /** Waits until every task left PENDING/RUNNING (polls the server, not the page). */
  async waitSettled(taskIds: string[], timeoutMs = 120_000): Promise<TTaskStatusItem[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const items = await this.statuses(taskIds);
      if (items.every((item) => item.task_status === 'FINISH' || item.task_status === 'FAILURE')) return items;
      if (Date.now() > deadline) throw new Error(`tasks not settled: ${JSON.stringify(items.map((i) => i.task_status))}`);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
}
