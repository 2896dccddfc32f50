import { describe, expect, it } from 'vitest';
import { checkPasswordForm } from './password-rules';
import { formatPrice, membershipStatus, vipDialogText } from './vip-model';

describe('VIP dialog wording (spec §4 reasons, spec §6 personal users only)', () => {
  const member = { is_member: true, validity_data: '2027-01-31', account_type: 'person' as const };
  const lapsed = { is_member: false, validity_data: '2026-10-01', account_type: 'person' as const };
  const never = { is_member: false, validity_data: null, account_type: 'person' as const };

  it('tells a personal user with no uses left to buy or redeem, and leads to /vip', () => {
    expect(vipDialogText('NOT_QUOTA', never)).toMatchObject({ title: '使用次数已用完', action: 'vip' });
  });

  it('says the membership expired, with its date, when no uses are left after it lapsed', () => {
    const t = vipDialogText('NOT_QUOTA', lapsed);
    expect(t.title).toBe('会员已到期');
    expect(t.body).toContain('2026-10-01');
    expect(vipDialogText('AUTH_EXPIRE', lapsed).title).toBe('会员已到期');
  });

  it('offers packages when the user opens it themselves', () => {
    expect(vipDialogText('INITIATIVE', member)).toMatchObject({ title: '开通会员', action: 'vip' });
  });

  it('never sends an enterprise member to a purchase page: they ask their administrator', () => {
    for (const reason of ['NOT_QUOTA', 'AUTH_EXPIRE', 'INITIATIVE'] as const) {
      const t = vipDialogText(reason, { ...lapsed, account_type: 'team' });
      expect(t.action).toBe('admin');
      expect(t.body).toContain('企业管理员');
    }
  });
});

describe('membership status on /vip', () => {
  const now = Date.parse('2026-11-25T05:00:00Z');
  it('shows the sign-up trial, a member, a lapsed membership and a free account apart', () => {
    expect(membershipStatus({ is_member: true, validity_data: '2026-11-26' }, true, now)).toMatchObject({ kind: 'trial', label: '体验会员', detail: '体验期至 2026-11-26' });
    expect(membershipStatus({ is_member: true, validity_data: '2027-02-25' }, false, now)).toMatchObject({ kind: 'member', detail: '有效期至 2027-02-25' });
    expect(membershipStatus({ is_member: false, validity_data: '2026-10-01' }, false, now)).toMatchObject({ kind: 'expired', label: '会员已到期' });
    expect(membershipStatus({ is_member: false, validity_data: null }, false, now)).toMatchObject({ kind: 'free', label: '免费版' });
  });

  it('calls a new user who bought a month on day one a member, not a trial', () => {
    expect(membershipStatus({ is_member: true, validity_data: '2026-12-27' }, true, now)).toMatchObject({ kind: 'member', label: '会员' });
  });

  it('prints prices in yuan with two decimals', () => {
    expect(formatPrice(19_900)).toBe('¥199.00');
    expect(formatPrice(169_950)).toBe('¥1699.50');
  });
});

describe('/modifyPassword form checks', () => {
  it('refuses a short, spaced, repeated or unconfirmed new password in Chinese', () => {
    expect(checkPasswordForm({ current: 'old-pass-1', next: 'short', confirm: 'short' }).next).toBe('新密码至少8位');
    expect(checkPasswordForm({ current: 'old-pass-1', next: 'has space 1', confirm: 'has space 1' }).next).toBe('新密码不能包含空格');
    expect(checkPasswordForm({ current: 'same-pass-1', next: 'same-pass-1', confirm: 'same-pass-1' }).next).toBe('新密码不能与当前密码相同');
    expect(checkPasswordForm({ current: 'old-pass-1', next: 'new-pass-1', confirm: 'new-pass-2' }).confirm).toBe('两次输入的新密码不一致');
  });

  it('lets an SMS-only account (no current password) set its first one', () => {
    expect(checkPasswordForm({ current: '', next: 'first-pass-1', confirm: 'first-pass-1' })).toEqual({});
  });
});
