/** base/* calls (spec §7 SaaS): version (public), user info (logged in), menus and brand config (per tenant). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZVersionResponse } from '@common/api/auth';
import { ZConfigInfoResponse, ZMenusResponse, ZUserInfoResponse } from '@common/api/base';
import { envelope } from '@common/api/envelope';
import { ok } from '../../lib/envelope';
import { detectSystemTools } from '../../lib/system-tools';
import { actorOf } from '../../plugins/auth';
import { authenticated } from '../../plugins/auth-gate';
import { requestTenant } from '../../plugins/tenants';
import { presentConfigInfo } from '../../presenters/brand';
import { presentMenus } from '../../presenters/menus';
import { presentUserInfo } from '../../presenters/user-info';
import { getUserInfo } from '../../services/base/get-user-info';
import { listMenus } from '../../services/base/list-menus';

const baseRoutes: FastifyPluginAsyncZod<{ readVersion: () => string }> = async (app, { readVersion }) => {
  const tags = ['base'];

  app.get(
    '/base/version',
    { schema: { tags, response: { 200: envelope(ZVersionResponse) } } },
    async (_request, reply) => {
      // The app compares it on navigation (spec §4): a cached answer would hide a new build.
      reply.header('cache-control', 'no-store');
      return ok({ version: readVersion() });
    },
  );

  await app.register(
    authenticated(async (authed) => {
      authed.get(
        '/base/info',
        { schema: { tags, security: [{ token: [] }], response: { 200: envelope(ZUserInfoResponse) } } },
        async (request) =>
          ok(presentUserInfo(await getUserInfo(app.db, { actor: actorOf(request), cache: app.readCaches.reads }))),
      );
    }),
  );

  app.get(
    '/base/menus',
    { schema: { tags, response: { 200: envelope(ZMenusResponse) } } },
    async (request) => {
      const tenant = await requestTenant(request);
      return ok(presentMenus(tenant, listMenus(tenant)));
    },
  );

  app.get(
    '/base/config/info',
    { schema: { tags, response: { 200: envelope(ZConfigInfoResponse) } } },
    async (request) => {
      const features = { doc_conversion: detectSystemTools(app.env).docConversion };
      return ok({ ...presentConfigInfo(await requestTenant(request)), server_features: features });
    },
  );
};

export default baseRoutes;
