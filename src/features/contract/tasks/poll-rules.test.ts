import { describe, expect, it } from 'vitest';
import { afterPoll, applyStatusItem, reachedFinalState, unfinishedTaskIds } from './poll-rules';
import { buildStatusItem, buildTask } from '../test/factories';

describe('status poll rules (spec §4 Polling)', () => {
  it('polls the unfinished tasks of every list once, in a stable order', () => {
    const a = [buildTask({ task_id: 'b', status: 'RUNNING' }), buildTask({ task_id: 'x', status: 'FINISH' })];
    const b = [buildTask({ task_id: 'a', status: 'PENDING' }), buildTask({ task_id: 'b', status: 'RUNNING' }), buildTask({ task_id: 'f', status: 'FAILURE' })];
    expect(unfinishedTaskIds([a, b])).toEqual(['a', 'b']);
    expect(unfinishedTaskIds([[buildTask({ status: 'UNDER_REVIEW' })]])).toEqual(['t-1']);
    expect(unfinishedTaskIds([[buildTask()]])).toEqual([]);
  });

  it('continues while an answered task is unfinished', () => {
    const env = { code: 200, data: [buildStatusItem('a', 'RUNNING'), buildStatusItem('b', 'FINISH')], message: '' };
    expect(afterPoll(env)).toEqual({ next: 'continue', items: env.data });
  });

  it('stops when nothing is left unfinished', () => {
    const env = { code: 200, data: [buildStatusItem('a', 'FINISH'), buildStatusItem('b', 'FAILURE')], message: '' };
    expect(afterPoll(env).next).toBe('stop');
  });

  it('stops on any response code other than 200', () => {
    expect(afterPoll({ code: 10014, data: null, message: '次数已用完' })).toEqual({ next: 'stop', items: [] });
    expect(afterPoll({ code: 500, data: null, message: '' }).next).toBe('stop');
  });

  it('keeps polling when no answer arrived (network down)', () => {
    expect(afterPoll(null)).toEqual({ next: 'continue', items: [] });
  });

  it('stores progress and file ids; FAILURE resets progress to 0 and updates the time', () => {
    const running = buildTask({ status: 'RUNNING', sec: 30, annotated_file_url_id: '' });
    const done = applyStatusItem(running, buildStatusItem('t-1', 'FINISH'));
    expect(done).toMatchObject({ status: 'FINISH', sec: 100, annotated_file_url_id: 'file-base', updated_at: '2024-03-01T08:06:00.000Z' });
    const failed = applyStatusItem(running, buildStatusItem('t-1', 'FAILURE', { sec: 55, failure_reason: '解析失败' }));
    expect(failed).toMatchObject({ status: 'FAILURE', sec: 0, failure_reason: '解析失败' });
    expect(applyStatusItem(running, buildStatusItem('other', 'FINISH'))).toBe(running);
  });

  it('notices the move to a final state once', () => {
    expect(reachedFinalState(buildTask({ status: 'RUNNING' }), buildStatusItem('t-1', 'FINISH'))).toBe(true);
    expect(reachedFinalState(buildTask({ status: 'FINISH' }), buildStatusItem('t-1', 'FINISH'))).toBe(false);
    expect(reachedFinalState(buildTask({ status: 'RUNNING' }), buildStatusItem('t-1', 'RUNNING'))).toBe(false);
  });
});
