import { createMemoryHistory } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type TBrand } from '@common/api/base';
import { createAppRouter } from './router';
import { createQueryClient } from './lib/query-client';
import { DEFAULT_BRAND } from './lib/brand';
import { resetStore, setState } from './lib/store';
import { mockFetch, SAAS, userInfo } from './test-utils/mock-fetch';

/** spec §2 route table. */
const STANDALONE = [
  '/grandalllogin', '/wxcode', '/introduction', '/courseList', '/courseDetail', '/sharepage', '/sharepageNew',
  '/shareFilePage', '/purchase', '/lawDetail', '/caseDetail', '/translate', '/edit', '/detail', '/reviewDetail',
  '/research/$id', '/userPrivacy', '/userAgree', '/disclaimers', '/privacy', '/abnormalPage', '/main', '/h5',
];
const GUIDE = [
  '/guidAssistant', '/guidHome', '/guidAssistantDetail', '/guidDraftDetail', '/guidDraftHistory', '/guidFileHistory',
  '/guidResearch', '/guidDraft', '/guidDetail', '/guidHistory', '/Review', '/guidContract', '/guidTranslateList',
];
const ASSISTANT = [
  '/assistant', '/fxSearch', '/enterpriseSearch', '/research', '/traceabilityDetail', '/draftHistory', '/modifyPassword',
  '/userInfo', '/history', '/chatDetail', '/fileHistory', '/chatFileDetail', '/fileChatDetail', '/deepChatDetail',
  '/draftChatDetail', '/elementBasedUpload', '/contract', '/deepseek', '/draftDetail', '/documentDraft', '/traceability',
  '/translateList', '/termList', '/termListDetail', '/vip', '/allHistory',
];
const ADMIN = ['/memberManagement', '/accountBalance', '/tradingStatement', '/loginConfig', '/enterpriseInfo', '/roleConfig', '/dataDashboard'];
const REDIRECT_ONLY = ['/', '/$', '/guidFileHome', '/assistantHome', '/main'];

function makeRouter(brand: TBrand = DEFAULT_BRAND) {
  mockFetch({
    [`GET ${SAAS}/base/config/info`]: () => ({ code: 200, data: { logo: '', video_display: 0, app_video_display: 0, login_top_text: '', brand } }),
    [`GET ${SAAS}/base/version`]: () => ({ code: 200, data: { version: 'b1' } }),
    [`GET ${SAAS}/base/info`]: () => ({ code: 200, data: userInfo() }),
  });
  return createAppRouter(createQueryClient(), createMemoryHistory({ initialEntries: ['/'] }));
}

async function land(router: ReturnType<typeof makeRouter>, href: string): Promise<string> {
  await router.navigate({ href });
  await router.load();
  return router.state.location.href;
}

describe('route table', () => {
  beforeEach(() => {
    localStorage.clear();
    resetStore();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('has every route of spec §2 once, in its layout', () => {
    const router = makeRouter();
    const byPath = router.routesByPath as unknown as Record<string, { parentRoute?: { id: string } }>;
    const parentOf = (p: string) => byPath[p]?.parentRoute?.id;
    for (const p of STANDALONE) expect(parentOf(p), p).toBe('__root__');
    for (const p of GUIDE) expect(parentOf(p), p).toBe('/_guide');
    for (const p of ASSISTANT) expect(parentOf(p), p).toBe('/_assistant');
    for (const p of ADMIN) expect(parentOf(p), p).toBe('/_admin');
    for (const p of ['/guidFileHome', '/assistantHome']) expect(byPath[p], p).toBeDefined();
  });

  it("gives every page a Chinese title for 'title - 律台'", () => {
    const router = makeRouter();
    for (const route of Object.values(router.routesById) as unknown as { id: string; path?: string; options: { staticData?: { title?: string }; component?: unknown } }[]) {
      if (!route.options.component || route.id === '__root__' || /^\/_(guide|assistant|admin)$/.test(route.id)) continue;
      if (REDIRECT_ONLY.includes(route.path ?? '')) continue;
      expect(route.options.staticData?.title, route.id).toMatch(/\p{Script=Han}/u);
    }
  });

  it('shows /elementBasedUpload and /draftDetail without the sidebar', () => {
    const router = makeRouter();
    const byPath = router.routesByPath as unknown as Record<string, { options: { staticData?: { hideSidebar?: boolean } } }>;
    expect(byPath['/elementBasedUpload']?.options.staticData?.hideSidebar).toBe(true);
    expect(byPath['/draftDetail']?.options.staticData?.hideSidebar).toBe(true);
    expect(byPath['/contract']?.options.staticData?.hideSidebar).toBeFalsy();
  });
});

describe('redirects and the login check', () => {
  beforeEach(() => {
    localStorage.clear();
    resetStore();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends unmatched paths and / to /guidHome', async () => {
    const router = makeRouter();
    expect(await land(router, '/no/such/page')).toBe('/guidHome');
    expect(await land(router, '/')).toBe('/guidHome');
    expect(await land(router, '/guidFileHome')).toBe('/guidHome');
  });

  it('opens /assistantHome on /assistant, or /contract for the law firm', async () => {
    setState({ token: 'tok' });
    expect(await land(makeRouter(), '/assistantHome')).toBe('/assistant');
    const firm = { ...DEFAULT_BRAND, is_law_firm: true, home_path: '/guidContract' };
    expect(await land(makeRouter(firm), '/assistantHome')).toBe('/contract');
    expect(await land(makeRouter(firm), '/no/such/page')).toBe('/guidContract');
  });

  it('sends a visitor on a protected page home, with the full path to come back to', async () => {
    const href = await land(makeRouter(), '/contract?history=show');
    expect(href).toBe(`/guidHome?redirect=${encodeURIComponent('/contract?history=show')}`);
  });

  it('lets a visitor open public pages', async () => {
    const router = makeRouter();
    expect(await land(router, '/userAgree')).toBe('/userAgree');
    expect(await land(router, '/guidContract')).toBe('/guidContract');
  });

  it('sends a visitor on /allHistory to / (then home) with the redirect, unless the deployment lists tasks publicly', async () => {
    expect(await land(makeRouter(), '/allHistory')).toBe(`/guidHome?redirect=${encodeURIComponent('/allHistory')}`);
    expect(await land(makeRouter({ ...DEFAULT_BRAND, all_history_public: true }), '/allHistory')).toBe('/allHistory');
  });

  it('sends law-firm visitors to /grandalllogin', async () => {
    const firm = { ...DEFAULT_BRAND, is_law_firm: true, home_path: '/guidContract', auto_login: 'grandalllogin' as const };
    expect(await land(makeRouter(firm), '/guidContract')).toBe('/grandalllogin');
    expect(await land(makeRouter(firm), '/contract')).toBe(`/grandalllogin?redirect=${encodeURIComponent('/contract')}`);
  });

  it('lets a logged-in user through', async () => {
    setState({ token: 'tok' });
    expect(await land(makeRouter(), '/contract')).toBe('/contract');
  });
});
