/**
 * Accounts and enterprise administration (api.md): payment calls (packages, orders, exchange codes, balance,
 * ledger) under /payment/api/v1, administration under /saas/api/v1/manage (tenant admins only, enforced by the
 * permissions plugin's `admin` resource and again here), /userInfo and /modifyPassword calls, operation events.
 */
import { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AccountMessages, PAYMENT_BASE, QUOTA_MODELS, ZIssueCodes, ZMemberInput, ZRoleInput } from '@common/api/accounts';
import { ZMemberUpdate } from '@common/api/admin';
import { SAAS_BASE } from '@common/api/paths';
import { zDateRange, zSafeText } from '@common/api/safe-input';
import { orders, users } from '../../db/schema/index';
import { Errors } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { ok } from '../../lib/envelope';
import { replyIdempotent } from '../../lib/idempotency';
import { authenticated } from '../../plugins/auth-gate';
import { actorOf } from '../../plugins/auth';
import { changePassword } from '../../services/accounts/change-password';
import { confirmOrder } from '../../services/accounts/confirm-order';
import { createOrder } from '../../services/accounts/create-order';
import { effectivePermissions } from '../../services/accounts/effective-permissions';
import { getBalance } from '../../services/accounts/get-balance';
import { importMembers, memberTemplate } from '../../services/accounts/import-members';
import { isPlatformAdmin } from '../../services/accounts/is-platform-admin';
import { issueExchangeCodes } from '../../services/accounts/issue-exchange-codes';
import { listOrders } from '../../services/accounts/list-orders';
import { listTransactions } from '../../services/accounts/list-transactions';
import { createMember, deleteMember, listMembers, updateMember } from '../../services/accounts/members-admin';
import { PACKAGES } from '../../services/accounts/packages';
import { presentOrder } from '../../services/accounts/present-order';
import { recordEvent } from '../../services/accounts/record-event';
import { redeemExchangeCode } from '../../services/accounts/redeem-exchange-code';
import { deleteRole, listRoles, saveRole } from '../../services/accounts/roles-admin';
import { tenantStats } from '../../services/accounts/tenant-stats';
import { grantQuotas } from '../../services/quota/grant-quotas';

const ZPage = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(10),
};
const ZId = z.object({ id: z.string().uuid() });
const tags = ['accounts'];
const security = [{ token: [] }];

function splitRange(range: string | undefined): { from?: string; to?: string } {
  if (!range) return {};
  const [from, to] = range.split('#');
  return { from: from || undefined, to: to || undefined };
}

/**
 * Sessions just ended by this process must not be answered from its session cache (decision 173) until the
 * database NOTIFY arrives: clear this process's cache now (other processes are evicted by the NOTIFY).
 */
function dropCachedSessions(app: FastifyInstance): void {
  if (app.sessionCache.active) app.sessionCache.setLive(true);
}

/** Tenant admins only (the permissions plugin checks the `admin` resource too; this keeps the rule local). */
function requireTenantAdmin(request: FastifyRequest): void {
  if (!actorOf(request).isAdmin) throw Errors.forbidden();
}

const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/package', { schema: { tags, security } }, async () => ok({ items: PACKAGES }));

  app.post(
    '/to/pay',
    { schema: { tags, security, body: z.object({ package_id: z.string().min(1).max(40) }) } },
    async (request, reply) => {
      const actor = actorOf(request);
      return replyIdempotent(app.db, request, reply, actor, async () =>
        ok(await createOrder(app.db, { actor, packageId: request.body.package_id })),
      );
    },
  );

  app.get('/order/result', { schema: { tags, security, querystring: z.object({ order_id: z.string().uuid() }) } }, async (request) => {
    const actor = actorOf(request);
    const [row] = await app.db.select().from(orders).where(and(eq(orders.id, request.query.order_id), eq(orders.userId, actor.userId)));
    if (!row) throw Errors.notFound('订单不存在');
    return ok(presentOrder(row));
  });

  app.get('/orders', { schema: { tags, security } }, async (request) => ok({ items: await listOrders(app.db, { userId: actorOf(request).userId }) }));

  app.post(
    '/exchange/code',
    { schema: { tags, security, body: z.object({ code: z.string().trim().min(4).max(40) }) } },
    async (request) => ok(await redeemExchangeCode(app.db, { actor: actorOf(request), code: request.body.code })),
  );

  app.post('/exchange/codes', { schema: { tags, security, body: ZIssueCodes } }, async (request) => {
    const actor = actorOf(request);
    if (!(await isPlatformAdmin(app.db, actor, app.env.ADMIN_PHONE))) throw Errors.forbidden(AccountMessages.platformOnly);
    return ok(await issueExchangeCodes(app.db, { actor, ...request.body, quotas: request.body.quotas as Record<string, number> }));
  });

  app.get('/account/balance', { schema: { tags, security } }, async (request) => ok(await getBalance(app.db, { userId: actorOf(request).userId })));

  app.get(
    '/consumption',
    { schema: { tags, security, querystring: z.object({ ...ZPage, model: z.enum(QUOTA_MODELS).optional(), data_range: zDateRange('#').optional() }) } },
    async (request) => {
      const q = request.query;
      return ok(await listTransactions(app.db, { userId: actorOf(request).userId, page: q.page, pageSize: q.page_size, model: q.model, ...splitRange(q.data_range) }));
    },
  );
};

const manageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', async (request) => requireTenantAdmin(request));

  app.get('/manage/users', { schema: { tags, security, querystring: z.object({ ...ZPage, search: zSafeText().pipe(z.string().max(50)).optional() }) } }, async (request) => {
    const q = request.query;
    return ok(await listMembers(app.db, { actor: actorOf(request), page: q.page, pageSize: q.page_size, search: q.search?.trim() || undefined }));
  });
  app.post('/manage/users', { schema: { tags, security, body: ZMemberInput } }, async (request) =>
    ok(await createMember(app.db, { actor: actorOf(request), input: request.body })),
  );
  app.put('/manage/users/:id', { schema: { tags, security, params: ZId, body: ZMemberUpdate } }, async (request) => {
    const member = await updateMember(app.db, { actor: actorOf(request), userId: request.params.id, input: request.body });
    if (member.disabled) dropCachedSessions(app);
    return ok(member);
  });
  app.delete('/manage/users/:id', { schema: { tags, security, params: ZId } }, async (request) => {
    await deleteMember(app.db, { actor: actorOf(request), userId: request.params.id });
    dropCachedSessions(app);
    return ok({});
  });
  app.get('/manage/users/template', { schema: { tags, security } }, async (_request, reply) => {
    reply.header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent('成员导入模板.xlsx')}`);
    return reply.send(await memberTemplate());
  });
  app.post('/manage/users/import', { schema: { tags, security, consumes: ['multipart/form-data'] } }, async (request) => {
    const file = await request.file().catch(() => undefined);
    if (!file) throw Errors.badRequest(AccountMessages.importInvalid);
    const buffer = await file.toBuffer();
    return ok(await importMembers(app.db, { actor: actorOf(request), file: buffer }));
  });
  app.post(
    '/manage/users/:id/quotas',
    { schema: { tags, security, params: ZId, body: z.object({ quotas: z.partialRecord(z.enum(QUOTA_MODELS), z.number()) }) } },
    async (request) => {
      const actor = actorOf(request);
      const [u] = await app.db.select({ id: users.id }).from(users).where(and(eq(users.id, request.params.id), eq(users.tenantId, actor.tenantId)));
      if (!u) throw Errors.notFound('成员不存在');
      await grantQuotas(app.db, { userId: u.id, amounts: request.body.quotas as Record<string, number>, reason: 'grant', byUserId: actor.userId });
      await recordAudit(app.db, { tenantId: actor.tenantId, userId: actor.userId, action: 'quota.grant', target: u.id, details: request.body.quotas });
      return ok({});
    },
  );

  app.get('/manage/roles', { schema: { tags, security } }, async (request) => ok({ items: await listRoles(app.db, { actor: actorOf(request) }) }));
  app.post('/manage/roles', { schema: { tags, security, body: ZRoleInput } }, async (request) =>
    ok(await saveRole(app.db, { actor: actorOf(request), input: request.body })),
  );
  app.put('/manage/roles/:id', { schema: { tags, security, params: ZId, body: ZRoleInput } }, async (request) =>
    ok(await saveRole(app.db, { actor: actorOf(request), roleId: request.params.id, input: request.body })),
  );
  app.delete('/manage/roles/:id', { schema: { tags, security, params: ZId } }, async (request) => {
    await deleteRole(app.db, { actor: actorOf(request), roleId: request.params.id });
    return ok({});
  });

  // can_issue_codes: the page offers the exchange-code batch only to the platform admin (the one who may issue).
  app.get('/manage/orders', { schema: { tags, security } }, async (request) => {
    const actor = actorOf(request);
    return ok({ items: await listOrders(app.db, { tenantId: actor.tenantId }), can_issue_codes: await isPlatformAdmin(app.db, actor, app.env.ADMIN_PHONE) });
  });
  app.post('/manage/orders/:id/confirm', { schema: { tags, security, params: ZId } }, async (request) =>
    ok(await confirmOrder(app.db, { actor: actorOf(request), orderId: request.params.id })),
  );

  // /manage/login-config moved to server/routes/admin (issue 12 /loginConfig: logo upload, login methods).
  app.get('/manage/audit', { schema: { tags, security, querystring: z.object(ZPage) } }, async (request) => {
    const { listAudit } = await import('../../services/accounts/list-audit');
    return ok(await listAudit(app.db, { tenantId: actorOf(request).tenantId, page: request.query.page, pageSize: request.query.page_size }));
  });

  app.get('/tenant/stats', { schema: { tags, security, querystring: z.object({ data_range: zDateRange('#').optional() }) } }, async (request) =>
    ok(await tenantStats(app.db, { actor: actorOf(request), ...splitRange(request.query.data_range) })),
  );
};

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/user/permissions', { schema: { tags, security } }, async (request) =>
    ok(await effectivePermissions(app.db, actorOf(request))),
  );
  app.post(
    '/user/password',
    { schema: { tags, security, body: z.object({ current_password: z.string().max(128).default(''), new_password: z.string().min(8, '新密码至少8位').max(128) }) } },
    async (request) => {
      await changePassword(app.db, { actor: actorOf(request), current: request.body.current_password, next: request.body.new_password });
      dropCachedSessions(app);
      return ok({}, AccountMessages.passwordChanged);
    },
  );
};

/** Public: operation / data / point events with the anonymous visitor id (actor attached when logged in). */
const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/operation/event',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags,
        body: z.object({
          visitor_id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
          kind: z.enum(['operation', 'data', 'point']),
          name: zSafeText().pipe(z.string().min(1).max(60)),
          payload: z.record(z.string(), z.union([z.string().max(200), z.number(), z.boolean(), z.null()])).default({}),
        }),
      },
    },
    async (request) => {
      await app.requireAuth(request, undefined as never).catch(() => undefined);
      const tenantId = request.actor?.tenantId ?? null;
      await recordEvent(app.db, { tenantId, userId: request.actor?.userId ?? null, visitorId: request.body.visitor_id, kind: request.body.kind, name: request.body.name, payload: request.body.payload });
      return ok({});
    },
  );
};

/** Registers every accounts route under its base path. */
export default async function accountsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(authenticated(paymentRoutes), { prefix: PAYMENT_BASE });
  await app.register(authenticated(manageRoutes), { prefix: SAAS_BASE });
  await app.register(authenticated(userRoutes), { prefix: SAAS_BASE });
  await app.register(eventRoutes, { prefix: SAAS_BASE });
}
