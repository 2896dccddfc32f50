/** Translation tasks and segments as the API shows them (common/api/translation.ts). */
import type { TSegment, TTranslationTask } from '@common/api/translation';
import type { TTranslationSegmentRow, TTranslationTaskRow } from '../../db/schema/index';

export function presentTask(row: TTranslationTaskRow, fileName: string): TTranslationTask {
  return {
    task_id: row.id,
    task_name: row.name,
    file_name: fileName,
    source_lang: row.sourceLang === 'en' ? 'en' : 'zh',
    target_lang: row.targetLang === 'zh' ? 'zh' : 'en',
    status: row.status as TTranslationTask['status'],
    progress: row.progress,
    char_count: row.charCount,
    price_cents: row.priceCents,
    failure_reason: row.failureReason,
    term_list_ids: row.termListIds,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentSegment(row: TTranslationSegmentRow): TSegment {
  return {
    segment_id: String(row.seq),
    seq: row.seq,
    location: row.location,
    source: row.source,
    target: row.target,
    status: row.status as TSegment['status'],
    term_hits: row.termHits as TSegment['term_hits'],
    term_misses: row.termMisses as TSegment['term_misses'],
    number_issues: row.numberIssues as TSegment['number_issues'],
    edited: row.edited,
    error: row.error,
    format_note: row.formatNote,
  };
}
