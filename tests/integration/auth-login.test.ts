import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Code, Messages } from '@common/codes';
import type { TFileKey, TLoginResult } from '@common/api/auth';
import type { TUserInfo } from '@common/api/base';
import { sessions, users } from '../../server/db/schema/index';
import { deriveFileKeys, parseFileKeyId } from '../../server/lib/file-keys';
import { signZizhuToken, zizhuTokenKey } from '../../server/lib/zizhu-token';
import { ServerMessages } from '../../server/lib/server-messages';
import { randomPhone, loginWithSmsCode } from '../helpers/auth';
import { TEST_ADMIN, useTestApp } from '../helpers/build-test-app';
import { TestClient } from '../helpers/test-client';
import { buildUser, sessionFor } from '../factories/user';

describe('POST auth/password/login', () => {
  const t = useTestApp();

  it('logs the first admin in with ADMIN_PHONE/ADMIN_PASSWORD', async () => {
    const client = new TestClient(t().app);
    const res = await client.post<TLoginResult>(TestClient.saas('auth/password/login'), {
      account: TEST_ADMIN.phone,
      password: TEST_ADMIN.password,
    });
    expect(res.body.code).toBe(200);
    expect(res.body.data.is_history).toBe(true);
    client.token = res.body.data.satoken;
    const info = await client.get<TUserInfo>(TestClient.saas('base/info'));
    expect(info.body.data.personal_info.is_admin).toBe(true);
  });

  it('answers 账号或密码错误 for a wrong password and for an unknown account alike', async () => {
    const client = new TestClient(t().app);
    const wrong = await client.post(TestClient.saas('auth/password/login'), {
      account: TEST_ADMIN.phone,
      password: 'not-the-password',
    });
    const unknown = await client.post(TestClient.saas('auth/password/login'), {
      account: randomPhone(),
      password: 'whatever',
    });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: Code.BAD_REQUEST, data: null, message: Messages.passwordWrong });
    }
  });

  it('refuses a disabled account with 10054', async () => {
    const user = await buildUser(t().app, { password: 'secret-pass-1', disabled: true });
    const res = await new TestClient(t().app).post(TestClient.saas('auth/password/login'), {
      account: user.phone,
      password: 'secret-pass-1',
    });
    expect(res.body).toEqual({ code: Code.ACCOUNT_DISABLED, data: null, message: Messages.accountDisabled });
  });
});

describe('POST auth/white/login', () => {
  const t = useTestApp();
  const lawFirmHost = 'ai.lawfirm.example.cn';

  it('logs a registered user_id in on the law-firm tenant', async () => {
    const tenant = await t().app.tenants.resolve(lawFirmHost);
    expect(tenant.code).toBe('lawfirm');
    await buildUser(t().app, { tenantId: tenant.id, externalUserId: 'firm-0001' });
    const res = await new TestClient(t().app, lawFirmHost).post<TLoginResult>(
      TestClient.saas('auth/white/login'),
      {
        user_id: 'firm-0001',
      },
    );
    expect(res.body.code).toBe(200);
    expect(res.body.data).toEqual({ satoken: expect.any(String), is_history: true });
  });

  it('refuses a user_id that is not on the white list with 10022', async () => {
    const res = await new TestClient(t().app, lawFirmHost).post(TestClient.saas('auth/white/login'), {
      user_id: 'firm-9999',
    });
    expect(res.body).toEqual({
      code: Code.REQUEST_ERROR,
      data: null,
      message: ServerMessages.whiteListMissing,
    });
  });

  it('answers 10065 on tenants without white-list login', async () => {
    const res = await new TestClient(t().app, 'localhost').post(TestClient.saas('auth/white/login'), {
      user_id: 'firm-0001',
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      code: Code.LOGIN_METHOD_DISABLED,
      data: null,
      message: Messages.loginMethodDisabled,
    });
  });
});

describe('POST auth/zizhu/login', () => {
  const t = useTestApp();
  const zizhuHost = 'www.zizhu-law.cn';
  const key = () => zizhuTokenKey(t().env.SECRET_KEY);
  const exp = () => Math.floor(Date.now() / 1000) + 300;

  it('logs in with a signed token on a zizhu host, creating the user first time', async () => {
    const phone = randomPhone();
    const token = signZizhuToken(key(), { phone, exp: exp() });
    const client = new TestClient(t().app, zizhuHost);
    const first = await client.post<TLoginResult>(TestClient.saas('auth/zizhu/login'), { token });
    expect(first.body.code).toBe(200);
    expect(first.body.data.is_history).toBe(false);
    const second = await client.post<TLoginResult>(TestClient.saas('auth/zizhu/login'), { token });
    expect(second.body.data.is_history).toBe(true);
    const zizhu = await t().app.tenants.resolve(zizhuHost);
    const [user] = await t().app.db.select().from(users).where(eq(users.phone, phone));
    expect(user!.tenantId).toBe(zizhu.id);
  });

  it('answers 10015 for an expired or tampered token', async () => {
    const phone = randomPhone();
    const expired = signZizhuToken(key(), { phone, exp: Math.floor(Date.now() / 1000) - 1 });
    const valid = signZizhuToken(key(), { phone, exp: exp() });
    const [body, sig] = valid.split('.');
    const forged = `${Buffer.from(JSON.stringify({ phone: '13800000000', exp: exp() })).toString('base64url')}.${sig}`;
    for (const token of [expired, forged, `${body}.${sig!.slice(1)}A`, 'garbage']) {
      const res = await new TestClient(t().app, zizhuHost).post(TestClient.saas('auth/zizhu/login'), {
        token,
      });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: Code.TOKEN_INVALID, data: null, message: Messages.tokenInvalid });
    }
  });

  it('answers 10065 on tenants without token login', async () => {
    const token = signZizhuToken(key(), { phone: randomPhone(), exp: exp() });
    const res = await new TestClient(t().app, 'localhost').post(TestClient.saas('auth/zizhu/login'), {
      token,
    });
    expect(res.body.code).toBe(Code.LOGIN_METHOD_DISABLED);
  });
});

describe('sessions', () => {
  const t = useTestApp();

  it('answers 401/401 请先登录 when a protected call has no token', async () => {
    const res = await new TestClient(t().app).get(TestClient.saas('base/info'));
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: Code.UNAUTHORIZED, data: null, message: Messages.unauthorized });
  });

  it('answers 10015 for an unknown token', async () => {
    const client = new TestClient(t().app);
    client.token = 'x'.repeat(43);
    const res = await client.get(TestClient.saas('base/info'));
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: Code.TOKEN_INVALID, data: null, message: Messages.tokenInvalid });
  });

  it('accepts the token as query ntoken', async () => {
    const token = await sessionFor(t().app, await buildUser(t().app));
    const res = await new TestClient(t().app).get(`${TestClient.saas('base/info')}?ntoken=${token}`);
    expect(res.body.code).toBe(200);
  });

  it('revokes the session on logout: the token then answers 10015', async () => {
    const client = new TestClient(t().app);
    await loginWithSmsCode(client, t().dataDir);
    expect((await client.get(TestClient.saas('base/info'))).body.code).toBe(200);
    const out = await client.post(TestClient.saas('auth/logout'));
    expect(out.body).toEqual({ code: 200, data: {}, message: Messages.ok });
    const after = await client.get(TestClient.saas('base/info'));
    expect(after.body.code).toBe(Code.TOKEN_INVALID);
  });

  it('answers 10015 once a session has expired', async () => {
    const user = await buildUser(t().app);
    const token = await sessionFor(t().app, user);
    await t()
      .app.db.update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    const client = new TestClient(t().app);
    client.token = token;
    const res = await client.get(TestClient.saas('base/info'));
    expect(res.body).toEqual({ code: Code.TOKEN_INVALID, data: null, message: Messages.tokenInvalid });
  });

  it('slides the expiry forward when a session is used', async () => {
    const user = await buildUser(t().app);
    const token = await sessionFor(t().app, user);
    const soon = new Date(Date.now() + 3600_000);
    await t()
      .app.db.update(sessions)
      .set({ expiresAt: soon, lastSeenAt: new Date(Date.now() - 3600_000) })
      .where(eq(sessions.userId, user.id));
    const client = new TestClient(t().app);
    client.token = token;
    expect((await client.get(TestClient.saas('base/info'))).body.code).toBe(200);
    const [row] = await t().app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });

  it('stores only a hash of the token', async () => {
    const user = await buildUser(t().app);
    const token = await sessionFor(t().app, user);
    const [row] = await t().app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.tokenHash).not.toContain(token);
  });
});

describe('GET auth/file-key', () => {
  const t = useTestApp();

  it('gives each user 32-byte keys the server can re-derive from key_id', async () => {
    const a = await buildUser(t().app);
    const b = await buildUser(t().app);
    const keysOf = async (userId: string, token: string) => {
      const client = new TestClient(t().app);
      client.token = token;
      const res = await client.get<TFileKey>(TestClient.saas('auth/file-key'));
      expect(res.body.code).toBe(200);
      expect(res.raw.headers['cache-control']).toBe('no-store');
      expect(parseFileKeyId(res.body.data.key_id)?.userId).toBe(userId);
      return res.body.data;
    };
    const ka1 = await keysOf(a.id, await sessionFor(t().app, a));
    const ka2 = await keysOf(a.id, await sessionFor(t().app, a));
    const kb = await keysOf(b.id, await sessionFor(t().app, b));
    expect(Buffer.from(ka1.enc_key, 'base64')).toHaveLength(32);
    expect(Buffer.from(ka1.mac_key, 'base64')).toHaveLength(32);
    expect(ka1.enc_key).not.toBe(ka1.mac_key);
    expect(ka2).toEqual(ka1);
    expect(kb.enc_key).not.toBe(ka1.enc_key);
    const derived = deriveFileKeys(t().env.SECRET_KEY, ka1.key_id);
    expect(derived.encKey.toString('base64')).toBe(ka1.enc_key);
    expect(derived.macKey.toString('base64')).toBe(ka1.mac_key);
  });

  it('needs a login', async () => {
    const res = await new TestClient(t().app).get(TestClient.saas('auth/file-key'));
    expect(res.body.code).toBe(Code.UNAUTHORIZED);
  });
});
