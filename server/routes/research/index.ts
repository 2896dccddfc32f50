/**
 * Legal research calls (api.md "Legal research", under /api/lawdesk/newresearch/api/v1). Thin: validate with
 * common/api/research.ts, call one service with the actor, present the result. Every call needs a session; another
 * user's research and messages are 404. Answers stream through the streaming kit (server/lib/stream).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Messages } from '@common/codes';
import { envelope, ZEmpty } from '@common/api/envelope';
import {
  ZResearchCheckRequest,
  ZResearchCreateRequest,
  ZResearchCreateResponse,
  ZResearchIdRequest,
  ZResearchInfo,
  ZResearchListRequest,
  ZResearchListResponse,
  ZResearchMessageRequest,
  ZResearchRenameRequest,
  ZResearchRetryResponse,
  ZResearchStopResponse,
  ZResearchStreamQuery,
} from '@common/api/research';
import { ok } from '../../lib/envelope';
import { replyIdempotent } from '../../lib/idempotency';
import { sendStream } from '../../lib/stream/sse';
import { actorOf } from '../../plugins/auth';
import { checkResearch } from '../../services/research/check-research';
import { createResearch } from '../../services/research/create-research';
import { deleteResearch } from '../../services/research/delete-research';
import { downloadResearch } from '../../services/research/download-research';
import { findOwnResearchMessage } from '../../services/research/find-own-research';
import { finishAnswer } from '../../services/research/finish-answer';
import { getResearchInfo } from '../../services/research/get-research-info';
import { listResearches } from '../../services/research/list-researches';
import { renameResearch } from '../../services/research/rename-research';
import { RESEARCH_STREAM_KIND, researchDeps } from '../../services/research/research-deps';
import { retryAnswer } from '../../services/research/retry-answer';
import { stopAnswer } from '../../services/research/stop-answer';

const researchRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['research'];
  const security = [{ token: [] }];
  const auth = { preHandler: app.requireAuth };

  app.streams.registerKind(RESEARCH_STREAM_KIND, { finish: finishAnswer });

  app.post('/legal/check', { ...auth, schema: { tags, security, body: ZResearchCheckRequest, response: { 200: envelope(ZEmpty) } } }, async (request) => {
    await checkResearch(app.db, { actor: actorOf(request), question: request.body.question.trim() });
    return ok({});
  });

  app.post('/legal/create', { ...auth, schema: { tags, security, body: ZResearchCreateRequest, response: { 200: envelope(ZResearchCreateResponse) } } }, async (request, reply) => {
    const actor = actorOf(request);
    return replyIdempotent(app.db, request, reply, actor, async () => {
      const created = await createResearch(researchDeps(app, request.log), { actor, question: request.body.question, researchId: request.body.research_id });
      return ok({ research_id: created.researchId, message_id: created.messageId });
    });
  });

  app.get('/legal/research', { ...auth, schema: { tags, security, querystring: ZResearchStreamQuery } }, async (request, reply) => {
    const actor = actorOf(request);
    await findOwnResearchMessage(app.db, { actor, researchId: request.query.research_id, messageId: request.query.message_id });
    await sendStream(request, reply, { hub: app.streams, streamId: request.query.message_id, owner: actor });
  });

  // Stop generation (docs/api-extensions.md: api.md names a stop call for every streamed module).
  app.post('/legal/stop', { ...auth, schema: { tags, security, body: ZResearchMessageRequest, response: { 200: envelope(ZResearchStopResponse) } } }, async (request) =>
    ok(await stopAnswer(researchDeps(app, request.log), { actor: actorOf(request), researchId: request.body.research_id, messageId: request.body.message_id })),
  );

  app.post('/legal/retry', { ...auth, schema: { tags, security, body: ZResearchMessageRequest, response: { 200: envelope(ZResearchRetryResponse) } } }, async (request, reply) => {
    const actor = actorOf(request);
    return replyIdempotent(app.db, request, reply, actor, async () => {
      const retried = await retryAnswer(researchDeps(app, request.log), { actor, researchId: request.body.research_id, messageId: request.body.message_id });
      return ok({ message_id: retried.messageId });
    });
  });

  app.post('/legal/info', { ...auth, schema: { tags, security, body: ZResearchIdRequest, response: { 200: envelope(ZResearchInfo) } } }, async (request) =>
    ok(await getResearchInfo(app.db, { actor: actorOf(request), researchId: request.body.research_id })),
  );

  const list = async (request: { body: { page: number; page_size: number; search?: string } } & Parameters<typeof actorOf>[0]) =>
    ok(await listResearches(app.db, { actor: actorOf(request), page: request.body.page, pageSize: request.body.page_size, search: request.body.search }));
  app.post('/legal/list', { ...auth, schema: { tags, security, body: ZResearchListRequest, response: { 200: envelope(ZResearchListResponse) } } }, list);
  // The spec's path family also names legal/history (spec §7): the same list.
  app.post('/legal/history', { ...auth, schema: { tags, security, body: ZResearchListRequest, response: { 200: envelope(ZResearchListResponse) } } }, list);

  app.put('/legal/detail', { ...auth, schema: { tags, security, body: ZResearchRenameRequest, response: { 200: envelope(ZEmpty) } } }, async (request) => {
    await renameResearch(app.db, { actor: actorOf(request), researchId: request.body.research_id, title: request.body.title });
    return ok({}, Messages.renamed);
  });

  app.delete('/legal/detail', { ...auth, schema: { tags, security, body: ZResearchIdRequest, response: { 200: envelope(ZEmpty) } } }, async (request) => {
    await deleteResearch(researchDeps(app, request.log), { actor: actorOf(request), researchId: request.body.research_id });
    return ok({}, Messages.deleted);
  });

  app.post('/legal/download', { ...auth, schema: { tags, security, body: ZResearchIdRequest } }, async (request, reply) => {
    const file = await downloadResearch(app.db, { actor: actorOf(request), researchId: request.body.research_id });
    reply.header('Content-Type', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    reply.header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`);
    return reply.send(file.bytes);
  });
};

export default researchRoutes;
