/**
 * The one error handler (api.md "Envelope"): every failure leaves as {code, data: null, message} with a Chinese
 * message and a meaningful HTTP status. Known client errors map to 400/401/403/404/409/413/415/429; anything
 * else is a 500 with Messages.internal, logged with the real error. No stack trace or SQL ever reaches a client.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Code, Messages } from '@common/codes';
import type { TErrorResponse } from '@common/api/envelope';
import { AppError } from '../lib/app-error';
import fp from 'fastify-plugin';
import { ServerMessages } from '../lib/server-messages';

const HAN = /\p{Script=Han}/u;
/** HTTP statuses api.md names that are also body codes. */
const GENERIC_STATUSES = new Set<number>([400, 401, 403, 404, 409, 413, 415, 422, 429]);

type TMapped = { status: number; body: TErrorResponse };

const envelope = (status: number, code: number, message: string): TMapped => ({
  status,
  body: { code, data: null, message },
});

/** A zod issue message written for users (Chinese, e.g. '请输入正确的手机号') is shown as is; others are not. */
function validationMessage(error: FastifyError): string {
  const chinese = error.validation?.map((v) => v.message ?? '').find((m) => HAN.test(m));
  return chinese ?? Messages.badRequest;
}

/** Maps an error to its envelope; undefined means 'unexpected' (500). */
export function mapError(error: FastifyError | AppError): TMapped | undefined {
  if (error instanceof AppError) return envelope(error.statusCode, error.code, error.message);
  const fe = error as FastifyError;
  if (fe.validation) return envelope(400, Code.BAD_REQUEST, validationMessage(fe));
  switch (fe.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return envelope(400, Code.BAD_REQUEST, Messages.malformedJson);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      // Issue 2 "Bad input": an oversize JSON body is a 400 with a code and a Chinese message.
      return envelope(400, Code.BAD_REQUEST, Messages.bodyTooLarge);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      // HTTP status and body code agree for the generic codes (issue 16; api.md's status list).
      return envelope(415, Code.UNSUPPORTED_MEDIA_TYPE, ServerMessages.unsupportedMediaType);
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
      return envelope(413, Code.FILE_TOO_LARGE, Messages.fileTooLarge);
  }
  // Body-parser SyntaxErrors carry statusCode 400 too; other 4xx from Fastify or plugins keep their status.
  if (fe instanceof SyntaxError && fe.statusCode === 400)
    return envelope(400, Code.BAD_REQUEST, Messages.malformedJson);
  const status = fe.statusCode ?? 500;
  if (status === 429) return envelope(429, Code.TOO_MANY_REQUESTS, Messages.tooManyRequests);
  if (status === 404) return envelope(404, Code.NOT_FOUND, Messages.notFound);
  // Any other 4xx (a raw /../ path is a 403 from the static server): the body code is the HTTP status when api.md
  // lists it, else both are 400 — never a status that disagrees with its code (issue 16).
  if (status === 403) return envelope(403, Code.FORBIDDEN, Messages.forbidden);
  if (status >= 400 && status < 500) return GENERIC_STATUSES.has(status) ? envelope(status, status, Messages.badRequest) : envelope(400, Code.BAD_REQUEST, Messages.badRequest);
  return undefined;
}

export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const mapped = mapError(error);
      if (mapped) {
        if (mapped.status >= 500) request.log.error({ err: error }, 'request failed');
        else request.log.info({ code: mapped.body.code, reason: error.message }, 'request rejected');
        return reply.code(mapped.status).type('application/json; charset=utf-8').send(mapped.body);
      }
      request.log.error({ err: error }, 'unexpected error');
      return reply
        .code(500)
        .type('application/json; charset=utf-8')
        .send({ code: Code.INTERNAL, data: null, message: Messages.internal } satisfies TErrorResponse);
    });
  },
  { name: 'lawdesk-error-envelope', fastify: '5.x' },
);
