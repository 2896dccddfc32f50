/** Role management for tenant admins (api.md roles): list, create, update, delete, always inside the actor's tenant. */
import { and, count, eq, ne } from 'drizzle-orm';
import type { TPermission, TRole, TRoleInput } from '@common/api/accounts';
import type { Db } from '../../db/client';
import { roles, userRoles } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { recordAudit } from '../../lib/audit';
import { Errors } from '../../lib/app-error';
import { AccountErrors } from './account-errors';

/** The tenant's roles with their member counts. */
export async function listRoles(db: Db, { actor }: { actor: TActor }): Promise<TRole[]> {
  const rows = await db.select().from(roles).where(eq(roles.tenantId, actor.tenantId)).orderBy(roles.createdAt);
  const counts = await db
    .select({ roleId: userRoles.roleId, n: count() })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(roles.tenantId, actor.tenantId))
    .groupBy(userRoles.roleId);
  const byRole = new Map(counts.map((c) => [c.roleId, c.n]));
  return rows.map((r) => ({ role_id: r.id, name: r.name, permissions: r.permissions as TPermission[], is_default: r.isDefault, member_count: byRole.get(r.id) ?? 0 }));
}

function checkGrantsSomething(input: TRoleInput): void {
  if (!input.permissions.some((p) => p.actions > 0)) throw AccountErrors.roleEmpty();
}

/** Creates (roleId undefined) or updates a role of the actor's tenant; one default role at most. */
export async function saveRole(db: Db, { actor, roleId, input }: { actor: TActor; roleId?: string; input: TRoleInput }): Promise<TRole> {
  checkGrantsSomething(input);
  const permissions = input.permissions.filter((p) => p.actions > 0);
  return db.transaction(async (tx) => {
    const [clash] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.tenantId, actor.tenantId), eq(roles.name, input.name), ...(roleId ? [ne(roles.id, roleId)] : [])));
    if (clash) throw Errors.conflict('已有同名角色');
    if (input.is_default) await tx.update(roles).set({ isDefault: false }).where(eq(roles.tenantId, actor.tenantId));
    let row;
    if (roleId) {
      [row] = await tx
        .update(roles)
        .set({ name: input.name, permissions, ...(input.is_default !== undefined ? { isDefault: input.is_default } : {}) })
        .where(and(eq(roles.id, roleId), eq(roles.tenantId, actor.tenantId)))
        .returning();
      if (!row) throw Errors.notFound('角色不存在');
    } else {
      [row] = await tx
        .insert(roles)
        .values({ tenantId: actor.tenantId, name: input.name, permissions, isDefault: input.is_default ?? false })
        .returning();
    }
    await recordAudit(tx, { tenantId: actor.tenantId, userId: actor.userId, action: roleId ? 'role.update' : 'role.create', target: row!.id, details: { name: input.name, permissions } });
    return { role_id: row!.id, name: row!.name, permissions: row!.permissions as TPermission[], is_default: row!.isDefault, member_count: 0 };
  });
}

/** Deletes a role of the actor's tenant (its members fall back to the default role). */
export async function deleteRole(db: Db, { actor, roleId }: { actor: TActor; roleId: string }): Promise<void> {
  const removed = await db.delete(roles).where(and(eq(roles.id, roleId), eq(roles.tenantId, actor.tenantId))).returning({ id: roles.id });
  if (removed.length === 0) throw Errors.notFound('角色不存在');
  await recordAudit(db, { tenantId: actor.tenantId, userId: actor.userId, action: 'role.delete', target: roleId });
}
