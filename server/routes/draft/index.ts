/**
 * Drafting calls (api.md "Drafting", /api/lawdesk/draft/api/v1; spec §7 draft family). Thin: validate with
 * common/api/draft.ts, call one service with the actor, present the result. Templates are public (the guide pages
 * show them before login); everything about a draft needs a session, and another user's draft is 404.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Messages } from '@common/codes';
import { envelope, ZEmpty } from '@common/api/envelope';
import {
  ZCreateDraftRequest,
  ZDraftDetail,
  ZDraftListQuery,
  ZDraftListResponse,
  ZRenameDraftRequest,
  ZTabListResponse,
  ZTaskIdBody,
  ZTaskQuery,
  ZTemplateListQuery,
  ZTemplateListResponse,
  ZUpdateDraftRequest,
} from '@common/api/draft';
import { ok } from '../../lib/envelope';
import { replyIdempotent } from '../../lib/idempotency';
import { actorOf } from '../../plugins/auth';
import { presentDraft } from '../../presenters/draft';
import { draftComposeJob } from '../../jobs/definitions/draft-compose';
import { createDraft } from '../../services/draft/create-draft';
import { deleteDraft } from '../../services/draft/delete-draft';
import { downloadDraft } from '../../services/draft/download-draft';
import { draftDeps } from '../../services/draft/draft-deps';
import { editDraft } from '../../services/draft/edit-draft';
import { ensureSampleDraft } from '../../services/draft/ensure-sample-draft';
import { findOwnDraft } from '../../services/draft/find-own-draft';
import { listDrafts } from '../../services/draft/list-drafts';
import { listTabs, listTemplates } from '../../services/draft/list-templates';
import { refineDraft } from '../../services/draft/refine-draft';
import { regenerateDraftSection } from '../../services/draft/regenerate-draft-section';
import { renameDraft } from '../../services/draft/rename-draft';
import { findTemplate } from '../../services/draft/templates/index';

const draftRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['draft'];
  const security = [{ token: [] }];
  const auth = { preHandler: app.requireAuth };

  app.get('/tab/list', { schema: { tags, response: { 200: envelope(ZTabListResponse) } } }, async () => ok({ items: listTabs() }));

  app.get('/template/list', { schema: { tags, querystring: ZTemplateListQuery, response: { 200: envelope(ZTemplateListResponse) } } }, async (request) =>
    ok({ items: listTemplates({ tab: request.query.tab_type, search: request.query.search }) }),
  );

  app.post('/tasks', { ...auth, schema: { tags, security, body: ZCreateDraftRequest, response: { 200: envelope(z.object({ task_id: z.string() })) } } }, async (request, reply) => {
    const actor = actorOf(request);
    return replyIdempotent(app.db, request, reply, actor, async () => {
      const row = await createDraft(draftDeps(app, request.log), {
        actor,
        templateId: request.body.template_id,
        fields: request.body.fields,
        narrative: request.body.narrative,
        // Drafting runs in the draft.compose job (decision 152): the page polls tasks/detail until FINISH.
        enqueue: (taskId) => app.queue.send(draftComposeJob, { taskId }),
      });
      return ok({ task_id: row.id });
    });
  });

  app.get('/tasks/detail', { ...auth, schema: { tags, security, querystring: ZTaskQuery, response: { 200: envelope(ZDraftDetail) } } }, async (request) => {
    const row = await findOwnDraft(app.db, { actor: actorOf(request), taskId: request.query.task_id });
    return ok(presentDraft(row, findTemplate(row.templateId)));
  });

  // One call for every change (spec: tasks/update): paragraph edits and fields, or one section again, or an instruction.
  app.post('/tasks/update', { ...auth, schema: { tags, security, body: ZUpdateDraftRequest, response: { 200: envelope(ZDraftDetail) } } }, async (request) => {
    const actor = actorOf(request);
    const deps = draftDeps(app, request.log);
    const { task_id: taskId, instruction, regenerate_section: sectionKey, paragraphs, fields } = request.body;
    const row = instruction
      ? await refineDraft(deps, { actor, taskId, instruction })
      : sectionKey
        ? await regenerateDraftSection(deps, { actor, taskId, sectionKey })
        : await editDraft(deps, { actor, taskId, paragraphs, fields });
    return ok(presentDraft(row, findTemplate(row.templateId)), Messages.ok);
  });

  app.post('/download', { ...auth, schema: { tags, security, body: ZTaskIdBody } }, async (request, reply) => {
    const file = await downloadDraft(app.db, { actor: actorOf(request), taskId: request.body.task_id });
    reply.header('Content-Type', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    reply.header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`);
    return reply.send(file.bytes);
  });

  app.get('/tasks/list', { ...auth, schema: { tags, security, querystring: ZDraftListQuery, response: { 200: envelope(ZDraftListResponse) } } }, async (request) => {
    const { page, page_size, search } = request.query;
    const listed = await listDrafts(app.db, { actor: actorOf(request), page, pageSize: page_size, search });
    return ok({ items: listed.items, total_count: listed.total, total_pages: listed.totalPages });
  });

  app.put('/tasks', { ...auth, schema: { tags, security, body: ZRenameDraftRequest, response: { 200: envelope(ZEmpty) } } }, async (request) => {
    await renameDraft(app.db, { actor: actorOf(request), taskId: request.body.task_id, title: request.body.title });
    return ok({}, Messages.renamed);
  });

  app.delete('/tasks', { ...auth, schema: { tags, security, body: ZTaskIdBody, response: { 200: envelope(ZEmpty) } } }, async (request) => {
    await deleteDraft(app.db, { actor: actorOf(request), taskId: request.body.task_id });
    return ok({}, Messages.deleted);
  });

  app.get('/tasks/sample', { ...auth, schema: { tags, security, response: { 200: envelope(z.object({ task_id: z.string() })) } } }, async (request) => {
    const sample = await ensureSampleDraft(draftDeps(app, request.log), { actor: actorOf(request) });
    return ok({ task_id: sample.taskId });
  });
};

export default draftRoutes;
