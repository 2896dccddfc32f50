import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Code } from '@common/codes';
import type { TConfigInfo, TMenus, TUserInfo } from '@common/api/base';
import { useTestApp } from '../helpers/build-test-app';
import { TestClient } from '../helpers/test-client';
import { buildTenant, hostOf } from '../factories/tenant';
import { buildUser, sessionFor } from '../factories/user';

const PACKAGE_VERSION = (
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')) as {
    version: string;
  }
).version;

describe('GET base/version', () => {
  const t = useTestApp();

  it('answers the package version without login, uncached', async () => {
    const res = await new TestClient(t().app).get<{ version: string }>(TestClient.saas('base/version'));
    expect(res.status).toBe(200);
    expect(res.body.data.version).toBe(PACKAGE_VERSION);
    expect(res.raw.headers['cache-control']).toBe('no-store');
  });

  it('adds the build id from PUBLIC_DIR/build.json once a build exists', async () => {
    await mkdir(t().env.PUBLIC_DIR, { recursive: true });
    await writeFile(path.join(t().env.PUBLIC_DIR, 'build.json'), JSON.stringify({ build_id: 'b20261122' }));
    // The version is re-read at most once a second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const res = await new TestClient(t().app).get<{ version: string }>(TestClient.saas('base/version'));
    expect(res.body.data.version).toBe(`${PACKAGE_VERSION}+b20261122`);
  });
});

describe('GET base/config/info per host variant (spec §1, §2, §6)', () => {
  const t = useTestApp();
  const config = async (host: string, headers: Record<string, string> = {}) =>
    (await new TestClient(t().app, host).get<TConfigInfo>(TestClient.saas('base/config/info'), { headers }))
      .body;

  it('default hosts: 律台 with /guidHome', async () => {
    for (const host of ['localhost', '127.0.0.1:8787', 'www.lawdesk.cn', 'unknown.example.com']) {
      const body = await config(host);
      expect(body.code).toBe(200);
      expect(body.data.brand.product_title).toBe('律台');
      expect(body.data.brand.home_path).toBe('/guidHome');
      expect(body.data.brand.is_law_firm).toBe(false);
    }
  });

  it('law-firm host: login page first, /guidContract home', async () => {
    const { data } = await config('ai.lawfirm.example.cn');
    expect(data.brand).toMatchObject({
      is_law_firm: true,
      auto_login: 'grandalllogin',
      home_path: '/guidContract',
    });
    expect(data.login_top_text).not.toBe('');
  });

  it('partner hosts: own titles, public /allHistory, trial badge', async () => {
    const a = (await config('partnera.example.cn')).data.brand;
    const b = (await config('www.partnerb.com')).data.brand;
    for (const brand of [a, b])
      expect(brand).toMatchObject({ all_history_public: true, show_trial_badge: true });
    expect(a.product_title).not.toBe('律台');
    expect(b.product_title).not.toBe(a.product_title);
  });

  it('hosts containing zizhu hide traceability and use token login', async () => {
    const { brand } = (await config('app.zizhu.cn')).data;
    expect(brand.hidden_menus).toEqual(['traceability']);
    expect(brand.auto_login).toBe('token');
  });

  it('hosts containing jupin or dadi hide the learning group', async () => {
    for (const host of ['jupin.example.cn', 'www.dadi-law.cn']) {
      expect((await config(host)).data.brand.hidden_menu_groups).toEqual(['learning']);
    }
  });

  it('mxf hosts get the alternative contract header; jingheng hosts open tasks in the same tab', async () => {
    expect((await config('mxf.example.cn')).data.brand.alt_contract_header).toBe(true);
    expect((await config('law.jingheng.cn')).data.brand.open_in_same_tab).toBe(true);
    expect((await config('localhost')).data.brand.open_in_same_tab).toBe(false);
  });

  it('takes the Domain header over Host, ignoring case and port', async () => {
    const res = await t().app.inject({
      method: 'GET',
      url: TestClient.saas('base/config/info'),
      headers: { host: 'localhost', domain: 'HTTPS://Portal.ZIZHU.cn:8443/x' },
    });
    expect(res.json().data.brand.hidden_menus).toEqual(['traceability']);
    const byHost = await t().app.inject({
      method: 'GET',
      url: TestClient.saas('base/config/info'),
      headers: { host: 'portal.zizhu.cn:8787' },
    });
    expect(byHost.json().data.brand.hidden_menus).toEqual(['traceability']);
  });

  it('prefers an exact domain over a keyword, and reads tenant settings as data', async () => {
    const tenant = await buildTenant(t().app, {
      domainNames: ['portal.zizhu-partner.cn'],
      productTitle: '定制版',
      videoDisplay: 1,
      loginPage: { top_text: '欢迎', logo: '/logo.png' },
    });
    const { data } = await config(hostOf(tenant));
    expect(data.brand.product_title).toBe('定制版');
    expect(data.brand.hidden_menus).toEqual([]);
    expect(data).toMatchObject({
      video_display: 1,
      app_video_display: 1,
      logo: '/logo.png',
      login_top_text: '欢迎',
    });
  });
});

describe('GET base/menus', () => {
  const t = useTestApp();
  const keysOf = (menus: TMenus) => menus.menus.flatMap((g) => g.children.map((c) => c.key));
  const menus = async (host: string) =>
    (await new TestClient(t().app, host).get<TMenus>(TestClient.saas('base/menus'))).body;

  it('lists every group and entry on the default host', async () => {
    const body = await menus('localhost');
    expect(body.code).toBe(200);
    expect(body.data.menus.map((g) => g.key)).toEqual(['search', 'efficiency', 'learning', 'history']);
    expect(keysOf(body.data)).toContain('traceability');
    expect(body.data.tenant_name).toBe('律台');
    expect(body.data.welcome_message).not.toBe('');
  });

  it('drops traceability on zizhu hosts', async () => {
    const body = await menus('m.zizhu.cn');
    expect(keysOf(body.data)).not.toContain('traceability');
    expect(keysOf(body.data)).toContain('contract');
  });

  it('drops the learning group on jupin and dadi hosts', async () => {
    for (const host of ['jupin.cn', 'dadi.cn']) {
      const body = await menus(host);
      expect(body.data.menus.map((g) => g.key)).toEqual(['search', 'efficiency', 'history']);
      expect(keysOf(body.data)).not.toContain('zhishi');
    }
  });
});

describe('GET base/info', () => {
  const t = useTestApp();

  it('needs a login', async () => {
    const res = await new TestClient(t().app).get(TestClient.saas('base/info'));
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(Code.UNAUTHORIZED);
  });

  it('shows quotas, membership and the same phone’s accounts in other tenants', async () => {
    const other = await buildTenant(t().app, { domainNames: ['firm-b.example.cn'] });
    const user = await buildUser(t().app, { quotas: { research: 5, contract_review: 2 }, membershipDays: 3 });
    await buildUser(t().app, { tenantId: other.id, phone: user.phone, membershipDays: -1 });
    const client = new TestClient(t().app);
    client.token = await sessionFor(t().app, user);
    const { body } = await client.get<TUserInfo>(TestClient.saas('base/info'));
    expect(body.code).toBe(200);
    const info = body.data.personal_info;
    expect(info.use_info).toEqual([
      { models: 'contract_review', number: 2, use_number: 0 },
      { models: 'research', number: 5, use_number: 0 },
    ]);
    expect(info).toMatchObject({
      user_id: user.id,
      is_member: true,
      is_admin: false,
      phone: user.phone,
      package_name: '会员',
    });
    expect(info.validity_data).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.data.tenant_info).toEqual([
      { domain_name: 'localhost', user_id: user.id, is_member: true },
      { domain_name: 'firm-b.example.cn', user_id: expect.any(String), is_member: false },
    ]);
  });

  it('shows a lapsed membership as not a member', async () => {
    const user = await buildUser(t().app, { membershipDays: -2 });
    const client = new TestClient(t().app);
    client.token = await sessionFor(t().app, user);
    const { body } = await client.get<TUserInfo>(TestClient.saas('base/info'));
    expect(body.data.personal_info.is_member).toBe(false);
    expect(body.data.personal_info.package_name).toBe('免费版');
  });
});
