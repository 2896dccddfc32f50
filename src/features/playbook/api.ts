/**
 * The firm playbook calls (docs/decisions/106). Every call is silent: the page shows a 403 as its 没有权限 panel
 * and a refused save inside the dialog, where the admin can fix it, instead of a toast that vanishes.
 */
import { CONTRACT_BASE } from '@common/api/paths';
import type {
  TCustomCheck,
  TCustomCheckInput,
  TPlaybookCheck,
  TPlaybookHistoryResponse,
  TPlaybookResponse,
  TUpdateCheckRequest,
  TUpdateCustomCheckRequest,
} from '@common/api/playbook';
import { apiData } from '@/lib/api-client';

const playbookPath = (p = '') => `${CONTRACT_BASE}/playbook${p ? `/${p}` : ''}`;

type TSignal = { signal?: AbortSignal };

export function fetchPlaybook(categoryId: string, { signal }: TSignal = {}) {
  return apiData<TPlaybookResponse>(playbookPath(), { query: { category_id: categoryId }, signal, silent: true });
}

export function updateCheck(body: TUpdateCheckRequest) {
  return apiData<{ check: TPlaybookCheck }>(playbookPath('check'), { method: 'PUT', body, silent: true });
}

/** With an Idempotency-Key: a double click on 保存 creates one check (api.md "Idempotency"). */
export function createCustomCheck(body: TCustomCheckInput, idempotencyKey: string) {
  return apiData<{ custom_check: TCustomCheck }>(playbookPath('custom'), {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    silent: true,
  });
}

export function updateCustomCheck(body: TUpdateCustomCheckRequest) {
  return apiData<{ custom_check: TCustomCheck }>(playbookPath('custom'), { method: 'PUT', body, silent: true });
}

export function deleteCustomCheck(id: string) {
  return apiData<Record<string, never>>(playbookPath('custom'), { method: 'DELETE', body: { id }, silent: true });
}

export function fetchHistory(query: { page: number; page_size: number; category_id?: string }, { signal }: TSignal = {}) {
  return apiData<TPlaybookHistoryResponse>(playbookPath('history'), { query, signal, silent: true });
}
