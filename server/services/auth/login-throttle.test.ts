import { describe, expect, it } from 'vitest';
import { FREE_FAILURES, LoginThrottle, lockMs } from './login-throttle';

describe('per-account login throttle (decision 183)', () => {
  it('lets the first wrong passwords through, then locks with a delay that doubles up to 15 minutes', () => {
    expect([5, 6, 7, 8, 9, 10, 20].map(lockMs)).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 900_000, 900_000]);
    let now = 1_000_000;
    const throttle = new LoginThrottle(() => now);
    for (let i = 1; i < FREE_FAILURES; i++) {
      throttle.recordFailure('t', 'lawyer');
      expect(() => throttle.assertAllowed('t', 'lawyer')).not.toThrow();
    }
    throttle.recordFailure('t', 'lawyer');
    expect(() => throttle.assertAllowed('t', 'lawyer')).toThrow('密码错误次数过多，请30秒后再试，或使用验证码登录');
    now += 30_000;
    expect(() => throttle.assertAllowed('t', 'lawyer')).not.toThrow();
    throttle.recordFailure('t', 'lawyer');
    expect(() => throttle.assertAllowed('t', 'lawyer')).toThrow('请1分钟后再试');
    now += 60_000;
    throttle.recordFailure('t', ' LAWYER ');
    expect(() => throttle.assertAllowed('t', 'lawyer')).toThrow('请2分钟后再试');
  });

  it('is per account and per tenant, and a success clears it', () => {
    let now = 0;
    const throttle = new LoginThrottle(() => now);
    for (let i = 0; i < FREE_FAILURES; i++) throttle.recordFailure('t', 'a');
    expect(() => throttle.assertAllowed('t', 'a')).toThrow();
    expect(() => throttle.assertAllowed('t', 'b')).not.toThrow();
    expect(() => throttle.assertAllowed('other-tenant', 'a')).not.toThrow();
    now += 30_000;
    throttle.recordSuccess('t', 'a');
    throttle.recordFailure('t', 'a');
    expect(() => throttle.assertAllowed('t', 'a')).not.toThrow();
  });
});
