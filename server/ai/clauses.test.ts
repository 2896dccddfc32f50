import { describe, expect, it } from 'vitest';
import { splitClauses } from './clauses';
import { documentFromText } from '../review/testing/document-from-text';

const texts = (c: { paragraphs: { text: string }[] }) => c.paragraphs.map((p) => p.text);

describe('splitClauses', () => {
  it('groups paragraphs under 第X条 headings, keeps sub-items inside, and makes the opening a clause of its own', () => {
    const doc = documentFromText(
      ['买卖合同', '甲方：某某公司', '第一条 标的', '1.1 货物名称：钢材。', '1.2 数量：100吨。', '第二条 价款', '总价100万元。', '第三条 违约责任', '（一）逾期付款的，每日万分之五。'].join('\n'),
    );
    const clauses = splitClauses(doc);
    expect(clauses.map((c) => c.label)).toEqual(['', '第一条', '第二条', '第三条']);
    expect(texts(clauses[1]!)).toEqual(['标的', '货物名称：钢材。', '数量：100吨。']);
    expect(clauses.map((c) => c.clauseIndex)).toEqual([0, 1, 2, 3]);
  });

  it('finds 第X条 typed into the text (no rendered label)', () => {
    const doc = documentFromText('第一条 甲方应按期付款。\n付款方式为转账。\n第二条 乙方应按期交货。', { keepLabels: true });
    const clauses = splitClauses(doc);
    expect(clauses.map((c) => c.label)).toEqual(['第一条', '第二条']);
    expect(clauses[0]!.paragraphs).toHaveLength(2);
  });

  it('uses 一、 headings when there is no 第X条, and 1. when there is neither', () => {
    const cn = splitClauses(documentFromText('一、付款\n1. 首付30%。\n2. 尾款70%。\n二、交货\n交货地点：上海。'));
    expect(cn.map((c) => c.label)).toEqual(['一、', '二、']);
    const num = splitClauses(documentFromText('协议\n1. 保密信息的范围。\n2. 保密期限为三年。'));
    expect(num.map((c) => c.label)).toEqual(['', '1.', '2.']);
  });

  it('carries a chapter heading into the article that follows it', () => {
    const clauses = splitClauses(documentFromText('第一章 总则\n第一条 目的。\n第二条 定义。\n第二章 付款\n第三条 付款期限。'));
    expect(clauses.map((c) => c.label)).toEqual(['第一条', '第二条', '第三条']);
    expect(texts(clauses[0]!)).toEqual(['总则', '目的。']);
    expect(texts(clauses[2]!)).toEqual(['付款', '付款期限。']);
  });

  it('cuts a clause longer than the token cap into parts at paragraph boundaries, sharing its clauseIndex', () => {
    const long = Array.from({ length: 6 }, (_, i) => `${i + 1}.${i + 1} ${'乙方应当按照约定履行义务。'.repeat(10)}`).join('\n');
    const clauses = splitClauses(documentFromText(`第一条 总则\n${long}\n第二条 其他`), { maxTokens: 250 });
    const first = clauses.filter((c) => c.clauseIndex === 0);
    expect(first.length).toBeGreaterThan(1);
    expect(first.every((c) => c.parts === first.length)).toBe(true);
    expect(first.map((c) => c.part)).toEqual(first.map((_, i) => i));
    expect(first.flatMap((c) => c.paragraphs.map((p) => p.index))).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(clauses.at(-1)!.clauseIndex).toBe(1);
  });

  it('puts every non-empty paragraph in exactly one part, tables included, and skips headers and footers', () => {
    const doc = documentFromText('第一条 价格\n| 品名 | 单价 |\n| 钢材 | 5000元 |\n\n第二条 其他');
    doc.paragraphs.push({ ...doc.paragraphs[0]!, index: doc.paragraphs.length, location: 'footer', text: '第 1 页' });
    const indexes = splitClauses(doc).flatMap((c) => c.paragraphs.map((p) => p.index));
    const expected = doc.paragraphs.filter((p) => p.text.trim() !== '' && p.location !== 'footer').map((p) => p.index);
    expect(indexes).toEqual(expected);
  });
});
