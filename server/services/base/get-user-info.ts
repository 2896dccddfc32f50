import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tenants, users, type TQuotaRow, type TTenantRow, type TUserRow } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { Errors } from '../../lib/app-error';
import type { ReadCache } from '../../lib/read-cache';
import { listQuotas } from '../quota/list-quotas';

export type TInfoUser = Pick<
  TUserRow,
  'id' | 'tenantId' | 'phone' | 'username' | 'isAdmin' | 'membershipExpiresAt' | 'createdAt'
>;
export type TInfoTenant = Pick<TTenantRow, 'code' | 'domainNames' | 'hostKeywords'>;

export type TUserInfoData = {
  user: TInfoUser;
  quotas: TQuotaRow[];
  /** The same phone's accounts in every tenant, this one first (spec §3 tenant_info, §6 "matched by domain"). */
  accounts: { user: TInfoUser; tenant: TInfoTenant }[];
};

/**
 * The actor's account, quotas and accounts in other tenants, for base/info. With `cache` (decision 188) a warm read
 * makes no query: the entry is evicted when any of it changes (the users, their quotas, the phone's accounts, the
 * tenants shown), in every process.
 */
export async function getUserInfo(db: Db, { actor, cache }: { actor: TActor; cache?: ReadCache }): Promise<TUserInfoData> {
  if (!cache) return readUserInfo(db, actor);
  return cache.through(`info:${actor.userId}`, () => readUserInfo(db, actor), infoTags);
}

/** What a base/info entry shows, as lawdesk_reads tags (migration 0015). */
function infoTags({ user, accounts }: TUserInfoData): string[] {
  const tags = accounts.flatMap((a) => [`u:${a.user.id}`, `t:${a.user.tenantId}`]);
  if (user.phone) tags.push(`p:${user.phone}`);
  return tags;
}

/** Two queries, only used columns. */
async function readUserInfo(db: Db, actor: TActor): Promise<TUserInfoData> {
  const [rows, quotas] = await Promise.all([
    db
      .select({
        user: {
          id: users.id,
          tenantId: users.tenantId,
          phone: users.phone,
          username: users.username,
          isAdmin: users.isAdmin,
          membershipExpiresAt: users.membershipExpiresAt,
          createdAt: users.createdAt,
        },
        tenant: { code: tenants.code, domainNames: tenants.domainNames, hostKeywords: tenants.hostKeywords },
      })
      .from(users)
      .innerJoin(tenants, eq(tenants.id, users.tenantId))
      // The actor's row and every row with the same (non-null) phone, in one round trip.
      .where(
        or(
          eq(users.id, actor.userId),
          eq(users.phone, sql`(select u.phone from users u where u.id = ${actor.userId})`),
        ),
      ),
    listQuotas(db, { userId: actor.userId }),
  ]);
  const self = rows.find((r) => r.user.id === actor.userId);
  if (!self) throw Errors.tokenInvalid();
  const others = rows
    .filter((r) => r !== self)
    .sort((a, b) => a.user.createdAt.getTime() - b.user.createdAt.getTime());
  return { user: self.user, quotas, accounts: [self, ...others] };
}
