/** Query of the Q&A detail routes: ?task_id=…, or ?sample=1 for the home page's example card. */
export type TQaSearch = { task_id?: string; message_id?: string; sample?: string };

export function validateQaSearch(search: Record<string, unknown>): TQaSearch {
  const str = (v: unknown) => (typeof v === 'string' && v.length <= 64 ? v : typeof v === 'number' ? String(v) : undefined);
  return { task_id: str(search.task_id), message_id: str(search.message_id), sample: str(search.sample) };
}

/** Where the sample task's id is kept once known, so the home page card opens it without a round trip. */
export const SAMPLE_TASK_STORAGE_KEY = 'lawdesk.document.sampleTaskId';
