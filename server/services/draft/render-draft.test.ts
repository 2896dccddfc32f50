/** How a draft's paragraphs come out of a template: articles numbered without gaps when optional ones are left out. */
import { describe, expect, it } from 'vitest';
import { renderDraft } from './render-draft';
import { findTemplate } from './templates/index';

describe('renderDraft', () => {
  it('numbers an agreement’s articles again when an empty optional article is left out (no 第二条 -> 第五条 jump)', () => {
    const template = findTemplate('loan-contract')!;
    const values = { party_a_name: '钱伟', party_b_name: '孙平', amount: '人民币100,000.00元', loan_date: '2025年1月1日', due_date: '2025年12月31日', interest_rate: '', purpose: '' };
    const { paragraphs } = renderDraft({ template, values, drafted: {} });
    const heads = paragraphs.filter((p) => p.section === 'terms').map((p) => p.text.slice(0, 4));
    expect(heads).toEqual(['第一条 ', '第二条 ', '第三条 ']);
    expect(paragraphs.find((p) => p.text.startsWith('第三条'))!.text).toContain('归还全部本金');
  });

  it('keeps the template’s numbers when every article is there', () => {
    const template = findTemplate('loan-contract')!;
    const values = { party_a_name: '钱伟', party_b_name: '孙平', amount: '1', loan_date: '1', due_date: '1', interest_rate: '年利率6%', purpose: '经营周转' };
    const heads = renderDraft({ template, values, drafted: {} }).paragraphs.filter((p) => p.section === 'terms').map((p) => p.text.slice(0, 3));
    expect(heads).toEqual(['第一条', '第二条', '第三条', '第四条', '第五条']);
  });
});
