/**
 * What /vip and the VIP dialog say, as pure functions: prices, order states, membership status and the dialog's
 * wording per reason (spec §4: AUTH_EXPIRE, INITIATIVE, NOT_QUOTA) and account type (spec §6: only personal users
 * buy membership; an enterprise member's quotas come from the enterprise).
 */
import type { TAccountType, TBalance, TOrderState } from '@common/api/accounts';
import { NEW_USER_MEMBERSHIP_DAYS } from '@common/limits';
import type { TVipReason } from '@/lib/store';

/** ¥199.00 from 19900 cents. */
export function formatPrice(cents: number): string {
  return `¥${(cents / 100).toFixed(2)}`;
}

/** The order states as a buyer reads them (manual provider: an operator confirms the payment). */
export const ORDER_STATE_LABELS: Record<TOrderState, { label: string; palette: string }> = {
  NOT_PAY: { label: '待确认收款', palette: 'orange' },
  PAY_SUCCESS: { label: '已开通', palette: 'green' },
  PAY_ERROR: { label: '支付失败', palette: 'red' },
  AUTH_EXPIRE: { label: '已失效', palette: 'gray' },
};

/** Same shape as the spec's idempotency id: 'M' + time + random 0-9999. */
export function idempotencyKey(now: number = Date.now()): string {
  return `M${now}${Math.floor(Math.random() * 10_000)}`;
}

export type TMembershipStatus = { kind: 'member' | 'trial' | 'expired' | 'free'; label: string; detail: string };

/** 'YYYY-MM-DD' in China time (how validity_data is written). */
function chinaDate(ms: number): string {
  return new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);
}

/**
 * Membership as the page shows it. A new user whose membership ends within the sign-up gift (注册送1天会员) is on
 * the trial (体验会员); one who bought or redeemed on day one is a member. A past validity date means it lapsed.
 */
export function membershipStatus(
  b: Pick<TBalance, 'is_member' | 'validity_data'>,
  isNewUser: boolean,
  now: number = Date.now(),
): TMembershipStatus {
  const giftEnds = chinaDate(now + NEW_USER_MEMBERSHIP_DAYS * 24 * 3600_000);
  if (b.is_member && isNewUser && b.validity_data && b.validity_data <= giftEnds) {
    return { kind: 'trial', label: '体验会员', detail: `体验期至 ${b.validity_data}` };
  }
  if (b.is_member) return { kind: 'member', label: '会员', detail: `有效期至 ${b.validity_data}` };
  if (b.validity_data) return { kind: 'expired', label: '会员已到期', detail: `已于 ${b.validity_data} 到期` };
  return { kind: 'free', label: '免费版', detail: '尚未开通会员' };
}

export type TVipDialogText = { title: string; body: string; action: 'vip' | 'admin' };

/**
 * The dialog's words. NOT_QUOTA for someone whose membership has lapsed reads as AUTH_EXPIRE (that is why the uses
 * ran out); an enterprise member is sent to their administrator, not to a purchase page.
 */
export function vipDialogText(
  reason: TVipReason,
  b: Pick<TBalance, 'is_member' | 'validity_data'> & { account_type?: TAccountType } | null,
): TVipDialogText {
  if (b?.account_type === 'team') {
    return reason === 'INITIATIVE'
      ? { title: '企业会员', body: '企业账号的会员期限与使用次数由企业统一购买，并由企业管理员分配。如需增加次数，请联系企业管理员。', action: 'admin' }
      : { title: '使用次数已用完', body: '企业账号的使用次数由企业管理员分配，请联系企业管理员增加次数后继续使用。', action: 'admin' };
  }
  const lapsed = Boolean(b && !b.is_member && b.validity_data);
  if (reason === 'AUTH_EXPIRE' || (reason === 'NOT_QUOTA' && lapsed)) {
    const when = b?.validity_data ? `已于 ${b.validity_data} 到期` : '已到期';
    return { title: '会员已到期', body: `您的会员${when}，续费后可继续使用合同审查、法律研究等功能。`, action: 'vip' };
  }
  if (reason === 'NOT_QUOTA') return { title: '使用次数已用完', body: '您的使用次数已用完，开通会员或兑换次数后可继续使用。', action: 'vip' };
  return { title: '开通会员', body: '开通会员，畅享合同审查、法律研究、文书起草等全部功能的更多使用次数。', action: 'vip' };
}
