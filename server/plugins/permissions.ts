/**
 * Roles enforced on every route of every module (issue 12, decision 160), without touching the modules' route
 * files: a table maps URL prefixes to a role resource and HTTP methods to an action (GET read, POST create,
 * PUT/PATCH update, DELETE delete). A route may override with `config: { permission: { resource, action } }` or
 * opt out with `config: { permission: false }`. The check is appended to each route's own preHandlers (onRoute),
 * so it runs after the auth gate has set request.actor; public routes (no actor) are not checked. Permissions come
 * from the read cache (decision 188), evicted in every process when a role or assignment changes, so a member's
 * change is still in force on their next request.
 */
import fp from 'fastify-plugin';
import type { FastifyRequest, preHandlerHookHandler, RouteOptions } from 'fastify';
import { Action, allows } from '@common/api/accounts';
import { API_BASE } from '@common/api/paths';
import { Errors } from '../lib/app-error';
import { cachedPermissions } from '../services/auth/cached-permissions';

export type TRoutePermission = { resource: string; action?: number } | false;

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: TRoutePermission;
  }
}

/** URL prefix (under /api/lawdesk) -> role resource; the longest matching prefix wins. */
export const PERMISSION_PREFIXES: readonly (readonly [string, string])[] = [
  ['/contract/', 'contract'],
  ['/newresearch/', 'research'],
  ['/fuxi/api/company/', 'enterpriseSearch'],
  ['/fuxi/', 'fxSearch'],
  ['/draft/', 'documentDraft'],
  ['/document/', 'assistant'],
  ['/trace/', 'traceability'],
  ['/translation/', 'translateList'],
  ['/research/', 'deepseek'],
  ['/saas/api/v1/manage/', 'admin'],
  ['/saas/api/v1/tenant/', 'admin'],
  ['/saas/api/v1/history/all', 'allHistory'],
];

/** The action a method needs (api.md: 1 read, 2 create, 4 update, 8 delete). */
export function actionOf(method: string): number {
  switch (method.toUpperCase()) {
    case 'POST':
      return Action.create;
    case 'PUT':
    case 'PATCH':
      return Action.update;
    case 'DELETE':
      return Action.delete;
    default:
      return Action.read;
  }
}

/** The resource guarding a URL path, or null for paths no role restricts (login, user info, payment...). */
export function resourceOf(url: string): string | null {
  if (!url.startsWith(API_BASE)) return null;
  const rest = url.slice(API_BASE.length);
  let best: readonly [string, string] | null = null;
  for (const entry of PERMISSION_PREFIXES) {
    if (rest.startsWith(entry[0]) && (!best || entry[0].length > best[0].length)) best = entry;
  }
  return best ? best[1] : null;
}

function appendPreHandler(route: RouteOptions, handler: preHandlerHookHandler): void {
  const existing = route.preHandler;
  route.preHandler = existing ? [...(Array.isArray(existing) ? existing : [existing]), handler] : [handler];
}

export default fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      const override = (route.config as { permission?: TRoutePermission } | undefined)?.permission;
      if (override === false) return;
      const resource = override?.resource ?? resourceOf(route.url);
      if (!resource) return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const check: preHandlerHookHandler = async (request: FastifyRequest) => {
        const actor = request.actor;
        if (!actor) return; // public route: nothing to check
        const action = override?.action ?? actionOf(request.method);
        const mine = await cachedPermissions(app.db, app.readCaches.reads, actor);
        if (!allows(mine, resource, action)) throw Errors.forbidden();
      };
      if (methods.every((m) => m === 'HEAD' || m === 'OPTIONS') ) return;
      appendPreHandler(route, check);
    });
  },
  { name: 'lawdesk-permissions', fastify: '5.x', dependencies: ['lawdesk-auth'] },
);
