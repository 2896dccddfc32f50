import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiData, apiRequest, onApiEvent } from './api-client';
import { getState, resetStore, setState } from './store';
import { getToken, setToken } from './session';
import { toaster } from './notify';
import { mockFetch, SAAS } from '@/test-utils/mock-fetch';

function clearCookies() {
  for (const c of document.cookie.split('; ')) if (c) document.cookie = `${c.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

describe('api client', () => {
  let toast: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    localStorage.clear();
    clearCookies();
    resetStore();
    toaster.remove();
    toast = vi.spyOn(toaster, 'create');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends the session token, the Domain header and cookies on every call', async () => {
    setToken('tok-1');
    const { calls } = mockFetch({ [`GET ${SAAS}/base/info`]: () => ({ code: 200, data: { ok: true } }) });
    await apiData(`${SAAS}/base/info`);
    expect(calls[0]?.headers.token).toBe('tok-1');
    expect(calls[0]?.headers.Domain).toBe(window.location.host);
    expect(calls[0]?.credentials).toBe('include');
    expect(calls[0]?.headers['X-XSRF-TOKEN']).toBeUndefined();
  });

  it('echoes the XSRF-TOKEN cookie on state-changing calls', async () => {
    document.cookie = 'XSRF-TOKEN=abc%3D123; path=/';
    const { calls } = mockFetch({ [`POST ${SAAS}/auth/logout`]: () => ({ code: 200, data: {} }) });
    await apiRequest(`${SAAS}/auth/logout`, { method: 'POST' });
    expect(calls[0]?.headers['X-XSRF-TOKEN']).toBe('abc=123');
  });

  it('fetches the XSRF cookie first when a fresh browser makes its first POST', async () => {
    const { calls } = mockFetch({
      [`GET ${SAAS}/base/version`]: () => {
        document.cookie = 'XSRF-TOKEN=fresh; path=/';
        return { code: 200, data: { version: 'v1' } };
      },
      [`POST ${SAAS}/auth/code`]: () => ({ code: 200, data: {} }),
    });
    await apiRequest(`${SAAS}/auth/code`, { method: 'POST', body: { phone: '13800138000' } });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([`GET ${SAAS}/base/version`, `POST ${SAAS}/auth/code`]);
    expect(calls[1]?.headers['X-XSRF-TOKEN']).toBe('fresh');
  });

  it('judges by code: a 200 envelope gives its data without a toast', async () => {
    mockFetch({ [`GET ${SAAS}/base/version`]: () => ({ code: 200, data: { version: 'b1' } }) });
    await expect(apiData(`${SAAS}/base/version`)).resolves.toEqual({ version: 'b1' });
    expect(toast).not.toHaveBeenCalled();
  });

  it('shows the server message as an error toast for 3 s when code is not 200', async () => {
    mockFetch({ [`GET ${SAAS}/base/info`]: () => ({ code: 400, message: '请求参数有误，请检查后重试' }) });
    await expect(apiData(`${SAAS}/base/info`)).rejects.toMatchObject({ code: 400 });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: '请求参数有误，请检查后重试', duration: 3000 }));
  });

  it('stays quiet when the caller shows the error itself', async () => {
    mockFetch({ [`GET ${SAAS}/base/info`]: () => ({ code: 400, message: '请求参数有误' }) });
    const env = await apiRequest(`${SAAS}/base/info`, { silent: true });
    expect(env.code).toBe(400);
    expect(toast).not.toHaveBeenCalled();
  });

  it.each([10003, 10015, 10016])('logs the user out on code %i', async (code) => {
    setToken('tok-1');
    setState({ token: 'tok-1', userId: 'u-1', is_admin: true });
    const events: string[] = [];
    const off = onApiEvent((e) => events.push(e.type));
    mockFetch({ [`GET ${SAAS}/base/info`]: () => ({ code, message: '登录已失效，请重新登录' }) });
    await expect(apiData(`${SAAS}/base/info`)).rejects.toBeInstanceOf(ApiError);
    off();
    expect(getToken()).toBe('');
    expect(getState()).toMatchObject({ token: '', userId: '', is_admin: false });
    expect(events).toEqual(['forced-logout']);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '登录已失效，请重新登录' }));
  });

  it('ends a session once however many calls answer 10015, and never ends a newer login', async () => {
    setToken('tok-old');
    setState({ token: 'tok-old' });
    const events: string[] = [];
    const off = onApiEvent((e) => events.push(e.type));
    mockFetch({ [`GET ${SAAS}/base/info`]: () => ({ code: 10015, message: '登录已失效，请重新登录' }) });
    await Promise.all([1, 2, 3].map(() => apiRequest(`${SAAS}/base/info`)));
    expect(events).toEqual(['forced-logout']);

    // The user logs in again while an answer for the old session is still on its way.
    let answerLate: () => void = () => undefined;
    const late = new Promise<void>((resolve) => (answerLate = resolve));
    mockFetch({
      [`GET ${SAAS}/base/info`]: async () => {
        await late;
        return { code: 10015, message: '登录已失效，请重新登录' };
      },
    });
    setToken('tok-stale');
    const stale = apiRequest(`${SAAS}/base/info`);
    setToken('tok-new');
    answerLate();
    await stale;
    off();
    expect(getToken()).toBe('tok-new');
    expect(events).toEqual(['forced-logout']);
  });

  it('sets the limit status on code 10014', async () => {
    mockFetch({ [`GET /api/lawdesk/contract/api/v1/contract/check`]: () => ({ code: 10014, message: '您的使用次数已用完' }) });
    await apiRequest('/api/lawdesk/contract/api/v1/contract/check');
    expect(getState().limitStatus).toBe(true);
  });

  it.each([10022, 10065, 10054, 10056, 10057, 10063, 12222])('opens the request-error dialog with code and message for %i', async (code) => {
    mockFetch({ [`POST ${SAAS}/auth/password/login`]: () => ({ code, message: '当前站点未开放该登录方式' }) });
    document.cookie = 'XSRF-TOKEN=x; path=/';
    await apiRequest(`${SAAS}/auth/password/login`, { method: 'POST', body: {} });
    expect(getState().requestError).toEqual({ code, message: '当前站点未开放该登录方式' });
    expect(toast).not.toHaveBeenCalled();
  });

  it('raises the network-error flag when the server cannot be reached, and clears it on the next answer', async () => {
    mockFetch({ [`GET ${SAAS}/base/info`]: () => 'network-error' });
    const err = await apiData(`${SAAS}/base/info`).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).isNetwork).toBe(true);
    expect(getState().networkError).toBe(true);

    mockFetch({ [`GET ${SAAS}/base/info`]: () => ({ code: 200, data: {} }) });
    await apiData(`${SAAS}/base/info`);
    expect(getState().networkError).toBe(false);
  });

  it('leaves the network-error flag alone for background calls', async () => {
    mockFetch({ [`GET ${SAAS}/base/version`]: () => 'network-error' });
    await expect(apiData(`${SAAS}/base/version`, { silentNetwork: true })).rejects.toBeInstanceOf(ApiError);
    expect(getState().networkError).toBe(false);
  });

  it('treats an answer without an envelope (proxy error page) as a server error', async () => {
    mockFetch({ [`GET ${SAAS}/base/info`]: () => new Response('<html>502</html>', { status: 502 }) });
    await expect(apiData(`${SAAS}/base/info`)).rejects.toMatchObject({ code: 502 });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '服务器开小差了，请稍后重试' }));
  });
});
