/**
 * Load-time parameters and start-up facts of issue 13 item 4: the phone white-list login behind ?phone= (spec §2, §7
 * auth "white (phone)"), and base/client — the IP the server saw (no third-party lookup), the environment and the
 * origins allowed to postMessage, all from configuration.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Code, Messages } from '@common/codes';
import type { TLoginResult } from '@common/api/auth';
import type { TUserInfo } from '@common/api/base';
import type { TClientSettings } from '@common/api/learning';
import type { TEnvelope } from '@common/api/envelope';
import { tenants } from '../../server/db/schema/index';
import { parseEnv } from '../../server/env';
import { ServerMessages } from '../../server/lib/server-messages';
import { randomPhone } from '../helpers/auth';
import { useTestApp } from '../helpers/build-test-app';
import { TestClient } from '../helpers/test-client';
import { buildUser } from '../factories/user';
import { setWhiteListId } from '../../server/services/auth/set-white-list-id';

const t = useTestApp({
  env: {
    TRUST_PROXY: 'true',
    APP_ENV: 'test',
    EMBED_MESSAGE_ORIGINS: 'https://app.partner.cn, https://oa.firm.cn',
  },
});
const lawFirmHost = 'ai.lawfirm.example.cn';

describe('POST auth/white (phone white-list login)', () => {
  it('logs in the account the law-firm tenant holds for that phone, as that user', async () => {
    const tenant = await t().app.tenants.resolve(lawFirmHost);
    const phone = randomPhone();
    const user = await buildUser(t().app, { tenantId: tenant.id, phone });
    const client = new TestClient(t().app, lawFirmHost);
    const res = await client.post<TLoginResult>(TestClient.saas('auth/white'), { phone });
    expect(res.body.code).toBe(200);
    client.token = res.body.data.satoken;
    const info = await client.get<TUserInfo>(TestClient.saas('base/info'));
    expect(info.body.data.personal_info.user_id).toBe(user.id);
  });

  it('never creates an account from a phone number alone (10022), and refuses a disabled account', async () => {
    const tenant = await t().app.tenants.resolve(lawFirmHost);
    const client = new TestClient(t().app, lawFirmHost);
    const unknown = await client.post(TestClient.saas('auth/white'), { phone: randomPhone() });
    expect(unknown.body).toEqual({
      code: Code.REQUEST_ERROR,
      data: null,
      message: ServerMessages.whiteListMissing,
    });
    const phone = randomPhone();
    await buildUser(t().app, { tenantId: tenant.id, phone, disabled: true });
    const disabled = await client.post(TestClient.saas('auth/white'), { phone });
    expect(disabled.body.code).toBe(Code.ACCOUNT_DISABLED);
  });

  it('answers 10065 where the tenant has no white-list login, even for an existing phone', async () => {
    const phone = randomPhone();
    await buildUser(t().app, { phone });
    const res = await new TestClient(t().app, 'localhost').post(TestClient.saas('auth/white'), { phone });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      code: Code.LOGIN_METHOD_DISABLED,
      data: null,
      message: Messages.loginMethodDisabled,
    });
  });

  it('refuses a malformed phone with a Chinese message', async () => {
    const res = await new TestClient(t().app, lawFirmHost).post(TestClient.saas('auth/white'), {
      phone: '12345',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('请输入正确的手机号');
  });
});

describe('white list for ?user_id= (operator CLI: npm run white-list)', () => {
  it("puts a member's partner user_id on the law-firm white list; ?user_id= then logs that member in", async () => {
    const tenant = await t().app.tenants.resolve(lawFirmHost);
    const phone = randomPhone();
    const user = await buildUser(t().app, { tenantId: tenant.id, phone });
    const client = new TestClient(t().app, lawFirmHost);
    const before = await client.post(TestClient.saas('auth/white/login'), { user_id: 'oa-7001' });
    expect(before.body.code).toBe(Code.REQUEST_ERROR);

    expect(await setWhiteListId(t().app.db, { tenantCode: 'lawfirm', phone, userId: ' oa-7001 ' })).toEqual({ userId: 'oa-7001', username: user.username });
    const res = await client.post<TLoginResult>(TestClient.saas('auth/white/login'), { user_id: 'oa-7001' });
    expect(res.body.code).toBe(200);
    client.token = res.body.data.satoken;
    const info = await client.get<TUserInfo>(TestClient.saas('base/info'));
    expect(info.body.data.personal_info.user_id).toBe(user.id);
  });

  it('refuses, in Chinese, a tenant without white-list login, a phone the tenant does not hold, a user_id already taken, a blank id', async () => {
    const tenant = await t().app.tenants.resolve(lawFirmHost);
    const [first, second] = [randomPhone(), randomPhone()];
    await buildUser(t().app, { tenantId: tenant.id, phone: first });
    await buildUser(t().app, { tenantId: tenant.id, phone: second });
    await setWhiteListId(t().app.db, { tenantCode: 'lawfirm', phone: first, userId: 'oa-7002' });
    const set = (entry: { tenantCode: string; phone: string; userId: string }) => setWhiteListId(t().app.db, entry);
    await expect(set({ tenantCode: 'default', phone: first, userId: 'oa-7003' })).rejects.toThrow('未开放白名单登录');
    await expect(set({ tenantCode: 'nosuch', phone: first, userId: 'oa-7003' })).rejects.toThrow('没有代码为 nosuch 的租户');
    await expect(set({ tenantCode: 'lawfirm', phone: randomPhone(), userId: 'oa-7003' })).rejects.toThrow('没有手机号为');
    await expect(set({ tenantCode: 'lawfirm', phone: second, userId: 'oa-7002' })).rejects.toThrow('已属于本租户的另一账号');
    await expect(set({ tenantCode: 'lawfirm', phone: second, userId: '  ' })).rejects.toThrow('user_id 须为');
    // The same member again keeps working (re-running the command is harmless).
    await expect(set({ tenantCode: 'lawfirm', phone: first, userId: 'oa-7002' })).resolves.toMatchObject({ userId: 'oa-7002' });
  });
});

describe('GET base/client', () => {
  const get = async (headers: Record<string, string>) => {
    const res = await t().app.inject({
      method: 'GET',
      url: TestClient.saas('base/client'),
      remoteAddress: '10.0.0.9',
      headers,
    });
    return res.json<TEnvelope<TClientSettings>>();
  };

  it('answers the IP the request came from — the client behind a trusted proxy — with no login', async () => {
    expect((await get({})).data.ip).toBe('10.0.0.9');
    expect((await get({ 'x-forwarded-for': '203.0.113.7' })).data.ip).toBe('203.0.113.7');
  });

  it('answers the environment and the allowed message origins from the settings', async () => {
    const body = await get({});
    expect(body.code).toBe(200);
    expect(body.data.environment).toBe('test');
    expect(body.data.message_origins).toEqual(['https://app.partner.cn', 'https://oa.firm.cn']);
  });

  it("adds the tenant's own allow-list for its host only", async () => {
    await t().app.db.update(tenants).set({ messageOrigins: ['https://oa.partnera.cn'] }).where(eq(tenants.code, 'partnera'));
    t().app.tenants.invalidate();
    try {
      const partner = await get({ host: 'lawdesk.partnera.localhost' });
      expect(partner.data.message_origins).toEqual(['https://oa.partnera.cn', 'https://app.partner.cn', 'https://oa.firm.cn']);
      expect((await get({})).data.message_origins).toEqual(['https://app.partner.cn', 'https://oa.firm.cn']);
    } finally {
      await t().app.db.update(tenants).set({ messageOrigins: [] }).where(eq(tenants.code, 'partnera'));
      t().app.tenants.invalidate();
    }
  });
});

describe('settings', () => {
  it('defaults to production with no origin allowed, and refuses an origin with a path or a wildcard', () => {
    const env = parseEnv({});
    expect(env.APP_ENV).toBe('production');
    expect(env.EMBED_MESSAGE_ORIGINS).toEqual([]);
    expect(() => parseEnv({ EMBED_MESSAGE_ORIGINS: 'https://app.partner.cn/embed' })).toThrow(
      /must be an origin/,
    );
    expect(() => parseEnv({ EMBED_MESSAGE_ORIGINS: '*' })).toThrow(/must be an origin/);
    expect(() => parseEnv({ APP_ENV: 'staging' })).toThrow();
  });
});
