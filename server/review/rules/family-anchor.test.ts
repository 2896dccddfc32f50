/**
 * A family finding quotes the clause's own words: a heading that repeats one of the rule's words (第十条 合同文本 …)
 * is not where the risk is, and the comment in Word would otherwise start on the heading.
 */
import { describe, expect, it } from 'vitest';
import { documentFromText } from '../testing/document-from-text';
import { runRules } from './run-rules';

function quoteOf(text: string, ruleId: string): string | undefined {
  const findings = runRules(documentFromText(text), { categoryId: 'sale', stance: 'neutral', reviewer: 't' });
  return findings.find((f) => f.ruleId === ruleId)?.anchor?.quote;
}

describe('family anchors', () => {
  const rule = 'general.family.copy-withheld';

  it('start on the clause, past a numbered heading that repeats a word of the rule', () => {
    const quote = quoteOf('第十条 合同文本 全部原件由乙方保存，甲方不另行持有合同文本。', rule);
    expect(quote).toBe('原件由乙方保存，甲方不另行持有');
  });

  it('start on the clause, past a heading Word numbers itself', () => {
    expect(quoteOf('合同文本 全部原件由乙方保存，甲方不另行持有合同文本。', rule)).toBe('原件由乙方保存，甲方不另行持有');
  });

  it('are the same for the clause without a heading', () => {
    expect(quoteOf('全部原件由乙方保存，甲方不另行持有合同文本。', rule)).toBe('原件由乙方保存，甲方不另行持有');
  });
});

describe('forum findings', () => {
  it('quote the forum agreement, not the clause number and heading before it', () => {
    const text = '第六条 争议解决 因本合同引起的争议，提交上海仲裁委员会仲裁，也可向甲方所在地人民法院起诉。';
    expect(quoteOf(text, 'general.dispute.both-forums')).toBe('因本合同引起的争议，提交上海仲裁委员会仲裁，也可向甲方所在地人民法院起诉。');
    expect(quoteOf('因本合同引起的争议，提交上海仲裁委员会仲裁，也可向甲方所在地人民法院起诉。', 'general.dispute.both-forums')).toBe(
      '因本合同引起的争议，提交上海仲裁委员会仲裁，也可向甲方所在地人民法院起诉。',
    );
  });
});
