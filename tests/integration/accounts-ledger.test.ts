/**
 * One ledger behind the quota functions (issue 12): charges and refunds under concurrency never drift (the sum of
 * ledger changes equals number - use_number for every model), never go negative, and charge once per reference;
 * exchange codes are redeemed exactly once under concurrent calls; bad grants are refused. Runs on PGlite, and on
 * PostgreSQL with TEST_DATABASE_URL.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Code } from '@common/codes';
import { PAYMENT_BASE } from '@common/api/accounts';
import { quotaConsumptions, quotas, quotaTransactions, type TUserRow } from '../../server/db/schema/index';
import type { TActor } from '../../server/lib/actor';
import { consumeOnce } from '../../server/services/quota/consume-once';
import { grantQuotas } from '../../server/services/quota/grant-quotas';
import { refundOnce } from '../../server/services/quota/refund-once';
import { buildUser, sessionFor } from '../factories/user';
import { TEST_ADMIN, useTestApp } from '../helpers/build-test-app';
import { TestClient } from '../helpers/test-client';
import { users } from '../../server/db/schema/index';

const actorOfUser = (u: TUserRow): TActor => ({ userId: u.id, tenantId: u.tenantId, isAdmin: u.isAdmin, sessionId: 'test' });

async function drift(app: Parameters<typeof buildUser>[0], userId: string): Promise<{ model: string; ledger: number; remaining: number; negative: number }[]> {
  const rows = await app.db.execute<{ model: string; ledger: number; remaining: number; negative: number }>(sql`
    select q.model, coalesce(sum(t.change), 0)::int as ledger, (q.number - q.use_number)::int as remaining,
      count(*) filter (where t.balance_after < 0)::int as negative
    from ${quotas} q left join ${quotaTransactions} t on t.user_id = q.user_id and t.model = q.model
    where q.user_id = ${userId} group by q.model, q.number, q.use_number`);
  return (rows as unknown as { rows?: unknown[] }).rows ? ((rows as unknown as { rows: never[] }).rows) : (rows as never[]);
}

describe('quota ledger', () => {
  const t = useTestApp();

  it('keeps 0 drift after 1,000 concurrent charges and refunds, and never goes below zero', async () => {
    const app = t().app;
    const user = await buildUser(app, { quotas: { contract_review: 600, chat: 5 } });
    const actor = actorOfUser(user);
    const ops: Promise<unknown>[] = [];
    for (let i = 0; i < 700; i++) ops.push(consumeOnce(app.db, { actor, model: 'contract_review', reference: `task-${i}` }).catch((e: { code?: number }) => e.code));
    for (let i = 0; i < 300; i++) ops.push(refundOnce(app.db, { actor, model: 'contract_review', reference: `task-${i}` }));
    const results = await Promise.all(ops);
    // Some charges hit "no use left" (10014) only because the pool was empty at that moment; none other failed.
    expect(results.slice(0, 700).every((r) => r === 10014 || (typeof r === 'object' && r !== null && 'charged' in r))).toBe(true);

    const [q] = await app.db.select().from(quotas).where(and(eq(quotas.userId, user.id), eq(quotas.model, 'contract_review')));
    const [charged] = await app.db.select({ n: sql<number>`count(*)::int` }).from(quotaConsumptions).where(and(eq(quotaConsumptions.userId, user.id), eq(quotaConsumptions.model, 'contract_review')));
    expect(q!.useNumber).toBe(charged!.n);
    expect(q!.useNumber).toBeLessThanOrEqual(600);
    for (const d of await drift(app, user.id)) {
      expect(d.ledger).toBe(d.remaining);
      expect(d.negative).toBe(0);
    }

    // Charged once per reference: repeating every reference charges nothing more.
    const before = q!.useNumber;
    const again = await Promise.all(Array.from({ length: 50 }, (_, i) => consumeOnce(app.db, { actor, model: 'contract_review', reference: `task-${650 + (i % 5)}` }).catch(() => null)));
    const [after] = await app.db.select().from(quotas).where(and(eq(quotas.userId, user.id), eq(quotas.model, 'contract_review')));
    expect(after!.useNumber - before).toBeLessThanOrEqual(5);
    expect(again.filter((r) => r?.charged).length).toBe(after!.useNumber - before);
    for (const d of await drift(app, user.id)) expect(d.ledger).toBe(d.remaining);
  });

  it('stops at zero with 10014 and writes who, model, change, balance after, reason and task', async () => {
    const app = t().app;
    const user = await buildUser(app, { quotas: { research: 1 } });
    const actor = actorOfUser(user);
    await consumeOnce(app.db, { actor, model: 'research', reference: 'r-1' });
    await expect(consumeOnce(app.db, { actor, model: 'research', reference: 'r-2' })).rejects.toMatchObject({ code: Code.LIMIT_REACHED });
    await refundOnce(app.db, { actor, model: 'research', reference: 'r-1' });
    const rows = await app.db.select().from(quotaTransactions).where(eq(quotaTransactions.userId, user.id)).orderBy(quotaTransactions.id);
    expect(rows.map((r) => [r.model, r.change, r.balanceAfter, r.reason, r.taskId])).toEqual([
      ['research', 1, 1, 'grant', null],
      ['research', -1, 0, 'consume', 'r-1'],
      ['research', 1, 1, 'refund', 'r-1'],
    ]);

    const client = new TestClient(app);
    client.token = await sessionFor(app, user);
    const page = await client.get<{ items: { change: number; reason: string }[]; total_count: number }>(`${PAYMENT_BASE}/consumption`, { query: { page: '1', page_size: '2', model: 'research' } });
    expect(page.body.data.total_count).toBe(3);
    expect(page.body.data.items.map((i) => i.reason)).toEqual(['refund', 'consume']);
    const bad = await client.get(`${PAYMENT_BASE}/consumption`, { query: { data_range: '2026-02-30#' } });
    expect(bad.status).toBe(400);
    const balance = await client.get<{ quotas: { models: string; number: number; use_number: number }[] }>(`${PAYMENT_BASE}/account/balance`);
    expect(balance.body.data.quotas).toEqual([{ models: 'research', number: 1, use_number: 0 }]);
  });

  it('refuses negative, fractional and huge grants without changing anything', async () => {
    const app = t().app;
    const user = await buildUser(app, { quotas: { draft: 2 } });
    for (const n of [-1, 1.5, 10_000_000]) {
      await expect(grantQuotas(app.db, { userId: user.id, amounts: { draft: n } })).rejects.toMatchObject({ code: Code.QUOTA_GRANT_INVALID });
    }
    const admin = await buildUser(app, { isAdmin: true });
    const client = new TestClient(app);
    client.token = await sessionFor(app, admin);
    const res = await client.post(TestClient.saas(`manage/users/${user.id}/quotas`), { quotas: { draft: -5 } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(Code.QUOTA_GRANT_INVALID);
    const [q] = await app.db.select().from(quotas).where(eq(quotas.userId, user.id));
    expect(q!.number).toBe(2);
  });

  it('redeems an exchange code exactly once under concurrent calls; only the platform admin issues codes', async () => {
    const app = t().app;
    const lawyer = new TestClient(app);
    lawyer.token = await sessionFor(app, await buildUser(app));
    const refused = await lawyer.post(`${PAYMENT_BASE}/exchange/codes`, { count: 1, quotas: { chat: 3 }, days: 30 });
    expect(refused.status).toBe(403);

    const [platform] = await app.db.select().from(users).where(eq(users.phone, TEST_ADMIN.phone));
    const admin = new TestClient(app);
    admin.token = await sessionFor(app, platform!);
    // The admin area offers the batch to the platform admin only, and a code worth nothing is refused.
    expect((await admin.get<{ can_issue_codes: boolean }>(TestClient.saas('manage/orders'))).body.data.can_issue_codes).toBe(true);
    const tenantAdmin = new TestClient(app);
    tenantAdmin.token = await sessionFor(app, await buildUser(app, { isAdmin: true }));
    expect((await tenantAdmin.get<{ can_issue_codes: boolean }>(TestClient.saas('manage/orders'))).body.data.can_issue_codes).toBe(false);
    const empty = await admin.post(`${PAYMENT_BASE}/exchange/codes`, { count: 3, quotas: { chat: 0 }, days: 0 });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('兑换码至少包含一项次数或会员天数');
    const issued = await admin.post<{ codes: string[] }>(`${PAYMENT_BASE}/exchange/codes`, { count: 3, quotas: { chat: 3 }, days: 30 });
    expect(issued.body.code).toBe(Code.OK);
    const code = issued.body.data.codes[0]!;

    const redeemers = await Promise.all(Array.from({ length: 8 }, async () => {
      const u = await buildUser(app, { membershipDays: null });
      const c = new TestClient(app);
      c.token = await sessionFor(app, u);
      return { u, c };
    }));
    const answers = await Promise.all(redeemers.map(({ c }) => c.post<{ quotas: Record<string, number>; validity_data: string }>(`${PAYMENT_BASE}/exchange/code`, { code })));
    expect(answers.filter((a) => a.body.code === Code.OK)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === Code.EXCHANGE_CODE_USED)).toHaveLength(7);
    const winner = redeemers[answers.findIndex((a) => a.body.code === Code.OK)]!;
    const balance = await winner.c.get<{ is_member: boolean; quotas: { models: string; number: number }[] }>(`${PAYMENT_BASE}/account/balance`);
    expect(balance.body.data.is_member).toBe(true);
    expect(balance.body.data.quotas).toContainEqual({ models: 'chat', number: 3, use_number: 0 });
    const unknown = await winner.c.post(`${PAYMENT_BASE}/exchange/code`, { code: 'NOSUCHCODE123' });
    expect(unknown.body.code).toBe(Code.EXCHANGE_CODE_INVALID);
  });

  it('sells a package through the manual provider: order NOT_PAY, an admin marks it paid once, quotas and membership follow', async () => {
    const app = t().app;
    const buyer = await buildUser(app, { membershipDays: null });
    const c = new TestClient(app);
    c.token = await sessionFor(app, buyer);
    const pkgs = await c.get<{ items: { package_id: string }[] }>(`${PAYMENT_BASE}/package`);
    const order = await c.post<{ order_id: string; state: string; pay_url: string | null }>(`${PAYMENT_BASE}/to/pay`, { package_id: pkgs.body.data.items[0]!.package_id });
    expect(order.body.data).toMatchObject({ state: 'NOT_PAY', pay_url: null });
    const admin = new TestClient(app);
    admin.token = await sessionFor(app, await buildUser(app, { isAdmin: true }));
    const confirm = () => admin.post(TestClient.saas(`manage/orders/${order.body.data.order_id}/confirm`), {});
    const [a, b] = await Promise.all([confirm(), confirm()]);
    expect([a.body.code, b.body.code].sort()).toEqual([Code.OK, Code.ORDER_STATE_INVALID].sort());
    const result = await c.get<{ state: string }>(`${PAYMENT_BASE}/order/result`, { query: { order_id: order.body.data.order_id } });
    expect(result.body.data.state).toBe('PAY_SUCCESS');
    const balance = await c.get<{ is_member: boolean }>(`${PAYMENT_BASE}/account/balance`);
    expect(balance.body.data.is_member).toBe(true);
    for (const d of await drift(app, buyer.id)) expect(d.ledger).toBe(d.remaining);
  });
});
