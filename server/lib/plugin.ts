/**
 * Marks a plugin as not encapsulated, so its decorators and hooks reach the whole app: the same thing the
 * fastify-plugin package does, through Fastify's documented `skip-override` symbol (no extra dependency).
 */
import type { FastifyPluginAsync } from 'fastify';

export function globalPlugin<T extends Record<string, unknown>>(
  name: string,
  plugin: FastifyPluginAsync<T>,
): FastifyPluginAsync<T> {
  const marked = plugin as FastifyPluginAsync<T> & Record<symbol, unknown>;
  marked[Symbol.for('skip-override')] = true;
  marked[Symbol.for('fastify.display-name')] = name;
  return marked;
}
