/** Who may touch a playbook: the tenant's admins (spec §6: admin management endpoints), nobody else. */
import type { FastifyRequest } from 'fastify';
import type { TActor } from '../../lib/actor';
import { Errors } from '../../lib/app-error';

/** Throws 403 (没有权限执行该操作) unless the actor is an admin of their tenant. */
export function assertPlaybookAdmin(actor: TActor): void {
  if (!actor.isAdmin) throw Errors.forbidden();
}

/** Route hook after requireAuth: the same check before the body is validated, so a non-admin always gets 403. */
export async function requirePlaybookAdmin(request: FastifyRequest): Promise<void> {
  if (!request.actor) throw Errors.unauthorized();
  assertPlaybookAdmin(request.actor);
}
