import { NEW_USER_MEMBERSHIP_DAYS } from '@common/limits';
import type { TUserInfo } from '@common/api/base';
import type { TInfoTenant, TInfoUser, TUserInfoData } from '../services/base/get-user-info';

/** 'YYYY-MM-DD' in China time, the date a lawyer reads on the trial badge. */
export function formatChinaDate(date: Date): string {
  return new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}

function isMember(user: Pick<TInfoUser, 'membershipExpiresAt'>, now: Date): boolean {
  return Boolean(user.membershipExpiresAt && user.membershipExpiresAt.getTime() > now.getTime());
}

function domainOf(tenant: TInfoTenant): string {
  return tenant.domainNames[0] ?? tenant.hostKeywords[0] ?? tenant.code;
}

/** base/info (spec §3 User info): quotas per model, membership, and the same phone's tenant accounts. */
export function presentUserInfo(
  { user, quotas, accounts }: TUserInfoData,
  now: Date = new Date(),
): TUserInfo {
  const member = isMember(user, now);
  return {
    personal_info: {
      use_info: quotas.map((q) => ({ models: q.model, number: q.number, use_number: q.useNumber })),
      is_member: member,
      // New = still inside the sign-up gift period (注册送1天会员).
      is_new_user: now.getTime() - user.createdAt.getTime() < NEW_USER_MEMBERSHIP_DAYS * 24 * 3600_000,
      user_id: user.id,
      username: user.username,
      phone: user.phone ?? '',
      is_admin: user.isAdmin,
      tenant_id: user.tenantId,
      package_name: member ? '会员' : '免费版',
      validity_data: user.membershipExpiresAt ? formatChinaDate(user.membershipExpiresAt) : '',
    },
    tenant_info: accounts.map((a) => ({
      domain_name: domainOf(a.tenant),
      user_id: a.user.id,
      is_member: isMember(a.user, now),
    })),
  };
}
