/**
 * The orchestrator with a firm playbook, rules and a model stand-in together: what the model is asked about follows
 * the playbook (a switched-off check is never in its checklist, a re-levelled one carries the firm's level), and
 * whatever the rules and the model return, the final findings, counts and Word copies follow it too.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { BUILTIN_CAPABILITIES, type AiProvider, type ChatMessage } from '../../ai/index';
import { buildContractDocx } from '../../../tests/helpers/contract-docx';
import { commentAnchorProblems } from '../../../tests/helpers/contract-docx-check';
import { reviewContract, type ReviewContractInput } from '../review-contract';
import type { Playbook } from './types';

const OFF = 'general.deposit.over-20';
const RELEVEL = 'general.penalty.daily-high';
const usage = { promptTokens: 10, completionTokens: 5, totalTokens: 15, estimated: true };

/** A model that answers the penalty clause with a finding that names the re-levelled check. */
function stubModel(calls: ChatMessage[][]): AiProvider {
  return {
    id: 'openai-compatible',
    model: 'fake-model',
    capabilities: { ...BUILTIN_CAPABILITIES, review: { mode: 'model', note: '' } },
    complete: async (messages) => {
      calls.push(messages);
      const user = messages.map((m) => m.content).join('\n');
      const findings = [];
      if (user.includes('千分之五向乙方支付违约金')) {
        findings.push({
          check_id: RELEVEL,
          // Beside the rule's span, not on it: kept as a finding of its own by the merge.
          quote: '甲方逾期付款的',
          level: 'medium',
          title: '逾期付款违约金偏高',
          explanation: '按日千分之五计算的违约金折合年化超过180%，明显过高，可能被请求调减。',
          suggestion: '降低为每日万分之五。',
          revision: null,
          citations: [{ law: '民法典', article: '第五百八十五条' }],
        });
      }
      return { text: JSON.stringify({ findings }), usage, finishReason: 'stop', attempts: 1 };
    },
    stream: () => {
      throw new Error('not used');
    },
  };
}

let sale: Buffer;
beforeAll(async () => {
  sale = await buildContractDocx();
});

function input(over: Partial<ReviewContractInput>): ReviewContractInput {
  return {
    docx: sale,
    ctx: { categoryId: 'sale', stance: 'buyer', reviewer: '张律师' },
    reviewer: '张律师',
    names: { contract: '设备买卖合同', category: '买卖合同', stance: '买方' },
    date: new Date('2025-01-02T03:04:05Z'),
    ...over,
  };
}

const playbook: Playbook = {
  overrides: { [OFF]: { enabled: false, level: null }, [RELEVEL]: { enabled: true, level: 'low' } },
  custom: [
    {
      id: '11111111-1111-4111-8111-111111111111',
      categoryId: 'general',
      title: '本所：交付地点须写明具体地址',
      level: 'medium',
      kind: 'phrase',
      patterns: ['甲方指定地点'],
      match: 'any',
      absent: [],
      explanation: '交付地点未写明地址。',
      suggestion: '写明具体交付地址。',
      citations: [{ law: '民法典', article: '第五百一十一条' }],
      enabled: true,
    },
  ],
};

describe('reviewContract with a firm playbook and a model', () => {
  it('asks the model without the switched-off check and with the firm level of the re-levelled one', async () => {
    const shipped: ChatMessage[][] = [];
    await reviewContract(input({ provider: stubModel(shipped) }));
    const shippedPrompts = shipped.flat().map((m) => m.content).join('\n');
    // Without a playbook the deposit check is on the model's list: the assertion below means something.
    expect(shippedPrompts).toContain(`[${OFF}]`);

    const calls: ChatMessage[][] = [];
    const r = await reviewContract(input({ provider: stubModel(calls), playbook }));
    const prompts = calls.flat().map((m) => m.content).join('\n');
    expect(prompts).not.toContain(`[${OFF}]`);
    expect(prompts).toContain(`[${RELEVEL}]（低）`);

    expect(r.findings.some((f) => f.rule_id === OFF)).toBe(false);
    const relevelled = r.findings.filter((f) => f.rule_id === RELEVEL || f.rule_id === `model.${RELEVEL}`);
    expect(relevelled.map((f) => f.source).sort()).toEqual(['model', 'rule']);
    expect(relevelled.every((f) => f.level === 'low')).toBe(true);
    const firm = r.findings.find((f) => f.source === 'playbook')!;
    expect(firm).toMatchObject({ title: '本所：交付地点须写明具体地址', anchor: { quote: '甲方指定地点' } });
    expect(firm.legal_basis[0]).toMatchObject({ law: '民法典', article: '第五百一十一条', resolved: true });
    expect(r.counts).toEqual({
      total: r.findings.length,
      high: r.findings.filter((f) => f.level === 'high').length,
      medium: r.findings.filter((f) => f.level === 'medium').length,
      low: r.findings.filter((f) => f.level === 'low').length,
    });
    expect(commentAnchorProblems(r.outputs.annotated, r.findings)).toEqual([]);
  });
});
