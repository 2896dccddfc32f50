/**
 * Enterprise administration (issue 12): roles enforced by the server on every module's routes (enumerated from the
 * OpenAPI document at test time, so routes landing later are covered), a permission change in force on the next
 * call, members (disable ends sessions, import of 10,000 rows with row errors, own admin right kept, tenant A never
 * reaches tenant B), password change; company lookup over the imported registry. PGlite and PostgreSQL.
 */
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { Code } from '@common/codes';
import { API_BASE } from '@common/api/paths';
import type { TCompanyDetail, TCompanySearch, TMemberImportResult } from '@common/api/accounts';
import { resourceOf } from '../../server/plugins/permissions';
import { importCompanies } from '../../server/services/company/import-companies';
import { buildTenant, hostOf } from '../factories/tenant';
import { buildUser, sessionFor } from '../factories/user';
import { useTestApp } from '../helpers/build-test-app';
import { TestClient } from '../helpers/test-client';

type TOpenApi = { paths: Record<string, Record<string, unknown>> };
const COMPANIES = path.resolve(import.meta.dirname, '../../../shared/data/companies');

async function clientFor(app: Parameters<typeof buildUser>[0], options: Parameters<typeof buildUser>[1] & { host?: string } = {}) {
  const user = await buildUser(app, options);
  const client = new TestClient(app, options.host);
  client.token = await sessionFor(app, user);
  return { user, client };
}

describe('enterprise administration', () => {
  const t = useTestApp();

  it('enforces roles on every module route: a member without the resource gets 403 on every one of them', async () => {
    const app = t().app;
    const admin = await clientFor(app, { isAdmin: true });
    // A default role that allows only the company lookup: every other module is closed to plain members.
    const role = await admin.client.post<{ role_id: string }>(TestClient.saas('manage/roles'), { name: '仅企业查询', permissions: [{ resource: 'enterpriseSearch', actions: 15 }], is_default: true });
    expect(role.body.code).toBe(Code.OK);
    const member = await clientFor(app);
    const anonymous = new TestClient(app);
    const doc = (app as unknown as { swagger(): TOpenApi }).swagger();
    let checked = 0;
    for (const [template, ops] of Object.entries(doc.paths)) {
      const resource = resourceOf(template);
      if (!resource || resource === 'enterpriseSearch') continue;
      const url = template.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      for (const method of Object.keys(ops)) {
        if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
        const body = method === 'get' || method === 'delete' ? undefined : '{}';
        // Public routes (answer without a login) carry no member data: no role applies.
        const open = await anonymous.request(method.toUpperCase() as 'GET', url, { headers: { 'content-type': 'application/json' }, body });
        if (open.statusCode !== 401) continue;
        const res = await member.client.request(method.toUpperCase() as 'GET', url, { headers: { 'content-type': 'application/json' }, body: method === 'get' || method === 'delete' ? undefined : '{}' });
        // 400/415 = refused by validation before any role check (nothing ran); never 200, never 500.
        expect([400, 403, 404, 415, 401], `${method} ${template} -> ${res.statusCode}`).toContain(res.statusCode);
        if (method === 'get' || method === 'delete') expect([403, 400], `${method} ${template}`).toContain(res.statusCode);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
    // The admin resource: a member never manages members.
    expect((await member.client.get(TestClient.saas('manage/users'))).status).toBe(403);
    const mine = await member.client.get<{ permissions: { resource: string }[] }>(TestClient.saas('user/permissions'));
    expect(mine.body.data.permissions.map((p) => p.resource)).toEqual(['enterpriseSearch']);

    // A permission change is in force on the member's next call.
    const contractList = `${API_BASE}/contract/api/v1/categories`;
    const before = await member.client.get(contractList);
    expect(before.status).toBe(403);
    const upd = await admin.client.call('PUT', TestClient.saas(`manage/roles/${role.body.data.role_id}`), { body: { name: '仅企业查询', permissions: [{ resource: '*', actions: 1 }], is_default: true } });
    expect(upd.body.code).toBe(Code.OK);
    const after = await member.client.get(contractList);
    expect(after.status).not.toBe(403);
    // Read-only on everything: creating is still refused.
    const create = await member.client.post(`${API_BASE}/contract/api/v1/upload`, {});
    expect([403, 400, 415]).toContain(create.status);
    await admin.client.request('DELETE', TestClient.saas(`manage/roles/${role.body.data.role_id}`));
  });

  it('refuses a role that grants nothing and an admin removing their own admin right; tenant A never reaches tenant B', async () => {
    const app = t().app;
    const admin = await clientFor(app, { isAdmin: true });
    const empty = await admin.client.post(TestClient.saas('manage/roles'), { name: '空角色', permissions: [{ resource: 'contract', actions: 0 }] });
    expect(empty.body.code).toBe(Code.ROLE_EMPTY);
    const self = await admin.client.call('PUT', TestClient.saas(`manage/users/${admin.user.id}`), { body: { is_admin: false } });
    expect(self.body.code).toBe(Code.ADMIN_SELF_CHANGE);
    const selfDelete = await admin.client.request('DELETE', TestClient.saas(`manage/users/${admin.user.id}`));
    expect(JSON.parse(selfDelete.body).code).toBe(Code.ADMIN_SELF_CHANGE);

    const tenantB = await buildTenant(app);
    const memberB = await buildUser(app, { tenantId: tenantB.id });
    const adminB = await clientFor(app, { isAdmin: true, tenantId: tenantB.id, host: hostOf(tenantB) });
    expect((await admin.client.call('PUT', TestClient.saas(`manage/users/${memberB.id}`), { body: { disabled: true } })).status).toBe(404);
    expect((await admin.client.request('DELETE', TestClient.saas(`manage/users/${memberB.id}`))).statusCode).toBe(404);
    const listB = await adminB.client.get<{ items: { user_id: string }[] }>(TestClient.saas('manage/users'), { query: { page_size: '100' } });
    expect(listB.body.data.items.map((m) => m.user_id)).not.toContain(admin.user.id);
  });

  it('ends a disabled member\'s sessions at once and changes passwords with the current one, ending other sessions', async () => {
    const app = t().app;
    const admin = await clientFor(app, { isAdmin: true });
    const member = await clientFor(app, { password: 'old-password-1' });
    expect((await member.client.get(TestClient.saas('base/info'))).status).toBe(200);
    const off = await admin.client.call('PUT', TestClient.saas(`manage/users/${member.user.id}`), { body: { disabled: true } });
    expect(off.body.code).toBe(Code.OK);
    const gone = await member.client.get(TestClient.saas('base/info'));
    expect(gone.status).toBe(401);

    const user = await buildUser(app, { password: 'old-password-1' });
    const a = new TestClient(app);
    a.token = await sessionFor(app, user);
    const b = new TestClient(app);
    b.token = await sessionFor(app, user);
    const wrong = await a.post(TestClient.saas('user/password'), { current_password: 'nope', new_password: 'new-password-2' });
    expect(wrong.body.code).toBe(Code.PASSWORD_WRONG);
    const changed = await a.post(TestClient.saas('user/password'), { current_password: 'old-password-1', new_password: 'new-password-2' });
    expect(changed.body.code).toBe(Code.OK);
    expect((await a.get(TestClient.saas('base/info'))).status).toBe(200);
    expect((await b.get(TestClient.saas('base/info'))).status).toBe(401);

    // Guessing the current password from an open session is throttled like a login: after five wrong ones even the
    // right password waits, with the login's message.
    for (let i = 0; i < 5; i++) {
      expect((await a.post(TestClient.saas('user/password'), { current_password: `guess-${i}`, new_password: 'new-password-3' })).body.code).toBe(Code.PASSWORD_WRONG);
    }
    const locked = await a.post(TestClient.saas('user/password'), { current_password: 'new-password-2', new_password: 'new-password-3' });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toContain('密码错误次数过多');
  });

  it('imports 10,000 members from the template with row-level errors, and serves the template', async () => {
    const app = t().app;
    const admin = await clientFor(app, { isAdmin: true });
    const template = await admin.client.request('GET', TestClient.saas('manage/users/template'));
    expect(template.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    ws.spliceRows(2, 1);
    const base = 15_000_000_000 + Math.floor(Math.random() * 900_000_000);
    for (let i = 0; i < 10_000; i++) {
      if (i === 10) ws.addRow(['12345', '坏号码', '']);
      else if (i === 20) ws.addRow([String(base + 1), '', '']);
      else if (i === 30) ws.addRow([String(base + 2), '角色错', '不存在的角色']);
      else ws.addRow([String(base + i), `成员${i}`, '']);
    }
    const file = Buffer.from(await wb.xlsx.writeBuffer());
    const boundary = '----lawdesk-import';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="m.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await admin.client.call<TMemberImportResult>('POST', TestClient.saas('manage/users/import'), { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body });
    expect(res.body.code).toBe(Code.OK);
    expect(res.body.data.errors.map((e) => e.row)).toEqual([12, 22, 32]);
    expect(res.body.data.errors[0]!.message).toContain('手机号');
    expect(res.body.data.errors[2]!.message).toContain('角色不存在');
    // Row 22's phone (base+1) is also a good row (i = 1), so only the three bad rows are missing.
    expect(res.body.data.created + res.body.data.updated).toBe(10_000 - 3);
    const notXlsx = await admin.client.call('POST', TestClient.saas('manage/users/import'), {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="m.xlsx"\r\n\r\nhello\r\n--${boundary}--\r\n`),
    });
    expect(notXlsx.body.code).toBe(Code.MEMBER_IMPORT_INVALID);
  });

  it('finds companies by name, credit code, legal representative and brand, with source and data date', async () => {
    const app = t().app;
    const { client } = await clientFor(app);
    const r = await importCompanies(app.db, { source: COMPANIES });
    expect(r.imported).toBeGreaterThan(7000);
    const search = (q: string) => client.get<TCompanySearch>(`${API_BASE}/fuxi/api/company/search`, { query: { q } });

    const byName = await search('北京全企国际会计师事务所有限公司');
    expect(byName.body.data.items[0]).toMatchObject({ credit_code: '9111010510173365XD', legal_rep: '刘建伟' });
    expect(byName.body.data.items[0]!.highlight.name).toContain('<em>');
    const byCode = await search('9111010510173365XD');
    expect(byCode.body.data.items).toHaveLength(1);
    const byRep = await search('刘建伟');
    expect(byRep.body.data.items.some((c) => c.credit_code === '9111010510173365XD')).toBe(true);
    const byBrand = await search('全企国际');
    expect(byBrand.body.data.items[0]!.credit_code).toBe('9111010510173365XD');

    const invalid = await search('9111010510173365X0');
    expect(invalid.status).toBe(400);
    expect(invalid.body.code).toBe(Code.CREDIT_CODE_INVALID);
    const unknown = await search('91110000100000000R');
    expect(unknown.body.data).toMatchObject({ items: [], credit_code_check: 'unknown' });

    const detail = await client.get<TCompanyDetail>(`${API_BASE}/fuxi/api/company/detail`, { query: { credit_code: '9111010510173365XD' } });
    expect(detail.body.data.source).toContain('本地企业库');
    expect(detail.body.data.data_as_of).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(detail.body.data.business_scope).toContain('会计师事务所');
  });
});
