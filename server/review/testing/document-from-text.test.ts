import { describe, expect, it } from 'vitest';
import { documentFromText } from './document-from-text';

describe('documentFromText', () => {
  it('moves leading clause labels into label with levels ranked by style', () => {
    const doc = documentFromText('买卖合同\n第一条 标的\n（一）名称\n1.1 数量\n2024年7月1日签订');
    expect(doc.paragraphs.map((p) => [p.label, p.text, p.level])).toEqual([
      ['', '买卖合同', 0],
      ['第一条', '标的', 1],
      ['（一）', '名称', 2],
      ['1.1', '数量', 3],
      ['', '2024年7月1日签订', 0],
    ]);
  });

  it('keeps typed labels in the text when asked', () => {
    const p = documentFromText('一、总则', { keepLabels: true }).paragraphs[0]!;
    expect([p.label, p.text, p.level]).toEqual(['', '一、总则', 1]);
  });

  it('turns | rows into table cells with coordinates and counts visible characters', () => {
    const doc = documentFromText('报价\n| 单价 | 数量 |\n| 100 | 2 |');
    expect(doc.paragraphs.slice(1).map((p) => [p.text, p.cell, p.location])).toEqual([
      ['单价', [0, 0, 0], 'table'],
      ['数量', [0, 0, 1], 'table'],
      ['100', [0, 1, 0], 'table'],
      ['2', [0, 1, 1], 'table'],
    ]);
    expect(doc.charCount).toBe(2 + 2 + 2 + 3 + 1);
  });
});
