import { describe, expect, it } from 'vitest';
import { ZListTasksQuery } from '@common/api/contract';
import { buildHistoryQuery, DEFAULT_HISTORY_FILTERS, hasActiveFilters, withFilter } from './history-query';

describe('history query (spec §3 searchParam, §9)', () => {
  it('asks for page 1, 10 rows, newest first by default, and nothing else', () => {
    expect(buildHistoryQuery(DEFAULT_HISTORY_FILTERS)).toEqual({ page: 1, page_size: 10, order: 'UPDATE_DESC' });
  });

  it("joins the date range with '#' and the categories with commas", () => {
    const q = buildHistoryQuery({ ...DEFAULT_HISTORY_FILTERS, from: '2024-03-01', to: '2024-03-31', categoryIds: ['sale', 'lease'] });
    expect(q.data_range).toBe('2024-03-01#2024-03-31');
    expect(q.contract_type_ids).toBe('sale,lease');
  });

  it('keeps an open-ended range and swaps a reversed one', () => {
    expect(buildHistoryQuery({ ...DEFAULT_HISTORY_FILTERS, from: '2024-03-01' }).data_range).toBe('2024-03-01#');
    expect(buildHistoryQuery({ ...DEFAULT_HISTORY_FILTERS, to: '2024-03-31' }).data_range).toBe('#2024-03-31');
    expect(buildHistoryQuery({ ...DEFAULT_HISTORY_FILTERS, from: '2024-04-01', to: '2024-03-01' }).data_range).toBe('2024-03-01#2024-04-01');
  });

  it('sends a trimmed search, one status (none for 全部), the sort and the page size', () => {
    const q = buildHistoryQuery({ ...DEFAULT_HISTORY_FILTERS, search: '  租赁 ', status: 'FAILURE', order: 'UPDATE_ASC', pageSize: 50, page: 3 });
    expect(q).toEqual({ page: 3, page_size: 50, order: 'UPDATE_ASC', search: '租赁', status: 'FAILURE' });
    expect(buildHistoryQuery({ ...DEFAULT_HISTORY_FILTERS, search: '   ' }).search).toBeUndefined();
  });

  it('builds queries the server contract accepts', () => {
    const q = buildHistoryQuery({ ...DEFAULT_HISTORY_FILTERS, search: '买卖', status: 'RUNNING', categoryIds: ['sale'], from: '2024-01-01', to: '2024-12-31' });
    expect(ZListTasksQuery.safeParse(q).success).toBe(true);
  });

  it('goes back to page 1 when a filter changes', () => {
    const onPage3 = { ...DEFAULT_HISTORY_FILTERS, page: 3 };
    expect(withFilter(onPage3, { status: 'FINISH' }).page).toBe(1);
    expect(hasActiveFilters(DEFAULT_HISTORY_FILTERS)).toBe(false);
    expect(hasActiveFilters(withFilter(onPage3, { search: '合同' }))).toBe(true);
  });
});
