/**
 * Auth calls (api.md "Auth", under /api/lawdesk/saas/api/v1). Thin: validate with common/api, call one
 * service, answer the envelope. Login endpoints also carry a per-IP rate limit (LOGIN_RATE_LIMIT_PER_MINUTE).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Messages } from '@common/codes';
import {
  ZCodeLoginRequest,
  ZFileKeyResponse,
  ZLoginResult,
  ZPasswordLoginRequest,
  ZSendCodeRequest,
  ZSendCodeResponse,
  ZTokenLoginRequest,
  ZWhiteLoginRequest,
  ZWhitePhoneLoginRequest,
} from '@common/api/auth';
import { envelope, ZEmpty } from '@common/api/envelope';
import { ok } from '../../lib/envelope';
import { recordAudit } from '../../lib/audit';
import { actorOf } from '../../plugins/auth';
import { requestTenant } from '../../plugins/tenants';
import { sendLoginCode } from '../../services/auth/send-login-code';
import { loginWithCode } from '../../services/auth/login-with-code';
import { loginWithPassword } from '../../services/auth/login-with-password';
import { loginWithWhiteList } from '../../services/auth/login-with-white-list';
import { loginWithZizhuToken } from '../../services/auth/login-with-zizhu-token';
import { loginWithWhitePhone } from '../../services/auth/login-with-white-phone';
import { logout } from '../../services/auth/logout';
import { presentFileKeys } from '../../presenters/file-keys';
import { assertLoginMethod } from '../../services/admin/assert-login-method';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const perIp = { rateLimit: { max: app.env.LOGIN_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };
  const tags = ['auth'];

  app.post(
    '/auth/code',
    {
      config: perIp,
      schema: { tags, body: ZSendCodeRequest, response: { 200: envelope(ZSendCodeResponse) } },
    },
    async (request) => {
      const tenant = await requestTenant(request);
      assertLoginMethod(tenant, 'code');
      await sendLoginCode(
        { db: app.db, sms: app.sms, codeKey: app.authKeys.smsCode },
        { tenantId: tenant.id, phone: request.body.phone },
      );
      return ok({}, Messages.codeSent);
    },
  );

  app.post(
    '/auth/code/login',
    { config: perIp, schema: { tags, body: ZCodeLoginRequest, response: { 200: envelope(ZLoginResult) } } },
    async (request) => {
      const tenant = await requestTenant(request);
      assertLoginMethod(tenant, 'code');
      const result = await loginWithCode(
        { db: app.db, codeKey: app.authKeys.smsCode, startingQuotas: app.env.QUOTA_NEW_USER },
        { tenantId: tenant.id, phone: request.body.phone, code: request.body.code },
      );
      await recordAudit(
        app.db,
        { tenantId: tenant.id, userId: null, action: 'login.code', target: request.body.phone },
        request.log,
      );
      return ok(result);
    },
  );

  app.post(
    '/auth/password/login',
    {
      config: perIp,
      schema: { tags, body: ZPasswordLoginRequest, response: { 200: envelope(ZLoginResult) } },
    },
    async (request) => {
      const tenant = await requestTenant(request);
      assertLoginMethod(tenant, 'password');
      const result = await loginWithPassword(app.db, { tenantId: tenant.id, ...request.body });
      await recordAudit(
        app.db,
        { tenantId: tenant.id, userId: null, action: 'login.password', target: request.body.account },
        request.log,
      );
      return ok(result);
    },
  );

  app.post(
    '/auth/white/login',
    { config: perIp, schema: { tags, body: ZWhiteLoginRequest, response: { 200: envelope(ZLoginResult) } } },
    async (request) => {
      const tenant = await requestTenant(request);
      const result = await loginWithWhiteList(app.db, { tenant, externalUserId: request.body.user_id });
      await recordAudit(
        app.db,
        { tenantId: tenant.id, userId: null, action: 'login.white', target: request.body.user_id },
        request.log,
      );
      return ok(result);
    },
  );

  app.post(
    '/auth/white',
    { config: perIp, schema: { tags, body: ZWhitePhoneLoginRequest, response: { 200: envelope(ZLoginResult) } } },
    async (request) => {
      const tenant = await requestTenant(request);
      const result = await loginWithWhitePhone(app.db, { tenant, phone: request.body.phone });
      await recordAudit(
        app.db,
        { tenantId: tenant.id, userId: null, action: 'login.white_phone', target: request.body.phone },
        request.log,
      );
      return ok(result);
    },
  );

  app.post(
    '/auth/zizhu/login',
    { config: perIp, schema: { tags, body: ZTokenLoginRequest, response: { 200: envelope(ZLoginResult) } } },
    async (request) => {
      const tenant = await requestTenant(request);
      const result = await loginWithZizhuToken(
        { db: app.db, tokenKey: app.authKeys.zizhuToken, startingQuotas: app.env.QUOTA_NEW_USER },
        { tenant, token: request.body.token },
      );
      await recordAudit(app.db, { tenantId: tenant.id, userId: null, action: 'login.token' }, request.log);
      return ok(result);
    },
  );

  app.post(
    '/auth/logout',
    {
      preHandler: app.requireAuth,
      schema: { tags, security: [{ token: [] }], response: { 200: envelope(ZEmpty) } },
    },
    async (request) => {
      const actor = actorOf(request);
      await logout(app.db, { actor });
      await recordAudit(
        app.db,
        { tenantId: actor.tenantId, userId: actor.userId, action: 'logout' },
        request.log,
      );
      return ok({});
    },
  );

  app.get(
    '/auth/file-key',
    {
      preHandler: app.requireAuth,
      schema: { tags, security: [{ token: [] }], response: { 200: envelope(ZFileKeyResponse) } },
    },
    async (request, reply) => {
      // Key material: never cached by a browser or proxy.
      reply.header('cache-control', 'no-store');
      return ok(presentFileKeys(app.env.SECRET_KEY, actorOf(request)));
    },
  );
};

export default authRoutes;
