/**
 * The review orchestrator on real Word input: a generated sale contract with known risks and a real lease contract
 * from ../shared/data/contracts-cn. What a lawyer relies on: findings in document order with their legal basis quoted
 * from the statute corpus, comments on the exact quoted text, the clean copy with suggestions applied, an opinion
 * document that opens, and a failed review (never a wrong file) when something cannot be written correctly.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TFinding } from '@common/api/contract';
import { BUILTIN_CAPABILITIES, type AiProvider, type ChatMessage } from '../ai/index';
import { buildContractDocx } from '../../tests/helpers/contract-docx';
import { commentAnchorProblems, commentRanges } from '../../tests/helpers/contract-docx-check';
import type * as DocxModule from './docx/index';
import { readDocx } from './docx/index';
import { REVIEW_STAGES, ReviewError, ReviewFailures, compareByPosition, reviewContract, rewriteDecidedCopies, type ReviewContractInput } from './review-contract';

const failVerification = vi.hoisted(() => ({ on: false }));
vi.mock('./docx/index', async (importOriginal) => {
  const real = await importOriginal<typeof DocxModule>();
  return {
    ...real,
    verifyAnnotations: (...args: Parameters<typeof real.verifyAnnotations>) =>
      failVerification.on ? { ok: false, findingIds: [], problems: ['forced by the test'] } : real.verifyAnnotations(...args),
  };
});

const repoRoot = path.resolve(import.meta.dirname, '../..');
const LEASE = path.resolve(repoRoot, '../shared/data/contracts-cn/EthanLXGu-awesome-resources/房屋租赁合同.docx');

let sale: Buffer;
beforeAll(async () => {
  sale = await buildContractDocx();
});

function saleInput(over: Partial<ReviewContractInput> = {}): ReviewContractInput {
  return {
    docx: sale,
    ctx: { categoryId: 'sale', stance: 'buyer', reviewer: '张律师' },
    reviewer: '张律师',
    names: { contract: '设备买卖合同', category: '买卖合同', stance: '买方' },
    date: new Date('2025-01-02T03:04:05Z'),
    ...over,
  };
}

const byRule = (findings: TFinding[], ruleId: string) => findings.find((f) => f.rule_id === ruleId);

describe('reviewContract', () => {
  it('finds the risks of a sale contract, in document order, each with an id', async () => {
    const r = await reviewContract(saleInput());
    const rules = r.findings.map((f) => f.rule_id);
    expect(rules).toEqual(expect.arrayContaining(['general.deposit.over-20', 'general.penalty.daily-high', 'general.dispute.both-forums']));
    expect(new Set(r.findings.map((f) => f.id)).size).toBe(r.findings.length);
    expect([...r.findings].sort(compareByPosition)).toEqual(r.findings);
    // Anchored findings first, whole-contract findings after them.
    const firstUnanchored = r.findings.findIndex((f) => !f.anchor);
    expect(r.findings.slice(firstUnanchored).every((f) => !f.anchor)).toBe(true);
    expect(r.findings.every((f) => f.decision === 'open')).toBe(true);
    expect(r.counts.total).toBe(r.findings.length);
    expect(r.summary).toMatch(/^共发现\d+项风险/);
  });

  it('quotes the legal basis from the statute corpus', async () => {
    const r = await reviewContract(saleInput());
    const deposit = byRule(r.findings, 'general.deposit.over-20')!;
    const article586 = deposit.legal_basis.find((b) => b.article === '第五百八十六条');
    expect(article586).toMatchObject({ law: '民法典', resolved: true });
    // The statute's own words (../shared/data/laws, civil code, contracts book).
    expect(article586!.text).toContain('当事人可以约定一方向对方给付定金作为债权的担保。定金合同自实际交付定金时成立。');
  });

  it('marks every citation unresolved, with no text, when no statute corpus is available', async () => {
    const r = await reviewContract(saleInput({ corpus: null }));
    const bases = r.findings.flatMap((f) => f.legal_basis);
    expect(bases.length).toBeGreaterThan(0);
    expect(bases.every((b) => !b.resolved && b.text === '')).toBe(true);
  });

  it('puts every comment of the annotated copy on its quoted text and keeps the text unchanged', async () => {
    const r = await reviewContract(saleInput());
    expect(r.unplaced).toEqual([]);
    const anchored = r.findings.filter((f) => f.anchor);
    expect(anchored.length).toBeGreaterThan(2);
    expect(commentRanges(r.outputs.annotated).length).toBeGreaterThanOrEqual(anchored.length);
    expect(commentAnchorProblems(r.outputs.annotated, r.findings)).toEqual([]);
    const original = readDocx(sale).paragraphs.map((p) => p.text);
    expect(readDocx(r.outputs.annotated).paragraphs.map((p) => p.text)).toEqual(original);
  });

  it('applies the suggested wording in the clean copy and the detailed copy (accept all)', async () => {
    const r = await reviewContract(saleInput());
    const penalty = byRule(r.findings, 'general.penalty.daily-high')!;
    expect(penalty.revision?.op).toBe('replace');
    const at = penalty.anchor!.paragraph_index;
    for (const copy of [r.outputs.clean, r.outputs.detailed]) {
      const text = readDocx(copy).paragraphs[at]!.text;
      expect(text).toContain(penalty.revision!.text);
      expect(text).not.toContain(penalty.anchor!.quote);
    }
  });

  it('writes an opinion document (审查意见书) that opens and lists the findings', async () => {
    const r = await reviewContract(saleInput());
    const text = readDocx(r.outputs.report).paragraphs.map((p) => p.text).join('\n');
    expect(text).toContain('审查意见书');
    expect(text).toContain('买卖合同');
    expect(text).toContain(byRule(r.findings, 'general.deposit.over-20')!.title);
  });

  it('reports progress at every stage, in order, rising', async () => {
    const seen: [string, number][] = [];
    await reviewContract(saleInput(), (stage, percent) => {
      seen.push([stage, percent]);
    });
    expect(seen.map(([s]) => s)).toEqual([...REVIEW_STAGES]);
    const percents = seen.map(([, p]) => p);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(percents.at(-1)).toBeLessThan(100);
  });

  it('reviews a real lease contract from the shared corpus', async () => {
    const docx = readFileSync(LEASE);
    const r = await reviewContract({
      docx,
      ctx: { categoryId: 'lease', stance: 'lessee', reviewer: '李律师' },
      reviewer: '李律师',
      names: { contract: '房屋租赁合同', category: '房屋租赁合同', stance: '承租方' },
    });
    expect(r.findings.length).toBeGreaterThan(0);
    expect(r.document.paragraphs.length).toBe(readDocx(docx).paragraphs.length);
    expect(r.document.char_count).toBe(r.charCount);
    expect(commentAnchorProblems(r.outputs.annotated, r.findings)).toEqual([]);
  });

  it('fails with an actionable reason, not retried, when the file is not a readable Word document', async () => {
    const err = await reviewContract(saleInput({ docx: Buffer.from('PK\u0003\u0004 not really a zip') })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ReviewError);
    expect(err).toMatchObject({ reason: ReviewFailures.unreadable, retryable: false });
  });

  it('fails rather than ship a copy that does not verify', async () => {
    failVerification.on = true;
    try {
      const err = await reviewContract(saleInput()).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ReviewError);
      expect(err).toMatchObject({ reason: ReviewFailures.verifyFailed, retryable: false });
    } finally {
      failVerification.on = false;
    }
  });

  it('rewrites the detailed and clean copies without the findings a lawyer rejected', async () => {
    const r = await reviewContract(saleInput());
    const penalty = byRule(r.findings, 'general.penalty.daily-high')!;
    const decided = r.findings.map((f) => (f.id === penalty.id ? { ...f, decision: 'rejected' as const } : f));
    const copies = rewriteDecidedCopies(sale, decided, { author: '张律师', date: new Date() });
    const at = penalty.anchor!.paragraph_index;
    expect(readDocx(copies.clean).paragraphs[at]!.text).toContain(penalty.anchor!.quote);
    expect(readDocx(copies.detailed).paragraphs[at]!.text).toContain(penalty.anchor!.quote);
  });
});

describe('reviewContract with a language model', () => {
  const DELIVERY = '乙方应于2025年3月1日前将设备交付至甲方指定地点';
  const calls: ChatMessage[][] = [];
  // A model stand-in: one finding on the delivery clause citing a real and an invented article.
  const provider: AiProvider = {
    id: 'openai-compatible',
    model: 'fake-model',
    capabilities: { ...BUILTIN_CAPABILITIES, review: { mode: 'model', note: '' } },
    complete: async (messages) => {
      calls.push(messages);
      const user = messages.map((m) => m.content).join('\n');
      if (!user.includes('交付至甲方指定地点')) return { text: '{"findings":[]}', usage: { promptTokens: 10, completionTokens: 5, totalTokens: 15, estimated: true }, finishReason: 'stop', attempts: 1 };
      const finding = {
        check_id: null,
        quote: DELIVERY,
        level: 'medium',
        title: '交付地点约定不明确',
        explanation: '仅约定甲方指定地点，未约定指定方式和期限，交付地点可能产生争议。',
        suggestion: '明确具体交付地址或指定地点的通知方式与期限。',
        revision: null,
        citations: [
          { law: '民法典', article: '第六百零三条' },
          { law: '民法典', article: '第九千零一条' },
        ],
      };
      return { text: JSON.stringify({ findings: [finding] }), usage: { promptTokens: 10, completionTokens: 5, totalTokens: 15, estimated: true }, finishReason: 'stop', attempts: 1 };
    },
    stream: () => {
      throw new Error('not used');
    },
  };

  it('adds the model finding, its citations resolved against the corpus or marked unresolved', async () => {
    const r = await reviewContract(saleInput({ provider }));
    expect(calls.length).toBeGreaterThan(0);
    expect(r.modelNotice).toBeNull();
    const model = r.findings.find((f) => f.source === 'model');
    expect(model).toMatchObject({ title: '交付地点约定不明确', anchor: { quote: DELIVERY } });
    const [real, invented] = model!.legal_basis;
    expect(real).toMatchObject({ law: '民法典', article: '第六百零三条', resolved: true });
    expect(real!.text).toContain('出卖人应当按照约定的地点交付标的物');
    expect(invented).toMatchObject({ resolved: false, text: '' });
    expect(commentAnchorProblems(r.outputs.annotated, r.findings)).toEqual([]);
  });
});
