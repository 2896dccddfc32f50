/**
 * File Q&A calls (api.md "Files: Q&A and due diligence", under /api/lawdesk/document/api/v1). Thin: validate with
 * common/api/document.ts, call one service with the actor, present the result. Every call needs a session; another
 * user's files, conversations and messages are 404. Answers stream through the streaming kit (server/lib/stream).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Messages } from '@common/codes';
import { envelope, ZEmpty } from '@common/api/envelope';
import {
  ZCreateQaRequest,
  ZCreateQaResponse,
  ZDeleteRequest,
  ZFileQuery,
  ZFileStatusRequest,
  ZFileStatusResponse,
  ZFileTextResponse,
  ZFollowUpRequest,
  ZFollowUpResponse,
  ZQaDetail,
  ZQaListQuery,
  ZQaListResponse,
  ZRenameRequest,
  ZRetryRequest,
  ZSampleResponse,
  ZStopRequest,
  ZStreamQuery,
  ZTaskQuery,
} from '@common/api/document';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { replyIdempotent } from '../../lib/idempotency';
import { sendStream } from '../../lib/stream/sse';
import { actorOf } from '../../plugins/auth';
import { getFileStatuses } from '../../services/document/get-file-statuses';
import { getFileText } from '../../services/document/get-file-text';
import { documentDeps } from '../../services/document/document-deps';
import { askFollowUp } from '../../services/document/qa/ask-follow-up';
import { createQaTask } from '../../services/document/qa/create-qa-task';
import { deleteQaTask } from '../../services/document/qa/delete-qa-task';
import { findOwnMessage } from '../../services/document/qa/find-own-task';
import { finishAnswer } from '../../services/document/qa/finish-answer';
import { getQaDetail } from '../../services/document/qa/get-qa-detail';
import { listQaTasks } from '../../services/document/qa/list-qa-tasks';
import { QA_STREAM_KIND, qaDeps } from '../../services/document/qa/qa-deps';
import { renameQaTask } from '../../services/document/qa/rename-qa-task';
import { retryAnswer } from '../../services/document/qa/retry-answer';
import { stopAnswer } from '../../services/document/qa/stop-answer';
import { ensureSampleTask } from '../../services/document/sample/ensure-sample-task';
import { registerUpload } from './upload-handler';

const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['document'];
  const security = [{ token: [] }];
  const auth = { preHandler: app.requireAuth };

  app.streams.registerKind(QA_STREAM_KIND, { finish: finishAnswer });

  registerUpload(app, 'document', tags);

  app.get('/files/text', { ...auth, schema: { tags, security, querystring: ZFileQuery, response: { 200: envelope(ZFileTextResponse) } } }, async (request) =>
    ok(await getFileText(app.db, { actor: actorOf(request), fileId: request.query.file_id })),
  );

  app.post('/files/status', { ...auth, schema: { tags, security, body: ZFileStatusRequest, response: { 200: envelope(ZFileStatusResponse) } } }, async (request) =>
    ok({ items: await getFileStatuses(app.db, { actor: actorOf(request), fileIds: request.body.file_ids }) }),
  );

  app.post('/tasks', { ...auth, schema: { tags, security, body: ZCreateQaRequest, response: { 200: envelope(ZCreateQaResponse) } } }, async (request, reply) => {
    const actor = actorOf(request);
    return replyIdempotent(app.db, request, reply, actor, async () => {
      const created = await createQaTask(qaDeps(app, request.log), { actor, fileIds: request.body.file_ids, question: request.body.question });
      return ok({ task_id: created.taskId, message_id: created.messageId });
    });
  });

  app.post('/tasks/update', { ...auth, schema: { tags, security, body: ZFollowUpRequest, response: { 200: envelope(ZFollowUpResponse) } } }, async (request, reply) => {
    const actor = actorOf(request);
    return replyIdempotent(app.db, request, reply, actor, async () => {
      const asked = await askFollowUp(qaDeps(app, request.log), { actor, taskId: request.body.task_id, question: request.body.question });
      return ok({ message_id: asked.messageId });
    });
  });

  app.get('/tasks/stream', { ...auth, schema: { tags, security, querystring: ZStreamQuery } }, async (request, reply) => {
    const actor = actorOf(request);
    await findOwnMessage(app.db, { actor, taskId: request.query.task_id, messageId: request.query.message_id });
    await sendStream(request, reply, { hub: app.streams, streamId: request.query.message_id, owner: actor });
  });

  const stop = { ...auth, schema: { tags, security, body: ZStopRequest, response: { 200: envelope(z.object({ stopped: z.boolean() })) } } };
  const stopHandler = async (request: { body: z.infer<typeof ZStopRequest> } & Parameters<typeof actorOf>[0]) =>
    ok(await stopAnswer(qaDeps(app, request.log), { actor: actorOf(request), taskId: request.body.task_id, messageId: request.body.message_id }));
  app.post('/tasks/stop', stop, stopHandler);
  // The spec's assistant family names the stop call api/file-assistant/stop.
  app.post('/file-assistant/stop', stop, stopHandler);

  app.post('/tasks/retry', { ...auth, schema: { tags, security, body: ZRetryRequest, response: { 200: envelope(ZFollowUpResponse) } } }, async (request, reply) => {
    const actor = actorOf(request);
    return replyIdempotent(app.db, request, reply, actor, async () => {
      const retried = await retryAnswer(qaDeps(app, request.log), { actor, taskId: request.body.task_id, messageId: request.body.message_id });
      return ok({ message_id: retried.messageId });
    });
  });

  app.get('/tasks/detail', { ...auth, schema: { tags, security, querystring: ZTaskQuery, response: { 200: envelope(ZQaDetail) } } }, async (request) =>
    ok(await getQaDetail(app.db, { actor: actorOf(request), taskId: request.query.task_id })),
  );

  app.get('/history/tasks/list', { ...auth, schema: { tags, security, querystring: ZQaListQuery, response: { 200: envelope(ZQaListResponse) } } }, async (request) => {
    const { page, page_size, search } = request.query;
    const listed = await listQaTasks(app.db, { actor: actorOf(request), page, pageSize: page_size, search });
    return ok({ items: listed.items, total_count: listed.total, total_pages: listed.totalPages });
  });

  app.put('/tasks', { ...auth, schema: { tags, security, body: ZRenameRequest, response: { 200: envelope(ZEmpty) } } }, async (request) => {
    await renameQaTask(app.db, { actor: actorOf(request), taskId: request.body.task_id, title: request.body.title });
    return ok({}, Messages.renamed);
  });

  app.delete('/tasks', { ...auth, schema: { tags, security, body: ZDeleteRequest, response: { 200: envelope(ZEmpty) } } }, async (request) => {
    await deleteQaTask(app.db, { actor: actorOf(request), taskId: request.body.task_id });
    return ok({}, Messages.deleted);
  });

  app.get('/tasks/sample', { ...auth, schema: { tags, security, response: { 200: envelope(ZSampleResponse) } } }, async (request) => {
    const sample = await ensureSampleTask(documentDeps(app, request.log), { actor: actorOf(request) });
    return ok({ task_id: sample.taskId });
  });
};

export default documentRoutes;
