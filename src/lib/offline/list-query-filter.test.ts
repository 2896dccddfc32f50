import { describe, expect, it } from 'vitest';
import { cachedRowFilter } from './list-query-filter';

const rows = [
  { task_id: '1', task_name: '房屋租赁合同', file_name: 'lease.docx', status: 'FINISH', updated_at: '2026-11-01T17:00:00Z', contract_type_id: 'lease' },
  { task_id: '2', task_name: '借款合同', file_name: 'Loan.docx', status: 'FAILURE', updated_at: '2026-11-02T01:00:00Z', contract_type_id: 'loan' },
];

const ids = (query: Parameters<typeof cachedRowFilter>[0]) => {
  const filter = cachedRowFilter<(typeof rows)[number]>(query);
  return (filter ? rows.filter(filter) : rows).map((r) => r.task_id);
};

describe('offline history filters', () => {
  it('matches the task or file name, case-insensitively', () => {
    expect(ids({ search: '租赁' })).toEqual(['1']);
    expect(ids({ search: 'loan' })).toEqual(['2']);
  });

  it('filters by status and category', () => {
    expect(ids({ status: 'FAILURE' })).toEqual(['2']);
    expect(ids({ contract_type_ids: 'lease,sale' })).toEqual(['1']);
  });

  it('reads the date range as calendar days in Asia/Shanghai', () => {
    // 2026-11-01T17:00Z is already 11-02 in Shanghai.
    expect(ids({ data_range: '2026-11-02#2026-11-02' })).toEqual(['1', '2']);
    expect(ids({ data_range: '#2026-11-01' })).toEqual([]);
  });

  it('is no filter at all without filters', () => {
    expect(cachedRowFilter({ page: 1, page_size: 10, order: 'UPDATE_DESC' })).toBeUndefined();
  });
});
