import { describe, expect, it } from 'vitest';
import { documentFromText } from '../testing/document-from-text';
import { MAX_FINDINGS_PER_CUSTOM_CHECK, runCustomChecks } from './run-custom-checks';
import { foldText, findPhrase } from './match-phrases';
import type { Playbook, PlaybookCustomCheck } from './types';

const ctx = { categoryId: 'sale', stance: 'buyer', reviewer: '张律师' };

function check(over: Partial<PlaybookCustomCheck>): PlaybookCustomCheck {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    categoryId: 'sale',
    title: '本所：自动续期须提示',
    level: 'medium',
    kind: 'phrase',
    patterns: ['自动续期'],
    match: 'any',
    absent: [],
    explanation: '自动续期条款可能使客户在不知情时继续受合同约束。',
    suggestion: '改为期满前30日书面确认续期。',
    citations: [{ law: '民法典', article: '第四百九十六条' }],
    enabled: true,
    ...over,
  };
}

const play = (...custom: PlaybookCustomCheck[]): Playbook => ({ overrides: {}, custom });

const CONTRACT = [
  '服务合同',
  '第一条 本合同期满后自动续期一年，双方另有约定的除外。',
  '第二条 乙方承担独家供货义务；甲方不得向第三方采购。',
  '第三条 如发生争议，提交上海仲裁委员会仲裁。',
  '第四条 乙方交付的ＡＢＣ型设备应符合国家标准。',
].join('\n');

describe('runCustomChecks', () => {
  it('anchors a phrase check on exactly the words found, so the quote is the contract text', () => {
    const doc = documentFromText(CONTRACT);
    const [f, ...rest] = runCustomChecks(doc, play(check({})), ctx);
    expect(rest).toEqual([]);
    expect(f).toMatchObject({ ruleId: 'playbook.00000000-0000-4000-8000-000000000001', level: 'medium', source: 'playbook', revision: null });
    const p = doc.paragraphs[f!.anchor!.paragraph_index]!;
    expect(f!.anchor!.quote).toBe('自动续期');
    expect(p.text.slice(f!.anchor!.start, f!.anchor!.end)).toBe(f!.anchor!.quote);
    expect(f!.citations).toEqual([{ law: '民法典', article: '第四百九十六条' }]);
  });

  it("with 'all', fires only where every phrase is in one sentence, anchored from the first to the last", () => {
    const doc = documentFromText(CONTRACT);
    const both = runCustomChecks(doc, play(check({ patterns: ['独家', '供货'], match: 'all' })), ctx);
    expect(both.map((f) => f.anchor!.quote)).toEqual(['独家供货']);
    // 独家 and 第三方 sit in two sentences of the same paragraph (split at ；): no finding.
    expect(runCustomChecks(doc, play(check({ patterns: ['独家', '第三方'], match: 'all' })), ctx)).toEqual([]);
    expect(runCustomChecks(doc, play(check({ patterns: ['仲裁委员会', '争议'], match: 'all' })), ctx).map((f) => f.anchor!.quote)).toEqual([
      '争议，提交上海仲裁委员会',
    ]);
  });

  it('matches full-width letters, case and spaces the way a lawyer expects, quoting the original characters', () => {
    const doc = documentFromText(`${CONTRACT}\n第五条 保 密 期 限为三年。`);
    const abc = runCustomChecks(doc, play(check({ patterns: ['abc型'] })), ctx);
    expect(abc.map((f) => f.anchor!.quote)).toEqual(['ＡＢＣ型']);
    const spaced = runCustomChecks(doc, play(check({ patterns: ['保密期限'] })), ctx);
    expect(spaced.map((f) => f.anchor!.quote)).toEqual(['保 密 期 限']);
  });

  it('fires a missing-clause check once with no anchor, and not when the clause is there', () => {
    const doc = documentFromText(CONTRACT);
    const missing = check({ kind: 'missing', patterns: [], absent: ['反商业贿赂', '廉洁'] });
    expect(runCustomChecks(doc, play(missing), ctx)).toMatchObject([{ anchor: null, source: 'playbook' }]);
    expect(runCustomChecks(documentFromText(`${CONTRACT}\n第六条 双方应遵守廉洁从业规定。`), play(missing), ctx)).toEqual([]);
  });

  it("checks a missing clause only when the contract holds the condition phrases", () => {
    const doc = documentFromText(CONTRACT);
    const ifArbitration = check({ kind: 'missing', patterns: ['仲裁'], absent: ['仲裁规则'] });
    expect(runCustomChecks(doc, play(ifArbitration), ctx)).toHaveLength(1);
    const ifLoan = check({ kind: 'missing', patterns: ['借款'], absent: ['利率'] });
    expect(runCustomChecks(doc, play(ifLoan), ctx)).toEqual([]);
  });

  it('applies general checks to every category, category checks to their own, and skips disabled ones', () => {
    const doc = documentFromText(CONTRACT);
    expect(runCustomChecks(doc, play(check({ categoryId: 'general' })), { ...ctx, categoryId: 'lease' })).toHaveLength(1);
    expect(runCustomChecks(doc, play(check({ categoryId: 'labor' })), ctx)).toEqual([]);
    expect(runCustomChecks(doc, play(check({ enabled: false })), ctx)).toEqual([]);
  });

  it('stops at a few findings per check, one per sentence', () => {
    const doc = documentFromText(Array.from({ length: 12 }, (_, i) => `第${i + 1}条 乙方应按时交付。乙方应按时交付。`).join('\n'));
    const out = runCustomChecks(doc, play(check({ patterns: ['交付'] })), ctx);
    expect(out).toHaveLength(MAX_FINDINGS_PER_CUSTOM_CHECK);
    expect(new Set(out.map((f) => `${f.anchor!.paragraph_index}:${f.anchor!.start}`)).size).toBe(out.length);
  });

  it('ignores headers and footers', () => {
    const doc = documentFromText(CONTRACT);
    doc.paragraphs[1] = { ...doc.paragraphs[1]!, location: 'header' };
    expect(runCustomChecks(doc, play(check({})), ctx)).toEqual([]);
  });
});

describe('findPhrase', () => {
  it('maps folded offsets back to the original text, astral characters included', () => {
    const text = '甲方𠀀 Ａ Ｂ 乙方';
    const spans = findPhrase(foldText(text), 'ab');
    expect(spans).toHaveLength(1);
    expect(text.slice(spans[0]!.start, spans[0]!.end)).toBe('Ａ Ｂ');
  });
});
