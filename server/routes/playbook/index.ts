/**
 * Firm playbooks under /api/lawdesk/contract/api/v1/playbook (docs/decisions/106). For the tenant's admins
 * only: the admin check runs before the body is validated, so anyone else gets 403 没有权限执行该操作 whatever they
 * send. Thin: validate with common/api/playbook.ts, call one service with the actor, present.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ZEmpty } from '@common/api/envelope';
import {
  PlaybookMessages,
  ZCreateCustomCheckRequest,
  ZCustomCheckResponse,
  ZDeleteCustomCheckRequest,
  ZPlaybookHistoryQuery,
  ZPlaybookHistoryResponse,
  ZPlaybookQuery,
  ZPlaybookResponse,
  ZUpdateCheckRequest,
  ZUpdateCheckResponse,
  ZUpdateCustomCheckRequest,
} from '@common/api/playbook';
import { ok } from '../../lib/envelope';
import { replyIdempotent } from '../../lib/idempotency';
import { actorOf } from '../../plugins/auth';
import { presentBuiltinCheck, presentCustomCheck, presentHistoryItem, presentScope } from '../../presenters/playbook';
import { createCustomCheck } from '../../services/playbook/create-custom-check';
import { deleteCustomCheck } from '../../services/playbook/delete-custom-check';
import { getPlaybook } from '../../services/playbook/get-playbook';
import { listPlaybookHistory } from '../../services/playbook/list-playbook-history';
import { requirePlaybookAdmin } from '../../services/playbook/playbook-guards';
import { playbookCorpus } from '../../services/playbook/resolve-legal-basis';
import { updateCheck } from '../../services/playbook/update-check';
import { updateCustomCheck } from '../../services/playbook/update-custom-check';

const playbookRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['playbook'];
  const security = [{ token: [] }];
  const adminOnly = { preValidation: [app.requireAuth, requirePlaybookAdmin] };

  app.get(
    '/playbook',
    { ...adminOnly, schema: { tags, security, querystring: ZPlaybookQuery, response: { 200: envelope(ZPlaybookResponse) } } },
    async (request) => {
      const view = await getPlaybook(app.db, { actor: actorOf(request), categoryId: request.query.category_id });
      const corpus = playbookCorpus();
      return ok({
        category: presentScope(view.scope),
        categories: view.scopes.map(presentScope),
        checks: view.checks.map(presentBuiltinCheck),
        custom_checks: view.custom.map((c) => presentCustomCheck(c, corpus)),
      });
    },
  );

  app.put(
    '/playbook/check',
    { ...adminOnly, schema: { tags, security, body: ZUpdateCheckRequest, response: { 200: envelope(ZUpdateCheckResponse) } } },
    async (request, reply) => {
      const actor = actorOf(request);
      return replyIdempotent(app.db, request, reply, actor, async () => {
        const { check_id, enabled, level } = request.body;
        const updated = await updateCheck(app.db, { actor, checkId: check_id, enabled, level });
        return ok({ check: presentBuiltinCheck(updated) }, PlaybookMessages.saved);
      });
    },
  );

  app.post(
    '/playbook/custom',
    { ...adminOnly, schema: { tags, security, body: ZCreateCustomCheckRequest, response: { 200: envelope(ZCustomCheckResponse) } } },
    async (request, reply) => {
      const actor = actorOf(request);
      return replyIdempotent(app.db, request, reply, actor, async () => {
        const corpus = playbookCorpus();
        const created = await createCustomCheck(app.db, { actor, fields: request.body, corpus });
        return ok({ custom_check: presentCustomCheck(created, corpus) }, PlaybookMessages.created);
      });
    },
  );

  app.put(
    '/playbook/custom',
    { ...adminOnly, schema: { tags, security, body: ZUpdateCustomCheckRequest, response: { 200: envelope(ZCustomCheckResponse) } } },
    async (request, reply) => {
      const actor = actorOf(request);
      return replyIdempotent(app.db, request, reply, actor, async () => {
        const { id, ...changes } = request.body;
        const corpus = playbookCorpus();
        const updated = await updateCustomCheck(app.db, { actor, id, changes, corpus });
        return ok({ custom_check: presentCustomCheck(updated, corpus) }, PlaybookMessages.saved);
      });
    },
  );

  app.delete(
    '/playbook/custom',
    { ...adminOnly, schema: { tags, security, body: ZDeleteCustomCheckRequest, response: { 200: envelope(ZEmpty) } } },
    async (request, reply) => {
      const actor = actorOf(request);
      return replyIdempotent(app.db, request, reply, actor, async () => {
        await deleteCustomCheck(app.db, { actor, id: request.body.id });
        return ok({}, PlaybookMessages.deleted);
      });
    },
  );

  app.get(
    '/playbook/history',
    { ...adminOnly, schema: { tags, security, querystring: ZPlaybookHistoryQuery, response: { 200: envelope(ZPlaybookHistoryResponse) } } },
    async (request) => {
      const page = await listPlaybookHistory(app.db, { actor: actorOf(request), query: request.query });
      return ok({ items: page.rows.map(presentHistoryItem), total_count: page.total, total_pages: page.totalPages });
    },
  );
};

export default playbookRoutes;
