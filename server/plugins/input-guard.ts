/**
 * Input guard (issue 16, decision 181): NUL and other control characters in any query value, path parameter or
 * JSON body string are refused with 400 and a Chinese message before a route sees them — PostgreSQL cannot store
 * NUL in text ("invalid byte sequence") and no lawyer types a control character. Tab and line breaks pass (free
 * text keeps them). Applies to every route registered after it, including other modules'.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CONTROL_CHARACTERS, SafeInputMessages } from '@common/api/safe-input';
import { Errors } from '../lib/app-error';

/** True when a value (string, array, object, nested) holds a control character, in keys or values. */
export function hasControlCharacters(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return CONTROL_CHARACTERS.test(value);
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => hasControlCharacters(v, depth + 1));
  if (Buffer.isBuffer(value)) return false;
  return Object.entries(value as Record<string, unknown>).some(([k, v]) => CONTROL_CHARACTERS.test(k) || hasControlCharacters(v, depth + 1));
}

function refuse(request: FastifyRequest): void {
  if (hasControlCharacters(request.query) || hasControlCharacters(request.params) || hasControlCharacters(request.body)) {
    throw Errors.badRequest(SafeInputMessages.controlCharacters);
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => refuse(request));
  },
  { name: 'lawdesk-input-guard', fastify: '5.x' },
);
