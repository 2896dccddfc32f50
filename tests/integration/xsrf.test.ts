import { describe, expect, it } from 'vitest';
import { Code, Messages } from '@common/codes';
import { randomPhone } from '../helpers/auth';
import { useTestApp } from '../helpers/build-test-app';
import { TestClient } from '../helpers/test-client';
import { buildUser, sessionFor } from '../factories/user';

describe('XSRF double-submit cookie', () => {
  const t = useTestApp();

  it('sets a readable XSRF-TOKEN cookie (SameSite=Lax, path /) on the first response', async () => {
    const res = await t().app.inject({ method: 'GET', url: TestClient.saas('base/version') });
    const cookie = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.httpOnly).toBeFalsy();
  });

  it('keeps the cookie once set', async () => {
    const client = new TestClient(t().app);
    await client.get(TestClient.saas('base/version'));
    const again = await client.get(TestClient.saas('base/version'));
    expect(again.raw.cookies.find((c) => c.name === 'XSRF-TOKEN')).toBeUndefined();
  });

  it('answers 403/10403 to a POST without X-XSRF-TOKEN', async () => {
    const client = new TestClient(t().app);
    await client.get(TestClient.saas('base/version'));
    const res = await client.post(TestClient.saas('auth/code'), { phone: randomPhone() }, { xsrf: false });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: Code.XSRF_FAILED, data: null, message: Messages.xsrfFailed });
  });

  it('answers 403 when the header does not match the cookie', async () => {
    const client = new TestClient(t().app);
    await client.get(TestClient.saas('base/version'));
    const res = await client.post(
      TestClient.saas('auth/code'),
      { phone: randomPhone() },
      { xsrf: false, headers: { 'x-xsrf-token': 'not-the-cookie' } },
    );
    expect(res.body.code).toBe(Code.XSRF_FAILED);
  });

  it('answers 403 to a POST with neither cookie nor token', async () => {
    const res = await t().app.inject({
      method: 'POST',
      url: TestClient.saas('auth/code'),
      payload: { phone: randomPhone() },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(Code.XSRF_FAILED);
  });

  it('exempts machine clients: a token header and no cookies at all', async () => {
    const token = await sessionFor(t().app, await buildUser(t().app));
    const res = await t().app.inject({
      method: 'POST',
      url: TestClient.saas('auth/logout'),
      headers: { token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe(200);
  });

  it('mints no cookie for a machine client, and still one for a browser page that carries none', async () => {
    const token = await sessionFor(t().app, await buildUser(t().app));
    const machine = await t().app.inject({ method: 'GET', url: TestClient.saas('base/info'), headers: { token } });
    expect(machine.json().code).toBe(200);
    expect(machine.cookies.find((c) => c.name === 'XSRF-TOKEN')).toBeUndefined();
    const browser = await t().app.inject({ method: 'GET', url: TestClient.saas('base/info'), headers: { token: '' } });
    expect(browser.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('does not exempt a token header sent with cookies (a browser)', async () => {
    const token = await sessionFor(t().app, await buildUser(t().app));
    const res = await t().app.inject({
      method: 'POST',
      url: TestClient.saas('auth/logout'),
      headers: { token, cookie: 'XSRF-TOKEN=abc' },
    });
    expect(res.statusCode).toBe(403);
  });
});
