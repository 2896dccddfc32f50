/**
 * The server's list filters (getContractList: search, status, categories, date range; spec §7, §9) applied to cached
 * rows, so a filtered history panel still answers offline from what Dexie holds. Same meaning as the server's SQL:
 * search is a case-insensitive substring of task or file name, dates are calendar days in Asia/Shanghai.
 */
import type { TListTasksQuery } from '@common/api/contract';

type TFilterable = { task_name: string; status: string; updated_at: string; file_name?: string; contract_type_id?: string };

/** 'YYYY-MM-DD' of an ISO time in Asia/Shanghai (UTC+8, no daylight saving). */
function shanghaiDay(iso: string): string {
  const t = new Date(iso).getTime();
  if (Number.isNaN(t)) return '';
  return new Date(t + 8 * 3600_000).toISOString().slice(0, 10);
}

export function cachedRowFilter<T extends TFilterable>(query: Partial<TListTasksQuery>): ((row: T) => boolean) | undefined {
  const search = query.search?.trim().toLowerCase();
  const status = query.status;
  const types = query.contract_type_ids ? new Set(query.contract_type_ids.split(',')) : null;
  const [from = '', to = ''] = query.data_range ? query.data_range.split('#') : [];
  if (!search && !status && !types && !from && !to) return undefined;
  return (row) => {
    if (search && !row.task_name.toLowerCase().includes(search) && !(row.file_name ?? '').toLowerCase().includes(search)) return false;
    if (status && row.status !== status) return false;
    if (types && !types.has(row.contract_type_id ?? '')) return false;
    const day = shanghaiDay(row.updated_at);
    if (from && day < from) return false;
    if (to && day > to) return false;
    return true;
  };
}
