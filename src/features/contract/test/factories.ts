/** Builders of contract data for the web tests (style.md: factories create data, not UI clicks). */
import type { TFinding, TTask, TTaskStatusItem } from '@common/api/contract';

export function buildTask(overrides: Partial<TTask> = {}): TTask {
  const id = overrides.task_id ?? 't-1';
  return {
    task_id: id,
    task_name: '设备采购合同',
    file_name: '设备采购合同.docx',
    contract_id: id,
    contract_type_id: 'sale',
    contract_type_name: '买卖合同',
    review_stance: 'buyer',
    review_stance_name: '买方',
    review_status: 1,
    review_people: '张律师',
    status: 'FINISH',
    sec: 100,
    failure_reason: '',
    word_count: 5200,
    created_at: '2024-03-01T08:00:00.000Z',
    updated_at: '2024-03-01T08:05:00.000Z',
    is_new: true,
    file_id: 'file-orig',
    original_file_url: '',
    original_file_url_id: 'file-orig',
    annotated_file_url: '',
    annotated_file_url_id: 'file-base',
    detail_annotated_file_url_id: 'file-detail',
    pure_annotated_file_url_id: 'file-pure',
    complete_report_url_id: 'file-book',
    simple_report_url: '',
    finding_counts: { high: 1, medium: 2, low: 3 },
    ...overrides,
  };
}

export function buildStatusItem(task_id: string, task_status: TTaskStatusItem['task_status'], overrides: Partial<TTaskStatusItem> = {}): TTaskStatusItem {
  return {
    task_id,
    task_status,
    sec: task_status === 'FINISH' ? 100 : 40,
    updated_at: '2024-03-01T08:06:00.000Z',
    failure_reason: '',
    annotated_file_url: '',
    annotated_file_url_id: task_status === 'FINISH' ? 'file-base' : '',
    detail_annotated_file_url_id: '',
    pure_annotated_file_url_id: '',
    complete_report_url_id: '',
    simple_report_url: '',
    ...overrides,
  };
}

export function buildFinding(overrides: Partial<TFinding> = {}): TFinding {
  return {
    id: 'f-1',
    rule_id: 'general.deposit.over-20',
    level: 'high',
    title: '定金超过主合同标的额的20%',
    explanation: '超过部分不产生定金的效力。',
    suggestion: '将定金调整为不超过合同总价款的20%。',
    legal_basis: [{ law: '民法典', article: '第五百八十六条', text: '定金的数额由当事人约定；但是，不得超过主合同标的额的百分之二十，超过部分不产生定金的效力。', resolved: true }],
    anchor: { paragraph_index: 1, start: 4, end: 12, quote: '定金人民币叁拾万元' },
    revision: { op: 'replace', text: '定金人民币贰拾万元' },
    decision: 'open',
    source: 'rule',
    ...overrides,
  };
}
