/**
 * The model pass and the one-sided-clause families (issue 14): every clause is read against the families, with the
 * user's party named as the contract names it, and what the model finds merges with the family rules' findings
 * without duplicates. The model is the chat-completions stub.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { documentFromText } from '../review/testing/document-from-text';
import type { Citation, ReviewContext } from '../review/model';
import { runRules } from '../review/rules/run-rules';
import { checklistFor } from '../review/review-contract';
import { startChatStub, type ChatStub, type StubHandler, type StubReply } from './testing/chat-stub-server';
import { createOpenAiCompatibleProvider } from './providers/openai-compatible';
import { runModelReview, type ResolvedCitation } from './review-pass';
import { mergeFindings } from './merge-findings';

const CONTRACT = [
  '房屋租赁合同',
  '甲方（出租方）：王某',
  '乙方（承租方）：李某',
  '第一条 租金 月租金为人民币5000元，乙方应于每月5日前支付。甲方有权根据市场行情随时调整租金，乙方不得提出异议。',
  '第二条 违约责任 乙方逾期付款的，按月利率3%向甲方支付逾期利息。',
  '第三条 维修 房屋的自然损耗由甲方负责维修。',
].join('\n');
const doc = documentFromText(CONTRACT);
const ctx: ReviewContext = { categoryId: 'lease', stance: 'lessee', reviewer: '张律师' };
const resolve = (c: Citation): ResolvedCitation | null => ({ law: c.law, article: c.article, text: '（条文）' });

const none = (): StubReply => ({ content: '{"findings":[]}' });
const clauseOf = (user: string) => user.split('<<<\n')[1]?.split('\n')[0] ?? '';

let stub: ChatStub | null = null;
afterEach(async () => {
  await stub?.close();
  stub = null;
});

async function run(handler: StubHandler) {
  stub = await startChatStub(handler);
  const provider = createOpenAiCompatibleProvider({ baseUrl: stub.url, model: 'stub-model', sleep: async () => {}, retry: { retries: 1 } });
  const result = await runModelReview({
    doc,
    ctx,
    checklist: checklistFor('lease'),
    provider,
    resolve,
    budget: 1_000_000,
    labels: { category: '房屋租赁合同', stance: '承租方' },
  });
  return { result, stub };
}

describe('model pass: the families in every clause', () => {
  it('sends every clause the families and names the user’s party as the contract does', async () => {
    const { stub } = await run(none);
    const maintenance = stub.requests.find((r) => clauseOf(r.user).startsWith('第三条'))!;
    // The families are in the system prompt, the same for every clause (even one with no family word in it).
    expect(maintenance.system).toContain('[general.family.unilateral-change]');
    expect(maintenance.system).toContain('[general.family.money-rate]');
    expect(maintenance.system).toContain('[general.family.waiver]');
    // Round 3 families (decision 196) reach the model pass as data, with no change to the pass.
    for (const id of ['pay-despite-dispute', 'limitation-waiver', 'one-sided-record', 'short-inspection', 'forum-designated']) {
      expect(maintenance.system).toContain(`[general.family.${id}]`);
    }
    expect(maintenance.system).toMatch(/本方在合同中的称谓：[^。]*乙方/);
    expect(new Set(stub.requests.map((r) => r.system)).size).toBe(1);
    // Not repeated in the per-clause checklist.
    expect(stub.requests.some((r) => r.user.includes('general.family.'))).toBe(false);
  });

  it('merges a model finding on a family clause with the rule finding: one finding per clause', async () => {
    const { result } = await run((req) => {
      const clause = clauseOf(req.user);
      if (clause.startsWith('第一条'))
        return {
          content: JSON.stringify({
            findings: [
              {
                check_id: 'general.family.unilateral-change',
                quote: '甲方有权根据市场行情随时调整租金',
                level: 'medium',
                title: '出租方可单方调整租金',
                explanation: '出租方可以随时单方调整租金，承租方无法预见租金负担，且不得提出异议，排除了承租方的主要权利。',
                suggestion: '约定租期内租金固定。',
                revision: null,
                citations: [{ law: '民法典', article: '第五百四十三条' }],
              },
            ],
          }),
        };
      if (clause.startsWith('第二条'))
        return {
          content: JSON.stringify({
            findings: [
              {
                check_id: null,
                quote: '按月利率3%向甲方支付逾期利息',
                level: 'medium',
                title: '逾期利息折合年化36%过高',
                explanation: '月利率3%折合年利率36%，远高于LPR四倍，超出部分可能不受保护。',
                suggestion: '改为按日万分之五计算。',
                revision: null,
                citations: [{ law: '民法典', article: '第五百八十五条' }],
              },
            ],
          }),
        };
      return none();
    });
    expect(result.findings).toHaveLength(2);
    expect(result.findings.every((f) => f.anchor !== null)).toBe(true);

    const rules = runRules(doc, ctx).filter((f) => f.ruleId.startsWith('general.family.'));
    expect(rules.map((f) => f.ruleId).sort()).toEqual(['general.family.money-rate', 'general.family.unilateral-change']);
    const merged = mergeFindings(rules, result.findings);
    // Both model findings sit on a family rule's words about the same thing: no duplicate, the rules' stay.
    expect(merged.map((f) => f.ruleId).sort()).toEqual(['general.family.money-rate', 'general.family.unilateral-change']);
    expect(merged.every((f) => f.source === 'rule')).toBe(true);
  });

  it('keeps a model finding the rules did not make', async () => {
    const { result } = await run((req) =>
      clauseOf(req.user).startsWith('第三条')
        ? {
            content: JSON.stringify({
              findings: [
                {
                  check_id: null,
                  quote: '房屋的自然损耗由甲方负责维修',
                  level: 'low',
                  title: '维修期限未约定',
                  explanation: '未约定出租方维修的期限，承租方催告后出租方拖延时难以主张。',
                  suggestion: '约定出租方在接到通知后三日内维修。',
                  revision: null,
                  citations: [],
                },
              ],
            }),
          }
        : none(),
    );
    const merged = mergeFindings(runRules(doc, ctx), result.findings);
    expect(merged.filter((f) => f.source === 'model').map((f) => f.title)).toEqual(['维修期限未约定']);
  });
});
