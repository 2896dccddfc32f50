/** All history (issue 13 item 3): GET history/all and PUT history/status under the SaaS prefix, logged in only. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@common/api/envelope';
import {
  ZHistoryAllRequest,
  ZHistoryAllResponse,
  ZHistoryStatusRequest,
  ZHistoryStatusResponse,
} from '@common/api/history';
import { ok } from '../../lib/envelope';
import { authenticated } from '../../plugins/auth-gate';
import { actorOf } from '../../plugins/auth';
import { listAllHistory } from '../../services/history/list-all-history';
import { findHistoryStatuses } from '../../services/history/find-history-statuses';
import { presentHistoryItem } from '../../services/history/present-history';

const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    authenticated(async (r) => {
      r.get(
        '/history/all',
        { schema: { tags: ['history'], querystring: ZHistoryAllRequest, response: { 200: envelope(ZHistoryAllResponse) } } },
        async (request) => {
          const q = ZHistoryAllRequest.parse(request.query);
          const { rows, total } = await listAllHistory(app.db, actorOf(request), {
            page: q.page,
            pageSize: q.page_size,
            module: q.module,
            search: q.search || undefined,
          });
          return ok({ items: rows.map(presentHistoryItem), total_count: total, total_pages: Math.ceil(total / q.page_size) });
        },
      );
      // The service worker's 10 s status poll for every module but contract review (decision 216).
      r.put(
        '/history/status',
        { schema: { tags: ['history'], body: ZHistoryStatusRequest, response: { 200: envelope(ZHistoryStatusResponse) } } },
        async (request) => {
          const { items } = ZHistoryStatusRequest.parse(request.body);
          const rows = await findHistoryStatuses(app.db, actorOf(request), items);
          return ok({ items: rows.map(presentHistoryItem) });
        },
      );
    }),
  );
};

export default historyRoutes;
