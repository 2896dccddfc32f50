/**
 * Enterprise admin pages (issue 12 item 2; docs/api-extensions.md "Enterprise admin"): the login page settings
 * (/loginConfig), enterprise information (/enterpriseInfo), the data dashboard (/dataDashboard) under
 * saas/api/v1/manage (the permissions plugin maps that prefix to the `admin` resource: tenant admins only), the
 * tenant's login logo (public: the login page shows it before anyone logs in) and the spec's data points
 * (operation/api/v1/data/point, public: visitors are counted by their anonymous id). Roles, members and the audit
 * log are served by server/routes/accounts.
 */
import { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDataPoint, ZEnterpriseInfoInput, ZEnterprisePlanInput, ZLoginConfigInput, AdminMessages } from '@common/api/admin';
import { OPERATION_BASE, SAAS_BASE } from '@common/api/paths';
import { zDateRange } from '@common/api/safe-input';
import { Errors } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { authenticated } from '../../plugins/auth-gate';
import { actorOf } from '../../plugins/auth';
import { requestTenant } from '../../plugins/tenants';
import { isPlatformAdmin } from '../../services/accounts/is-platform-admin';
import { recordEvent } from '../../services/accounts/record-event';
import { dashboardStats } from '../../services/admin/dashboard-stats';
import { getEnterpriseInfo } from '../../services/admin/get-enterprise-info';
import { getLoginConfig } from '../../services/admin/get-login-config';
import { readLoginLogo } from '../../services/admin/read-login-logo';
import { updateEnterpriseInfo } from '../../services/admin/update-enterprise-info';
import { updateEnterprisePlan } from '../../services/admin/update-enterprise-plan';
import { updateLoginConfig } from '../../services/admin/update-login-config';

const tags = ['admin'];
const security = [{ token: [] }];

/** Tenant admins only (the permissions plugin checks the `admin` resource too; this keeps the rule local). */
function requireTenantAdmin(request: FastifyRequest): void {
  if (!actorOf(request).isAdmin) throw Errors.forbidden();
}

function splitRange(range: string | undefined): { from?: string; to?: string } {
  if (!range) return {};
  const [from, to] = range.split('#');
  return { from: from || undefined, to: to || undefined };
}

const manageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', async (request) => requireTenantAdmin(request));
  const platformAdmin = (request: FastifyRequest) => isPlatformAdmin(app.db, actorOf(request), app.env.ADMIN_PHONE);

  app.get('/manage/login-config', { schema: { tags, security } }, async (request) => ok(await getLoginConfig(app.db, { actor: actorOf(request) })));
  app.put('/manage/login-config', { schema: { tags, security, body: ZLoginConfigInput } }, async (request) => {
    const saved = await updateLoginConfig(app.db, { actor: actorOf(request), input: request.body });
    // The login dialog reads the tenant from the in-memory directory: without this it shows the old page for 10 s.
    app.tenants.invalidate();
    return ok(saved, AdminMessages.saved);
  });

  app.get('/manage/enterprise', { schema: { tags, security } }, async (request) =>
    ok(await getEnterpriseInfo(app.db, { actor: actorOf(request), canEditPlan: await platformAdmin(request) })),
  );
  app.put('/manage/enterprise', { schema: { tags, security, body: ZEnterpriseInfoInput } }, async (request) => {
    const actor = actorOf(request);
    await updateEnterpriseInfo(app.db, { actor, input: request.body });
    app.tenants.invalidate();
    return ok(await getEnterpriseInfo(app.db, { actor, canEditPlan: await platformAdmin(request) }), AdminMessages.saved);
  });
  app.put(
    '/manage/enterprise/plan',
    { schema: { tags, security, body: ZEnterprisePlanInput.extend({ tenant_id: z.string().uuid().optional() }) } },
    async (request) => {
      if (!(await platformAdmin(request))) throw Errors.forbidden(AdminMessages.platformOnly);
      const actor = actorOf(request);
      const { tenant_id, ...input } = request.body;
      await updateEnterprisePlan(app.db, { actor, tenantId: tenant_id ?? actor.tenantId, input });
      return ok({}, AdminMessages.saved);
    },
  );

  app.get('/manage/dashboard', { schema: { tags, security, querystring: z.object({ data_range: zDateRange('#').optional() }) } }, async (request) =>
    ok(await dashboardStats(app.db, { actor: actorOf(request), ...splitRange(request.query.data_range) })),
  );
};

const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/login-logo/:tenantId', { schema: { tags, params: z.object({ tenantId: z.string().uuid() }) } }, async (request, reply) => {
    const logo = await readLoginLogo(app.db, { tenantId: request.params.tenantId });
    if (!logo) throw Errors.notFound('该企业没有上传登录页图标');
    // The URL carries ?v=<hash of the bytes>: a new logo is a new URL, so this one may be cached for long.
    reply.header('cache-control', 'public, max-age=86400');
    reply.header('content-type', logo.type);
    reply.header('x-content-type-options', 'nosniff');
    return reply.send(logo.bytes);
  });
};

/** spec §7 getPoint: the web app's operation / data / point events, tied to the visitor's anonymous id. */
const operationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/data/point',
    { config: { rateLimit: { max: 600, timeWindow: '1 minute' } }, schema: { tags, body: ZDataPoint } },
    async (request) => {
      // Logged in or not: a visitor counts for the tenant whose site they are on (Domain header, else Host).
      await app.requireAuth(request, undefined as never).catch(() => undefined);
      const actor = request.actor;
      const tenantId = actor?.tenantId ?? (await requestTenant(request)).id;
      const visitorId = request.body.visitor_id ?? (actor ? `user-${actor.userId}` : 'anonymous');
      await recordEvent(app.db, {
        tenantId,
        userId: actor?.userId ?? null,
        visitorId,
        kind: request.body.kind,
        name: request.body.exec_models,
        payload: request.body.payload,
      });
      return ok({});
    },
  );
};

/** Registers the enterprise admin routes under their base paths. */
export default async function adminRoutes(app: FastifyInstance): Promise<void> {
  await app.register(authenticated(manageRoutes), { prefix: SAAS_BASE });
  await app.register(publicRoutes, { prefix: SAAS_BASE });
  await app.register(operationRoutes, { prefix: OPERATION_BASE });
}
