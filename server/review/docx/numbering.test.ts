import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatNumber, NumberingRenderer, parseStyles } from './numbering';
import { readDocx } from './read-docx';
import { dataRoot, makeDocx, W_DECL } from './test-support';

describe('formatNumber', () => {
  it('renders Chinese counting systems as Word does', () => {
    expect([1, 2, 9, 10, 11, 19, 20, 21, 99].map((n) => formatNumber(n, 'chineseCounting'))).toEqual(['一', '二', '九', '十', '十一', '十九', '二十', '二十一', '九十九']);
    expect(formatNumber(101, 'chineseCounting')).toBe('一〇一');
    expect([10, 15, 20, 100, 101, 110, 111, 1000, 1001, 1010].map((n) => formatNumber(n, 'chineseCountingThousand'))).toEqual([
      '十', '十五', '二十', '一百', '一百〇一', '一百一十', '一百一十一', '一千', '一千〇一', '一千〇一十',
    ]);
    expect([1, 10, 12, 100, 110].map((n) => formatNumber(n, 'japaneseCounting'))).toEqual(['一', '十', '十二', '百', '百十']);
    expect([1, 10, 11, 20].map((n) => formatNumber(n, 'chineseLegalSimplified'))).toEqual(['壹', '壹拾', '壹拾壹', '贰拾']);
    expect([1, 3, 10].map((n) => formatNumber(n, 'ideographTraditional'))).toEqual(['甲', '丙', '癸']);
    expect(formatNumber(12, 'taiwaneseCounting')).toBe('十二');
    expect(formatNumber(105, 'ideographDigital')).toBe('一〇五');
  });

  it('renders Latin, Roman and enclosed formats', () => {
    expect([1, 26, 27, 28, 53].map((n) => formatNumber(n, 'upperLetter'))).toEqual(['A', 'Z', 'AA', 'BB', 'AAA']);
    expect(formatNumber(3, 'lowerLetter')).toBe('c');
    expect([4, 9, 14, 1999].map((n) => formatNumber(n, 'upperRoman'))).toEqual(['IV', 'IX', 'XIV', 'MCMXCIX']);
    expect(formatNumber(12, 'lowerRoman')).toBe('xii');
    expect([1, 20, 21, 36].map((n) => formatNumber(n, 'decimalEnclosedCircle'))).toEqual(['①', '⑳', '㉑', '㊱']);
    expect([3, 12].map((n) => formatNumber(n, 'decimalZero'))).toEqual(['03', '12']);
    expect(formatNumber(7, 'custom', '001, 002, 003, ...')).toBe('007');
    expect(formatNumber(7, 'decimalFullWidth')).toBe('７');
    expect(formatNumber(2, 'ordinal')).toBe('2nd');
    expect(formatNumber(5, 'none')).toBe('');
    expect(formatNumber(5, 'someFutureFormat')).toBe('5');
    // Fuzzed values stay small.
    expect(formatNumber(2 ** 31 - 1, 'upperLetter')).toBe('2147483647');
    expect(formatNumber(7, 'custom', '0'.repeat(10_000) + '1')).toBe('0000000007');
  });
});

const NUMBERING = `<w:numbering ${W_DECL}>
  <w:abstractNum w:abstractNumId="10">
    <w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="chineseCounting"/><w:lvlText w:val="第%1条"/><w:pStyle w:val="Clause"/></w:lvl>
    <w:lvl w:ilvl="1"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="%1.%2"/></w:lvl>
    <w:lvl w:ilvl="2"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="（%3）"/><w:lvlRestart w:val="0"/></w:lvl>
    <w:lvl w:ilvl="3"><w:start w:val="1"/><w:numFmt w:val="chineseCounting"/><w:lvlText w:val="%1.%2.%4"/><w:isLgl/></w:lvl>
  </w:abstractNum>
  <w:abstractNum w:abstractNumId="20">
    <w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="chineseCounting"/><w:lvlText w:val="%1、"/></w:lvl>
    <w:lvl w:ilvl="1"><w:start w:val="1"/><w:numFmt w:val="chineseCounting"/><w:lvlText w:val="（%2）"/></w:lvl>
  </w:abstractNum>
  <w:abstractNum w:abstractNumId="30"><w:numStyleLink w:val="ListStyle"/></w:abstractNum>
  <w:num w:numId="1"><w:abstractNumId w:val="10"/></w:num>
  <w:num w:numId="2"><w:abstractNumId w:val="20"/></w:num>
  <w:num w:numId="3"><w:abstractNumId w:val="20"/><w:lvlOverride w:ilvl="0"><w:startOverride w:val="1"/></w:lvlOverride></w:num>
  <w:num w:numId="4"><w:abstractNumId w:val="20"/><w:lvlOverride w:ilvl="0"><w:lvl w:ilvl="0"><w:start w:val="5"/><w:numFmt w:val="upperLetter"/><w:lvlText w:val="%1)"/></w:lvl></w:lvlOverride></w:num>
  <w:num w:numId="5"><w:abstractNumId w:val="30"/></w:num>
</w:numbering>`;

const STYLES = `<w:styles ${W_DECL}>
  <w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>
  <w:style w:type="paragraph" w:styleId="Clause"><w:basedOn w:val="Normal"/><w:pPr><w:numPr><w:numId w:val="1"/></w:numPr><w:outlineLvl w:val="0"/></w:pPr></w:style>
  <w:style w:type="paragraph" w:styleId="ClauseChild"><w:basedOn w:val="Clause"/></w:style>
  <w:style w:type="numbering" w:styleId="ListStyle"><w:pPr><w:numPr><w:numId w:val="2"/></w:numPr></w:pPr></w:style>
</w:styles>`;

describe('NumberingRenderer', () => {
  const renderer = () => new NumberingRenderer(NUMBERING, parseStyles(STYLES));
  const p = (style: string, numId?: string, ilvl?: number) => ({ style, numId, ilvl });

  it('renders 第X条 from a style-linked list and its levels, with restarts and legal numbering', () => {
    const r = renderer();
    const labels = [
      p('Clause'), // 第一条 (style -> numId 1, level from the level's pStyle)
      p('', '1', 1), // 一.1 (%1 in level 0's format)
      p('', '1', 1), // 一.2
      p('', '1', 2), // （1）
      p('', '1', 3), // 1.2.1 (isLgl: every level in decimal)
      p('ClauseChild'), // 第二条 (basedOn chain)
      p('', '1', 1), // 二.1 (level 1 restarted)
      p('', '1', 2), // （2）: lvlRestart 0 never restarts
    ].map((x) => r.next(x)?.label);
    expect(labels).toEqual(['第一条', '一.1', '一.2', '（1）', '1.2.1', '第二条', '二.1', '（2）']);
  });

  it('continues one sequence across nums sharing an abstractNum, restarts on startOverride, applies level overrides', () => {
    const r = renderer();
    const labels = [
      p('', '2', 0), // 一、
      p('', '2', 1), // （一）
      p('', '2', 1), // （二）
      p('', '2', 0), // 二、
      p('', '3', 0), // 一、 (num 3 restarts level 0)
      p('', '3', 0), // 二、
      p('', '4', 0), // E) (num 4 replaces level 0's definition: start 5, upperLetter; shared counter continues)
      p('', '0', 0), // numId 0: not numbered
      p('', '5', 0), // numStyleLink -> num 2's sequence continues
    ].map((x) => r.next(x)?.label ?? null);
    expect(labels).toEqual(['一、', '（一）', '（二）', '二、', '一、', '二、', 'C)', null, '四、']);
  });
});

const label = (rel: string) =>
  readDocx(new Uint8Array(readFileSync(path.join(dataRoot, rel))))
    .paragraphs.filter((x) => x.label)
    .map((x) => x.label);

describe('numbering of real files (labels checked against LibreOffice, bench/docx-numbering-agreement.ts)', () => {
  it('apache-poi ComplexNumberedLists: levels, restart and a jump to 10', () => {
    expect(label('docx-samples/apache-poi/ComplexNumberedLists.docx')).toEqual(['1.', '2.', 'a.', 'b.', 'c.', '3.', '4.', '1.', '2.', '3.', '10.', '11.', '12.', '13.']);
  });

  it('pandoc lists_restarting and lists_level_override, mammoth simple-list, python-docx numbering part', () => {
    expect(label('docx-samples/pandoc/lists_restarting.docx')).toEqual(['2.', '3.', '4.', '1.']);
    expect(label('docx-samples/pandoc/lists_level_override.docx')).toEqual(['1.', '2.', '3.', '4.', '5.', '6.']);
    expect(label('docx-samples/mammoth.js/simple-list.docx')).toEqual(['•', '•']);
    expect(label('docx-samples/python-docx/num-having-numbering-part.docx')).toEqual(['1.']);
  });

  it('Chinese contracts: （一） from japaneseCounting, 一、 from chineseCounting, 1.3.2. multi-level', () => {
    expect(label('contracts-cn/contract-review-copilot/房屋租赁合同 模板七.docx').slice(0, 6)).toEqual(['（一）', '（二）', '（一）', '（二）', '（一）', '（二）']);
    expect(label('contracts-cn/2contract/汽车销售合同（含占位符）.docx').slice(0, 4)).toEqual(['一、', '1.', '2.', '三、']);
    expect(label('contracts-cn/zhirong-lawassist/存量房屋买卖合同.docx').slice(0, 6)).toEqual(['1.', '1.1.', '1.2.', '1.3.', '1.3.1.', '1.3.2.']);
  });

  it('a paragraph numbered through its style gets the label and a clause level', () => {
    const bytes = makeDocx('<w:p><w:pPr><w:pStyle w:val="Clause"/></w:pPr><w:r><w:t>合同标的</w:t></w:r></w:p><w:p><w:r><w:t>正文</w:t></w:r></w:p>', {
      'word/numbering.xml': NUMBERING,
      'word/styles.xml': STYLES,
    }, '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/numbering" Target="numbering.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>');
    const doc = readDocx(bytes);
    expect(doc.paragraphs.map((x) => [x.label, x.text, x.level, x.style])).toEqual([
      ['第一条', '合同标的', 1, 'Clause'],
      ['', '正文', 0, ''],
    ]);
  });
});
