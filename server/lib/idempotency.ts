/**
 * Route-side use of the Idempotency-Key header: wrap a create handler's work, get back the first response on a
 * replay. Routes without the header run normally.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { hashRequest } from '../services/idempotency/hash-request';
import { runIdempotent } from '../services/idempotency/run-idempotent';
import type { TActor } from './actor';
import { Errors } from './app-error';
import { ServerMessages } from './server-messages';

const KEY_PATTERN = /^[\x21-\x7e]{1,128}$/;

/** Runs `create` (which returns the response body) at most once per Idempotency-Key and replies with its result. */
export async function replyIdempotent<T>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  actor: TActor,
  create: () => Promise<T>,
): Promise<T> {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return create();
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !KEY_PATTERN.test(key)) throw Errors.badRequest(ServerMessages.idempotencyKeyInvalid);
  const path = request.url.split('?')[0] ?? request.url;
  const requestHash = hashRequest({ method: request.method, path, body: request.body });
  const result = await runIdempotent(db, { actor, key, requestHash }, async () => ({
    statusCode: 200,
    body: await create(),
  }));
  if (result.replayed) reply.header('idempotent-replayed', 'true');
  reply.code(result.statusCode);
  return result.body as T;
}
