/**
 * Law and case search (api.md "Law, case and company search", under /api/lawdesk/fuxi/api; the company rows are
 * the accounts module's). Thin: validate with common/api/search.ts, call one service, return the envelope.
 * Searches need a session (they spend fuxi_search once per query and day); the statute text itself (law detail,
 * article lookup, download) and judgments are public like /lawDetail and /caseDetail (spec §2 public paths).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ZEmpty } from '@common/api/envelope';
import {
  ZArticleQuery,
  ZArticleResponse,
  ZCaseDetailQuery,
  ZCaseDetailResponse,
  ZCaseSearchQuery,
  ZCaseSearchResponse,
  ZLawDetailQuery,
  ZLawDetailResponse,
  ZLawDownloadQuery,
  ZLawDownloadRequest,
  ZLawSearchQuery,
  ZLawSearchResponse,
  ZModerationRequest,
  ZModerationResponse,
  ZSearchCheckRequest,
} from '@common/api/search';
import { getLawCorpus } from '../../laws/corpus';
import { ok } from '../../lib/envelope';
import { sampleDataPath } from '../../lib/sample-data';
import { actorOf } from '../../plugins/auth';
import { importJudgmentsJob } from '../../jobs/definitions/search-import-judgments';
import { reviewProvider } from '../../services/contract/ai-provider';
import { buildLawFile } from '../../services/search/build-law-file';
import { chargeSearch } from '../../services/search/charge-search';
import { checkSearchQuota } from '../../services/search/check-search-quota';
import { getCaseDetail } from '../../services/search/get-case-detail';
import { getLawDetail } from '../../services/search/get-law-detail';
import { countJudgments } from '../../services/search/import-judgments';
import { lookupArticle } from '../../services/search/lookup-article';
import { moderateQuery } from '../../services/search/moderate-query';
import { searchCases } from '../../services/search/search-cases';
import { searchLaws } from '../../services/search/search-laws';
import { warmSearch } from '../../services/search/warm-search';

const splitList = (s: string) =>
  s
    .split(/[,，]/)
    .map((x) => x.trim())
    .filter(Boolean);

const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['search'];
  const security = [{ token: [] }];
  const auth = { preHandler: app.requireAuth };

  // First start: import the development judgments in the background when none are imported (decision 122).
  app.addHook('onReady', async () => {
    // Build the search indexes soon after start, in slices, not on the first lawyer's search or research question
    // (decision 124). Test runs skip it: most test files never search, and each would pay for it.
    if (app.env.SEARCH_WARMUP && !process.env.VITEST) {
      setTimeout(() => {
        void warmSearch({ corpus: getLawCorpus(), db: app.db })
          .then((r) => app.log.info({ lawIndexMs: Math.round(r.lawIndexMs), buildMs: Math.round(r.lawIndexBuildMs), totalMs: Math.round(r.totalMs), cases: r.cases }, 'search indexes warmed'))
          .catch((err: unknown) => app.log.warn({ err }, 'search warm-up failed'));
      }, 200).unref();
    }
    const dir = sampleDataPath(app.env, 'judgments');
    if (!dir) return;
    void countJudgments(app.db)
      .then((n) => (n === 0 ? app.queue.send(importJudgmentsJob, { dir }, { singletonKey: 'judgments-first-import' }) : null))
      .catch((err: unknown) => app.log.warn({ err }, 'first-start judgments import not queued'));
  });

  app.post('/search/moderation', { ...auth, schema: { tags, security, body: ZModerationRequest, response: { 200: envelope(ZModerationResponse) } } }, async (request) =>
    ok(moderateQuery(request.body.q)),
  );

  app.post('/search/check', { ...auth, schema: { tags, security, body: ZSearchCheckRequest, response: { 200: envelope(ZEmpty) } } }, async (request) => {
    await checkSearchQuota(app.db, { actor: actorOf(request) });
    return ok({});
  });

  app.get('/search/law', { ...auth, schema: { tags, security, querystring: ZLawSearchQuery, response: { 200: envelope(ZLawSearchResponse) } } }, async (request) => {
    const q = request.query;
    const res = await searchLaws(
      {
        q: q.q,
        isAi: q.is_ai,
        page: q.page,
        pageSize: q.page_size,
        filters: { validity: splitList(q.validity), level: q.level || undefined, issuer: q.issuer || undefined, yearFrom: q.year_from, yearTo: q.year_to },
      },
      { corpus: getLawCorpus(), ai: q.is_ai ? reviewProvider(app.env, request.log) : undefined },
    );
    if (res.total_count > 0 && q.page === 1) await chargeSearch(app.db, { actor: actorOf(request), tab: 'law', q: q.q });
    return ok(res);
  });

  app.get('/law/detail', { schema: { tags, querystring: ZLawDetailQuery, response: { 200: envelope(ZLawDetailResponse) } } }, async (request) =>
    ok(getLawDetail(getLawCorpus(), { lawId: request.query.law_id })),
  );

  app.get('/law/article', { schema: { tags, querystring: ZArticleQuery, response: { 200: envelope(ZArticleResponse) } } }, async (request) =>
    ok(lookupArticle(getLawCorpus(), { law: request.query.law, article: request.query.article })),
  );

  app.post('/search/law/download', { schema: { tags, querystring: ZLawDownloadQuery, body: ZLawDownloadRequest } }, async (request, reply) => {
    const file = await buildLawFile(getLawCorpus(), { lawId: request.body.law_id, format: request.query.format });
    reply.header('Content-Type', file.contentType);
    reply.header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`);
    reply.header('cache-control', 'private, max-age=3600');
    return reply.send(file.body);
  });

  app.get('/search/case', { ...auth, schema: { tags, security, querystring: ZCaseSearchQuery, response: { 200: envelope(ZCaseSearchResponse) } } }, async (request) => {
    const q = request.query;
    const res = await searchCases(app.db, {
      q: q.q,
      isAi: q.is_ai,
      court: q.court || undefined,
      cause: q.cause || undefined,
      yearFrom: q.year_from,
      yearTo: q.year_to,
      page: q.page,
      pageSize: q.page_size,
    });
    if (res.total_count > 0 && q.page === 1) await chargeSearch(app.db, { actor: actorOf(request), tab: 'case', q: q.q });
    return ok(res);
  });

  app.get('/case/detail', { schema: { tags, querystring: ZCaseDetailQuery, response: { 200: envelope(ZCaseDetailResponse) } } }, async (request) =>
    ok(await getCaseDetail(app.db, getLawCorpus(), { caseId: request.query.case_id })),
  );
};

export default searchRoutes;
