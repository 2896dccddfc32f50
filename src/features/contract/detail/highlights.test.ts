import { describe, expect, it } from 'vitest';
import type { TDocParagraph } from '@common/api/contract';
import { buildBlocks, locateAnchor, spansByParagraph, splitRuns } from './highlights';
import { buildFinding } from '../test/factories';

const p = (index: number, text: string, extra: Partial<TDocParagraph> = {}): TDocParagraph => ({
  index,
  label: '',
  text,
  location: 'body',
  level: 0,
  cell: null,
  ...extra,
});

describe('highlights of the detail page', () => {
  it('cuts a paragraph at span edges and lists the findings covering each run, with the most severe level', () => {
    const runs = splitRuns('甲方应支付定金人民币叁拾万元。', [
      { id: 'a', start: 5, end: 14, level: 'low' },
      { id: 'b', start: 7, end: 10, level: 'high' },
    ]);
    expect(runs.map((r) => [r.text, r.ids, r.level])).toEqual([
      ['甲方应支付', [], null],
      ['定金', ['a'], 'low'],
      ['人民币', ['a', 'b'], 'high'],
      ['叁拾万元', ['a'], 'low'],
      ['。', [], null],
    ]);
    expect(runs.map((r) => r.text).join('')).toBe('甲方应支付定金人民币叁拾万元。');
  });

  it('uses the anchor offsets when they match the quote, else finds the quote, else places nothing', () => {
    const text = '第六条 甲方应支付定金人民币叁拾万元。';
    expect(locateAnchor(text, { paragraph_index: 0, start: 9, end: 18, quote: '定金人民币叁拾万元' })).toEqual({ start: 9, end: 18 });
    expect(locateAnchor(text, { paragraph_index: 0, start: 0, end: 3, quote: '定金人民币叁拾万元' })).toEqual({ start: 9, end: 18 });
    expect(locateAnchor(text, { paragraph_index: 0, start: 0, end: 3, quote: '不存在的话' })).toBeNull();
  });

  it('maps findings to their paragraphs and skips whole-contract findings', () => {
    const paragraphs = [p(0, '合同'), p(1, '甲方应支付定金人民币叁拾万元整')];
    const spans = spansByParagraph(paragraphs, [
      buildFinding({ id: 'x', anchor: { paragraph_index: 1, start: 5, end: 14, quote: '定金人民币叁拾万元' } }),
      buildFinding({ id: 'y', anchor: null }),
      buildFinding({ id: 'z', anchor: { paragraph_index: 9, start: 0, end: 1, quote: '甲' } }),
    ]);
    expect([...spans.keys()]).toEqual([1]);
    expect(spans.get(1)).toEqual([{ id: 'x', level: 'high', start: 5, end: 14 }]);
  });

  it('gathers table paragraphs into rows and cells, and sets headers and footers apart', () => {
    const { headers, blocks, footers } = buildBlocks([
      p(0, '合同编号：001', { location: 'header' }),
      p(1, '第一条 标的物', { level: 1 }),
      p(2, '名称', { location: 'table', cell: [0, 0, 0] }),
      p(3, '数量', { location: 'table', cell: [0, 0, 1] }),
      p(4, '加工中心', { location: 'table', cell: [0, 1, 0] }),
      p(5, '立式', { location: 'table', cell: [0, 1, 0] }),
      p(6, '2台', { location: 'table', cell: [0, 1, 1] }),
      p(7, '第二条 价款', { level: 1 }),
      p(8, '第 1 页', { location: 'footer' }),
    ]);
    expect(headers.map((h) => h.text)).toEqual(['合同编号：001']);
    expect(footers.map((f) => f.text)).toEqual(['第 1 页']);
    expect(blocks.map((b) => b.kind)).toEqual(['paragraph', 'table', 'paragraph']);
    const table = blocks[1]!;
    expect(table.kind === 'table' && table.rows.map((r) => r.map((c) => c.map((x) => x.text).join('/')))).toEqual([
      ['名称', '数量'],
      ['加工中心/立式', '2台'],
    ]);
  });
});
