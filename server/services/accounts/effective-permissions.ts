import { and, eq, or, sql } from 'drizzle-orm';
import type { TMyPermissions, TPermission } from '@common/api/accounts';
import type { DbOrTx } from '../../db/client';
import { roles, userRoles } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';

/**
 * What the actor may do, read fresh on every call (a change takes effect on the member's next request): tenant
 * admins everything; a member the union of their roles, or the tenant's default role when they have none; a
 * tenant that has configured no role at all restricts nobody (unrestricted).
 */
export async function effectivePermissions(db: DbOrTx, actor: TActor): Promise<TMyPermissions> {
  if (actor.isAdmin) return { is_admin: true, unrestricted: true, permissions: [] };
  const rows = await db
    .select({ permissions: roles.permissions, isDefault: roles.isDefault, assigned: sql<boolean>`${userRoles.userId} is not null` })
    .from(roles)
    .leftJoin(userRoles, and(eq(userRoles.roleId, roles.id), eq(userRoles.userId, actor.userId)))
    .where(and(eq(roles.tenantId, actor.tenantId), or(eq(roles.isDefault, true), sql`${userRoles.userId} is not null`)));
  const assigned = rows.filter((r) => r.assigned);
  const chosen = assigned.length > 0 ? assigned : rows.filter((r) => r.isDefault);
  if (chosen.length === 0) return { is_admin: false, unrestricted: true, permissions: [] };
  const merged = new Map<string, number>();
  for (const r of chosen) for (const p of r.permissions) merged.set(p.resource, (merged.get(p.resource) ?? 0) | p.actions);
  const permissions: TPermission[] = [...merged].map(([resource, actions]) => ({ resource: resource as TPermission['resource'], actions }));
  return { is_admin: false, unrestricted: false, permissions };
}
