import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Code, Messages } from '@common/codes';
import { NEW_USER_MEMBERSHIP_DAYS, SMS_CODES_PER_DAY } from '@common/limits';
import type { TLoginResult } from '@common/api/auth';
import type { TUserInfo } from '@common/api/base';
import { quotas, smsCodes, users } from '../../server/db/schema/index';
import { randomPhone, readOutboxCode, loginWithSmsCode } from '../helpers/auth';
import { buildTestApp, useTestApp } from '../helpers/build-test-app';
import { TestClient } from '../helpers/test-client';

const STARTING_QUOTAS = { contract_review: 3, research: 7 };

describe('POST auth/code', () => {
  const t = useTestApp({ env: { QUOTA_NEW_USER: JSON.stringify(STARTING_QUOTAS) } });

  it('sends a code to the console outbox and never returns it', async () => {
    const client = new TestClient(t().app);
    const phone = randomPhone();
    const res = await client.post(TestClient.saas('auth/code'), { phone });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 200, data: {}, message: Messages.codeSent });
    const code = await readOutboxCode(t().dataDir, phone);
    expect(code).toMatch(/^\d{6}$/);
    expect(res.raw.body).not.toContain(code!);
    const outbox = await readFile(path.join(t().dataDir, 'sms-outbox.jsonl'), 'utf8');
    const line = JSON.parse(outbox.trim().split('\n').at(-1)!) as Record<string, string>;
    expect(Object.keys(line).sort()).toEqual(['at', 'code', 'phone']);
  });

  it('rejects a malformed phone with 请输入正确的手机号', async () => {
    const res = await new TestClient(t().app).post(TestClient.saas('auth/code'), { phone: '12345' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: Code.BAD_REQUEST, data: null, message: '请输入正确的手机号' });
  });

  it('allows one code per minute per phone: the second answers 429', async () => {
    const client = new TestClient(t().app);
    const phone = randomPhone();
    expect((await client.post(TestClient.saas('auth/code'), { phone })).status).toBe(200);
    const second = await client.post(TestClient.saas('auth/code'), { phone });
    expect(second.status).toBe(429);
    expect(second.body).toEqual({
      code: Code.TOO_MANY_REQUESTS,
      data: null,
      message: Messages.tooManyRequests,
    });
    // Another phone is not affected.
    expect((await client.post(TestClient.saas('auth/code'), { phone: randomPhone() })).status).toBe(200);
  });

  it(`allows ${SMS_CODES_PER_DAY} codes per day per phone`, async () => {
    const phone = randomPhone();
    const tenant = await t().app.tenants.resolve('localhost');
    // Ten codes sent over the past hours (older than a minute, so only the daily limit applies).
    const rows = Array.from({ length: SMS_CODES_PER_DAY }, (_, i) => ({
      phone,
      tenantId: tenant.id,
      codeHash: 'x',
      createdAt: new Date(Date.now() - (i + 2) * 10 * 60_000),
      expiresAt: new Date(Date.now() - 60_000),
    }));
    await t().app.db.insert(smsCodes).values(rows);
    const res = await new TestClient(t().app).post(TestClient.saas('auth/code'), { phone });
    expect(res.status).toBe(429);
    expect(res.body.code).toBe(Code.TOO_MANY_REQUESTS);
  });

  it('counts parallel requests exactly: of five at once, one is sent', async () => {
    const client = new TestClient(t().app);
    await client.get(TestClient.saas('base/version'));
    const phone = randomPhone();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => client.post(TestClient.saas('auth/code'), { phone })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 429, 429, 429, 429]);
  });
});

describe('POST auth/code/login', () => {
  const t = useTestApp({ env: { QUOTA_NEW_USER: JSON.stringify(STARTING_QUOTAS) } });

  it('creates the user on first login with 1 day of membership and the QUOTA_NEW_USER quotas', async () => {
    const client = new TestClient(t().app);
    const before = Date.now();
    const login = await loginWithSmsCode(client, t().dataDir);
    expect(login.is_history).toBe(false);
    expect(login.satoken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [user] = await t().app.db.select().from(users).where(eq(users.phone, login.phone));
    const expiry = user!.membershipExpiresAt!.getTime();
    expect(expiry).toBeGreaterThanOrEqual(before + NEW_USER_MEMBERSHIP_DAYS * 86_400_000 - 1000);
    expect(expiry).toBeLessThanOrEqual(Date.now() + NEW_USER_MEMBERSHIP_DAYS * 86_400_000 + 1000);

    const info = await client.get<TUserInfo>(TestClient.saas('base/info'));
    expect(info.body.code).toBe(200);
    expect(info.body.data.personal_info.use_info).toEqual([
      { models: 'contract_review', number: 3, use_number: 0 },
      { models: 'research', number: 7, use_number: 0 },
    ]);
    expect(info.body.data.personal_info.is_member).toBe(true);
    expect(info.body.data.personal_info.is_new_user).toBe(true);
    expect(info.body.data.personal_info.phone).toBe(login.phone);
  });

  it('answers is_history true for a returning user and keeps one account', async () => {
    const phone = randomPhone();
    await loginWithSmsCode(new TestClient(t().app), t().dataDir, phone);
    // The next code may be sent only after a minute: make the first one look older.
    await t()
      .app.db.update(smsCodes)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(smsCodes.phone, phone));
    const again = await loginWithSmsCode(new TestClient(t().app), t().dataDir, phone);
    expect(again.is_history).toBe(true);
    const rows = await t().app.db.select().from(users).where(eq(users.phone, phone));
    expect(rows).toHaveLength(1);
    const quotaRows = await t().app.db.select().from(quotas).where(eq(quotas.userId, rows[0]!.id));
    expect(quotaRows).toHaveLength(2); // not granted twice
  });

  it('rejects a wrong code with 验证码错误或已过期 and accepts the right one afterwards', async () => {
    const client = new TestClient(t().app);
    const phone = randomPhone();
    await client.post(TestClient.saas('auth/code'), { phone });
    const code = (await readOutboxCode(t().dataDir, phone))!;
    const wrong = code === '000000' ? '000001' : '000000';
    const res = await client.post(TestClient.saas('auth/code/login'), { phone, code: wrong });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: Code.BAD_REQUEST, data: null, message: Messages.codeWrong });
    const ok = await client.post<TLoginResult>(TestClient.saas('auth/code/login'), { phone, code });
    expect(ok.body.code).toBe(200);
  });

  it('does not accept a code twice', async () => {
    const client = new TestClient(t().app);
    const phone = randomPhone();
    await client.post(TestClient.saas('auth/code'), { phone });
    const code = (await readOutboxCode(t().dataDir, phone))!;
    expect((await client.post(TestClient.saas('auth/code/login'), { phone, code })).body.code).toBe(200);
    const replay = await client.post(TestClient.saas('auth/code/login'), { phone, code });
    expect(replay.body).toEqual({ code: Code.BAD_REQUEST, data: null, message: Messages.codeWrong });
  });

  it('burns a code after 5 wrong guesses', async () => {
    const client = new TestClient(t().app);
    const phone = randomPhone();
    await client.post(TestClient.saas('auth/code'), { phone });
    const code = (await readOutboxCode(t().dataDir, phone))!;
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++) await client.post(TestClient.saas('auth/code/login'), { phone, code: wrong });
    const res = await client.post(TestClient.saas('auth/code/login'), { phone, code });
    expect(res.body.code).toBe(Code.BAD_REQUEST);
    expect(res.body.message).toBe(Messages.codeWrong);
  });

  it('rejects an expired code', async () => {
    const client = new TestClient(t().app);
    const phone = randomPhone();
    await client.post(TestClient.saas('auth/code'), { phone });
    const code = (await readOutboxCode(t().dataDir, phone))!;
    await t()
      .app.db.update(smsCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(smsCodes.phone, phone));
    const res = await client.post(TestClient.saas('auth/code/login'), { phone, code });
    expect(res.body.message).toBe(Messages.codeWrong);
  });
});

describe('per-IP rate limit on login endpoints', () => {
  it('answers 429 with code 429 past LOGIN_RATE_LIMIT_PER_MINUTE requests from one IP', async () => {
    const t = await buildTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const client = new TestClient(t.app);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await client.post(TestClient.saas('auth/password/login'), {
          account: 'nobody',
          password: 'x',
        });
        statuses.push(res.status);
        if (res.status === 429) {
          expect(res.body).toEqual({
            code: Code.TOO_MANY_REQUESTS,
            data: null,
            message: Messages.tooManyRequests,
          });
        }
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
    } finally {
      await t.close();
    }
  });
});
