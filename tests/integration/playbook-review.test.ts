/**
 * A firm's playbook changes its reviews (issue 5 item 5), end to end through the API with the worker running: the
 * same contract reviewed before and after the admin switches a check off, changes another's level and adds firm
 * checks. The switched-off check disappears, the level shows in the findings, the task's counts and the 审查意见书,
 * and the firm check's comment sits on exactly the contract's words. Another tenant's reviews are untouched.
 */
import { describe, expect, it } from 'vitest';
import type { TFinding, TListTasksResponse, TTaskResult, TTaskStatusItem } from '@common/api/contract';
import type { TCustomCheck, TCustomCheckInput } from '@common/api/playbook';
import { readDocx } from '../../server/review/docx/index';
import { buildTenant, hostOf } from '../factories/tenant';
import { buildUser, sessionFor } from '../factories/user';
import { useTestApp } from '../helpers/build-test-app';
import {
  buildLawyer,
  contractPath,
  createPayload,
  downloadDecrypted,
  idempotencyKey,
  postCreate,
  uploadPlain,
  waitForSettled,
  type TLawyer,
} from '../helpers/contract-client';
import { buildContractDocx } from '../helpers/contract-docx';
import { commentAnchorProblems } from '../helpers/contract-docx-check';
import { TestClient } from '../helpers/test-client';

type TReview = { status: TTaskStatusItem; result: TTaskResult };

async function review(lawyer: TLawyer, contract: Buffer): Promise<TReview> {
  const upload = (await uploadPlain(lawyer, '设备买卖合同.docx', contract)).body.data;
  const created = await postCreate(lawyer.client, createPayload(upload));
  const taskId = created.body.data.task_id;
  const status = await waitForSettled(lawyer.client, taskId);
  expect(status.task_status).toBe('FINISH');
  const result = await lawyer.client.get<TTaskResult>(contractPath('task/result'), { query: { task_id: taskId } });
  return { status, result: result.body.data };
}

function countLevels(findings: readonly TFinding[]) {
  const c = { high: 0, medium: 0, low: 0 };
  for (const f of findings) c[f.level] += 1;
  return c;
}

/** The counts sentence of the 审查意见书. */
async function reportCounts(lawyer: TLawyer, status: TTaskStatusItem) {
  const report = await downloadDecrypted(lawyer, status.complete_report_url_id);
  const text = readDocx(report.bytes).paragraphs.map((p) => p.text).join('\n');
  const m = /本次审查共发现风险点(\d+)项，其中高风险(\d+)项、中风险(\d+)项、低风险(\d+)项/.exec(text);
  if (!m) throw new Error('no counts sentence in the 审查意见书');
  return { total: Number(m[1]), high: Number(m[2]), medium: Number(m[3]), low: Number(m[4]) };
}

const key = (f: TFinding) => `${f.rule_id}|${f.anchor ? `${f.anchor.paragraph_index}:${f.anchor.start}-${f.anchor.end}` : 'whole'}`;

describe('reviews follow the firm playbook', () => {
  const t = useTestApp();
  let contract: Buffer;
  let lawyer: TLawyer;
  let admin: TestClient;
  let before: TReview;
  let after: TReview;
  let off = '';
  let relevel = { id: '', from: 'medium' as TFinding['level'], to: 'high' as TFinding['level'] };
  const custom: TCustomCheck[] = [];

  it('reviews the contract with the knowledge base as shipped', async () => {
    contract = await buildContractDocx();
    lawyer = await buildLawyer(t().app);
    before = await review(lawyer, contract);
    const ids = [...new Set(before.result.findings.filter((f) => f.source !== 'playbook').map((f) => f.rule_id))];
    expect(ids.length).toBeGreaterThanOrEqual(3);
    // Switch off the first check that fires; re-level another one.
    off = ids[0]!;
    const target = before.result.findings.find((f) => f.rule_id !== off)!;
    relevel = { id: target.rule_id, from: target.level, to: target.level === 'high' ? 'low' : 'high' };
  });

  it('lets the admin switch one check off, re-level another and add two firm checks', async () => {
    const adminUser = await buildUser(t().app, { isAdmin: true, tenantId: lawyer.user.tenantId });
    admin = new TestClient(t().app);
    admin.token = await sessionFor(t().app, adminUser);
    expect((await admin.call('PUT', contractPath('playbook/check'), { body: { check_id: off, enabled: false } })).body.code).toBe(200);
    expect((await admin.call('PUT', contractPath('playbook/check'), { body: { check_id: relevel.id, level: relevel.to } })).body.code).toBe(200);
    const firm: TCustomCheckInput[] = [
      {
        category_id: 'sale',
        title: '本所：交付地点须写明具体地址',
        level: 'medium',
        kind: 'phrase',
        patterns: ['甲方指定地点'],
        explanation: '“甲方指定地点”未写明地址，交付地点不明时按民法典第五百一十一条确定，可能与客户预期不符。',
        suggestion: '写明具体交付地址及收货人。',
        legal_basis: ['《民法典》第五百一十一条'],
      },
      {
        category_id: 'general',
        title: '本所：须有反商业贿赂条款',
        level: 'low',
        kind: 'missing',
        absent: ['反商业贿赂', '廉洁'],
        explanation: '本所要求所有合同包含反商业贿赂条款。',
        suggestion: '增加反商业贿赂条款。',
      },
      {
        category_id: 'labor',
        title: '本所：只查劳动合同',
        level: 'high',
        kind: 'phrase',
        patterns: ['交付'],
        explanation: '只适用于劳动合同的检查。',
        suggestion: '无。',
      },
    ];
    for (const body of firm) {
      const res = await admin.call<{ custom_check: TCustomCheck }>('POST', contractPath('playbook/custom'), { body, headers: { 'idempotency-key': idempotencyKey() } });
      expect(res.body.code, res.body.message).toBe(200);
      custom.push(res.body.data.custom_check);
    }
  });

  it('drops the switched-off check and shows the new level in the findings', async () => {
    after = await review(lawyer, contract);
    const findings = after.result.findings;
    expect(findings.some((f) => f.rule_id === off)).toBe(false);
    const relevelled = findings.filter((f) => f.rule_id === relevel.id);
    expect(relevelled.length).toBeGreaterThan(0);
    expect(relevelled.every((f) => f.level === relevel.to)).toBe(true);
    // Everything else is as before.
    const expected = before.result.findings
      .filter((f) => f.rule_id !== off)
      .map((f) => `${key(f)}|${f.rule_id === relevel.id ? relevel.to : f.level}`)
      .sort();
    const builtin = findings.filter((f) => f.source !== 'playbook').map((f) => `${key(f)}|${f.level}`).sort();
    expect(builtin).toEqual(expected);
  });

  it('counts the new levels in the task list and in the 审查意见书', async () => {
    const counts = countLevels(after.result.findings);
    expect(counts).not.toEqual(countLevels(before.result.findings));
    const list = await lawyer.client.get<TListTasksResponse>(contractPath('tasks'), { query: { page: '1', page_size: '10' } });
    expect(list.body.data.contract_infos.find((x) => x.task_id === after.status.task_id)!.finding_counts).toEqual(counts);
    expect(await reportCounts(lawyer, after.status)).toEqual({ total: after.result.findings.length, ...counts });
    expect(await reportCounts(lawyer, before.status)).toEqual({ total: before.result.findings.length, ...countLevels(before.result.findings) });
  });

  it("fires the firm's phrase check on exactly the contract's words, with its legal basis quoted from the corpus", async () => {
    const mine = after.result.findings.filter((f) => f.rule_id === `playbook.${custom[0]!.id}`);
    expect(mine).toHaveLength(1);
    const f = mine[0]!;
    expect(f).toMatchObject({ source: 'playbook', level: 'medium', title: '本所：交付地点须写明具体地址', suggestion: '写明具体交付地址及收货人。' });
    expect(f.anchor!.quote).toBe('甲方指定地点');
    const paragraph = after.result.document.paragraphs.find((p) => p.index === f.anchor!.paragraph_index)!;
    expect(paragraph.text.slice(f.anchor!.start, f.anchor!.end)).toBe(f.anchor!.quote);
    expect(f.legal_basis).toEqual([{ law: '民法典', article: '第五百一十一条', text: expect.stringContaining('履行地点不明确'), resolved: true }]);

    const annotated = await downloadDecrypted(lawyer, after.status.annotated_file_url_id);
    expect(commentAnchorProblems(annotated.bytes, after.result.findings)).toEqual([]);
  });

  it('adds the missing-clause firm check once without an anchor, and leaves out checks of other categories', async () => {
    const missing = after.result.findings.filter((f) => f.rule_id === `playbook.${custom[1]!.id}`);
    expect(missing).toMatchObject([{ anchor: null, level: 'low', source: 'playbook', title: '本所：须有反商业贿赂条款' }]);
    expect(after.result.findings.some((f) => f.rule_id === `playbook.${custom[2]!.id}`)).toBe(false);
  });

  it("leaves another tenant's reviews as shipped", async () => {
    const tenant = await buildTenant(t().app);
    const outsider = await buildLawyer(t().app, { tenantId: tenant.id, host: hostOf(tenant) });
    const theirs = await review(outsider, contract);
    expect(theirs.result.findings.map((f) => `${key(f)}|${f.level}`).sort()).toEqual(before.result.findings.map((f) => `${key(f)}|${f.level}`).sort());
  });

  it('reviews as shipped again once the admin restores the checks and switches the firm checks off', async () => {
    await admin.call('PUT', contractPath('playbook/check'), { body: { check_id: off, enabled: true } });
    await admin.call('PUT', contractPath('playbook/check'), { body: { check_id: relevel.id, level: relevel.from } });
    for (const c of custom) await admin.call('PUT', contractPath('playbook/custom'), { body: { id: c.id, enabled: false } });
    const again = await review(lawyer, contract);
    expect(again.result.findings.map((f) => `${key(f)}|${f.level}`).sort()).toEqual(before.result.findings.map((f) => `${key(f)}|${f.level}`).sort());
  });
});
