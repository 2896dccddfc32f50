/**
 * Contract review calls (api.md "Contract review", under /api/lawdesk/contract/api/v1). Thin: validate with
 * common/api/contract.ts, call one service with the actor, present the result. Every call needs a session; every
 * service filters by the actor's tenant and user. Creating and every mutation honour an Idempotency-Key (the web
 * app's double clicks and the offline outbox's replays apply once).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { Messages } from '@common/codes';
import { envelope, ZEmpty } from '@common/api/envelope';
import {
  ZAiTypeRequest,
  ZAiTypeResponse,
  ZCategoriesResponse,
  ZCreateTaskRequest,
  ZCreateTaskResponse,
  ZDeleteTaskRequest,
  ZDownloadQuery,
  ZDownloadResponse,
  ZListTasksQuery,
  ZListTasksResponse,
  ZRenameTaskRequest,
  ZRetryTaskRequest,
  ZReviewDecisionRequest,
  ZReviewDecisionResponse,
  ZStanceRequest,
  ZStanceResponse,
  ZTaskResultQuery,
  ZTaskResultResponse,
  ZTaskStatusRequest,
  ZTaskStatusResponse,
  ZUploadResponse,
  type TUploadResponse,
} from '@common/api/contract';
import { LDX1_MAX_OVERHEAD } from '@common/file-format';
import { MAX_UPLOAD_BYTES } from '@common/limits';
import { z } from 'zod';
import { ZDocQueueResponse } from '@common/api/contract';
import { docConversionQueue } from '../../convert/doc-to-docx';
import { ok } from '../../lib/envelope';
import { Errors } from '../../lib/app-error';
import { replyIdempotent } from '../../lib/idempotency';
import { actorOf } from '../../plugins/auth';
import { presentFinding } from '../../presenters/finding';
import { presentTask, presentTaskStatus } from '../../presenters/task';
import { checkContract } from '../../services/contract/check-contract';
import { ContractErrors, ContractMessages } from '../../services/contract/contract-errors';
import { contractDeps } from '../../services/contract/contract-deps';
import { createTask } from '../../services/contract/create-task';
import { decideFinding } from '../../services/contract/decide-finding';
import { deleteTask } from '../../services/contract/delete-task';
import { getDownload } from '../../services/contract/get-download';
import { getTaskResult } from '../../services/contract/get-task-result';
import { getTaskStatuses } from '../../services/contract/get-task-statuses';
import { listCategories } from '../../services/contract/list-categories';
import { listStances } from '../../services/contract/list-stances';
import { listTasks } from '../../services/contract/list-tasks';
import { readTaskFile } from '../../services/contract/read-task-file';
import { renameTask } from '../../services/contract/rename-task';
import { retryTask } from '../../services/contract/retry-task';
import { suggestContractType } from '../../services/contract/suggest-contract-type';
import { uploadContract } from '../../services/contract/upload-contract';

/** The encrypted file may carry the LDX1 header, padding and tag on top of the 100 MB plaintext limit. */
export const UPLOAD_FILE_LIMIT = MAX_UPLOAD_BYTES + LDX1_MAX_OVERHEAD;
/** Multipart boundaries, part headers and the file_name field around the file. */
const MULTIPART_ENVELOPE_BYTES = 64 * 1024;
/** Uploads per user per minute: enough for a lawyer's batch, not for a script filling the disk. */
export const UPLOADS_PER_MINUTE = 30;

/** A declared Content-Length above the limit is refused before a byte of the body is read. */
async function refuseOversized(request: FastifyRequest): Promise<void> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (Number.isFinite(declared) && declared > UPLOAD_FILE_LIMIT + MULTIPART_ENVELOPE_BYTES) throw ContractErrors.fileTooLarge();
}

const contractRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['contract'];
  const security = [{ token: [] }];
  const auth = { preHandler: app.requireAuth };

  app.post(
    '/upload',
    {
      preHandler: [app.requireAuth, refuseOversized],
      config: {
        rateLimit: {
          max: UPLOADS_PER_MINUTE,
          timeWindow: '1 minute',
          // After requireAuth, so the limit is per user (several lawyers may share an office IP).
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `contract-upload:${request.actor?.userId ?? request.ip}`,
        },
      },
      schema: { tags, security, consumes: ['multipart/form-data'], response: { 200: envelope(ZUploadResponse) } },
    },
    async (request) => {
      const actor = actorOf(request);
      if (!request.isMultipart()) throw ContractErrors.typeUnsupported();
      const deps = contractDeps(app, request.log);
      let fileName = '';
      let result: TUploadResponse | null = null;
      const parts = request.parts({ limits: { fileSize: UPLOAD_FILE_LIMIT, files: 1, fields: 5, fieldSize: 4096 } });
      for await (const part of parts) {
        if (part.type === 'field') {
          if (part.fieldname === 'file_name' && typeof part.value === 'string') fileName = part.value;
          continue;
        }
        if (part.fieldname !== 'file') {
          part.file.resume();
          continue;
        }
        result = await uploadContract(deps, {
          actor,
          fileName: fileName || part.filename,
          file: part.file,
          truncated: () => part.file.truncated,
        });
      }
      if (!result) throw Errors.badRequest(ContractMessages.fileMissing);
      return ok(result);
    },
  );

  // Polled by the upload card while a .doc waits for LibreOffice (decision 185): how many conversions are ahead.
  app.get('/upload/doc-queue', { ...auth, schema: { tags, security, response: { 200: envelope(ZDocQueueResponse) } } }, async () =>
    ok(docConversionQueue()),
  );

  app.get('/contract/check', { ...auth, schema: { tags, security, response: { 200: envelope(ZEmpty) } } }, async (request) => {
    await checkContract(app.db, { actor: actorOf(request) });
    return ok({});
  });

  app.get('/categories', { ...auth, schema: { tags, security, response: { 200: envelope(ZCategoriesResponse) } } }, async () =>
    ok({ contract_sort: listCategories() }),
  );

  app.post(
    '/contract/type',
    { ...auth, schema: { tags, security, body: ZAiTypeRequest, response: { 200: envelope(ZAiTypeResponse) } } },
    async (request) =>
      ok(
        await suggestContractType(contractDeps(app, request.log), {
          actor: actorOf(request),
          timestamp: request.body.timestamp,
          md5: request.body.file_md5,
        }),
      ),
  );

  app.post(
    '/contract/stance',
    { ...auth, schema: { tags, security, body: ZStanceRequest, response: { 200: envelope(ZStanceResponse) } } },
    async (request) => ok({ contract_stance: listStances({ categoryId: request.body.contract_type_id }) }),
  );

  app.post(
    '/create',
    { ...auth, schema: { tags, security, body: ZCreateTaskRequest, response: { 200: envelope(ZCreateTaskResponse) } } },
    async (request, reply) => {
      const actor = actorOf(request);
      return replyIdempotent(app.db, request, reply, actor, async () => {
        const created = await createTask(contractDeps(app, request.log), { actor, request: request.body });
        return ok({ task_id: created.taskId, contract_stance: created.stanceLabel, file_type: created.categoryName, amount: null });
      });
    },
  );

  app.get(
    '/tasks',
    { ...auth, schema: { tags, security, querystring: ZListTasksQuery, response: { 200: envelope(ZListTasksResponse) } } },
    async (request) => {
      const page = await listTasks(app.db, { actor: actorOf(request), query: request.query, cache: app.readCaches.lists });
      return ok({ contract_infos: page.rows.map(presentTask), total_count: page.total, total_pages: page.totalPages });
    },
  );

  app.put(
    '/task/status',
    { ...auth, schema: { tags, security, body: ZTaskStatusRequest, response: { 200: envelope(ZTaskStatusResponse) } } },
    async (request) => ok((await getTaskStatuses(app.db, { actor: actorOf(request), taskIds: request.body.task_ids })).map(presentTaskStatus)),
  );

  app.get(
    '/task/result',
    { ...auth, schema: { tags, security, querystring: ZTaskResultQuery, response: { 200: envelope(ZTaskResultResponse) } } },
    async (request) => {
      const result = await getTaskResult(app.db, { actor: actorOf(request), taskId: request.query.task_id });
      return ok({ task: presentTask(result.task), findings: result.findings.map(presentFinding), document: result.document, summary: result.summary });
    },
  );

  app.put(
    '/task/review/info',
    { ...auth, schema: { tags, security, body: ZReviewDecisionRequest, response: { 200: envelope(ZReviewDecisionResponse) } } },
    async (request, reply) => {
      const actor = actorOf(request);
      return replyIdempotent(app.db, request, reply, actor, async () => {
        const { task_id, finding_id, decision } = request.body;
        const finding = await decideFinding(app.db, { actor, taskId: task_id, findingId: finding_id, decision });
        return ok({ finding: presentFinding(finding) });
      });
    },
  );

  app.put(
    '/task/name',
    { ...auth, schema: { tags, security, body: ZRenameTaskRequest, response: { 200: envelope(ZEmpty) } } },
    async (request, reply) => {
      const actor = actorOf(request);
      return replyIdempotent(app.db, request, reply, actor, async () => {
        await renameTask(app.db, { actor, taskId: request.body.task_id, name: request.body.task_name });
        return ok({}, Messages.renamed);
      });
    },
  );

  app.delete(
    '/tasks',
    { ...auth, schema: { tags, security, body: ZDeleteTaskRequest, response: { 200: envelope(ZEmpty) } } },
    async (request, reply) => {
      const actor = actorOf(request);
      return replyIdempotent(app.db, request, reply, actor, async () => {
        await deleteTask(contractDeps(app, request.log), { actor, taskId: request.body.contract_id });
        return ok({}, Messages.deleted);
      });
    },
  );

  app.post(
    '/task/run',
    { ...auth, schema: { tags, security, body: ZRetryTaskRequest, response: { 200: envelope(ZEmpty) } } },
    async (request, reply) => {
      const actor = actorOf(request);
      return replyIdempotent(app.db, request, reply, actor, async () => {
        await retryTask(contractDeps(app, request.log), { actor, taskId: request.body.task_id });
        return ok({});
      });
    },
  );

  app.get(
    '/task/download',
    { ...auth, schema: { tags, security, querystring: ZDownloadQuery, response: { 200: envelope(ZDownloadResponse) } } },
    async (request) => {
      const download = await getDownload(app.db, { actor: actorOf(request), fileId: request.query.file_id });
      return ok({ download_url: download.url, filename: download.filename });
    },
  );

  app.get(
    '/files/:file_id',
    { ...auth, schema: { tags, security, params: z.object({ file_id: z.string().min(1).max(64) }) } },
    async (request, reply) => {
      const bytes = await readTaskFile(contractDeps(app, request.log), { actor: actorOf(request), fileId: request.params.file_id });
      // A client's contract, encrypted for this user only: never kept by a shared cache.
      return reply.header('cache-control', 'private, no-store').type('application/octet-stream').send(bytes);
    },
  );
};

export default contractRoutes;
