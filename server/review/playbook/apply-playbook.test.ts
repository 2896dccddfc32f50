import { describe, expect, it } from 'vitest';
import type { RuleFinding } from '../model';
import { runRules } from '../rules/run-rules';
import { documentFromText } from '../testing/document-from-text';
import { applyPlaybook, applyPlaybookToChecklist } from './apply-playbook';
import { EMPTY_PLAYBOOK, type Playbook } from './types';

function finding(ruleId: string, level: RuleFinding['level'] = 'medium', extra: Partial<RuleFinding & { checkId: string }> = {}) {
  return { ruleId, level, title: ruleId, explanation: '', suggestion: '', citations: [], anchor: null, revision: null, source: 'rule' as const, ...extra };
}

const playbook: Playbook = {
  overrides: {
    'general.dispute.missing': { enabled: false, level: null },
    'general.penalty.excessive': { enabled: true, level: 'high' },
    'sale.delivery.vague': { enabled: true, level: null },
  },
  custom: [],
};

describe('applyPlaybook', () => {
  it('drops findings of switched-off checks and re-levels the others, leaving the rest alone', () => {
    const out = applyPlaybook(
      [finding('general.dispute.missing', 'high'), finding('general.penalty.excessive', 'medium'), finding('sale.delivery.vague', 'low'), finding('other.check', 'low')],
      playbook,
    );
    expect(out.map((f) => `${f.ruleId}:${f.level}`)).toEqual(['general.penalty.excessive:high', 'sale.delivery.vague:low', 'other.check:low']);
  });

  it('applies to a model finding through the checklist id it names', () => {
    const model = { ...finding('model.general.penalty.excessive', 'low', { source: 'model' }), checkId: 'general.penalty.excessive' };
    const off = { ...finding('model.general.dispute.missing', 'high', { source: 'model' }), checkId: 'general.dispute.missing' };
    expect(applyPlaybook([model, off], playbook)).toEqual([{ ...model, level: 'high' }]);
  });

  it('never mutates its input, and an empty playbook changes nothing', () => {
    const input = [finding('general.penalty.excessive', 'medium')];
    applyPlaybook(input, playbook);
    expect(input[0]!.level).toBe('medium');
    expect(applyPlaybook(input, EMPTY_PLAYBOOK)).toEqual(input);
  });

  it('filters and re-levels a model checklist the same way', () => {
    const items = [
      { id: 'general.dispute.missing', level: 'high' as const, title: 'a' },
      { id: 'general.penalty.excessive', level: 'medium' as const, title: 'b' },
      { id: 'x', level: 'low' as const, title: 'c' },
    ];
    expect(applyPlaybookToChecklist(items, playbook).map((i) => `${i.id}:${i.level}`)).toEqual(['general.penalty.excessive:high', 'x:low']);
  });

  it('takes a real rule finding out of a real review and changes the level of another', () => {
    const doc = documentFromText(
      [
        '设备买卖合同',
        '甲方（买方）：上海某某贸易有限公司',
        '乙方（卖方）：北京某某机械有限公司',
        '第一条 乙方向甲方出售数控机床10台，合同总价为人民币100万元。',
        '第二条 甲方逾期付款的，每日按应付款项的千分之五向乙方支付违约金。',
        '第三条 本合同自双方签字盖章之日起生效。',
      ].join('\n'),
    );
    const ctx = { categoryId: 'sale', stance: 'buyer', reviewer: '张律师' };
    const before = runRules(doc, ctx);
    const ids = [...new Set(before.map((f) => f.ruleId))];
    expect(ids.length).toBeGreaterThanOrEqual(2);
    const [off, relevel] = ids as [string, string];
    const target = before.find((f) => f.ruleId === relevel)!;
    const newLevel = target.level === 'low' ? 'high' : 'low';
    const after = applyPlaybook(before, { overrides: { [off]: { enabled: false, level: null }, [relevel]: { enabled: true, level: newLevel } }, custom: [] });
    expect(after.some((f) => f.ruleId === off)).toBe(false);
    expect(after.filter((f) => f.ruleId === relevel).every((f) => f.level === newLevel)).toBe(true);
    expect(after.length).toBe(before.filter((f) => f.ruleId !== off).length);
  });
});
