/**
 * Where a task opens (spec §2 "Routes opened from tasks"): tasks awaiting review go to /reviewDetail; new-style tasks
 * to /detail with the original file id, task id, name, current task, stance and category; old-style tasks to /edit
 * with the annotated file ids.
 */
import type { TTask } from '@common/api/contract';

function withQuery(path: string, query: Record<string, string>): string {
  return `${path}?${new URLSearchParams(query).toString()}`;
}

export function taskHref(task: TTask): string {
  if (task.status === 'UNDER_REVIEW' || task.status === 'QUERY_REVIEW') return withQuery('/reviewDetail', { task_id: task.task_id });
  if (!task.is_new) {
    return withQuery('/edit', {
      id: task.annotated_file_url_id,
      idd: task.detail_annotated_file_url_id,
      tid: task.task_id,
      name: task.task_name,
    });
  }
  return withQuery('/detail', {
    id: task.original_file_url_id,
    tid: task.task_id,
    name: task.task_name,
    currentTaskId: task.task_id,
    reviewStance: task.review_stance,
    contract_type_id: task.contract_type_id,
  });
}

/** A new tab unless the tenant opens task pages in the same tab (spec §2: jingheng hosts, brand.open_in_same_tab). */
export function openTaskPage(href: string, sameTab: boolean, navigate: (href: string) => void): void {
  if (sameTab) navigate(href);
  else window.open(href, '_blank', 'noopener');
}
