import { describe, expect, it } from 'vitest';
import { TASK_STATUSES } from '@common/api/contract';
import { guardTaskAction, visibleActions, type TTaskAction } from './guards';

const busy = { ok: false, level: 'warning', message: '合同审查中，请稍后再试' };
const failed = { ok: false, level: 'error', message: '合同审查失败，请重试' };

describe('task action guards (spec §5)', () => {
  it.each<TTaskAction>(['open', 'download', 'edit', 'rename', 'delete'])('%s warns while PENDING or RUNNING', (action) => {
    expect(guardTaskAction(action, 'PENDING')).toEqual(busy);
    expect(guardTaskAction(action, 'RUNNING')).toEqual(busy);
  });

  it('downloads also wait for tasks being reviewed (QUERY_REVIEW, UNDER_REVIEW)', () => {
    expect(guardTaskAction('download', 'QUERY_REVIEW')).toEqual(busy);
    expect(guardTaskAction('download', 'UNDER_REVIEW')).toEqual(busy);
    expect(guardTaskAction('open', 'UNDER_REVIEW')).toEqual({ ok: true });
  });

  it.each<TTaskAction>(['open', 'download', 'edit', 'rename'])('%s of a failed task errors 合同审查失败，请重试', (action) => {
    expect(guardTaskAction(action, 'FAILURE')).toEqual(failed);
  });

  it('lets a failed task be deleted (the server allows it on purpose)', () => {
    expect(guardTaskAction('delete', 'FAILURE')).toEqual({ ok: true });
  });

  it('allows everything on a finished task', () => {
    for (const a of ['open', 'download', 'edit', 'rename', 'delete'] as const) expect(guardTaskAction(a, 'FINISH')).toEqual({ ok: true });
  });

  it('shows retry only for FAILURE, and download/rename only for tasks that did not fail', () => {
    for (const s of TASK_STATUSES) {
      const v = visibleActions(s);
      expect(v.retry).toBe(s === 'FAILURE');
      expect(v.download).toBe(s !== 'FAILURE');
      expect(v.rename).toBe(s !== 'FAILURE');
      expect(v.remove).toBe(true);
    }
  });
});
