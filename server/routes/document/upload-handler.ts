/**
 * The upload call both file modules share (api.md conventions: multipart `file_name` first, then `file`, encrypted
 * LDX1): per-user rate limit, Content-Length checked before the body is read, one file per request (the browser
 * sends several requests at once for per-file progress).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ZUploadFileResponse, type TUploadFileResponse } from '@common/api/document';
import { envelope } from '@common/api/envelope';
import { Errors } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { actorOf } from '../../plugins/auth';
import { UPLOAD_FILE_LIMIT, UPLOADS_PER_MINUTE } from '../contract/index';
import { DocumentErrors, DocumentMessages } from '../../services/document/document-errors';
import { documentDeps } from '../../services/document/document-deps';
import { uploadFile } from '../../services/document/upload-file';

const MULTIPART_ENVELOPE_BYTES = 64 * 1024;

async function refuseOversized(request: FastifyRequest): Promise<void> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (Number.isFinite(declared) && declared > UPLOAD_FILE_LIMIT + MULTIPART_ENVELOPE_BYTES) throw DocumentErrors.fileTooLarge();
}

/** Registers POST /upload for `module` on a route plugin. */
export function registerUpload(app: FastifyInstance, module: 'document' | 'trace', tags: string[]): void {
  app.post(
    '/upload',
    {
      preHandler: [app.requireAuth, refuseOversized],
      config: {
        rateLimit: {
          max: UPLOADS_PER_MINUTE,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `${module}-upload:${request.actor?.userId ?? request.ip}`,
        },
      },
      schema: { tags, security: [{ token: [] }], consumes: ['multipart/form-data'], response: { 200: envelope(ZUploadFileResponse) } },
    },
    async (request) => {
      const actor = actorOf(request);
      if (!request.isMultipart()) throw DocumentErrors.typeUnsupported();
      const deps = documentDeps(app, request.log);
      let fileName = '';
      let result: TUploadFileResponse | null = null;
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
        result = await uploadFile(deps, { actor, module, fileName: fileName || part.filename, file: part.file, truncated: () => part.file.truncated });
      }
      if (!result) throw Errors.badRequest(DocumentMessages.fileMissing);
      return ok(result);
    },
  );
}
