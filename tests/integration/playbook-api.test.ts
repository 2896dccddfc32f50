/**
 * Firm playbook API (api.md "Firm playbooks"): admins of a tenant read and change their playbook; everyone else gets
 * 403 没有权限执行该操作; another tenant never sees or edits it; every change is in audit_log with who, when and
 * before/after, and comes back as the page's change history. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Code } from '@common/codes';
import {
  PLAYBOOK_LIMITS,
  PlaybookMessages,
  type TCustomCheck,
  type TCustomCheckInput,
  type TPlaybookCheck,
  type TPlaybookHistoryResponse,
  type TPlaybookResponse,
} from '@common/api/playbook';
import { auditLog, playbookCheckOverrides, type TUserRow } from '../../server/db/schema/index';
import { CHECKS_BY_CATEGORY } from '../../server/review/knowledge/index';
import { buildTenant, hostOf } from '../factories/tenant';
import { buildUser, sessionFor } from '../factories/user';
import { useTestApp } from '../helpers/build-test-app';
import { contractPath, idempotencyKey } from '../helpers/contract-client';
import { TestClient } from '../helpers/test-client';

type TAs = { client: TestClient; user: TUserRow };

async function as(app: Parameters<typeof buildUser>[0], options: Parameters<typeof buildUser>[1] & { host?: string } = {}): Promise<TAs> {
  const user = await buildUser(app, options);
  const client = new TestClient(app, options.host);
  client.token = await sessionFor(app, user);
  return { client, user };
}

const playbookPath = (p = '') => contractPath(`playbook${p ? `/${p}` : ''}`);

const SALE_CHECK = CHECKS_BY_CATEGORY.sale![0]!;
const GENERAL_CHECK = CHECKS_BY_CATEGORY.general!.find((c) => c.level === 'medium')!;

function firmCheck(over: Partial<TCustomCheckInput> = {}): TCustomCheckInput {
  return {
    category_id: 'sale',
    title: '本所：独家供货条款须提示',
    level: 'high',
    kind: 'phrase',
    patterns: ['独家供货', '排他'],
    match: 'any',
    explanation: '独家或排他条款限制客户另行采购，可能影响客户的供应链安全。',
    suggestion: '删除独家条款，或约定期限和解除条件。',
    legal_basis: ['《民法典》第五百零九条'],
    ...over,
  };
}

describe('firm playbook API', () => {
  const t = useTestApp();
  let admin: TAs;
  let lawyer: TAs;
  let otherAdmin: TAs;
  let customId = '';

  it('shows an admin the category\'s built-in checks at their shipped state and the categories with counts', async () => {
    admin = await as(t().app, { isAdmin: true });
    lawyer = await as(t().app);
    const tenant = await buildTenant(t().app);
    otherAdmin = await as(t().app, { isAdmin: true, tenantId: tenant.id, host: hostOf(tenant) });

    const res = await admin.client.get<TPlaybookResponse>(playbookPath(), { query: { category_id: 'sale' } });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(Code.OK);
    const data = res.body.data;
    expect(data.category).toMatchObject({ id: 'sale', name: '买卖合同', check_count: CHECKS_BY_CATEGORY.sale!.length, changed_count: 0, custom_count: 0 });
    expect(data.categories[0]).toMatchObject({ id: 'general', name: '通用检查', check_count: CHECKS_BY_CATEGORY.general!.length });
    expect(data.categories.map((c) => c.name)).toContain('劳动合同');
    expect(data.checks.map((c) => c.check_id)).toEqual(CHECKS_BY_CATEGORY.sale!.map((c) => c.id));
    const first = data.checks[0]!;
    expect(first).toMatchObject({ check_id: SALE_CHECK.id, level: SALE_CHECK.level, default_level: SALE_CHECK.level, enabled: true, changed: false, updated_by: null });
    expect(first.detects.length).toBeGreaterThan(5);
    expect(data.custom_checks).toEqual([]);
    // Without a category: 通用检查.
    const general = await admin.client.get<TPlaybookResponse>(playbookPath());
    expect(general.body.data.category.id).toBe('general');
    const unknown = await admin.client.get(playbookPath(), { query: { category_id: 'no-such' } });
    expect(unknown.body).toMatchObject({ code: Code.BAD_REQUEST, message: PlaybookMessages.unknownCategory });
  });

  it('refuses every call to a non-admin with 403 没有权限执行该操作, before looking at the body', async () => {
    const calls = [
      () => lawyer.client.get(playbookPath(), { query: { category_id: 'sale' } }),
      () => lawyer.client.get(playbookPath('history')),
      () => lawyer.client.call('PUT', playbookPath('check'), { body: { check_id: SALE_CHECK.id, enabled: false } }),
      () => lawyer.client.call('PUT', playbookPath('check'), { body: { nonsense: true } }),
      () => lawyer.client.post(playbookPath('custom'), firmCheck()),
      () => lawyer.client.call('PUT', playbookPath('custom'), { body: { id: '00000000-0000-4000-8000-000000000000', title: 'x' } }),
      () => lawyer.client.call('DELETE', playbookPath('custom'), { body: { id: '00000000-0000-4000-8000-000000000000' } }),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ code: 403, data: null, message: '没有权限执行该操作' });
    }
    const anonymous = new TestClient(t().app);
    expect((await anonymous.get(playbookPath())).body.code).toBe(Code.UNAUTHORIZED);
  });

  it('switches a built-in check off and changes another one\'s level, and says who changed them', async () => {
    const off = await admin.client.call<{ check: TPlaybookCheck }>('PUT', playbookPath('check'), { body: { check_id: SALE_CHECK.id, enabled: false } });
    expect(off.body).toMatchObject({ code: Code.OK, message: PlaybookMessages.saved });
    expect(off.body.data.check).toMatchObject({ check_id: SALE_CHECK.id, enabled: false, level: SALE_CHECK.level, changed: true, updated_by: admin.user.username });

    const high = await admin.client.call<{ check: TPlaybookCheck }>('PUT', playbookPath('check'), { body: { check_id: GENERAL_CHECK.id, level: 'high' } });
    expect(high.body.data.check).toMatchObject({ enabled: true, level: 'high', default_level: 'medium', changed: true });

    const sale = await admin.client.get<TPlaybookResponse>(playbookPath(), { query: { category_id: 'sale' } });
    expect(sale.body.data.checks.find((c) => c.check_id === SALE_CHECK.id)).toMatchObject({ enabled: false, changed: true });
    expect(sale.body.data.category.changed_count).toBe(1);
    expect(sale.body.data.categories.find((c) => c.id === 'general')!.changed_count).toBe(1);

    const unknown = await admin.client.call('PUT', playbookPath('check'), { body: { check_id: 'no.such.check', enabled: false } });
    expect(unknown.body).toMatchObject({ code: Code.NOT_FOUND, message: PlaybookMessages.unknownCheck });
    const empty = await admin.client.call('PUT', playbookPath('check'), { body: { check_id: SALE_CHECK.id } });
    expect(empty.body).toMatchObject({ code: Code.BAD_REQUEST, message: PlaybookMessages.nothingToChange });
  });

  it('leaves no override once a check is back at its shipped state, and writes nothing for a no-op', async () => {
    const before = await t().app.db.select().from(auditLog).where(like(auditLog.action, 'playbook.%'));
    await admin.client.call('PUT', playbookPath('check'), { body: { check_id: GENERAL_CHECK.id, level: 'high' } });
    expect(await t().app.db.select().from(auditLog).where(like(auditLog.action, 'playbook.%'))).toHaveLength(before.length);

    const back = await admin.client.call<{ check: TPlaybookCheck }>('PUT', playbookPath('check'), { body: { check_id: GENERAL_CHECK.id, level: 'medium' } });
    expect(back.body.data.check).toMatchObject({ level: 'medium', enabled: true, changed: false, updated_by: null });
    const rows = await t().app.db
      .select()
      .from(playbookCheckOverrides)
      .where(and(eq(playbookCheckOverrides.tenantId, admin.user.tenantId), eq(playbookCheckOverrides.checkId, GENERAL_CHECK.id)));
    expect(rows).toEqual([]);
  });

  it('creates a firm check once per Idempotency-Key, with its legal basis quoted from the statute corpus', async () => {
    const key = idempotencyKey();
    const first = await admin.client.call<{ custom_check: TCustomCheck }>('POST', playbookPath('custom'), { body: firmCheck(), headers: { 'idempotency-key': key } });
    expect(first.body).toMatchObject({ code: Code.OK, message: PlaybookMessages.created });
    const created = first.body.data.custom_check;
    expect(created).toMatchObject({
      category_id: 'sale',
      category_name: '买卖合同',
      title: '本所：独家供货条款须提示',
      level: 'high',
      kind: 'phrase',
      patterns: ['独家供货', '排他'],
      match: 'any',
      absent: [],
      enabled: true,
      updated_by: admin.user.username,
    });
    expect(created.legal_basis).toEqual([{ law: '民法典', article: '第五百零九条', text: expect.stringContaining('当事人应当按照约定全面履行自己的义务'), resolved: true }]);
    customId = created.id;

    const replay = await admin.client.call<{ custom_check: TCustomCheck }>('POST', playbookPath('custom'), { body: firmCheck(), headers: { 'idempotency-key': key } });
    expect(replay.raw.headers['idempotent-replayed']).toBe('true');
    expect(replay.body.data.custom_check.id).toBe(customId);
    const sale = await admin.client.get<TPlaybookResponse>(playbookPath(), { query: { category_id: 'sale' } });
    expect(sale.body.data.custom_checks.map((c) => c.id)).toEqual([customId]);
    expect(sale.body.data.category.custom_count).toBe(1);
  });

  it('refuses a legal basis the corpus cannot back, saying why in Chinese', async () => {
    const cases: [string, RegExp][] = [
      ['合同法第一百一十四条', /^法律依据“合同法第一百一十四条”无法核实：《中华人民共和国合同法》已于2021年1月1日废止.*《中华人民共和国民法典》第五百八十五条/],
      ['《民法典》第九千条', /^法律依据“《民法典》第九千条”无法核实：《中华人民共和国民法典》没有第九千条/],
      ['《律所内部规定》第3条', /^法律依据“《律所内部规定》第3条”无法核实：法规库中没有《律所内部规定》/],
      ['见相关法律', /^无法识别法律依据“见相关法律”，请按“《民法典》第五百八十五条”的格式填写$/],
    ];
    for (const [input, message] of cases) {
      const res = await admin.client.post(playbookPath('custom'), firmCheck({ legal_basis: [input] }));
      expect(res.status, input).toBe(400);
      expect(res.body.message, input).toMatch(message);
    }
  });

  it('validates a firm check with messages an admin can act on', async () => {
    const cases: [Partial<TCustomCheckInput>, string][] = [
      [{ title: '  ' }, PlaybookMessages.titleEmpty],
      [{ title: '长'.repeat(PLAYBOOK_LIMITS.titleMax + 1) }, PlaybookMessages.titleTooLong],
      [{ patterns: [] }, PlaybookMessages.phraseNeeded],
      [{ patterns: ['独'] }, PlaybookMessages.phraseTooShort],
      [{ patterns: ['很'.repeat(51)] }, PlaybookMessages.phraseTooLong],
      [{ patterns: Array.from({ length: 21 }, (_, i) => `关键词${i}`) }, PlaybookMessages.tooManyPhrases],
      [{ kind: 'missing', patterns: [], absent: [] }, PlaybookMessages.absentNeeded],
      [{ absent: ['保密期限'] }, PlaybookMessages.absentOnlyForMissing],
      [{ explanation: '' }, PlaybookMessages.explanationEmpty],
      [{ category_id: 'no-such' }, PlaybookMessages.unknownCategory],
    ];
    for (const [over, message] of cases) {
      const res = await admin.client.post(playbookPath('custom'), firmCheck(over));
      expect(res.status, message).toBe(400);
      expect(res.body.message, JSON.stringify(over)).toBe(message);
    }
  });

  it('edits a firm check partially, keeps it consistent, and switches it off', async () => {
    const edited = await admin.client.call<{ custom_check: TCustomCheck }>('PUT', playbookPath('custom'), {
      body: { id: customId, level: 'medium', patterns: ['独家供货', '排他', '唯一供应商'] },
    });
    expect(edited.body.data.custom_check).toMatchObject({ level: 'medium', patterns: ['独家供货', '排他', '唯一供应商'], title: '本所：独家供货条款须提示' });
    const inconsistent = await admin.client.call('PUT', playbookPath('custom'), { body: { id: customId, kind: 'missing' } });
    expect(inconsistent.body).toMatchObject({ code: Code.BAD_REQUEST, message: PlaybookMessages.absentNeeded });
    const off = await admin.client.call<{ custom_check: TCustomCheck }>('PUT', playbookPath('custom'), { body: { id: customId, enabled: false } });
    expect(off.body.data.custom_check.enabled).toBe(false);
  });

  it('keeps another tenant out: it sees its own empty playbook and cannot edit or delete this one', async () => {
    const theirs = await otherAdmin.client.get<TPlaybookResponse>(playbookPath(), { query: { category_id: 'sale' } });
    expect(theirs.body.data.custom_checks).toEqual([]);
    expect(theirs.body.data.checks.every((c) => c.enabled && !c.changed)).toBe(true);
    const edit = await otherAdmin.client.call('PUT', playbookPath('custom'), { body: { id: customId, title: '改掉' } });
    expect(edit.body).toMatchObject({ code: Code.NOT_FOUND, message: PlaybookMessages.customNotFound });
    const del = await otherAdmin.client.call('DELETE', playbookPath('custom'), { body: { id: customId } });
    expect(del.body.code).toBe(Code.NOT_FOUND);
    const history = await otherAdmin.client.get<TPlaybookHistoryResponse>(playbookPath('history'));
    expect(history.body.data).toEqual({ items: [], total_count: 0, total_pages: 1 });
    const mine = await admin.client.get<TPlaybookResponse>(playbookPath(), { query: { category_id: 'sale' } });
    expect(mine.body.data.custom_checks[0]!.title).toBe('本所：独家供货条款须提示');
  });

  it('deletes a firm check', async () => {
    const del = await admin.client.call('DELETE', playbookPath('custom'), { body: { id: customId } });
    expect(del.body).toEqual({ code: Code.OK, data: {}, message: PlaybookMessages.deleted });
    const again = await admin.client.call('DELETE', playbookPath('custom'), { body: { id: customId } });
    expect(again.body.code).toBe(Code.NOT_FOUND);
  });

  it('records every change in audit_log with who, when and before/after', async () => {
    const rows = await t().app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, admin.user.tenantId), like(auditLog.action, 'playbook.%')))
      .orderBy(auditLog.id);
    expect(rows.map((r) => r.action)).toEqual([
      'playbook.check.update',
      'playbook.check.update',
      'playbook.check.update',
      'playbook.custom.create',
      'playbook.custom.update',
      'playbook.custom.update',
      'playbook.custom.delete',
    ]);
    for (const r of rows) {
      expect(r.userId).toBe(admin.user.id);
      expect(Date.now() - r.at.getTime()).toBeLessThan(10 * 60_000);
    }
    expect(rows[0]).toMatchObject({ target: SALE_CHECK.id, details: { category_id: 'sale', before: { enabled: true, level: SALE_CHECK.level }, after: { enabled: false, level: SALE_CHECK.level } } });
    expect(rows[1]!.details).toMatchObject({ category_id: 'general', before: { level: 'medium' }, after: { level: 'high' } });
    expect(rows[3]!.details).toMatchObject({ before: null, after: { title: '本所：独家供货条款须提示', legal_basis: ['《民法典》第五百零九条'] } });
    expect(rows[6]!.details).toMatchObject({ before: { title: '本所：独家供货条款须提示', enabled: false }, after: null });
  });

  it('shows the change history newest first, in sentences, filtered by category', async () => {
    const res = await admin.client.get<TPlaybookHistoryResponse>(playbookPath('history'), { query: { page: '1', page_size: '5' } });
    expect(res.body.data.total_count).toBe(7);
    expect(res.body.data.total_pages).toBe(2);
    const items = res.body.data.items;
    expect(items).toHaveLength(5);
    expect(items[0]).toMatchObject({ action: 'custom.delete', user_name: admin.user.username, category_name: '买卖合同', summary: '删除了本所检查「本所：独家供货条款须提示」（买卖合同）' });
    expect(items[1]).toMatchObject({ action: 'custom.update', summary: '停用了本所检查「本所：独家供货条款须提示」', changes: [{ field: 'enabled', label: '启用状态', before: '启用', after: '停用' }] });
    expect(items[2]!.summary).toBe('修改了本所检查「本所：独家供货条款须提示」的风险等级、关键词');
    expect(items[2]!.changes).toContainEqual({ field: 'patterns', label: '关键词', before: '独家供货、排他', after: '独家供货、排他、唯一供应商' });
    expect(items[3]!.summary).toBe('新增了本所检查「本所：独家供货条款须提示」（买卖合同）');

    const general = await admin.client.get<TPlaybookHistoryResponse>(playbookPath('history'), { query: { category_id: 'general' } });
    expect(general.body.data.items.map((i) => i.summary)).toEqual([
      expect.stringMatching(/^将检查「.+」的风险等级由高风险改为中风险$/),
      expect.stringMatching(/^将检查「.+」的风险等级由中风险改为高风险$/),
    ]);
    const page2 = await admin.client.get<TPlaybookHistoryResponse>(playbookPath('history'), { query: { page: '2', page_size: '5' } });
    expect(page2.body.data.items.at(-1)!.summary).toMatch(/^停用了检查「.+」$/);
    expect(new Date(page2.body.data.items.at(-1)!.at).getTime()).toBeLessThanOrEqual(new Date(items[0]!.at).getTime());
  });

});
