/**
 * The permission matrix (issue 12): every logged-in route of every module (read from the OpenAPI document, so
 * routes landing later are covered) against roles — its own module's role opens it, another module's role and a
 * read-only role on writes are refused with 403 — and no module route escapes the roles table. Also: a change of a
 * member's roles is in force on their very next call; an admin of tenant A never reaches tenant B's roles or members;
 * editing one field of a member leaves the others alone.
 */
import { describe, expect, it } from 'vitest';
import { Code, Messages } from '@common/codes';
import { API_BASE } from '@common/api/paths';
import { ROLE_RESOURCES, type TMember, type TRole } from '@common/api/accounts';
import { resourceOf } from '../../server/plugins/permissions';
import { buildTenant, hostOf } from '../factories/tenant';
import { buildUser, sessionFor } from '../factories/user';
import { useTestApp } from '../helpers/build-test-app';
import { TestClient } from '../helpers/test-client';

type TApp = Parameters<typeof buildUser>[0];
type TOpenApi = { paths: Record<string, Record<string, unknown>> };
type TMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type TRoute = { method: TMethod; url: string; template: string; resource: string };

const MODULES = ROLE_RESOURCES.filter((r) => r !== 'admin');
const ANY_ID = '00000000-0000-4000-8000-000000000000';
/**
 * Logged-in routes no role restricts, by prefix under /api/lawdesk: the account itself (login, user info, password,
 * permissions, membership and payment), device push, home/learning content, the translation price, the data points.
 * A module route outside the roles table would be open to every member: it must not appear here by accident.
 */
const UNRESTRICTED = [
  '/saas/api/v1/auth/',
  '/saas/api/v1/base/',
  '/saas/api/v1/user/',
  '/saas/api/v1/push/',
  '/saas/api/v1/learning/',
  '/payment/api/v1/',
  '/operation/api/v1/',
  '/customizedchat/api/v1/',
];

/** Module routes that are for the tenant's admins whatever the role (the firm playbook, issue 5): refused to all members. */
const ADMINS_ONLY = ['/contract/api/v1/playbook'];

async function member(app: TApp, tenantId?: string, host?: string, isAdmin = false) {
  const user = await buildUser(app, { ...(tenantId ? { tenantId } : {}), isAdmin });
  const client = new TestClient(app, host);
  client.token = await sessionFor(app, user);
  return { user, client };
}

/** The role check's own refusal (a route may answer 403 for its own reasons, e.g. no quota left, with another message). */
const refusedByRole = (res: { statusCode: number; body: string }) => res.statusCode === 403 && JSON.parse(res.body).message === Messages.forbidden;

const jsonBody = (method: TMethod) => (method === 'GET' || method === 'DELETE' ? undefined : '{}');

describe('permission matrix', () => {
  const t = useTestApp();

  /** Every route that needs a login (401 without one), with the resource guarding it (or '' for none). */
  async function loggedInRoutes(app: TApp): Promise<TRoute[]> {
    const doc = (app as unknown as { swagger(): TOpenApi }).swagger();
    const anonymous = new TestClient(app);
    const out: TRoute[] = [];
    for (const [template, ops] of Object.entries(doc.paths)) {
      if (!template.startsWith(API_BASE)) continue;
      const url = template.replace(/\{[^}]+\}/g, ANY_ID);
      for (const m of Object.keys(ops)) {
        const method = m.toUpperCase() as TMethod;
        if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) continue;
        const res = await anonymous.request(method, url, { headers: { 'content-type': 'application/json' }, body: jsonBody(method) });
        if (res.statusCode !== 401) continue;
        out.push({ method, url, template, resource: resourceOf(template) ?? '' });
      }
    }
    return out;
  }

  it('opens each module route to its own role only; a read-only role cannot write; nothing escapes the roles table', async () => {
    const app = t().app;
    const tenant = await buildTenant(app);
    const host = hostOf(tenant);
    const adminUser = await buildUser(app, { tenantId: tenant.id, isAdmin: true });
    const admin = new TestClient(app, host);
    admin.token = await sessionFor(app, adminUser);

    // One member per module, holding a role that grants exactly that module (all actions); one read-only on all.
    const holders = new Map<string, TestClient>();
    for (const resource of MODULES) {
      const role = await admin.post<TRole>(TestClient.saas('manage/roles'), { name: `仅${resource}`, permissions: [{ resource, actions: 15 }] });
      expect(role.body.code, resource).toBe(Code.OK);
      const m = await member(app, tenant.id, host);
      const assigned = await admin.call('PUT', TestClient.saas(`manage/users/${m.user.id}`), { body: { role_ids: [role.body.data.role_id] } });
      expect(assigned.body.code).toBe(Code.OK);
      holders.set(resource, m.client);
    }
    const readOnlyRole = await admin.post<TRole>(TestClient.saas('manage/roles'), { name: '只读', permissions: [{ resource: '*', actions: 1 }] });
    const reader = await member(app, tenant.id, host);
    await admin.call('PUT', TestClient.saas(`manage/users/${reader.user.id}`), { body: { role_ids: [readOnlyRole.body.data.role_id] } });

    const routes = await loggedInRoutes(app);
    const escaped = routes.filter((r) => !r.resource && !UNRESTRICTED.some((p) => r.template.startsWith(`${API_BASE}${p}`)));
    expect(escaped.map((r) => `${r.method} ${r.template}`)).toEqual([]);

    const moduleRoutes = routes.filter((r) => (MODULES as readonly string[]).includes(r.resource));
    // Every module has routes behind its role.
    expect(new Set(moduleRoutes.map((r) => r.resource))).toEqual(new Set(MODULES));
    for (const [i, r] of moduleRoutes.entries()) {
      const send = (c: TestClient) => c.request(r.method, r.url, { headers: { 'content-type': 'application/json' }, body: jsonBody(r.method) });
      const own = await send(holders.get(r.resource)!);
      if (ADMINS_ONLY.some((p) => r.template.startsWith(`${API_BASE}${p}`))) {
        expect(own.statusCode, `admins only: ${r.method} ${r.template}`).toBe(403);
        continue;
      }
      // Past the role check: whatever the route answers to an empty request, it is not a refusal and not a crash.
      expect(refusedByRole(own), `own role: ${r.method} ${r.template} -> ${own.body.slice(0, 120)}`).toBe(false);
      expect(own.statusCode, `own role: ${r.method} ${r.template}`).toBeLessThan(500);
      // Another module's role (rotating through them, so every role meets every module).
      const others = MODULES.filter((x) => x !== r.resource);
      const foreign = await send(holders.get(others[i % others.length]!)!);
      expect(refusedByRole(foreign), `foreign role: ${r.method} ${r.template} -> ${foreign.statusCode}`).toBe(true);
      expect(JSON.parse(foreign.body).code).toBe(Code.FORBIDDEN);
      // Read-only everywhere: reads pass the role check, writes do not.
      const read = await send(reader.client);
      expect(refusedByRole(read), `read-only: ${r.method} ${r.template} -> ${read.statusCode}`).toBe(r.method !== 'GET');
    }
    expect(moduleRoutes.length).toBeGreaterThan(30);

    // Administration is for admins: no module role and no wildcard opens it.
    for (const c of [...holders.values(), reader.client]) {
      expect((await c.get(TestClient.saas('manage/roles'))).status).toBe(403);
      expect((await c.get(TestClient.saas('manage/enterprise'))).status).toBe(403);
    }
  });

  it('a change of a member\'s roles is in force on their next call (assign, unassign, default role, wildcard)', async () => {
    const app = t().app;
    const tenant = await buildTenant(app);
    const host = hostOf(tenant);
    const admin = await member(app, tenant.id, host, true);
    const lawyer = await member(app, tenant.id, host);
    const categories = `${API_BASE}/contract/api/v1/categories`;
    const permissions = async () => (await lawyer.client.get<{ unrestricted: boolean; permissions: { resource: string }[] }>(TestClient.saas('user/permissions'))).body.data;

    // No role in the tenant: nobody is restricted.
    expect((await lawyer.client.get(categories)).status).toBe(200);
    expect((await permissions()).unrestricted).toBe(true);

    const research = await admin.client.post<TRole>(TestClient.saas('manage/roles'), { name: '研究', permissions: [{ resource: 'research', actions: 15 }] });
    const contract = await admin.client.post<TRole>(TestClient.saas('manage/roles'), { name: '合同', permissions: [{ resource: 'contract', actions: 1 }] });
    // Roles exist but none is default and none is the lawyer's: still unrestricted.
    expect((await lawyer.client.get(categories)).status).toBe(200);

    await admin.client.call('PUT', TestClient.saas(`manage/users/${lawyer.user.id}`), { body: { role_ids: [research.body.data.role_id] } });
    expect((await lawyer.client.get(categories)).status).toBe(403);
    expect((await permissions()).permissions.map((p) => p.resource)).toEqual(['research']);

    await admin.client.call('PUT', TestClient.saas(`manage/users/${lawyer.user.id}`), { body: { role_ids: [research.body.data.role_id, contract.body.data.role_id] } });
    expect((await lawyer.client.get(categories)).status).toBe(200);

    // Unassigned again, with 研究 as the tenant's default: the default applies at once.
    await admin.client.call('PUT', TestClient.saas(`manage/roles/${research.body.data.role_id}`), { body: { name: '研究', permissions: [{ resource: 'research', actions: 15 }], is_default: true } });
    await admin.client.call('PUT', TestClient.saas(`manage/users/${lawyer.user.id}`), { body: { role_ids: [] } });
    expect((await lawyer.client.get(categories)).status).toBe(403);

    // The default role widened to the wildcard: open on the next call.
    await admin.client.call('PUT', TestClient.saas(`manage/roles/${research.body.data.role_id}`), { body: { name: '研究', permissions: [{ resource: '*', actions: 1 }], is_default: true } });
    expect((await lawyer.client.get(categories)).status).toBe(200);
    // Deleting the default role: the tenant's remaining role (合同) is nobody's default, so the lawyer is unrestricted.
    await admin.client.request('DELETE', TestClient.saas(`manage/roles/${research.body.data.role_id}`));
    expect((await permissions()).unrestricted).toBe(true);
  });

  it('an admin of tenant A never reaches tenant B: roles, members, role assignment', async () => {
    const app = t().app;
    const a = await buildTenant(app);
    const b = await buildTenant(app);
    const adminA = await member(app, a.id, hostOf(a), true);
    const adminB = await member(app, b.id, hostOf(b), true);
    const roleB = await adminB.client.post<TRole>(TestClient.saas('manage/roles'), { name: '乙方角色', permissions: [{ resource: 'contract', actions: 15 }] });
    const memberB = await buildUser(app, { tenantId: b.id });
    const memberA = await buildUser(app, { tenantId: a.id });

    const editB = await adminA.client.call('PUT', TestClient.saas(`manage/roles/${roleB.body.data.role_id}`), { body: { name: '改掉', permissions: [{ resource: '*', actions: 15 }] } });
    expect(editB.status).toBe(404);
    expect((await adminA.client.request('DELETE', TestClient.saas(`manage/roles/${roleB.body.data.role_id}`))).statusCode).toBe(404);
    // B's role cannot be given to A's member, nor A's roles to B's member.
    const borrow = await adminA.client.call('PUT', TestClient.saas(`manage/users/${memberA.id}`), { body: { role_ids: [roleB.body.data.role_id] } });
    expect(borrow.status).toBe(400);
    expect(borrow.body.message).toBe('所选角色不存在');
    expect((await adminA.client.call('PUT', TestClient.saas(`manage/users/${memberB.id}`), { body: { role_ids: [] } })).status).toBe(404);
    expect((await adminA.client.post(TestClient.saas(`manage/users/${memberB.id}/quotas`), { quotas: { contract_review: 5 } })).status).toBe(404);
    const rolesA = await adminA.client.get<{ items: TRole[] }>(TestClient.saas('manage/roles'));
    expect(rolesA.body.data.items.map((r) => r.role_id)).not.toContain(roleB.body.data.role_id);
    // B's role is untouched.
    const rolesB = await adminB.client.get<{ items: TRole[] }>(TestClient.saas('manage/roles'));
    expect(rolesB.body.data.items.find((r) => r.role_id === roleB.body.data.role_id)?.name).toBe('乙方角色');
  });

  it('editing one field of a member leaves the others: disabling keeps the roles, assigning a role keeps them disabled', async () => {
    const app = t().app;
    const tenant = await buildTenant(app);
    const host = hostOf(tenant);
    const admin = await member(app, tenant.id, host, true);
    const role = await admin.client.post<TRole>(TestClient.saas('manage/roles'), { name: '合同', permissions: [{ resource: 'contract', actions: 15 }] });
    const lawyer = await buildUser(app, { tenantId: tenant.id });
    const url = TestClient.saas(`manage/users/${lawyer.id}`);
    await admin.client.call('PUT', url, { body: { role_ids: [role.body.data.role_id] } });
    const off = await admin.client.call<TMember>('PUT', url, { body: { disabled: true } });
    expect(off.body.data).toMatchObject({ disabled: true, role_ids: [role.body.data.role_id] });
    const again = await admin.client.call<TMember>('PUT', url, { body: { role_ids: [role.body.data.role_id] } });
    expect(again.body.data.disabled).toBe(true);
    const admined = await admin.client.call<TMember>('PUT', url, { body: { is_admin: true } });
    expect(admined.body.data).toMatchObject({ is_admin: true, disabled: true, role_ids: [role.body.data.role_id] });
  });
});
