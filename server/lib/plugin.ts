/**
 * @deprecated Use `fastify-plugin` directly (decision 170): `export default fp(async (app) => {...}, { name })`.
 * Kept so code written against the old wrapper still builds; it now delegates to fastify-plugin.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

export function globalPlugin<T extends Record<string, unknown>>(
  name: string,
  plugin: FastifyPluginAsync<T>,
): FastifyPluginAsync<T> {
  return fp(plugin, { name, fastify: '5.x' });
}
