/**
 * Per-account password throttling (issue 16, decision 183): after repeated wrong passwords the account name is
 * locked — even the right password waits — and the answer is the same whether the account exists or not.
 */
import { describe, expect, it } from 'vitest';
import { Code, Messages } from '@common/codes';
import { FREE_FAILURES } from '../../server/services/auth/login-throttle';
import { TEST_ADMIN, useTestApp } from '../helpers/build-test-app';
import { TestClient } from '../helpers/test-client';

describe('password login throttled per account', () => {
  const t = useTestApp();
  const login = (account: string, password: string) =>
    new TestClient(t().app).call('POST', TestClient.saas('auth/password/login'), { body: { account, password } });

  it('locks an account after repeated wrong passwords, the same way for an account that does not exist', async () => {
    const answers: Record<string, unknown[]> = { real: [], invented: [] };
    for (const [kind, account] of [['real', TEST_ADMIN.phone], ['invented', '13700000999']] as const) {
      for (let i = 0; i < FREE_FAILURES; i++) {
        const res = await login(account, 'wrong-password');
        answers[kind]!.push([res.status, res.body]);
        expect(res.body).toEqual({ code: Code.BAD_REQUEST, data: null, message: Messages.passwordWrong });
      }
      const locked = await login(account, 'wrong-password');
      answers[kind]!.push([locked.status, locked.body]);
      expect(locked.status).toBe(429);
      expect(locked.body.code).toBe(429);
      expect(locked.body.message).toBe('密码错误次数过多，请30秒后再试，或使用验证码登录');
    }
    // Nothing in status, code or message tells a real account from an invented one.
    expect(answers.real).toEqual(answers.invented);
    // While locked, even the right password waits.
    const right = await login(TEST_ADMIN.phone, TEST_ADMIN.password);
    expect(right.status).toBe(429);
  });
});
