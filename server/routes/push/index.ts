/** push/* calls (under /api/lawdesk/saas/api/v1): the VAPID public key, subscribe and unsubscribe this browser. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ZEmpty } from '@common/api/envelope';
import { PUSH_PATHS, ZPushSubscribeRequest, ZPushUnsubscribeRequest, ZVapidPublicKeyResponse } from '@common/api/push';
import { ok } from '../../lib/envelope';
import { actorOf } from '../../plugins/auth';
import { subscribePush } from '../../services/push/subscribe-push';
import { unsubscribePush } from '../../services/push/unsubscribe-push';

const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['push'];
  const authed = { preHandler: app.requireAuth };
  const security = [{ token: [] }];

  // Public by nature: the browser needs it before it can subscribe, and it signs nothing.
  app.get(`/${PUSH_PATHS.vapidPublicKey}`, { schema: { tags, response: { 200: envelope(ZVapidPublicKeyResponse) } } }, async () =>
    ok({ public_key: app.push.vapidPublicKey() }),
  );

  app.post(
    `/${PUSH_PATHS.subscribe}`,
    { ...authed, schema: { tags, security, body: ZPushSubscribeRequest, response: { 200: envelope(ZEmpty) } } },
    async (request) => {
      await subscribePush(app.db, { actor: actorOf(request), subscription: request.body, allowHttp: app.push.allowHttp });
      return ok({});
    },
  );

  app.post(
    `/${PUSH_PATHS.unsubscribe}`,
    { ...authed, schema: { tags, security, body: ZPushUnsubscribeRequest, response: { 200: envelope(ZEmpty) } } },
    async (request) => {
      await unsubscribePush(app.db, { actor: actorOf(request), endpoint: request.body.endpoint });
      return ok({});
    },
  );
};

export default pushRoutes;
