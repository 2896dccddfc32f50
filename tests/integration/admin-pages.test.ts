/**
 * Enterprise admin pages (issue 12 item 2): the tenant's login page settings really applied (base/config/info, the
 * served logo, a switched-off login method refused by the server), enterprise info with seats enforced when adding
 * members, the data dashboard (ledger usage by model/day/member and the spec's data points with anonymous visitor
 * ids), the audit log of these actions, and tenant A's admin never acting on tenant B.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Code } from '@common/codes';
import { OPERATION_BASE } from '@common/api/paths';
import type { TDashboard, TEnterpriseInfo, TLoginConfig } from '@common/api/admin';
import type { TConfigInfo } from '@common/api/base';
import { users } from '../../server/db/schema/index';
import { consumeOnce } from '../../server/services/quota/consume-once';
import { refundOnce } from '../../server/services/quota/refund-once';
import { buildTenant, hostOf } from '../factories/tenant';
import { buildUser, sessionFor } from '../factories/user';
import { TEST_ADMIN, useTestApp } from '../helpers/build-test-app';
import { TestClient } from '../helpers/test-client';

type TApp = Parameters<typeof buildUser>[0];

// A real 1x1 PNG (what an admin uploads) and things that are not one.
const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

async function tenantWithAdmin(app: TApp) {
  const tenant = await buildTenant(app);
  const host = hostOf(tenant);
  const adminUser = await buildUser(app, { tenantId: tenant.id, isAdmin: true, password: 'admin-pass-1' });
  const admin = new TestClient(app, host);
  admin.token = await sessionFor(app, adminUser);
  return { tenant, host, adminUser, admin };
}

describe('enterprise admin pages', () => {
  const t = useTestApp();

  it('saves the login page (top text, logo, methods) and the tenant\'s login dialog and server apply it', async () => {
    const app = t().app;
    const a = await tenantWithAdmin(app);
    const b = await tenantWithAdmin(app);
    const visitorA = new TestClient(app, a.host);

    const saved = await a.admin.call<TLoginConfig>('PUT', TestClient.saas('manage/login-config'), {
      body: { top_text: '金杜律所专属登录', logo_data: `data:image/png;base64,${PNG_1PX}`, methods: ['code'] },
    });
    expect(saved.body.code).toBe(Code.OK);
    expect(saved.body.data.methods).toEqual(['code']);
    expect(saved.body.data.logo).toMatch(new RegExp(`/login-logo/${a.tenant.id}\\?v=[0-9a-f]{12}$`));

    // What the login dialog of tenant A reads, at once (no 10 s tenant-cache delay).
    const config = await visitorA.get<TConfigInfo>(TestClient.saas('base/config/info'));
    expect(config.body.data.login_top_text).toBe('金杜律所专属登录');
    expect(config.body.data.logo).toBe(saved.body.data.logo);
    expect(config.body.data.login_methods).toEqual(['code']);
    // The logo is served from here (CSP allows only 'self' images) with the bytes uploaded.
    const logo = await visitorA.request('GET', config.body.data.logo);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.equals(Buffer.from(PNG_1PX, 'base64'))).toBe(true);

    // Password login is switched off on A: refused by the server even for a right password; B is untouched.
    const pw = await visitorA.post(TestClient.saas('auth/password/login'), { account: a.adminUser.phone, password: 'admin-pass-1' });
    expect(pw.body.code).toBe(Code.LOGIN_METHOD_DISABLED);
    expect(pw.body.message).toBe('当前站点未开放该登录方式');
    const visitorB = new TestClient(app, b.host);
    const pwB = await visitorB.post(TestClient.saas('auth/password/login'), { account: b.adminUser.phone, password: 'admin-pass-1' });
    expect(pwB.body.code).toBe(Code.OK);
    expect((await visitorB.get<TConfigInfo>(TestClient.saas('base/config/info'))).body.data.login_methods).toEqual(['code', 'password']);

    // Switched back on: the same password logs in.
    const back = await a.admin.call('PUT', TestClient.saas('manage/login-config'), { body: { top_text: '金杜律所专属登录', methods: ['code', 'password'] } });
    expect(back.body.code).toBe(Code.OK);
    expect((await visitorA.post(TestClient.saas('auth/password/login'), { account: a.adminUser.phone, password: 'admin-pass-1' })).body.code).toBe(Code.OK);
    // Logo kept when not sent, removed with ''.
    expect((await visitorA.get<TConfigInfo>(TestClient.saas('base/config/info'))).body.data.logo).toBe(saved.body.data.logo);
    await a.admin.call('PUT', TestClient.saas('manage/login-config'), { body: { top_text: '', logo_data: '', methods: ['password'] } });
    expect((await visitorA.get<TConfigInfo>(TestClient.saas('base/config/info'))).body.data.logo).toBe('');
    expect((await visitorA.request('GET', saved.body.data.logo)).statusCode).toBe(404);
  });

  it('refuses a login page without any method, a logo that is not a PNG/JPEG/WebP, and members who are not admins', async () => {
    const app = t().app;
    const a = await tenantWithAdmin(app);
    const none = await a.admin.call('PUT', TestClient.saas('manage/login-config'), { body: { top_text: 'x', methods: [] } });
    expect(none.status).toBe(400);
    expect(none.body.message).toContain('请至少保留一种登录方式');
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1').toString('base64');
    const fake = await a.admin.call('PUT', TestClient.saas('manage/login-config'), { body: { top_text: 'x', methods: ['code'], logo_data: `data:image/png;base64,${gif}` } });
    expect(fake.body.code).toBe(Code.LOGIN_LOGO_INVALID);
    expect(fake.body.message).toBe('图标须为PNG、JPEG或WebP图片，且不超过200KB');
    const svg = await a.admin.call('PUT', TestClient.saas('manage/login-config'), { body: { top_text: 'x', methods: ['code'], logo_data: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=' } });
    expect(svg.body.code).toBe(Code.LOGIN_LOGO_INVALID);

    const memberUser = await buildUser(app, { tenantId: a.tenant.id });
    const member = new TestClient(app, a.host);
    member.token = await sessionFor(app, memberUser);
    for (const [method, url, body] of [
      ['GET', 'manage/login-config', undefined],
      ['PUT', 'manage/login-config', { top_text: 'x', methods: ['code'] }],
      ['GET', 'manage/enterprise', undefined],
      ['PUT', 'manage/enterprise', { name: '改名', contact_name: '', contact_phone: '', address: '', welcome_message: '' }],
      ['GET', 'manage/dashboard', undefined],
      ['GET', 'manage/audit', undefined],
    ] as const) {
      const res = await member.call(method, TestClient.saas(url), { body });
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body.code).toBe(Code.FORBIDDEN);
    }
  });

  it('shows enterprise info, saves what the tenant admin may edit, and enforces the seats the operator sets', async () => {
    const app = t().app;
    const a = await tenantWithAdmin(app);
    const b = await tenantWithAdmin(app);
    await buildUser(app, { tenantId: a.tenant.id, quotas: { contract_review: 5, research: 3 } });
    await buildUser(app, { tenantId: a.tenant.id, quotas: { contract_review: 2 } });

    const info = await a.admin.get<TEnterpriseInfo>(TestClient.saas('manage/enterprise'));
    expect(info.body.data).toMatchObject({ tenant_id: a.tenant.id, name: a.tenant.name, seats: null, members: 3, admins: 1, validity: 'unlimited', can_edit_plan: false });
    const cr = info.body.data.quotas.find((q) => q.models === 'contract_review');
    expect(cr).toMatchObject({ number: 7, use_number: 0 });

    const edit = { name: '金杜律师事务所', contact_name: '王律师', contact_phone: '010-12345678', address: '北京市朝阳区', welcome_message: '欢迎使用金杜AI' };
    const saved = await a.admin.call<TEnterpriseInfo>('PUT', TestClient.saas('manage/enterprise'), { body: edit });
    expect(saved.body.data).toMatchObject(edit);
    // The sidebar's tenant name and welcome message follow at once; tenant B keeps its own.
    const menusA = await new TestClient(app, a.host).get<{ tenant_name: string; welcome_message: string }>(TestClient.saas('base/menus'));
    expect(menusA.body.data).toMatchObject({ tenant_name: '金杜律师事务所', welcome_message: '欢迎使用金杜AI' });
    expect((await b.admin.get<TEnterpriseInfo>(TestClient.saas('manage/enterprise'))).body.data.name).toBe(b.tenant.name);
    const badPhone = await a.admin.call('PUT', TestClient.saas('manage/enterprise'), { body: { ...edit, contact_phone: 'abc' } });
    expect(badPhone.status).toBe(400);

    // Seats and validity belong to the operator: a tenant admin is refused with the reason.
    const self = await a.admin.call('PUT', TestClient.saas('manage/enterprise/plan'), { body: { seats: 999, valid_until: null } });
    expect(self.status).toBe(403);
    expect(self.body.message).toBe('仅平台管理员可以修改席位与有效期');

    const [platformRow] = await app.db.select().from(users).where(eq(users.phone, TEST_ADMIN.phone));
    const platform = new TestClient(app);
    platform.token = await sessionFor(app, platformRow!);
    expect((await platform.get<TEnterpriseInfo>(TestClient.saas('manage/enterprise'))).body.data.can_edit_plan).toBe(true);
    const plan = await platform.call('PUT', TestClient.saas('manage/enterprise/plan'), { body: { tenant_id: a.tenant.id, seats: 4, valid_until: '2020-01-31' } });
    expect(plan.body.code).toBe(Code.OK);
    const after = (await a.admin.get<TEnterpriseInfo>(TestClient.saas('manage/enterprise'))).body.data;
    expect(after).toMatchObject({ seats: 4, members: 3, valid_until: '2020-01-31', validity: 'expired' });
    const impossible = await platform.call('PUT', TestClient.saas('manage/enterprise/plan'), { body: { seats: 4, valid_until: '2026-02-30' } });
    expect(impossible.status).toBe(400);

    // Seat 4 of 4 is free; the fifth member is refused with 30451; a disabled one frees a seat.
    const fourth = await a.admin.post<{ user_id: string }>(TestClient.saas('manage/users'), { phone: '13811110004', name: '第四位' });
    expect(fourth.body.code).toBe(Code.OK);
    const fifth = await a.admin.post(TestClient.saas('manage/users'), { phone: '13811110005', name: '第五位' });
    expect(fifth.status).toBe(409);
    expect(fifth.body.code).toBe(Code.SEATS_FULL);
    expect(fifth.body.message).toBe('企业席位已满，请联系平台增加席位后再添加成员');
    await a.admin.call('PUT', TestClient.saas(`manage/users/${fourth.body.data.user_id}`), { body: { disabled: true } });
    expect((await a.admin.post(TestClient.saas('manage/users'), { phone: '13811110005', name: '第五位' })).body.code).toBe(Code.OK);
    // Tenant B has no limit.
    expect((await b.admin.post(TestClient.saas('manage/users'), { phone: '13811110006', name: '乙' })).body.code).toBe(Code.OK);
  });

  it('dashboard: usage by module, day and member from the ledger, and data points with anonymous visitor ids', async () => {
    const app = t().app;
    const a = await tenantWithAdmin(app);
    const b = await tenantWithAdmin(app);
    const alice = await buildUser(app, { tenantId: a.tenant.id, quotas: { contract_review: 10, research: 10 } });
    const bob = await buildUser(app, { tenantId: a.tenant.id, quotas: { contract_review: 10 } });
    const outsider = await buildUser(app, { tenantId: b.tenant.id, quotas: { contract_review: 10 } });
    const actor = (u: typeof alice) => ({ userId: u.id, tenantId: u.tenantId, isAdmin: false, sessionId: 's' });
    for (let i = 0; i < 3; i++) await consumeOnce(app.db, { actor: actor(alice), model: 'contract_review', reference: `a-${i}` });
    await consumeOnce(app.db, { actor: actor(alice), model: 'research', reference: 'a-r' });
    await consumeOnce(app.db, { actor: actor(bob), model: 'contract_review', reference: 'b-0' });
    // A failed task is refunded: it does not count as use.
    await consumeOnce(app.db, { actor: actor(bob), model: 'contract_review', reference: 'b-1' });
    await refundOnce(app.db, { actor: actor(bob), model: 'contract_review', reference: 'b-1' });
    await consumeOnce(app.db, { actor: actor(outsider), model: 'contract_review', reference: 'o-0' });

    // Data points: two anonymous visitors on A's site, one logged-in member; one visitor on B's site.
    const visitor = new TestClient(app, a.host);
    const point = (client: TestClient, body: Record<string, unknown>) => client.post(`${OPERATION_BASE}/data/point`, body);
    expect((await point(visitor, { exec_models: 'contract_upload', visitor_id: 'U17000000000001234' })).body.code).toBe(Code.OK);
    await point(visitor, { exec_models: 'contract_upload', visitor_id: 'U17000000000005678' });
    await point(visitor, { exec_models: 'contract_create', visitor_id: 'U17000000000005678', kind: 'operation' });
    const aliceClient = new TestClient(app, a.host);
    aliceClient.token = await sessionFor(app, alice);
    await point(aliceClient, { exec_models: 'contract_create', visitor_id: 'U17000000000009999', kind: 'operation' });
    await point(new TestClient(app, b.host), { exec_models: 'contract_upload', visitor_id: 'U17000000000000001' });
    expect((await point(visitor, { exec_models: 'x', visitor_id: 'bad id!' })).status).toBe(400);

    const dash = (await a.admin.get<TDashboard>(TestClient.saas('manage/dashboard'))).body.data;
    expect(dash.by_model).toEqual([
      { model: 'contract_review', tasks: 4, users: 2 },
      { model: 'research', tasks: 1, users: 1 },
    ]);
    expect(dash.by_member.map((m) => [m.user_id, m.tasks])).toEqual([[alice.id, 4], [bob.id, 1]]);
    expect(dash.by_day.reduce((n, d) => n + d.tasks, 0)).toBe(5);
    expect(dash.by_day.every((d) => d.day >= dash.from && d.day <= dash.to)).toBe(true);
    expect(dash.events.total).toBe(4);
    expect(dash.events.visitors).toBe(3);
    expect(dash.events.by_name).toContainEqual({ kind: 'point', name: 'contract_upload', count: 2, visitors: 2 });
    expect(dash.events.by_name).toContainEqual({ kind: 'operation', name: 'contract_create', count: 2, visitors: 2 });

    // A range that excludes today has nothing; an impossible date is a 400, never a 500.
    const past = (await a.admin.get<TDashboard>(TestClient.saas('manage/dashboard'), { query: { data_range: '2020-01-01#2020-01-31' } })).body.data;
    expect(past.by_model).toEqual([]);
    expect(past.events.total).toBe(0);
    expect((await a.admin.get(TestClient.saas('manage/dashboard'), { query: { data_range: '2020-02-30#' } })).status).toBe(400);

    // Tenant B sees only its own.
    const dashB = (await b.admin.get<TDashboard>(TestClient.saas('manage/dashboard'))).body.data;
    expect(dashB.by_model).toEqual([{ model: 'contract_review', tasks: 1, users: 1 }]);
    expect(dashB.events.total).toBe(1);
  });

  it('writes every admin action to the tenant\'s audit log, visible to its admin only', async () => {
    const app = t().app;
    const a = await tenantWithAdmin(app);
    const b = await tenantWithAdmin(app);
    const role = await a.admin.post<{ role_id: string }>(TestClient.saas('manage/roles'), { name: `审计角色${randomUUID().slice(0, 4)}`, permissions: [{ resource: 'contract', actions: 1 }] });
    await a.admin.call('PUT', TestClient.saas('manage/login-config'), { body: { top_text: '审计', methods: ['code', 'password'] } });
    await a.admin.call('PUT', TestClient.saas('manage/enterprise'), { body: { name: '审计所', contact_name: '', contact_phone: '', address: '', welcome_message: '' } });
    await a.admin.request('DELETE', TestClient.saas(`manage/roles/${role.body.data.role_id}`));
    const log = await a.admin.get<{ items: { action: string; by: string | null; target: string }[] }>(TestClient.saas('manage/audit'), { query: { page_size: '20' } });
    const actions = log.body.data.items.map((i) => i.action);
    expect(actions.slice(0, 4)).toEqual(['role.delete', 'enterprise.update', 'login-config.update', 'role.create']);
    expect(log.body.data.items[0]!.by).toBe(a.adminUser.username);
    const logB = await b.admin.get<{ items: { action: string }[] }>(TestClient.saas('manage/audit'), { query: { page_size: '50' } });
    expect(logB.body.data.items.map((i) => i.action)).not.toContain('enterprise.update');
  });
});
