/**
 * buildApp(options) -> a ready-to-listen Fastify instance (style.md "From fastify/demo"): external plugins first,
 * then the app's own (db, tenants, auth, xsrf, storage, queue), then routes and the web app. main.ts listens;
 * tests call app.inject() and never listen.
 */
import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { CONTRACT_BASE, SAAS_BASE } from '@common/api/envelope';
import { DOCUMENT_BASE, TRACE_BASE } from '@common/api/document';
import { DRAFT_BASE } from '@common/api/draft';
import { CHAT_BASE } from '@common/api/chat';
import { FUXI_BASE } from '@common/api/search';
import { RESEARCH_BASE } from '@common/api/research';
import { MAX_UPLOAD_BYTES } from '@common/limits';
import type { TEnv, TServiceName } from './env';
import { Errors } from './lib/app-error';
import { createAppMetrics } from './lib/metrics';
import authPlugin from './plugins/auth';
import permissionsPlugin from './plugins/permissions';
import dbPlugin from './plugins/db';
import docsPlugin from './plugins/docs';
import errorEnvelopePlugin from './plugins/error-envelope';
import inputGuardPlugin from './plugins/input-guard';
import queuePlugin from './plugins/queue';
import storagePlugin from './plugins/storage';
import streamsPlugin from './plugins/streams';
import tenantsPlugin from './plugins/tenants';
import webAppPlugin from './plugins/web-app';
import xsrfPlugin from './plugins/xsrf';
import pushPlugin from './push/plugin';
import securityHeadersPlugin from './plugins/security-headers';
import opsRoutes from './routes/ops/index';
import accountsRoutes from './routes/accounts/index';
import adminRoutes from './routes/admin/index';
import companyRoutes from './routes/company/index';
import authRoutes from './routes/auth/index';
import baseRoutes from './routes/base/index';
import contractRoutes from './routes/contract/index';
import documentRoutes from './routes/document/index';
import traceRoutes from './routes/trace/index';
import draftRoutes from './routes/draft/index';
import chatRoutes from './routes/chat/index';
import learningRoutes from './routes/learning/index';
import translationRoutes from './routes/translation/index';
import playbookRoutes from './routes/playbook/index';
import pushRoutes from './routes/push/index';
import searchRoutes from './routes/search/index';
import researchRoutes from './routes/research/index';
import historyRoutes from './routes/history/index';
import { createVersionReader } from './services/base/read-version';

export type TBuildAppOptions = {
  env: TEnv;
  /** Which services this process runs (default env.SERVICES): 'api' serves HTTP, 'worker' runs jobs. */
  services?: readonly TServiceName[];
  /** PGlite data directory override ('memory://' in tests); DATA_DIR/pglite by default. */
  pgliteDir?: string;
  /** A PGlite data-directory dump to start from (tests reuse one migrated template). */
  pgliteTemplate?: Blob;
  /** Pino options, or false for no logs. Default: LOG_LEVEL with tokens and cookies redacted. */
  logger?: FastifyServerOptions['logger'];
  /** Where one-time secrets (the generated admin password) are printed. Default: stdout. */
  print?: (line: string) => void;
};

/** JSON request bodies above this are refused with 400 (uploads go through multipart with their own limit). */
export const JSON_BODY_LIMIT = 1024 * 1024;

/** Strips session tokens from URLs before they reach a log line (?ntoken=..., api.md). */
export function redactUrl(url: string): string {
  return url.replace(/([?&]ntoken=)[^&#]*/gi, '$1[redacted]');
}

function defaultLogger(env: TEnv): FastifyServerOptions['logger'] {
  return {
    level: env.LOG_LEVEL,
    redact: {
      paths: [
        'req.headers.token',
        'req.headers.cookie',
        'req.headers["x-xsrf-token"]',
        'res.headers["set-cookie"]',
        'headers.token',
        'headers.cookie',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
      }),
    },
  };
}

export async function buildApp(options: TBuildAppOptions): Promise<FastifyInstance> {
  const { env } = options;
  const services = new Set(options.services ?? env.SERVICES);
  const serveApi = services.has('api');

  const app = Fastify({
    logger: options.logger ?? defaultLogger(env),
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: env.TRUST_PROXY,
    // One log line per request (onResponse below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // The very first start initializes PGlite's data directory (initdb, seconds on a busy machine).
    pluginTimeout: 120_000,
    routerOptions: { ignoreTrailingSlash: true },
    // Request ids (decision 172): a proxy's X-Request-Id is kept (one id across hops), else a UUID; every log line
    // of the request carries it as reqId and the answer echoes it.
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Clients that POST with Content-Type JSON and no body (logout) get "no body", not a 400; anything else is
  // parsed by Fastify's own parser (with its prototype-poisoning protection).
  const defaultJsonParser = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' || (typeof body === 'string' && body.trim() === '')) return done(null, undefined);
    return defaultJsonParser(request, body as string, done);
  });

  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: redactUrl(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });

  await app.register(errorEnvelopePlugin);
  await app.register(securityHeadersPlugin);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Prometheus (decision 172): the gauges read the shared database at scrape time (app.queue exists by then).
  const metrics = env.METRICS_ENABLED
    ? createAppMetrics({ query: async (q) => (await app.queue.boss.getDb().executeSql(q)).rows as Record<string, unknown>[] })
    : null;
  if (metrics) {
    app.addHook('onResponse', async (request, reply) => {
      metrics.observeRequest(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
    });
  }
  // NUL / control characters in any query, path parameter or JSON body: 400 before any route (decision 181).
  await app.register(inputGuardPlugin);

  // External plugins.
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: () => Errors.tooManyRequests(),
  });
  await app.register(fastifyMultipart, {
    // Encrypted uploads carry a small header, padding and tag on top of the 100 MB plaintext limit.
    limits: { fileSize: MAX_UPLOAD_BYTES + 64 * 1024, files: 1, fields: 20, fieldSize: 64 * 1024 },
  });
  const readVersion = createVersionReader(env.PUBLIC_DIR);
  if (serveApi) await app.register(docsPlugin, { version: readVersion() });

  // The app's own plugins.
  await app.register(dbPlugin, {
    env,
    pgliteDir: options.pgliteDir,
    pgliteTemplate: options.pgliteTemplate,
    print: options.print ?? ((line) => process.stdout.write(`${line}\n`)),
  });
  await app.register(tenantsPlugin);
  await app.register(authPlugin, { env });
  // Roles on every module's routes (issue 12): registered before any route so its onRoute hook sees them all.
  await app.register(permissionsPlugin);
  await app.register(xsrfPlugin);
  await app.register(storagePlugin, { env });
  await app.register(queuePlugin, { env, runWorkers: services.has('worker') });
  await app.register(pushPlugin, { env });
  await app.register(streamsPlugin);

  // Routes.
  if (serveApi) {
    await app.register(opsRoutes, { metrics });
    await app.register(authRoutes, { prefix: SAAS_BASE });
    await app.register(baseRoutes, { prefix: SAAS_BASE, readVersion });
    await app.register(pushRoutes, { prefix: SAAS_BASE });
    await app.register(contractRoutes, { prefix: CONTRACT_BASE });
    await app.register(playbookRoutes, { prefix: CONTRACT_BASE });
    await app.register(documentRoutes, { prefix: DOCUMENT_BASE });
    await app.register(traceRoutes, { prefix: TRACE_BASE });
    await app.register(draftRoutes, { prefix: DRAFT_BASE });
    await app.register(chatRoutes, { prefix: CHAT_BASE });
    await app.register(searchRoutes, { prefix: FUXI_BASE });
    await app.register(researchRoutes, { prefix: RESEARCH_BASE });
    await app.register(historyRoutes, { prefix: SAAS_BASE });
    await app.register(learningRoutes);
    await app.register(translationRoutes);
    await app.register(accountsRoutes);
    // Enterprise admin pages: login page, enterprise info, data dashboard, data points (issue 12 item 2).
    await app.register(adminRoutes);
    await app.register(companyRoutes, { prefix: FUXI_BASE });
    await app.register(webAppPlugin, { publicDir: env.PUBLIC_DIR });
  }
  return app;
}
