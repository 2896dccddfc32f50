/**
 * The contract review calls (api.md "Contract review", spec §7 named calls). Thin wrappers over the api client: every
 * path lives here once, and every response type comes from common/api/contract.ts.
 */
import { CONTRACT_BASE } from '@common/api/paths';
import { SAAS_BASE } from '@common/api/paths';
import type {
  TAiTypeResponse,
  TCategoryNode,
  TCreateTaskRequest,
  TDecision,
  TFinding,
  TListTasksQuery,
  TListTasksResponse,
  TStanceOption,
  TTaskResult,
  TTaskStatusItem,
} from '@common/api/contract';
import type { TFileKey } from '@common/api/auth';
import type { TEnvelope } from '@common/api/envelope';
import { apiData, apiRequest, type TRequestOptions } from '@/lib/api-client';

export const contractPath = (p: string) => `${CONTRACT_BASE}/${p}`;

type TSignal = { signal?: AbortSignal };

export function fetchCategories({ signal }: TSignal = {}) {
  return apiData<{ contract_sort: TCategoryNode[] }>(contractPath('categories'), { signal });
}

/** checkContract: 200 allows a review; other codes (10014 no quota) are shown by the api client. */
export function checkContract({ signal }: TSignal = {}) {
  return apiRequest<Record<string, never>>(contractPath('contract/check'), { signal });
}

export function identifyContractType(body: { timestamp: string; file_md5: string }) {
  return apiData<TAiTypeResponse>(contractPath('contract/type'), { method: 'POST', body, silent: true });
}

export function fetchStances(body: { contract_type_id: string; timestamp?: string; md5_file?: string; contract_name?: string }, { signal }: TSignal = {}) {
  return apiData<{ contract_stance: TStanceOption[] }>(contractPath('contract/stance'), { method: 'POST', body, signal });
}

/** addContract with the Idempotency-Key header: a replayed click creates nothing new (api.md). */
export function createTask(body: TCreateTaskRequest, idempotencyKey: string) {
  return apiRequest<{ task_id: string; contract_stance: string; file_type: string; amount: number | null }>(contractPath('create'), {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function listTasks(query: Partial<TListTasksQuery>, opts: TRequestOptions = {}) {
  return apiData<TListTasksResponse>(contractPath('tasks'), { ...opts, query: query as TRequestOptions['query'] });
}

/** getTaskStatusById: the envelope as sent, because polling stops on any code other than 200 (spec §4). */
export function fetchTaskStatus(taskIds: string[]) {
  return apiRequest<TTaskStatusItem[]>(contractPath('task/status'), {
    method: 'PUT',
    body: { task_ids: taskIds },
    silent: true,
    silentNetwork: true,
  });
}

export function fetchTaskResult(taskId: string, { signal }: TSignal = {}) {
  return apiData<TTaskResult>(contractPath('task/result'), { query: { task_id: taskId }, signal });
}

export function saveDecision(body: { task_id: string; finding_id: string; decision: TDecision }) {
  return apiData<{ finding: TFinding }>(contractPath('task/review/info'), { method: 'PUT', body });
}

export function renameTask(body: { task_id: string; task_name: string }) {
  return apiData<Record<string, never>>(contractPath('task/name'), { method: 'PUT', body });
}

export function deleteTask(body: { contract_id: string }) {
  return apiData<Record<string, never>>(contractPath('tasks'), { method: 'DELETE', body });
}

export function retryTask(body: { task_id: string }) {
  return apiData<Record<string, never>>(contractPath('task/run'), { method: 'POST', body });
}

export function requestDownload(fileId: string) {
  return apiData<{ download_url: string; filename: string }>(contractPath('task/download'), { query: { file_id: fileId } });
}

export function fetchFileKeyEnvelope(): Promise<TEnvelope<TFileKey>> {
  return apiRequest<TFileKey>(`${SAAS_BASE}/auth/file-key`, { silent: true });
}
