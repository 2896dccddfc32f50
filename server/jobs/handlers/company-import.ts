/** Adapts the job context to importCompanies; skips when the registry already has rows (first start only). */
import { registryReady } from '../../services/company/search-companies';
import { importCompanies } from '../../services/company/import-companies';
import type { TJobContext } from '../define-job';

export async function runCompanyImport(payload: { dir: string }, ctx: TJobContext): Promise<{ imported: number }> {
  if (await registryReady(ctx.db)) return { imported: 0 };
  const report = await importCompanies(ctx.db, { source: payload.dir });
  ctx.log.info({ report }, 'company.import done');
  return { imported: report.imported };
}
