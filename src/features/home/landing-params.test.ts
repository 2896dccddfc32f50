import { createMemoryHistory } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type TBrand } from '@common/api/base';
import { createAppRouter } from '@/router';
import { createQueryClient } from '@/lib/query-client';
import { DEFAULT_BRAND } from '@/lib/brand';
import { getToken, setToken } from '@/lib/session';
import { getState, resetStore, setState } from '@/lib/store';
import { mockFetch, SAAS, userInfo } from '@/test-utils/mock-fetch';

/** spec §2 "Home page behaviour": the query parameters a partner opens LawDesk with. */
function setup(
  brand: TBrand = DEFAULT_BRAND,
  loginAnswer: { code: number; message?: string } = { code: 200 },
) {
  const fetchMock = mockFetch({
    [`GET ${SAAS}/base/config/info`]: () => ({
      code: 200,
      data: { logo: '', video_display: 0, app_video_display: 0, login_top_text: '', brand },
    }),
    [`GET ${SAAS}/base/version`]: () => ({ code: 200, data: { version: 'b1' } }),
    [`GET ${SAAS}/base/info`]: () => ({ code: 200, data: userInfo() }),
    [`POST ${SAAS}/auth/white`]: () =>
      loginAnswer.code === 200
        ? { code: 200, data: { satoken: 'phone-session', is_history: true } }
        : loginAnswer,
    [`POST ${SAAS}/auth/white/login`]: () => ({
      code: 200,
      data: { satoken: 'firm-session', is_history: true },
    }),
  });
  const router = createAppRouter(createQueryClient(), createMemoryHistory({ initialEntries: ['/'] }));
  const land = async (href: string) => {
    await router.navigate({ href });
    await router.load();
    return router.state.location.href;
  };
  return { land, calls: fetchMock.calls };
}

describe('load-time parameters', () => {
  beforeEach(() => {
    localStorage.clear();
    resetStore();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('?phone= logs in by phone and opens contract review for page=1', async () => {
    const { land, calls } = setup();
    expect(await land('/guidHome?phone=13800138000&page=1')).toBe('/contract');
    expect(calls.find((c) => c.path.endsWith('/auth/white'))?.body).toEqual({ phone: '13800138000' });
    expect(getToken()).toBe('phone-session');
    expect(getState().token).toBe('phone-session');
  });

  it('?phone= without page=1 opens legal research; the law firm opens its own contract page', async () => {
    expect(await setup().land('/?phone=13800138000&page=2')).toBe('/research');
    resetStore();
    localStorage.clear();
    const firm = {
      ...DEFAULT_BRAND,
      is_law_firm: true,
      home_path: '/guidContract',
      auto_login: 'white' as const,
    };
    expect(await setup(firm).land('/guidContract?phone=13800138000&page=1')).toBe('/guidContract');
  });

  it('a refused phone stays a visitor on the home page, the parameters removed', async () => {
    const { land } = setup(DEFAULT_BRAND, { code: 10022, message: '该账号不在白名单中，请联系管理员' });
    expect(await land('/guidHome?phone=13800138000&page=1&from=partner')).toBe('/guidHome?from=partner');
    expect(getToken()).toBe('');
  });

  it('already logged in: no second login, straight to the home page', async () => {
    setState({ token: 'existing' });
    setToken('existing');
    const { land, calls } = setup();
    expect(await land('/guidHome?phone=13800138000&page=1')).toBe('/guidHome');
    expect(calls.some((c) => c.path.includes('/auth/'))).toBe(false);
  });

  it('?user_id= logs a law-firm member in and lands on the firm home', async () => {
    const firm = {
      ...DEFAULT_BRAND,
      is_law_firm: true,
      home_path: '/guidContract',
      auto_login: 'white' as const,
    };
    const { land, calls } = setup(firm);
    expect(await land('/guidContract?user_id=firm-0001')).toBe('/guidContract');
    expect(calls.find((c) => c.path.endsWith('/auth/white/login'))?.body).toEqual({ user_id: 'firm-0001' });
  });
});
