/**
 * Query parameters of the routes opened from tasks (spec §2 "Routes opened from tasks"). Zod-free: route options are
 * part of the first load. Unknown parameters are dropped; every kept value is a string.
 */
function pick<K extends string>(search: Record<string, unknown>, keys: readonly K[]): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const k of keys) {
    const v = search[k];
    if (typeof v === 'string' || typeof v === 'number') out[k] = String(v);
  }
  return out;
}

/** /detail?id&tid&name&currentTaskId&reviewStance&contract_type_id (new-style tasks). */
export const validateDetailSearch = (s: Record<string, unknown>) =>
  pick(s, ['id', 'tid', 'name', 'currentTaskId', 'reviewStance', 'contract_type_id'] as const);

/** /reviewDetail?task_id (and after creation: file_md5, timestamp, file_name, word_count, file_id). */
export const validateReviewDetailSearch = (s: Record<string, unknown>) =>
  pick(s, ['task_id', 'file_md5', 'timestamp', 'file_name', 'word_count', 'file_id'] as const);

/** /edit?id&idd&tid&name (old-style tasks). */
export const validateEditSearch = (s: Record<string, unknown>) => pick(s, ['id', 'idd', 'tid', 'name'] as const);
