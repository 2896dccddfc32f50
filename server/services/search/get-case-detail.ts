import { eq } from 'drizzle-orm';
import type { TCaseDetailResponse } from '@common/api/search';
import type { DbOrTx } from '../../db/client';
import { judgments } from '../../db/schema/index';
import { citeArticle } from '../../laws/api-citation';
import type { LawCorpus } from '../../laws/corpus';
import { Errors } from '../../lib/app-error';

export const CASE_NOT_FOUND = '该裁判文书不存在或已被移除';

/**
 * One judgment for /caseDetail (api.md "case detail"): parties, facts, 本院认为, 判决如下, the full text, and the
 * articles it cites resolved against the corpus (a repealed law is marked and names its successor; an article
 * the corpus lacks is not_found, never shown as verified). Unknown id -> 404.
 */
export async function getCaseDetail(db: DbOrTx, corpus: LawCorpus, { caseId }: { caseId: string }): Promise<TCaseDetailResponse> {
  const [row] = await db.select().from(judgments).where(eq(judgments.id, caseId));
  if (!row) throw Errors.notFound(CASE_NOT_FOUND);
  return {
    case_id: row.id,
    title: row.title,
    case_no: row.caseNo,
    court: row.court,
    cause: row.cause,
    judged_at: row.judgedAt,
    parties: row.parties,
    sections: { facts: row.facts, reasoning: row.reasoning, result: row.result },
    full_text: row.fullText,
    cited_articles: row.cited.map((c) => citeArticle(corpus, c.law, c.sub ? `第${c.article}条之${c.sub}` : c.article)),
    source: row.source,
  };
}
