/**
 * Drafting end to end through the API (issue 10), builtin provider (no model): templates by tab with search, a
 * draft from a narrative (parties, identity numbers, addresses, amounts in figures and words, court found; missing
 * required fields marked 【待补充：…】 and listed), citations resolved, paragraph edits, field fills, regenerating a
 * part, refining without a model (says so), download, history (search, rename, delete), the sample, another user's
 * 404, and the bad inputs the issue lists. Every template rendered and opened in LibreOffice lives in
 * draft-templates.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import PizZip from 'pizzip';
import { DRAFT_BASE, type TDraftDetail, type TDraftListResponse, type TTemplateInfo } from '@common/api/draft';
import { Code } from '@common/codes';
import { useTestApp } from '../helpers/build-test-app';
import { buildLawyer, type TLawyer } from '../helpers/contract-client';
import { TestClient } from '../helpers/test-client';
import { and, eq } from 'drizzle-orm';
import { quotaConsumptions } from '../../server/db/schema/index';
import { composeDraftTask } from '../../server/services/draft/compose-draft-task';
import { createDraft as createDraftService } from '../../server/services/draft/create-draft';
import { draftDeps } from '../../server/services/draft/draft-deps';
import { failStalledDrafts } from '../../server/services/draft/fail-stalled-drafts';

const t = useTestApp();
let lawyer: TLawyer;
let other: TLawyer;
const p = (s: string) => `${DRAFT_BASE}/${s}`;

const NARRATIVE = [
  '2023年5月8日，出借人张明（身份证号110105198503126318）与借款人北京恒远建材有限公司签订《借款合同》，约定张明向恒远公司出借人民币300,000元（大写：叁拾万元整），于2023年11月7日前还本付息。',
  '恒远公司统一社会信用代码91110105MA01ABCD26，住所地北京市朝阳区建国路88号，法定代表人刘建国。',
  '借款到期后恒远公司仅归还5万元，余款经催要未还。张明拟向北京市朝阳区人民法院起诉，依据《中华人民共和国民法典》第六百七十五条和《中华人民共和国民法典》第九千条主张权利。',
].join('\n');

async function createDraft(who: TLawyer, body: unknown, key?: string) {
  return who.client.post<{ task_id: string }>(p('tasks'), body, key ? { headers: { 'idempotency-key': key } } : {});
}

/** The draft once its drafting job is done (decision 152: created RUNNING, the job writes it); 404s as they come. */
async function detail(who: TLawyer, id: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await who.client.get<TDraftDetail>(`${p('tasks/detail')}?task_id=${id}`);
    if (res.status !== 200 || res.body.data.status !== 'RUNNING') return res;
    if (Date.now() > deadline) throw new Error(`draft ${id} still RUNNING`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const textOf = (d: TDraftDetail) => d.paragraphs.map((x) => x.text).join('\n');

beforeAll(async () => {
  lawyer = await buildLawyer(t().app, { quotas: { draft: 10 } });
  other = await buildLawyer(t().app, { quotas: { draft: 1 } });
});

describe('templates', () => {
  it('lists at least 24 templates by tab, each with fields, and searches them without login', async () => {
    const anonymous = new TestClient(t().app);
    const all = await anonymous.get<{ items: TTemplateInfo[] }>(p('template/list'));
    expect(all.body.code).toBe(200);
    expect(all.body.data.items.length).toBeGreaterThanOrEqual(24);
    for (const tpl of all.body.data.items) expect(tpl.fields.some((f) => f.required)).toBe(true);
    const names = all.body.data.items.map((x) => x.name);
    for (const n of ['民事起诉状', '民事答辩状', '律师函', '授权委托书', '法律意见书', '劳动仲裁申请书', '公司章程修正案', '承诺函']) expect(names).toContain(n);
    const tabs = await anonymous.get<{ items: { tab: string; count: number }[] }>(p('tab/list'));
    expect(tabs.body.data.items.reduce((s, x) => s + x.count, 0)).toBe(all.body.data.items.length);
    const lit = await anonymous.get<{ items: TTemplateInfo[] }>(`${p('template/list')}?tab_type=litigation`);
    expect(lit.body.data.items.every((x) => x.tab === 'litigation')).toBe(true);
    const found = await anonymous.get<{ items: TTemplateInfo[] }>(`${p('template/list')}?search=${encodeURIComponent('租赁')}`);
    expect(found.body.data.items.map((x) => x.name)).toEqual(['房屋租赁合同']);
  });
});

describe('from facts to draft', () => {
  let id: string;

  it('drafts a complaint from a narrative: fields found, missing ones marked and listed, citations checked', async () => {
    const created = await createDraft(lawyer, { template_id: 'civil-complaint', narrative: NARRATIVE, fields: { claims: '判令被告偿还借款本金250000元\n判令被告支付逾期利息' } }, 'M-draft-1');
    expect(created.body.code).toBe(200);
    id = created.body.data.task_id;
    const d = (await detail(lawyer, id)).body.data;
    const text = textOf(d);
    expect(d.paragraphs[0]!.text).toBe('民事起诉状');
    expect(d.paragraphs.map((x) => x.text)).toContain('原告：张明');
    expect(text).toContain('证件号码：110105198503126318');
    expect(text).toContain('被告：北京恒远建材有限公司');
    expect(text).toContain('证件号码：91110105MA01ABCD26');
    expect(text).toContain('住所：北京市朝阳区建国路88号');
    expect(text).toContain('法定代表人：刘建国');
    expect(text).toContain('一、判令被告偿还借款本金250000元');
    expect(text).toContain('北京市朝阳区人民法院');
    expect(text).toContain('【待补充：原告住所】');
    expect(d.missing_fields.map((m) => m.key)).toEqual(['plaintiff_address']);
    expect(d.extracted.find((x) => x.key === 'amount')?.value).toBe('人民币300,000.00元（大写：叁拾万元整）');
    expect(d.drafted_by).toBe('builtin');
    expect(d.notice).toContain('未配置大模型');
    const verified = d.citations.find((c) => c.article_label === '第六百七十五条');
    expect(verified?.status).toBe('verified');
    expect(d.citations.some((c) => c.status === 'not_found')).toBe(true);
    // The same Idempotency-Key creates nothing new.
    const again = await createDraft(lawyer, { template_id: 'civil-complaint', narrative: NARRATIVE, fields: { claims: '判令被告偿还借款本金250000元\n判令被告支付逾期利息' } }, 'M-draft-1');
    expect(again.body.data.task_id).toBe(id);
  });

  it('fills a missing field: the mark and the missing entry go away, the free text stays', async () => {
    const res = await lawyer.client.post<TDraftDetail>(p('tasks/update'), { task_id: id, fields: { plaintiff_address: '北京市朝阳区望京西园三区312号楼' } });
    expect(res.body.code).toBe(200);
    expect(res.body.data.missing_fields).toEqual([]);
    expect(textOf(res.body.data)).toContain('住所：北京市朝阳区望京西园三区312号楼');
    expect(textOf(res.body.data)).toContain('借款到期后恒远公司仅归还5万元');
  });

  it('edits a paragraph (markup and control characters kept harmless) and regenerates the facts', async () => {
    const d = (await detail(lawyer, id)).body.data;
    const facts = d.paragraphs.find((x) => x.section === 'facts' && x.style === 'body')!;
    const edited = await lawyer.client.post<TDraftDetail>(p('tasks/update'), { task_id: id, paragraphs: [{ id: facts.id, text: '<b>改写</b>的事实。依据《中华人民共和国民法典》第五百七十七条。' }] });
    expect(edited.body.code).toBe(200);
    expect(edited.body.data.paragraphs.find((x) => x.id === facts.id)!.text).toBe('<b>改写</b>的事实。依据《中华人民共和国民法典》第五百七十七条。');
    expect(edited.body.data.citations.some((c) => c.article_label === '第五百七十七条' && c.status === 'verified')).toBe(true);
    const title = d.paragraphs[0]!;
    const refused = await lawyer.client.post(p('tasks/update'), { task_id: id, paragraphs: [{ id: title.id, text: 'x' }] });
    expect(refused.body.code).toBe(400);
    const regen = await lawyer.client.post<TDraftDetail>(p('tasks/update'), { task_id: id, regenerate_section: 'facts' });
    expect(regen.body.code).toBe(200);
    expect(textOf(regen.body.data)).toContain('借款到期后恒远公司仅归还5万元');
    expect(textOf(regen.body.data)).not.toContain('<b>改写</b>');
    const noModel = await lawyer.client.post(p('tasks/update'), { task_id: id, instruction: '语气更正式' });
    expect(noModel.body.code).toBe(Code.DRAFT_MODEL_REQUIRED);
    expect(noModel.body.message).toContain('未配置大模型');
  });

  it('downloads a .docx whose text is the draft, with unverified citations marked', async () => {
    const res = await lawyer.client.request('POST', p('download'), { body: { task_id: id } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('.docx');
    const xml = new PizZip(res.rawPayload).file('word/document.xml')!.asText();
    expect(xml).toContain('民事起诉状');
    expect(xml).toContain('北京恒远建材有限公司');
    expect(xml).not.toMatch(/\{[#/]?s_/);
    expect(xml).toContain('第九千条【引用未能核验】');
  });

  it('keeps history: list, search, rename, delete; another user gets 404', async () => {
    const list = await lawyer.client.get<TDraftListResponse>(`${p('tasks/list')}?search=${encodeURIComponent('张明')}`);
    expect(list.body.data.items.map((x) => x.task_id)).toContain(id);
    expect((await detail(other, id)).status).toBe(404);
    expect((await other.client.post(p('tasks/update'), { task_id: id, fields: { claims: 'x' } })).status).toBe(404);
    expect((await other.client.request('POST', p('download'), { body: { task_id: id } })).statusCode).toBe(404);
    expect((await other.client.call('DELETE', p('tasks'), { body: { task_id: id } })).status).toBe(404);
    const renamed = await lawyer.client.call('PUT', p('tasks'), { body: { task_id: id, title: '张明诉恒远借款' } });
    expect(renamed.body.code).toBe(200);
    expect((await detail(lawyer, id)).body.data.title).toBe('张明诉恒远借款');
    expect((await lawyer.client.call('DELETE', p('tasks'), { body: { task_id: id } })).body.code).toBe(200);
    expect((await detail(lawyer, id)).status).toBe(404);
  });
});

describe('bad input', () => {
  it('an unknown template, a guessed id, an over-long narrative: clear messages, nothing charged', async () => {
    const unknown = await createDraft(other, { template_id: 'no-such-template', narrative: '' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toContain('模板不存在');
    expect((await detail(other, 'not-a-uuid')).status).toBe(404);
    const tooLong = await createDraft(other, { template_id: 'lawyer-letter', narrative: '案'.repeat(20_001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toContain('20000');
    // The one `draft` use of `other` is still there.
    const ok = await createDraft(other, { template_id: 'lawyer-letter', narrative: '委托人张三与收函方李四签订《设备采购合同》，李四拖欠货款12万元。' });
    expect(ok.body.code).toBe(200);
    expect((await createDraft(other, { template_id: 'lawyer-letter', narrative: '' })).body.code).toBe(Code.LIMIT_REACHED);
  });

  it('fields with markup stay text on the page and in Word; a control character is refused with a clear message, nothing charged', async () => {
    const who = await buildLawyer(t().app, { quotas: { draft: 1 } });
    const bad = await createDraft(who, { template_id: 'lawyer-letter', narrative: '', fields: { recipient_name: '李四\u0007' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('输入内容包含无法识别的字符，请删除后重试');
    const name = '<script>alert(1)</script>李四 & 王五';
    const res = await createDraft(who, { template_id: 'lawyer-letter', narrative: '', fields: { recipient_name: name } });
    expect(res.body.code).toBe(200);
    const d = (await detail(who, res.body.data.task_id)).body.data;
    expect(textOf(d)).toContain(`致：${name}`);
    const file = await who.client.request('POST', p('download'), { body: { task_id: res.body.data.task_id } });
    expect(file.statusCode).toBe(200);
    const xml = new PizZip(file.rawPayload).file('word/document.xml')!.asText();
    expect(xml).toContain('&lt;script&gt;alert(1)&lt;/script&gt;李四 &amp; 王五');
    expect(xml).not.toContain('<script>');
  });

  it('a 20,000-character narrative drafts in one go', async () => {
    const long = `${NARRATIVE}\n${'双方多次协商，恒远公司均以资金紧张为由拖延。'.repeat(850)}`.slice(0, 20_000);
    const res = await createDraft(lawyer, { template_id: 'civil-complaint', narrative: long, fields: { claims: '判令被告偿还借款' } });
    expect(res.body.code).toBe(200);
    const d = (await detail(lawyer, res.body.data.task_id)).body.data;
    expect(textOf(d)).toContain('被告：北京恒远建材有限公司');
  });

  it('the home-page sample is one stored draft per user, free', async () => {
    const a = await lawyer.client.get<{ task_id: string }>(p('tasks/sample'));
    const b = await lawyer.client.get<{ task_id: string }>(p('tasks/sample'));
    expect(a.body.data.task_id).toBe(b.body.data.task_id);
    const d = (await detail(lawyer, a.body.data.task_id)).body.data;
    expect(d.warnings).toEqual([]);
    expect(d.missing_fields).toEqual([]);
  });
});

describe('the drafting job (decision 152)', () => {
  it('a draft is RUNNING and charged at once; a failing attempt is retried; after the last one it is FAILURE and refunded', async () => {
    const app = t().app;
    const charged = () =>
      app.db
        .select()
        .from(quotaConsumptions)
        .where(and(eq(quotaConsumptions.userId, lawyer.actor.userId), eq(quotaConsumptions.model, 'draft'), eq(quotaConsumptions.reference, row.id)));
    // Queued but nobody runs it yet: the lawyer sees 正在起草 and the use is charged once.
    const row = await createDraftService(draftDeps(app), { actor: lawyer.actor, templateId: 'lawyer-letter', fields: {}, narrative: '委托人张三与收函方李四签订《设备采购合同》，李四拖欠货款12万元。', enqueue: async () => {} });
    expect(row.status).toBe('RUNNING');
    expect((await lawyer.client.get<TDraftDetail>(`${p('tasks/detail')}?task_id=${row.id}`)).body.data.status).toBe('RUNNING');
    expect((await lawyer.client.post(p('tasks/update'), { task_id: row.id, fields: { claims: 'x' } })).body.code).toBe(Code.TASK_BUSY);
    expect(await charged()).toHaveLength(1);
    // The statute corpus cannot be read (a broken deployment): the attempt throws for the queue to retry …
    const broken = { ...draftDeps(app), corpus: () => { throw new Error('corpus unreadable'); } };
    await expect(composeDraftTask(broken, { taskId: row.id, lastAttempt: false })).rejects.toThrow('corpus unreadable');
    expect((await lawyer.client.get<TDraftDetail>(`${p('tasks/detail')}?task_id=${row.id}`)).body.data.status).toBe('RUNNING');
    // … and after the last attempt the draft says so and the use is given back.
    await expect(composeDraftTask(broken, { taskId: row.id, lastAttempt: true })).resolves.toEqual({ status: 'FAILURE' });
    const failed = (await lawyer.client.get<TDraftDetail>(`${p('tasks/detail')}?task_id=${row.id}`)).body.data;
    expect(failed.status).toBe('FAILURE');
    expect(failed.notice).toContain('次数已退还');
    expect(await charged()).toHaveLength(0);
    // A job left over for a draft that is no longer RUNNING does nothing.
    await expect(composeDraftTask(draftDeps(app), { taskId: row.id, lastAttempt: false })).resolves.toEqual({ status: 'FAILURE' });
  });

  it('a draft whose job died on its last attempt is failed and refunded by the sweep, a fresh one is left alone', async () => {
    const app = t().app;
    const row = await createDraftService(draftDeps(app), { actor: lawyer.actor, templateId: 'lawyer-letter', fields: {}, narrative: '委托人张三致函李四。', enqueue: async () => {} });
    const charged = async () => (await app.db.select().from(quotaConsumptions).where(and(eq(quotaConsumptions.userId, lawyer.actor.userId), eq(quotaConsumptions.reference, row.id)))).length;
    expect(await failStalledDrafts(app.db, { olderThanSeconds: 3600 })).toBe(0);
    expect(await charged()).toBe(1);
    // An hour later nothing has drafted it.
    expect(await failStalledDrafts(app.db, { olderThanSeconds: 3600, now: new Date(Date.now() + 2 * 3600_000) })).toBeGreaterThanOrEqual(1);
    const d = (await lawyer.client.get<TDraftDetail>(`${p('tasks/detail')}?task_id=${row.id}`)).body.data;
    expect(d.status).toBe('FAILURE');
    expect(await charged()).toBe(0);
  });
});
