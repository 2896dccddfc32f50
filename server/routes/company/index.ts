/**
 * Company lookup under /api/lawdesk/fuxi/api/company (api.md company rows): search and detail over the local
 * registry (the registry API provider when configured). First start queues the import of the sample companies.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { COMPANY_IMPORT_COMMAND } from '@common/api/accounts';
import { zSafeText } from '@common/api/safe-input';
import { companyImportJob } from '../../jobs/definitions/company-import';
import { Errors } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { sampleDataPath } from '../../lib/sample-data';
import { authenticated } from '../../plugins/auth-gate';
import { lookupCompanies, lookupCompany, type TLookupDeps } from '../../services/company/lookup-companies';
import { registryProviderFromEnv } from '../../services/company/registry-provider';
import { registryReady } from '../../services/company/search-companies';

const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['company'];
  const security = [{ token: [] }];
  // Chosen once per app: the registry API when COMPANY_API_URL and COMPANY_API_KEY are set, else none.
  const provider = registryProviderFromEnv(app.env);
  const deps = (log: TLookupDeps['log']): TLookupDeps => ({ db: app.db, provider, log });

  app.addHook('onReady', async () => {
    const dir = sampleDataPath(app.env, 'companies');
    if (!dir) return;
    void registryReady(app.db)
      .then((ready) => (ready ? null : app.queue.send(companyImportJob, { dir }, { singletonKey: 'companies-first-import' })))
      .catch((err: unknown) => app.log.warn({ err }, 'first-start company import not queued'));
  });

  await app.register(
    authenticated(async (scope) => {
      const r = scope.withTypeProvider<ZodTypeProvider>();
      r.get(
        '/company/search',
        {
          schema: {
            tags,
            security,
            querystring: z.object({
              q: zSafeText().pipe(z.string().max(100)).default(''),
              page: z.coerce.number().int().min(1).max(1000).default(1),
              page_size: z.coerce.number().int().min(1).max(100).default(10),
            }),
          },
        },
        async (request) => {
          const q = request.query;
          const result = await lookupCompanies(deps(request.log), { q: q.q, page: q.page, pageSize: q.page_size });
          return ok({ ...result, import_command: result.registry_ready ? null : COMPANY_IMPORT_COMMAND });
        },
      );
      r.get(
        '/company/detail',
        { schema: { tags, security, querystring: z.object({ company_id: z.string().uuid().optional(), credit_code: z.string().max(18).optional() }) } },
        async (request) => {
          const { company_id, credit_code } = request.query;
          if (!company_id && !credit_code) throw Errors.badRequest('请提供企业ID或统一社会信用代码');
          const company = await lookupCompany(deps(request.log), { companyId: company_id, creditCode: credit_code });
          if (!company) throw Errors.notFound('本地企业库中没有这家企业');
          return ok(company);
        },
      );
    }),
  );
};

export default companyRoutes;
