/**
 * The task list query of the history panel (spec §3 contract store searchParam, §7 getContractList, §9): search,
 * status (all or one), categories as a comma list, the date range joined with '#', sort, page and page size.
 * Empty filters are left out, so the server applies its defaults and the cache key stays small.
 */
import type { TListTasksQuery, TTaskStatus } from '@common/api/contract';
import { HISTORY_PAGE_SIZE } from '@common/limits';

export type TStatusFilter = 'ALL' | Extract<TTaskStatus, 'PENDING' | 'RUNNING' | 'FINISH' | 'FAILURE'>;
export type TOrder = 'UPDATE_DESC' | 'UPDATE_ASC';

export type THistoryFilters = {
  search: string;
  status: TStatusFilter;
  categoryIds: string[];
  /** 'YYYY-MM-DD' or ''. */
  from: string;
  to: string;
  order: TOrder;
  page: number;
  pageSize: number;
};

export const STATUS_FILTERS: { value: TStatusFilter; label: string }[] = [
  { value: 'ALL', label: '全部' },
  { value: 'PENDING', label: '排队中' },
  { value: 'RUNNING', label: '审查中' },
  { value: 'FINISH', label: '审查完成' },
  { value: 'FAILURE', label: '审查失败' },
];

export const ORDER_OPTIONS: { value: TOrder; label: string }[] = [
  { value: 'UPDATE_DESC', label: '更新时间从新到旧' },
  { value: 'UPDATE_ASC', label: '更新时间从旧到新' },
];

export const DEFAULT_HISTORY_FILTERS: THistoryFilters = {
  search: '',
  status: 'ALL',
  categoryIds: [],
  from: '',
  to: '',
  order: 'UPDATE_DESC',
  page: 1,
  pageSize: HISTORY_PAGE_SIZE,
};

/** Filters -> getContractList query. A reversed range is swapped rather than rejected. */
export function buildHistoryQuery(f: THistoryFilters): Partial<TListTasksQuery> {
  const query: Partial<TListTasksQuery> = { page: f.page, page_size: f.pageSize, order: f.order };
  const search = f.search.trim();
  if (search) query.search = search;
  if (f.status !== 'ALL') query.status = f.status;
  if (f.categoryIds.length) query.contract_type_ids = f.categoryIds.join(',');
  let [from, to] = [f.from, f.to];
  if (from && to && from > to) [from, to] = [to, from];
  if (from || to) query.data_range = `${from}#${to}`;
  return query;
}

/** Any filter change other than the page sends the user back to page 1. */
export function withFilter(f: THistoryFilters, patch: Partial<Omit<THistoryFilters, 'page'>>): THistoryFilters {
  return { ...f, ...patch, page: 1 };
}

export function hasActiveFilters(f: THistoryFilters): boolean {
  return Boolean(f.search.trim() || f.status !== 'ALL' || f.categoryIds.length || f.from || f.to);
}
