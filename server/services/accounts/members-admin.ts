/**
 * Member management for tenant admins (api.md members): every query is bound to the actor's tenant, so an admin
 * of tenant A naming a member of tenant B gets 404. Disabling or deleting a member ends their sessions at once.
 */
import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { TMember, TMemberInput } from '@common/api/accounts';
import type { Db, DbOrTx } from '../../db/client';
import { roles, sessions, userRoles, users } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { recordAudit } from '../../lib/audit';
import { Errors } from '../../lib/app-error';
import { AccountErrors } from './account-errors';
import { assertSeatAvailable } from '../admin/assert-seat-available';

type TUserRow = typeof users.$inferSelect;

async function rolesOf(db: DbOrTx, userIds: string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>();
  if (userIds.length === 0) return map;
  const rows = await db.select().from(userRoles).where(inArray(userRoles.userId, userIds));
  for (const r of rows) map.set(r.userId, [...(map.get(r.userId) ?? []), r.roleId]);
  return map;
}

function present(u: TUserRow, roleIds: string[]): TMember {
  return { user_id: u.id, phone: u.phone, name: u.username, is_admin: u.isAdmin, disabled: u.disabled, role_ids: roleIds, created_at: u.createdAt.toISOString() };
}

/** One page of the tenant's members, searched by phone or name. */
export async function listMembers(
  db: Db,
  { actor, page, pageSize, search }: { actor: TActor; page: number; pageSize: number; search?: string },
): Promise<{ items: TMember[]; total_count: number; total_pages: number }> {
  const where: SQL[] = [eq(users.tenantId, actor.tenantId)];
  if (search) {
    const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(users.phone, like), ilike(users.username, like))!);
  }
  const cond = and(...where);
  const [total] = await db.select({ n: count() }).from(users).where(cond);
  const rows = await db.select().from(users).where(cond).orderBy(desc(users.createdAt), users.id).limit(pageSize).offset((page - 1) * pageSize);
  const byUser = await rolesOf(db, rows.map((r) => r.id));
  const n = total?.n ?? 0;
  return { items: rows.map((r) => present(r, byUser.get(r.id) ?? [])), total_count: n, total_pages: Math.ceil(n / pageSize) };
}

async function checkRoles(db: DbOrTx, actor: TActor, roleIds: string[]): Promise<void> {
  if (roleIds.length === 0) return;
  const found = await db.select({ id: roles.id }).from(roles).where(and(eq(roles.tenantId, actor.tenantId), inArray(roles.id, roleIds)));
  if (found.length !== new Set(roleIds).size) throw Errors.badRequest('所选角色不存在');
}

async function setRoles(db: DbOrTx, userId: string, roleIds: string[]): Promise<void> {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roleIds.length > 0) await db.insert(userRoles).values([...new Set(roleIds)].map((roleId) => ({ userId, roleId })));
}

/** Adds a member to the actor's tenant (409 when the phone is already one). */
export async function createMember(db: Db, { actor, input }: { actor: TActor; input: TMemberInput }): Promise<TMember> {
  return db.transaction(async (tx) => {
    await checkRoles(tx, actor, input.role_ids);
    // Seats bought (issue 12 /enterpriseInfo); a member added disabled takes no seat until enabled.
    if (!input.disabled) await assertSeatAvailable(tx, { tenantId: actor.tenantId });
    const [row] = await tx
      .insert(users)
      .values({ tenantId: actor.tenantId, phone: input.phone, username: input.name, disabled: input.disabled, isAdmin: input.is_admin ?? false })
      .onConflictDoNothing()
      .returning();
    if (!row) throw AccountErrors.memberExists();
    await setRoles(tx, row.id, input.role_ids);
    await recordAudit(tx, { tenantId: actor.tenantId, userId: actor.userId, action: 'member.create', target: row.id, details: { phone: input.phone, role_ids: input.role_ids } });
    return present(row, input.role_ids);
  });
}

/** Edits a member of the actor's tenant; an admin cannot remove their own admin right or disable themselves. */
export async function updateMember(
  db: Db,
  { actor, userId, input }: { actor: TActor; userId: string; input: Partial<TMemberInput> },
): Promise<TMember> {
  if (userId === actor.userId && (input.is_admin === false || input.disabled === true)) throw AccountErrors.adminSelf();
  return db.transaction(async (tx) => {
    if (input.role_ids) await checkRoles(tx, actor, input.role_ids);
    const changes = {
      ...(input.phone !== undefined ? { phone: input.phone } : {}),
      ...(input.name !== undefined ? { username: input.name } : {}),
      ...(input.disabled !== undefined ? { disabled: input.disabled } : {}),
      ...(input.is_admin !== undefined ? { isAdmin: input.is_admin } : {}),
    };
    const mine = and(eq(users.id, userId), eq(users.tenantId, actor.tenantId));
    // Only the roles sent (the admin pages' role assignment): nothing to update on the user row itself.
    const [row] = Object.keys(changes).length === 0
      ? await tx.select().from(users).where(mine)
      : await tx
          .update(users)
          .set(changes)
          .where(mine)
          .returning()
          .catch((err: unknown) => {
            if (String((err as { code?: string }).code ?? (err as { cause?: { code?: string } }).cause?.code) === '23505') throw AccountErrors.memberExists();
            throw err;
          });
    if (!row) throw Errors.notFound('成员不存在');
    if (input.role_ids) await setRoles(tx, userId, input.role_ids);
    // A disabled member is logged out everywhere at once (resolveSession also refuses disabled accounts).
    if (row.disabled) await tx.delete(sessions).where(eq(sessions.userId, userId));
    await recordAudit(tx, { tenantId: actor.tenantId, userId: actor.userId, action: 'member.update', target: userId, details: { ...input } });
    const byUser = await rolesOf(tx, [userId]);
    return present(row, byUser.get(userId) ?? []);
  });
}

/** Deletes a member of the actor's tenant (and with them their sessions); never oneself. */
export async function deleteMember(db: Db, { actor, userId }: { actor: TActor; userId: string }): Promise<void> {
  if (userId === actor.userId) throw AccountErrors.adminSelf();
  const [found] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, userId), eq(users.tenantId, actor.tenantId)));
  if (!found) throw Errors.notFound('成员不存在');
  try {
    await db.transaction(async (tx) => {
      await tx.delete(users).where(eq(users.id, userId));
    });
  } catch {
    // Their tasks still reference them (kept for the firm's records): the account is disabled and logged out instead.
    await db.update(users).set({ disabled: true }).where(eq(users.id, userId));
    await db.delete(sessions).where(eq(sessions.userId, userId));
    await db.delete(userRoles).where(eq(userRoles.userId, userId));
  }
  await recordAudit(db, { tenantId: actor.tenantId, userId: actor.userId, action: 'member.delete', target: userId });
}
