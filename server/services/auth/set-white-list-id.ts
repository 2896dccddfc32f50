import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tenants, users } from '../../db/schema/index';

/** Longest user_id the login route accepts (common/api/auth.ts ZWhiteLoginRequest). */
const USER_ID_MAX = 128;

export type TWhiteListEntry = { tenantCode: string; phone: string; userId: string };

/**
 * Puts a member's external user_id on the tenant's white list, so `?user_id=` (spec §2, auth/white/login) logs that
 * member in. For the operator (white-list CLI): the partner system names its users by its own ids, which only the
 * operator knows. The member must already hold an account in the tenant (a login or a member import made it) —
 * the white list never creates accounts. Throws an Error with a Chinese message the CLI prints.
 */
export async function setWhiteListId(db: Db, entry: TWhiteListEntry): Promise<{ userId: string; username: string }> {
  const userId = entry.userId.trim();
  // eslint-disable-next-line no-control-regex
  if (!userId || userId.length > USER_ID_MAX || /[\u0000-\u001f\u007f]/.test(userId)) {
    throw new Error(`user_id 须为 1-${USER_ID_MAX} 个可见字符`);
  }
  const [tenant] = await db.select().from(tenants).where(eq(tenants.code, entry.tenantCode));
  if (!tenant) throw new Error(`没有代码为 ${entry.tenantCode} 的租户`);
  if (!tenant.allowWhiteLogin) throw new Error(`租户 ${entry.tenantCode} 未开放白名单登录（allow_white_login）`);
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenant.id), eq(users.phone, entry.phone)));
  if (!user) throw new Error(`租户 ${entry.tenantCode} 下没有手机号为 ${entry.phone} 的账号：请先让其在本租户登录一次，或由管理员导入成员`);
  const [holder] = await db
    .select({ phone: users.phone })
    .from(users)
    .where(and(eq(users.tenantId, tenant.id), eq(users.externalUserId, userId), ne(users.id, user.id)));
  if (holder) throw new Error(`user_id ${userId} 已属于本租户的另一账号（${holder.phone ?? '无手机号'}）`);
  await db.update(users).set({ externalUserId: userId }).where(eq(users.id, user.id));
  return { userId, username: user.username };
}
