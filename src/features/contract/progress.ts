/**
 * Progress shown for a review task (spec §4 "Polling"): while RUNNING the bar starts at the seconds since the
 * task's last update, capped at 80, and rises by 1 per second up to 80; the server's real progress (sec) wins when
 * it is ahead, still capped at 80 until the task finishes. FINISH shows 100; FAILURE resets to 0; waiting states 0.
 */
import { RUNNING_PROGRESS_CAP } from '@common/limits';
import type { TTaskStatus } from '@common/api/contract';

export function displayProgress(task: { status: TTaskStatus; sec: number; updated_at: string }, now: number): number {
  if (task.status === 'FINISH') return 100;
  if (task.status !== 'RUNNING') return 0;
  const secondsSinceUpdate = Math.max(0, Math.floor((now - Date.parse(task.updated_at)) / 1000));
  return Math.min(RUNNING_PROGRESS_CAP, Math.max(task.sec, secondsSinceUpdate));
}

/**
 * Upload progress while the server still processes after the bytes are sent (spec §4: +2 every 100 ms up to 90;
 * the real XHR progress drives the bar until then, this fake step only covers server-side work).
 */
export function nextProcessingProgress(current: number): number {
  return Math.min(90, current + 2);
}
