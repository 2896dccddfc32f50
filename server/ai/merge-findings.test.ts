import { describe, expect, it } from 'vitest';
import type { RuleFinding } from '../review/model';
import { addsInformation, mergeFindings, MODEL_ADDENDUM } from './merge-findings';

function finding(over: Partial<RuleFinding> & { checkId?: string | null }): RuleFinding & { checkId?: string | null } {
  return {
    ruleId: 'general.penalty.excessive',
    level: 'high',
    title: '违约金标准过高',
    explanation: '违约金约定过分高于损失的，对方可请求法院予以适当减少。',
    suggestion: '调低违约金。',
    citations: [{ law: '民法典', article: '第五百八十五条' }],
    anchor: { paragraph_index: 5, start: 8, end: 20, quote: 'x'.repeat(12) },
    revision: null,
    source: 'rule',
    ...over,
  };
}

describe('mergeFindings', () => {
  it('keeps the rule finding when the model flags the same span and topic, adding its explanation only if new', () => {
    const rule = finding({});
    const model = finding({
      ruleId: 'model.clause',
      source: 'model',
      title: '逾期付款违约金过高',
      anchor: { paragraph_index: 5, start: 5, end: 15, quote: 'y'.repeat(10) },
      citations: [],
      explanation: '按日千分之五计算，年化约182.5%，远超守约方的实际损失，且本方作为付款方承担全部风险。',
    });
    const merged = mergeFindings([rule], [model]);
    expect(merged).toHaveLength(1);
    expect(merged[0]!.source).toBe('rule');
    expect(merged[0]!.explanation).toBe(`${rule.explanation}\n${MODEL_ADDENDUM}${model.explanation}`);
    expect(rule.explanation).not.toContain(MODEL_ADDENDUM);
  });

  it('drops a model duplicate that repeats what the rule already says, without touching the rule', () => {
    const rule = finding({});
    const model = finding({ ruleId: 'model.clause', source: 'model', explanation: '违约金约定过分高于损失的，对方可以请求法院适当减少。' });
    expect(mergeFindings([rule], [model])).toEqual([rule]);
  });

  it('treats the model naming the rule\'s check, or citing the same article, as the same topic', () => {
    const rule = finding({ title: '违约责任不对等' });
    const byCheck = finding({ ruleId: 'model.general.penalty.excessive', checkId: 'general.penalty.excessive', source: 'model', title: '完全不同的标题', citations: [] });
    expect(mergeFindings([rule], [byCheck])).toHaveLength(1);
    const byCitation = finding({ ruleId: 'model.clause', source: 'model', title: '赔偿上限缺失' });
    expect(mergeFindings([rule], [byCitation])).toHaveLength(1);
  });

  it('keeps both when spans do not overlap, or when the topics differ', () => {
    const rule = finding({});
    const elsewhere = finding({ ruleId: 'model.clause', source: 'model', anchor: { paragraph_index: 5, start: 30, end: 40, quote: 'z' } });
    const otherTopic = finding({ ruleId: 'model.clause', source: 'model', title: '付款期限过长', citations: [{ law: '民法典', article: '第五百一十条' }] });
    const merged = mergeFindings([rule], [elsewhere, otherTopic]);
    expect(merged).toHaveLength(3);
  });

  it('never merges a model finding into a whole-contract finding (no anchor)', () => {
    const missing = finding({ ruleId: 'general.dispute.missing', title: '缺少争议解决条款', anchor: null, citations: [] });
    const model = finding({ ruleId: 'model.clause', source: 'model', title: '争议解决约定不明', citations: [] });
    expect(mergeFindings([missing], [model])).toHaveLength(2);
  });

  it('folds repeated model findings on the same span into one, the same one whatever the answer order', () => {
    const a = finding({ ruleId: 'model.clause', source: 'model', title: '违约金过高' });
    const b = finding({ ruleId: 'model.clause', source: 'model', title: '违约金明显过高', explanation: '完全不同的解释内容，但说的是同一件事，而且足够长。' });
    const merged = mergeFindings([], [a, b]);
    expect(merged).toHaveLength(1);
    expect(mergeFindings([], [b, a])).toEqual(merged);
  });

  it('orders by position, then level and source, whole-contract findings last, whatever the input order', () => {
    const f1 = finding({ ruleId: 'a', anchor: { paragraph_index: 2, start: 0, end: 4, quote: '' }, title: '甲' });
    const f2 = finding({ ruleId: 'b', anchor: { paragraph_index: 7, start: 3, end: 9, quote: '' }, title: '乙', level: 'low' });
    const f3 = finding({ ruleId: 'c', anchor: null, title: '丙' });
    const m1 = finding({ ruleId: 'model.clause', source: 'model', anchor: { paragraph_index: 7, start: 3, end: 9, quote: '' }, title: '保密期限', level: 'high', citations: [] });
    const m2 = finding({ ruleId: 'model.clause', source: 'model', anchor: { paragraph_index: 1, start: 0, end: 4, quote: '' }, title: '主体', citations: [] });
    const expected = ['model.clause:主体', 'a:甲', 'model.clause:保密期限', 'b:乙', 'c:丙'];
    expect(mergeFindings([f3, f2, f1], [m1, m2]).map((f) => `${f.ruleId}:${f.title}`)).toEqual(expected);
    expect(mergeFindings([f1, f2, f3], [m2, m1]).map((f) => `${f.ruleId}:${f.title}`)).toEqual(expected);
  });
});

describe('addsInformation', () => {
  it('is false for short or repeated wording, true for a substantially new explanation', () => {
    expect(addsInformation('违约金过高。', '过高')).toBe(false);
    expect(addsInformation('违约金约定过分高于损失的，可请求减少。', '违约金约定过分高于损失的，可以请求减少。')).toBe(false);
    expect(addsInformation('违约金过高。', '按日千分之五计算，年化约182.5%，远超实际损失。')).toBe(true);
  });
});
