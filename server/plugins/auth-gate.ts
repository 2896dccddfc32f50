/**
 * The auth gate (decision 170): one encapsulated scope whose every route needs a live session. Routes inside
 * get `request.actor` (read it with actorOf) or the request ends 401/401 (no token) or 401/10015 (unknown,
 * expired, revoked). Use it instead of a `preHandler: app.requireAuth` on each route:
 *
 *   await app.register(authenticated(async (r) => { r.get('/x', opts, handler); }));   // inside a route file
 *   await app.register(authenticated(myRoutes), { prefix });                          // a whole route plugin
 *
 * The hook is a preHandler, the same stage as before, so a bad body is still 400 before 401, and a route's own
 * preHandlers (rate limit per user, size checks) run after it and see request.actor.
 */
import type { FastifyInstance, FastifyPluginOptions } from 'fastify';

/** Wraps a route plugin so every route it registers requires a live session (request.actor set). */
export function authenticated<TOptions extends FastifyPluginOptions, TApp extends FastifyInstance = FastifyInstance>(
  routes: (scope: TApp, options: TOptions) => Promise<void>,
): (scope: TApp, options: TOptions) => Promise<void> {
  // Not wrapped in fastify-plugin on purpose: register() gives it its own scope, so the hook stays inside.
  return async function authenticatedScope(scope, options) {
    scope.addHook('preHandler', scope.requireAuth);
    await routes(scope, options);
  };
}
