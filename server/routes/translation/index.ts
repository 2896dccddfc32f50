/**
 * Legal translation calls (api.md "Drafting, chat, translation"; spec §7 translation paths; issue 11), under
 * /api/lawdesk/translation/api/v1, plus GET customizedchat/api/v1/researchPrice. Thin: validate with
 * common/api/translation.ts, call one service with the actor, present the result. Every call needs a session.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ZEmpty } from '@common/api/envelope';
import { CUSTOMIZEDCHAT_BASE, TRANSLATION_BASE } from '@common/api/paths';
import {
  ZAddTermRequest,
  ZChangeSegmentRequest,
  ZChangeSegmentResponse,
  ZCreateTermListRequest,
  ZCreateTranslationRequest,
  ZCreateTranslationResponse,
  ZDownloadTranslationRequest,
  ZEditTermRequest,
  ZFileAmountRequest,
  ZFileAmountResponse,
  ZImportTermsResponse,
  ZRenameTermListRequest,
  ZRenameTranslationRequest,
  ZResearchPriceResponse,
  ZTaskIdRequest,
  ZTaskStatusRequest,
  ZTaskStatusResponse,
  ZTerm,
  ZTermIdRequest,
  ZTermList,
  ZTermListIdRequest,
  ZTermsRequest,
  ZTermsResponse,
  ZTranslationDetail,
  ZTranslationListRequest,
  ZTranslationListResponse,
  ZTranslationUploadResponse,
} from '@common/api/translation';
import { Messages } from '@common/codes';
import { Errors } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { replyIdempotent } from '../../lib/idempotency';
import { actorOf } from '../../plugins/auth';
import { reviewProvider } from '../../services/contract/ai-provider';
import { readStoredFile } from '../../services/translation/stored-original';
import { addTerm } from '../../services/translation/add-term';
import { deleteTerm } from '../../services/translation/delete-term';
import { editTerm } from '../../services/translation/edit-term';
import { listTerms } from '../../services/translation/list-terms';
import { exportTerms, importTerms, termTemplate } from '../../services/translation/terms-xlsx';
import { createTermList } from '../../services/translation/create-term-list';
import { deleteTermList } from '../../services/translation/delete-term-list';
import { listTermLists } from '../../services/translation/list-term-lists';
import { renameTermList } from '../../services/translation/rename-term-list';
import { changeSegment } from '../../services/translation/change-segment';
import { createTranslation } from '../../services/translation/create-translation';
import { deleteTranslation } from '../../services/translation/delete-translation';
import { fileAmount } from '../../services/translation/file-amount';
import { findOwnTranslation } from '../../services/translation/find-own-translation';
import { getTranslationDetail } from '../../services/translation/get-translation-detail';
import { listTranslations } from '../../services/translation/list-translations';
import { loadSegmentsForDownload } from '../../services/translation/load-segments-for-download';
import { renameTranslation } from '../../services/translation/rename-translation';
import { retryTranslation } from '../../services/translation/retry-translation';
import { translationStatuses } from '../../services/translation/translation-statuses';
import { uploadTranslationFile } from '../../services/translation/upload-translation-file';
import { writeBilingualDocx } from '../../services/translation/write-bilingual-docx';
import { writeTranslatedDocx } from '../../services/translation/write-translated-docx';
import { writeTranslatedTxt } from '../../services/translation/write-translated-txt';
import { UPLOAD_FILE_LIMIT } from '../contract/index';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** RFC 5987 file name for Chinese names. */
function attachment(name: string): string {
  return `attachment; filename="download${name.slice(name.lastIndexOf('.'))}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

const translationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['translation'];
  const security = [{ token: [] }];
  const auth = { preHandler: app.requireAuth };
  const deps = (log = app.log) => ({
    db: app.db,
    fileStore: app.fileStore,
    env: app.env,
    log,
    queue: app.queue,
  });
  const modelConfigured = () => reviewProvider(app.env, app.log).id !== 'builtin';

  app.get(
    `${CUSTOMIZEDCHAT_BASE}/researchPrice`,
    { ...auth, schema: { tags, security, response: { 200: envelope(ZResearchPriceResponse) } } },
    async () =>
      ok({
        price_per_thousand_cents: app.env.TRANSLATION_PRICE_PER_1000_CHARS_CENTS,
        model_configured: modelConfigured(),
      }),
  );

  const translationApi: FastifyPluginAsyncZod = async (t) => {
    t.post(
      '/upload',
      {
        ...auth,
        schema: {
          tags,
          security,
          consumes: ['multipart/form-data'],
          response: { 200: envelope(ZTranslationUploadResponse) },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        if (!request.isMultipart()) throw Errors.badRequest('请上传doc、docx或txt文件');
        let fileName = '';
        let result = null;
        for await (const part of request.parts({
          limits: { fileSize: UPLOAD_FILE_LIMIT, files: 1, fields: 5, fieldSize: 4096 },
        })) {
          if (part.type === 'field') {
            if (part.fieldname === 'file_name' && typeof part.value === 'string') fileName = part.value;
            continue;
          }
          if (part.fieldname !== 'file') {
            part.file.resume();
            continue;
          }
          result = await uploadTranslationFile(deps(request.log), {
            actor,
            fileName: fileName || part.filename,
            file: part.file,
            truncated: () => part.file.truncated,
          });
        }
        if (!result) throw Errors.badRequest('请选择要上传的文件');
        return ok(result);
      },
    );

    t.post(
      '/file/amount',
      {
        ...auth,
        schema: {
          tags,
          security,
          body: ZFileAmountRequest,
          response: { 200: envelope(ZFileAmountResponse) },
        },
      },
      async (request) =>
        ok(
          await fileAmount(
            app.db,
            actorOf(request),
            request.body.file_id,
            app.env.TRANSLATION_PRICE_PER_1000_CHARS_CENTS,
          ),
        ),
    );

    t.post(
      '/task',
      {
        ...auth,
        schema: {
          tags,
          security,
          body: ZCreateTranslationRequest,
          response: { 200: envelope(ZCreateTranslationResponse) },
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        return replyIdempotent(app.db, request, reply, actor, async () => {
          const taskId = await createTranslation(
            { ...deps(request.log), modelConfigured: modelConfigured() },
            actor,
            {
              fileId: request.body.file_id,
              sourceLang: request.body.source_lang,
              targetLang: request.body.target_lang,
              termListIds: request.body.term_list_ids,
              name: request.body.task_name,
            },
          );
          return ok({ task_id: taskId });
        });
      },
    );

    t.get(
      '/tasks',
      {
        ...auth,
        schema: {
          tags,
          security,
          querystring: ZTranslationListRequest,
          response: { 200: envelope(ZTranslationListResponse) },
        },
      },
      async (request) =>
        ok(
          await listTranslations(app.db, actorOf(request), {
            page: request.query.page,
            pageSize: request.query.page_size,
            search: request.query.search,
            status: request.query.status,
          }),
        ),
    );
    t.put(
      '/tasks',
      {
        ...auth,
        schema: { tags, security, body: ZRenameTranslationRequest, response: { 200: envelope(ZEmpty) } },
      },
      async (request) => {
        await renameTranslation(app.db, actorOf(request), {
          taskId: request.body.task_id,
          name: request.body.task_name,
        });
        return ok({}, Messages.renamed);
      },
    );
    t.delete(
      '/tasks',
      { ...auth, schema: { tags, security, body: ZTaskIdRequest, response: { 200: envelope(ZEmpty) } } },
      async (request) => {
        await deleteTranslation(deps(request.log), actorOf(request), request.body.task_id);
        return ok({}, Messages.deleted);
      },
    );
    t.post(
      '/task/status',
      {
        ...auth,
        schema: {
          tags,
          security,
          body: ZTaskStatusRequest,
          response: { 200: envelope(ZTaskStatusResponse) },
        },
      },
      async (request) => ok(await translationStatuses(app.db, actorOf(request), request.body.task_ids)),
    );
    t.get(
      '/task/details',
      {
        ...auth,
        schema: {
          tags,
          security,
          querystring: ZTaskIdRequest,
          response: { 200: envelope(ZTranslationDetail) },
        },
      },
      async (request) =>
        ok(await getTranslationDetail(app.db, actorOf(request), request.query.task_id, modelConfigured())),
    );
    t.post(
      '/task/change',
      {
        ...auth,
        schema: {
          tags,
          security,
          body: ZChangeSegmentRequest,
          response: { 200: envelope(ZChangeSegmentResponse) },
        },
      },
      async (request) =>
        ok({
          segment: await changeSegment(app.db, actorOf(request), {
            taskId: request.body.task_id,
            segmentId: request.body.segment_id,
            target: request.body.target,
          }),
        }),
    );
    t.post(
      '/task/retry',
      { ...auth, schema: { tags, security, body: ZTaskIdRequest, response: { 200: envelope(ZEmpty) } } },
      async (request, reply) => {
        const actor = actorOf(request);
        return replyIdempotent(app.db, request, reply, actor, async () => {
          await retryTranslation(
            { ...deps(request.log), modelConfigured: modelConfigured() },
            actor,
            request.body.task_id,
          );
          return ok({});
        });
      },
    );
    t.post(
      '/task/download',
      { ...auth, schema: { tags, security, body: ZDownloadTranslationRequest } },
      async (request, reply) => {
        const actor = actorOf(request);
        const { task, kind, storedFileId } = await findOwnTranslation(app.db, actor, request.body.task_id);
        if (task.status !== 'FINISH') throw Errors.conflict('翻译完成后才能下载');
        const segments = await loadSegmentsForDownload(app.db, task.id);
        const suffix = task.targetLang === 'en' ? 'EN' : '中文';
        if (request.body.kind === 'bilingual') {
          const bytes = await writeBilingualDocx(task.name, segments);
          return reply
            .header('content-type', DOCX)
            .header('content-disposition', attachment(`${task.name}（双语对照）.docx`))
            .send(Buffer.from(bytes));
        }
        const original = await readStoredFile(app, storedFileId);
        if (kind === 'txt') {
          return reply
            .header('content-type', 'text/plain; charset=utf-8')
            .header('content-disposition', attachment(`${task.name}_${suffix}.txt`))
            .send(Buffer.from(writeTranslatedTxt(original, segments)));
        }
        const written = writeTranslatedDocx(original, segments);
        return reply
          .header('content-type', DOCX)
          .header('content-disposition', attachment(`${task.name}_${suffix}.docx`))
          .send(Buffer.from(written.bytes));
      },
    );

    // Term lists (api.md: terminology and term GET/POST/PUT/DELETE; term/template, term/import, term/export).
    t.get(
      '/terminology',
      {
        ...auth,
        schema: { tags, security, response: { 200: envelope(z.object({ items: z.array(ZTermList) })) } },
      },
      async (request) => ok({ items: await listTermLists(app.db, actorOf(request)) }),
    );
    t.post(
      '/terminology',
      {
        ...auth,
        schema: {
          tags,
          security,
          body: ZCreateTermListRequest,
          response: { 200: envelope(ZTermListIdRequest) },
        },
      },
      async (request) => ok({ term_list_id: await createTermList(app.db, actorOf(request), request.body) }),
    );
    t.put(
      '/terminology',
      {
        ...auth,
        schema: { tags, security, body: ZRenameTermListRequest, response: { 200: envelope(ZEmpty) } },
      },
      async (request) => {
        await renameTermList(app.db, actorOf(request), {
          listId: request.body.term_list_id,
          name: request.body.name,
        });
        return ok({}, Messages.renamed);
      },
    );
    t.delete(
      '/terminology',
      { ...auth, schema: { tags, security, body: ZTermListIdRequest, response: { 200: envelope(ZEmpty) } } },
      async (request) => {
        await deleteTermList(app.db, actorOf(request), request.body.term_list_id);
        return ok({}, Messages.deleted);
      },
    );
    t.get(
      '/term',
      {
        ...auth,
        schema: { tags, security, querystring: ZTermsRequest, response: { 200: envelope(ZTermsResponse) } },
      },
      async (request) =>
        ok(
          await listTerms(app.db, actorOf(request), {
            listId: request.query.term_list_id,
            page: request.query.page,
            pageSize: request.query.page_size,
            search: request.query.search,
          }),
        ),
    );
    t.post(
      '/term',
      { ...auth, schema: { tags, security, body: ZAddTermRequest, response: { 200: envelope(ZTerm) } } },
      async (request) =>
        ok(
          await addTerm(app.db, actorOf(request), {
            listId: request.body.term_list_id,
            source: request.body.source,
            target: request.body.target,
            note: request.body.note,
          }),
        ),
    );
    t.put(
      '/term',
      { ...auth, schema: { tags, security, body: ZEditTermRequest, response: { 200: envelope(ZTerm) } } },
      async (request) =>
        ok(
          await editTerm(app.db, actorOf(request), {
            termId: request.body.term_id,
            source: request.body.source,
            target: request.body.target,
            note: request.body.note,
          }),
        ),
    );
    t.delete(
      '/term',
      { ...auth, schema: { tags, security, body: ZTermIdRequest, response: { 200: envelope(ZEmpty) } } },
      async (request) => {
        await deleteTerm(app.db, actorOf(request), request.body.term_id);
        return ok({}, Messages.deleted);
      },
    );
    t.get('/term/template', { ...auth, schema: { tags, security } }, async (_request, reply) =>
      reply
        .header('content-type', XLSX)
        .header('content-disposition', attachment('术语表导入模板.xlsx'))
        .send(await termTemplate()),
    );
    t.get(
      '/term/export',
      { ...auth, schema: { tags, security, querystring: ZTermListIdRequest } },
      async (request, reply) => {
        const exported = await exportTerms(app.db, actorOf(request), request.query.term_list_id);
        return reply
          .header('content-type', XLSX)
          .header('content-disposition', attachment(`${exported.name}.xlsx`))
          .send(exported.bytes);
      },
    );
    t.post(
      '/term/import',
      {
        ...auth,
        schema: {
          tags,
          security,
          consumes: ['multipart/form-data'],
          response: { 200: envelope(ZImportTermsResponse) },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        if (!request.isMultipart()) throw Errors.badRequest('请上传.xlsx文件');
        let listId = '';
        let bytes: Buffer | null = null;
        for await (const part of request.parts({
          limits: { fileSize: 20 * 1024 * 1024, files: 1, fields: 5, fieldSize: 4096 },
        })) {
          if (part.type === 'field') {
            if (part.fieldname === 'term_list_id' && typeof part.value === 'string') listId = part.value;
            continue;
          }
          bytes = await part.toBuffer();
        }
        if (!listId) throw Errors.badRequest('请先选择术语表');
        if (!bytes) throw Errors.badRequest('请上传.xlsx文件');
        return ok(await importTerms(app.db, actor, { listId, bytes }));
      },
    );
  };
  await app.register(translationApi, { prefix: TRANSLATION_BASE });
};

export default translationRoutes;
