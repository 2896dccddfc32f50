/**
 * Learning and home calls (spec §3, §7; issue 13): base/recommend (public: the home page shows it to visitors),
 * the course catalogue and covers, and the new-user QR popup with its close call (logged in: per user, per day).
 */
import { requestTenant } from '../../plugins/tenants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@common/api/envelope';
import {
  ZClientSettingsResponse,
  ZCourseDetailRequest,
  ZCourseDetailResponse,
  ZCourseListRequest,
  ZCourseListResponse,
  ZPopupRequest,
  ZPopupResponse,
  ZRecommendRequest,
  ZRecommendResponse,
} from '@common/api/learning';
import { OPERATION_BASE, SAAS_BASE } from '@common/api/paths';
import { Errors } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { actorOf } from '../../plugins/auth';
import { COURSE_CATALOGUE } from '../../services/learning/course-catalogue';
import { drawCourseCover } from '../../services/learning/course-cover';
import { getCourse } from '../../services/learning/get-course';
import { listCourses } from '../../services/learning/list-courses';
import { closePopup, getPopup } from '../../services/learning/popup';
import { recommend } from '../../services/learning/recommend';

const COVER_PATH = `${SAAS_BASE}/base/course/cover`;

const learningRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['learning'];
  const popupSettings = { url: app.env.HOME_POPUP_URL, title: app.env.HOME_POPUP_TITLE };

  app.get(
    `${SAAS_BASE}/base/recommend`,
    { schema: { tags, querystring: ZRecommendRequest, response: { 200: envelope(ZRecommendResponse) } } },
    async (request) =>
      ok(recommend({ type: request.query.type, page: request.query.page, pageSize: request.query.page_size, coverBase: COVER_PATH })),
  );

  app.get(
    `${SAAS_BASE}/base/course/list`,
    { schema: { tags, querystring: ZCourseListRequest, response: { 200: envelope(ZCourseListResponse) } } },
    async (request) => ok(listCourses(request.query, COVER_PATH)),
  );

  app.get(
    `${SAAS_BASE}/base/course/detail`,
    { schema: { tags, querystring: ZCourseDetailRequest, response: { 200: envelope(ZCourseDetailResponse) } } },
    async (request) => ok(getCourse(request.query.course_id, COVER_PATH)),
  );

  app.get(
    COVER_PATH,
    { schema: { tags, querystring: ZCourseDetailRequest } },
    async (request, reply) => {
      const course = COURSE_CATALOGUE.find((c) => c.id === request.query.course_id);
      if (!course) throw Errors.notFound();
      reply.header('content-type', 'image/svg+xml; charset=utf-8');
      reply.header('cache-control', 'public, max-age=86400');
      return drawCourseCover(course);
    },
  );

  // Public: the IP is the request's own (request.ip honours TRUST_PROXY's X-Forwarded-For), never a lookup service.
  // Message origins: the tenant's own allow-list (tenants.message_origins) plus the deployment-wide setting.
  app.get(
    `${SAAS_BASE}/base/client`,
    { schema: { tags, response: { 200: envelope(ZClientSettingsResponse) } } },
    async (request) => {
      const tenant = await requestTenant(request);
      const origins = [...new Set([...tenant.messageOrigins, ...app.env.EMBED_MESSAGE_ORIGINS])];
      return ok({ ip: request.ip, environment: app.env.APP_ENV, message_origins: origins });
    },
  );

  // spec §7 names both: base/homepage_popup (SaaS) and operation data/popup/qrcode.
  for (const url of [`${SAAS_BASE}/base/homepage_popup`, `${OPERATION_BASE}/data/popup/qrcode`]) {
    app.get(
      url,
      {
        preHandler: app.requireAuth,
        schema: { tags, security: [{ token: [] }], querystring: ZPopupRequest, response: { 200: envelope(ZPopupResponse) } },
      },
      async (request) =>
        ok(
          await getPopup(app.db, {
            actor: actorOf(request),
            type: request.query.type,
            settings: popupSettings,
            origin: `${request.protocol}://${request.host}`,
          }),
        ),
    );
  }

  // spec §7: GET popup/close with type (and user_id, which the session already gives); POST for clients that prefer it.
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: `${OPERATION_BASE}/popup/close`,
      preHandler: app.requireAuth,
      schema: { tags, security: [{ token: [] }], querystring: ZPopupRequest, response: { 200: envelope(z.object({})) } },
      handler: async (request) => {
        await closePopup(app.db, { actor: actorOf(request), type: request.query.type });
        return ok({});
      },
    });
  }
};

export default learningRoutes;
