import { afterEach, describe, expect, it } from 'vitest';
import { documentFromText } from '../review/testing/document-from-text';
import type { Citation, ReviewContext, RuleFinding } from '../review/model';
import { startChatStub, type ChatStub, type StubHandler, type StubReply } from './testing/chat-stub-server';
import { createOpenAiCompatibleProvider, type OpenAiCompatibleOptions } from './providers/openai-compatible';
import { builtinProvider } from './providers/builtin';
import { runModelReview, type ModelReviewInput, type ResolvedCitation } from './review-pass';
import { mergeFindings, MODEL_ADDENDUM } from './merge-findings';
import { estimateMessagesTokens } from './tokens';
import type { ChecklistItem } from './prompt';

const ID = '11010519491231002X';
const CONTRACT = [
  '商品买卖合同',
  '甲方（买方）：上海某某贸易有限公司',
  `乙方（卖方）：李四，身份证号：${ID}，手机：13812345678`,
  '第一条 标的 乙方向甲方出售钢材100吨。',
  '第二条 价款 总价为人民币100万元，甲方应于收货后九十日内付款。',
  '第三条 违约责任 甲方逾期付款的，每日按应付款项的千分之五向乙方支付违约金。',
  '第四条 争议解决 因本合同发生的争议，由乙方所在地人民法院管辖。',
  '第五条 其他 本合同一式两份，自双方签字盖章之日起生效。',
].join('\n');
const doc = documentFromText(CONTRACT);
const ctx: ReviewContext = { categoryId: 'sale', stance: 'buyer', reviewer: '张律师' };
const PENALTY_PARAGRAPH = doc.paragraphs.find((p) => p.text.includes('千分之五'))!;

const checklist: ChecklistItem[] = [
  { id: 'sale.penalty.excessive', title: '违约金过高', level: 'high', detects: '逾期付款违约金按日计算明显过高' },
  { id: 'sale.dispute.seller-court', title: '管辖法院对买方不利', level: 'medium', detects: '约定由卖方所在地法院管辖' },
  { id: 'nda.term', title: '保密期限', level: 'low', detects: '保密义务期限过短' },
  { id: 'sale.seller-only', title: '卖方视角：付款期限过长', level: 'medium', detects: '付款期限过长', stances: ['seller'] },
];

// The statute corpus stand-in: two articles exist.
const CORPUS: Record<string, string> = {
  '民法典|第五百八十五条': '当事人可以约定一方违约时应当根据违约情况向对方支付一定数额的违约金……',
  '民事诉讼法|第三十五条': '合同或者其他财产权益纠纷的当事人可以书面协议选择……人民法院管辖……',
};
const resolve = (c: Citation): ResolvedCitation | null => {
  const text = CORPUS[`${c.law}|${c.article}`];
  return text ? { law: c.law, article: c.article, text } : null;
};

const none = (): StubReply => ({ content: '{"findings":[]}' });
const answer = (findings: object[]): StubReply => ({ content: JSON.stringify({ findings }) });
const penaltyFinding = (over: object = {}) => ({
  check_id: 'sale.penalty.excessive',
  quote: '甲方逾期付款的,每日按应付款项的千分之五',
  level: 'high',
  title: '逾期付款违约金过高',
  explanation: '日千分之五折合年化182.5%，远超乙方实际损失，买方负担过重。',
  suggestion: '调整为按日万分之五计算，并约定总额上限。',
  revision: '甲方逾期付款的，每日按应付款项的万分之五',
  citations: [{ law: '民法典', article: '第五百八十五条' }],
  ...over,
});

let stub: ChatStub | null = null;
afterEach(async () => {
  await stub?.close();
  stub = null;
});

async function run(handler: StubHandler, input: Partial<ModelReviewInput> = {}, providerOptions: Partial<OpenAiCompatibleOptions> = {}) {
  stub = await startChatStub(handler);
  const provider = createOpenAiCompatibleProvider({ baseUrl: stub.url, model: 'stub-model', sleep: async () => {}, retry: { retries: 1 }, ...providerOptions });
  const result = await runModelReview({ doc, ctx, checklist, provider, resolve, budget: 1_000_000, labels: { category: '买卖合同', stance: '买方' }, ...input });
  return { result, stub };
}

/** The clause a request is about: the first line of its clause text. */
const clauseOf = (user: string) => user.split('<<<\n')[1]?.split('\n')[0] ?? '';

describe('runModelReview: a clean pass', () => {
  it('visits every clause, anchors the quote on the original text and resolves its citation', async () => {
    const { result, stub } = await run((req) => (clauseOf(req.user).startsWith('第三条') ? answer([penaltyFinding()]) : none()));
    expect(result.coverage.map((c) => [c.label, c.visited])).toEqual([
      ['', true], ['第一条', true], ['第二条', true], ['第三条', true], ['第四条', true], ['第五条', true],
    ]);
    expect(stub.requests).toHaveLength(6);
    expect(result.findings).toHaveLength(1);
    const f = result.findings[0]!;
    expect(f.source).toBe('model');
    expect(f.ruleId).toBe('model.sale.penalty.excessive');
    expect(f.anchor!.paragraph_index).toBe(PENALTY_PARAGRAPH.index);
    // The model wrote a half-width comma; the anchor is the contract's own text.
    expect(f.anchor!.quote).toBe('甲方逾期付款的，每日按应付款项的千分之五');
    expect(PENALTY_PARAGRAPH.text.slice(f.anchor!.start, f.anchor!.end)).toBe(f.anchor!.quote);
    expect(f.revision).toEqual({ op: 'replace', text: '甲方逾期付款的，每日按应付款项的万分之五' });
    expect(f.legalBasis).toEqual([{ law: '民法典', article: '第五百八十五条', text: CORPUS['民法典|第五百八十五条'], resolved: true }]);
    expect(result.dropped).toEqual([]);
    expect(result.usage.calls).toBe(6);
    expect(result.notice).toBeNull();
  });

  it('asks for JSON with the category, the stance and the checklist items relevant to the clause', async () => {
    const { stub } = await run(none);
    const penalty = stub.requests.find((r) => clauseOf(r.user).startsWith('第三条'))!;
    expect(penalty.body.response_format).toEqual({ type: 'json_object' });
    expect(penalty.system).toContain('买卖合同');
    expect(penalty.system).toContain('保护「买方」的利益');
    expect(penalty.system).toContain('"findings"');
    expect(penalty.system).not.toMatch(/<finding/);
    expect(penalty.user).toContain('[sale.penalty.excessive]');
    expect(penalty.user).not.toContain('[nda.term]');
    // Items of another stance are never offered.
    expect(stub.requests.some((r) => r.user.includes('sale.seller-only'))).toBe(false);
    // The system prompt is the same for every clause (prefix caching on DeepSeek/vLLM).
    expect(new Set(stub.requests.map((r) => r.system)).size).toBe(1);
  });

  it('reads answers wrapped in ```json fences', async () => {
    const { result } = await run((req) =>
      clauseOf(req.user).startsWith('第三条') ? { content: '```json\n' + JSON.stringify({ findings: [penaltyFinding()] }) + '\n```' } : none(),
    );
    expect(result.findings).toHaveLength(1);
  });
});

describe('runModelReview: what the model gets wrong', () => {
  it('asks once for a repair after unreadable output, and keeps the repaired findings', async () => {
    const { result, stub } = await run((req) => {
      if (!clauseOf(req.user).startsWith('第四条') && !req.user.includes('无法解析')) return none();
      if (req.user.includes('无法解析')) {
        return answer([{ quote: '由乙方所在地人民法院管辖', level: 'medium', title: '管辖对买方不利', explanation: '约定卖方所在地法院管辖，买方诉讼成本高。', suggestion: '改为原告所在地。', citations: [{ law: '民事诉讼法', article: '第三十五条' }] }]);
      }
      return { content: '我认为本条款的管辖约定对买方不利，建议修改。' };
    });
    const clause4 = result.coverage.find((c) => c.label === '第四条')!;
    expect(clause4).toMatchObject({ visited: true, calls: 2, findings: 1 });
    const repair = stub.requests.find((r) => r.user.includes('无法解析'))!;
    expect(repair.body.messages!.at(-2)).toEqual({ role: 'assistant', content: '我认为本条款的管辖约定对买方不利，建议修改。' });
    expect(result.findings[0]!.legalBasis[0]!.resolved).toBe(true);
    expect(result.dropped).toEqual([]);
  });

  it('drops a clause\'s answer that is still unreadable after the repair, and says so in coverage', async () => {
    const { result } = await run((req) => (clauseOf(req.user).startsWith('第四条') || req.user.includes('无法解析') ? { content: '<finding>管辖不利</finding>' } : none()));
    const clause4 = result.coverage.find((c) => c.label === '第四条')!;
    expect(clause4).toMatchObject({ visited: false, reason: 'malformed-output', calls: 2 });
    expect(result.dropped).toEqual([expect.objectContaining({ reason: 'malformed-output', raw: '<finding>管辖不利</finding>', clauseIndex: clause4.clauseIndex })]);
    expect(result.coverage.filter((c) => c.visited)).toHaveLength(5);
  });

  it('drops a finding whose quote is not in the clause (invented, paraphrased, or from another clause)', async () => {
    const { result } = await run((req) =>
      clauseOf(req.user).startsWith('第三条')
        ? answer([
            penaltyFinding({ quote: '甲方逾期付款的，按日支付千分之五的违约金' }),
            penaltyFinding({ quote: '由乙方所在地人民法院管辖', title: '管辖' }),
            penaltyFinding({ quote: '每日按应付款项的千分之五', title: '违约金过高' }),
          ])
        : none(),
    );
    expect(result.findings.map((f) => f.anchor!.quote)).toEqual(['每日按应付款项的千分之五']);
    expect(result.dropped.map((d) => d.reason)).toEqual(['quote-not-found', 'quote-not-found']);
    expect(result.dropped[0]!.raw).toContain('按日支付千分之五');
  });

  it('keeps a finding with a fabricated citation but marks that citation unresolved, next to a real one', async () => {
    const { result } = await run((req) =>
      clauseOf(req.user).startsWith('第三条')
        ? answer([penaltyFinding({ citations: [{ law: '民法典', article: '第五百八十五条' }, { law: '合同违约金管理条例', article: '第十二条' }, { law: '民法典', article: 9999 }] })])
        : none(),
    );
    expect(result.findings[0]!.legalBasis).toEqual([
      { law: '民法典', article: '第五百八十五条', text: CORPUS['民法典|第五百八十五条'], resolved: true },
      { law: '合同违约金管理条例', article: '第十二条', text: '', resolved: false },
      { law: '民法典', article: '9999', text: '', resolved: false },
    ]);
  });

  it('treats a resolver that throws as "unresolved", never as valid', async () => {
    const { result } = await run((req) => (clauseOf(req.user).startsWith('第三条') ? answer([penaltyFinding()]) : none()), {
      resolve: () => {
        throw new Error('corpus offline');
      },
    });
    expect(result.findings[0]!.legalBasis).toEqual([{ law: '民法典', article: '第五百八十五条', text: '', resolved: false }]);
  });

  it('drops single invalid findings (no level) and keeps the rest of the answer', async () => {
    const { result } = await run((req) =>
      clauseOf(req.user).startsWith('第三条') ? answer([penaltyFinding(), { quote: '自双方签字盖章之日起生效', title: '生效' }]) : none(),
    );
    expect(result.findings).toHaveLength(1);
    expect(result.dropped.map((d) => d.reason)).toEqual(['invalid-finding']);
  });
});

describe('runModelReview: merging with rule findings', () => {
  it('merges model findings that duplicate rule findings, keeping the rule and adding new information', async () => {
    const { result } = await run((req) =>
      clauseOf(req.user).startsWith('第三条')
        ? answer([penaltyFinding(), penaltyFinding({ check_id: null, quote: '向乙方支付违约金', title: '违约金计算基数不明', level: 'low', citations: [], explanation: '未约定计算基数是否含税。' })])
        : clauseOf(req.user).startsWith('第四条')
          ? answer([{ quote: '由乙方所在地人民法院管辖', level: 'medium', title: '管辖对买方不利', explanation: '卖方所在地法院管辖增加买方诉讼成本。', suggestion: '改为买方所在地法院。', citations: [] }])
          : none(),
    );
    const start = PENALTY_PARAGRAPH.text.indexOf('每日按');
    const rule: RuleFinding = {
      ruleId: 'sale.penalty.excessive',
      level: 'high',
      title: '违约金过高',
      explanation: '违约金过分高于造成的损失的，可请求人民法院适当减少。',
      suggestion: '将违约金调整为日万分之五以内。',
      citations: [{ law: '民法典', article: '第五百八十五条' }],
      anchor: { paragraph_index: PENALTY_PARAGRAPH.index, start, end: start + 12, quote: '每日按应付款项的千分之五' },
      revision: null,
      source: 'rule',
    };
    const missing: RuleFinding = { ...rule, ruleId: 'sale.quality.missing', title: '缺少质量标准条款', anchor: null, citations: [] };
    const merged = mergeFindings([missing, rule], result.findings);
    expect(merged.map((f) => `${f.source}:${f.title}`)).toEqual([
      'rule:违约金过高',
      'model:违约金计算基数不明',
      'model:管辖对买方不利',
      'rule:缺少质量标准条款',
    ]);
    expect(merged[0]!.explanation).toContain(`${MODEL_ADDENDUM}日千分之五折合年化182.5%`);
  });
});

describe('runModelReview: budget, errors, limits', () => {
  it('stops when the token budget is spent and records the rest of the clauses as skipped for budget', async () => {
    // Measure what each clause reserves (its prompt plus maxTokens), then allow exactly the first two.
    const maxOutputTokens = 200;
    const probe = await run(none, { options: { maxOutputTokens } });
    const reserves = probe.stub.requests.map((r) => estimateMessagesTokens(r.body.messages!) + maxOutputTokens);
    await probe.stub.close();
    const { result, stub } = await run(none, { budget: reserves[0]! + reserves[1]!, options: { maxOutputTokens, concurrency: 1 } });
    expect(result.budgetExhausted).toBe(true);
    expect(result.coverage.map((c) => (c.visited ? 'visited' : c.reason))).toEqual(['visited', 'visited', 'budget', 'budget', 'budget', 'budget']);
    expect(stub.requests).toHaveLength(2);
    expect(result.usage.totalTokens).toBeLessThanOrEqual(reserves[0]! + reserves[1]!);
  });

  it('with parallel clauses, the reviewed ones are still the first ones', async () => {
    const { result } = await run(none, { budget: 3000, options: { maxOutputTokens: 200, concurrency: 4 } });
    const states = result.coverage.map((c) => c.visited);
    const firstSkipped = states.indexOf(false);
    expect(firstSkipped).toBeGreaterThan(0);
    expect(states.slice(firstSkipped).every((v) => !v)).toBe(true);
    expect(result.coverage.slice(firstSkipped).every((c) => c.reason === 'budget')).toBe(true);
  });

  it('records a clause whose request fails (400, or a hang past the timeout) and goes on with the others', async () => {
    const { result } = await run(
      (req) => (clauseOf(req.user).startsWith('第二条') ? { status: 400, body: '{"error":{"message":"context too long"}}' } : clauseOf(req.user).startsWith('第五条') ? { hang: true } : none()),
      {},
      { requestTimeoutMs: 1000, retry: { retries: 0 } },
    );
    expect(result.coverage.map((c) => c.reason ?? 'ok')).toEqual(['ok', 'ok', 'error', 'ok', 'ok', 'error']);
    expect(result.coverage[2]!.error).toContain('HTTP 400');
    expect(result.coverage[5]!.error).toContain('超时');
  });

  it('stops calling after an error every call would repeat (401), recording why for each clause', async () => {
    const { result, stub } = await run(() => ({ status: 401 }), { options: { concurrency: 2 } });
    expect(result.coverage.every((c) => !c.visited && c.reason === 'error' && c.error?.includes('AI_API_KEY'))).toBe(true);
    expect(stub.requests.length).toBeLessThanOrEqual(2);
  });

  it('records clauses not reviewed when the caller cancels', async () => {
    const ctl = new AbortController();
    const { result } = await run(
      (req) => {
        if (req.n === 2) ctl.abort();
        return none();
      },
      { signal: ctl.signal, options: { concurrency: 1 } },
    );
    expect(result.coverage[0]!.visited).toBe(true);
    expect(result.coverage.slice(2).every((c) => c.reason === 'aborted')).toBe(true);
  });

  it('keeps the in-flight requests of a pass within the provider\'s concurrency limit', async () => {
    const { result, stub } = await run(() => ({ ...none(), holdMs: 30 }), { options: { concurrency: 6 } }, { maxConcurrent: 2 });
    expect(result.coverage.every((c) => c.visited)).toBe(true);
    expect(stub.maxInFlight).toBe(2);
  });
});

describe('runModelReview: personal data and the builtin provider', () => {
  it('sends no personal data when masking is on, and restores it before anchoring', async () => {
    const { result, stub } = await run(
      (req) => {
        const line = req.user.split('\n').find((l) => l.startsWith('乙方（卖方）'));
        if (!line) return none();
        const name = /【姓名\d+】/.exec(line)![0];
        const id = /【身份证号\d+】/.exec(line)![0];
        return answer([{ quote: `${name}，身份证号：${id}`, level: 'low', title: `核实${name}的身份`, explanation: `请核对${name}的身份证号${id}与身份证原件一致。`, suggestion: '签约时查验原件。' }]);
      },
      { maskPersonalData: true },
    );
    const sent = stub.requests.map((r) => JSON.stringify(r.body)).join('');
    for (const secret of ['李四', ID, '13812345678']) expect(sent).not.toContain(secret);
    expect(sent).toContain('上海某某贸易有限公司');
    const f = result.findings[0]!;
    expect(f.anchor!.quote).toBe(`李四，身份证号：${ID}`);
    expect(f.title).toBe('核实李四的身份');
    expect(f.explanation).toContain(ID);
  });

  it('with the builtin provider adds no findings, calls nothing, and says so', async () => {
    const result = await runModelReview({ doc, ctx, checklist, provider: builtinProvider, resolve, budget: 1000 });
    expect(result.findings).toEqual([]);
    expect(result.notice).toContain('未配置语言模型');
    expect(result.coverage.every((c) => !c.visited && c.reason === 'builtin')).toBe(true);
    expect(result.provider).toEqual({ id: 'builtin', model: 'builtin' });
  });
});
