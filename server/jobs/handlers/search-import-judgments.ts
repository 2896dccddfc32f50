/** Adapts the job context to importJudgments (services/search/import-judgments.ts); skips when rows exist. */
import { countJudgments, importJudgments } from '../../services/search/import-judgments';
import type { TJobContext } from '../define-job';

export async function runImportJudgments(payload: { dir: string }, ctx: TJobContext): Promise<{ imported: number }> {
  // First start only: an operator's later import (or a second start) must not be redone in the background.
  if ((await countJudgments(ctx.db)) > 0) return { imported: 0 };
  const report = await importJudgments(ctx.db, payload.dir);
  ctx.log.info({ report }, 'search.import-judgments done');
  return { imported: report.imported };
}
