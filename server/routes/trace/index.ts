/**
 * Due diligence calls (api.md "Files: Q&A and due diligence", under /api/lawdesk/trace/api/v1). Thin: validate with
 * common/api/trace.ts, call one service with the actor, present the result. Another user's tables are 404.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Messages } from '@common/codes';
import { envelope, ZEmpty } from '@common/api/envelope';
import {
  ZCreateTraceRequest,
  ZCreateTraceResponse,
  ZTemplatesResponse,
  ZTraceDeleteRequest,
  ZTraceDetail,
  ZTraceDownloadRequest,
  ZTraceListQuery,
  ZTraceListResponse,
  ZTraceQuery,
  ZTraceRenameRequest,
  ZTraceSampleResponse,
} from '@common/api/trace';
import { ok } from '../../lib/envelope';
import { replyIdempotent } from '../../lib/idempotency';
import { actorOf } from '../../plugins/auth';
import { documentDeps } from '../../services/document/document-deps';
import { createTraceTask } from '../../services/trace/create-trace-task';
import { deleteTraceTask } from '../../services/trace/delete-trace-task';
import { ensureSampleTrace } from '../../services/trace/ensure-sample-trace';
import { exportTrace } from '../../services/trace/export-trace';
import { getTraceDetail } from '../../services/trace/get-trace-detail';
import { listTraceTasks } from '../../services/trace/list-trace-tasks';
import { renameTraceTask } from '../../services/trace/rename-trace-task';
import { TRACE_TEMPLATES } from '../../services/trace/templates';
import { registerUpload } from '../document/upload-handler';

const traceRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['trace'];
  const security = [{ token: [] }];
  const auth = { preHandler: app.requireAuth };

  registerUpload(app, 'trace', tags);

  app.get('/map/list', { ...auth, schema: { tags, security, response: { 200: envelope(ZTemplatesResponse) } } }, async () =>
    ok({ items: TRACE_TEMPLATES.map((t) => ({ template_id: t.id, name: t.name, questions: t.questions.map((q) => q.q) })) }),
  );

  app.post('/tasks', { ...auth, schema: { tags, security, body: ZCreateTraceRequest, response: { 200: envelope(ZCreateTraceResponse) } } }, async (request, reply) => {
    const actor = actorOf(request);
    return replyIdempotent(app.db, request, reply, actor, async () => {
      const { name, file_ids, questions, template_id } = request.body;
      const created = await createTraceTask(documentDeps(app, request.log), { actor, name, fileIds: file_ids, questions, templateId: template_id });
      return ok({ task_id: created.taskId });
    });
  });

  app.get('/tasks/detail', { ...auth, schema: { tags, security, querystring: ZTraceQuery, response: { 200: envelope(ZTraceDetail) } } }, async (request) =>
    ok(await getTraceDetail(app.db, { actor: actorOf(request), taskId: request.query.task_id })),
  );

  app.get('/tasks/list', { ...auth, schema: { tags, security, querystring: ZTraceListQuery, response: { 200: envelope(ZTraceListResponse) } } }, async (request) => {
    const { page, page_size, search } = request.query;
    const listed = await listTraceTasks(app.db, { actor: actorOf(request), page, pageSize: page_size, search });
    return ok({ items: listed.items, total_count: listed.total, total_pages: listed.totalPages });
  });

  app.delete('/tasks', { ...auth, schema: { tags, security, body: ZTraceDeleteRequest, response: { 200: envelope(ZEmpty) } } }, async (request) => {
    await deleteTraceTask(app.db, { actor: actorOf(request), taskId: request.body.task_id });
    return ok({}, Messages.deleted);
  });

  app.put('/tasks', { ...auth, schema: { tags, security, body: ZTraceRenameRequest, response: { 200: envelope(ZEmpty) } } }, async (request) => {
    await renameTraceTask(app.db, { actor: actorOf(request), taskId: request.body.task_id, name: request.body.name });
    return ok({}, Messages.renamed);
  });

  app.post('/tasks/download', { ...auth, schema: { tags, security, body: ZTraceDownloadRequest } }, async (request, reply) => {
    const file = await exportTrace(app.db, { actor: actorOf(request), taskId: request.body.task_id, format: request.body.format });
    reply.header('Content-Type', file.contentType);
    reply.header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`);
    return reply.send(file.bytes);
  });

  app.get('/tasks/sample', { ...auth, schema: { tags, security, response: { 200: envelope(ZTraceSampleResponse) } } }, async (request) => {
    const sample = await ensureSampleTrace(documentDeps(app, request.log), { actor: actorOf(request) });
    return ok({ task_id: sample.taskId });
  });
};

export default traceRoutes;
