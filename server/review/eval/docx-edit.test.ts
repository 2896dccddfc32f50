/**
 * The XML-level editor the mutators use: text edits land inside w:t (across runs and entities, keeping each run's
 * formatting), whole paragraphs and tables go, what cannot go without breaking the file is emptied instead, and
 * the result reads exactly as the editor says it will.
 */
import { describe, expect, it } from 'vitest';
import { openDocx, readDocx } from '../docx/index';
import { assertWellFormed, makeDocx } from '../docx/test-support';
import { DocxEditor, EditError } from './docx-edit';

const p = (runs: string) => `<w:p>${runs}</w:p>`;
const r = (text: string, bold = false) => `<w:r>${bold ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${text}</w:t></w:r>`;
const table = `<w:tbl><w:tr><w:tc>${p(r('甲方（盖章）：'))}</w:tc><w:tc>${p(r('乙方（盖章）：'))}</w:tc></w:tr></w:tbl>`;
const docx = makeDocx(
  [
    p(r('第一条 价款为') + r('100', true) + r('元&amp;税。')),
    p(r('第二条 争议由法院管辖。')),
    p('<w:r><w:t/></w:r>'),
    p(r('甲方：张三') + '<w:r><w:tab/></w:r>' + r('乙方：李四')),
    table,
    p(r('末段')),
  ].join(''),
);

const texts = (bytes: Uint8Array) => readDocx(bytes).paragraphs.map((x) => x.text);

describe('DocxEditor', () => {
  it('replaces text across runs and entities; the new text takes the first run’s formatting', () => {
    const e = new DocxEditor(docx);
    expect(e.paragraphs[0]!.text).toBe('第一条 价款为100元&税。');
    e.replaceText(0, 7, 12, '200元&');
    const out = e.build();
    expect(texts(out)[0]).toBe('第一条 价款为200元&税。');
    expect(texts(out)).toEqual(e.expectedTexts());
    const xml = openDocx(out).xml('word/document.xml')!;
    assertWellFormed(xml);
    expect(xml).toContain('<w:b/></w:rPr><w:t xml:space="preserve">200元&amp;</w:t>');
  });

  it('appends to a paragraph, also to an empty self-closing w:t', () => {
    const e = new DocxEditor(docx);
    e.appendText(1, '详见本合同第九十九条。');
    e.replaceText(2, 0, 0, '新增');
    const out = e.build();
    expect(texts(out).slice(1, 3)).toEqual(['第二条 争议由法院管辖。详见本合同第九十九条。', '新增']);
    assertWellFormed(openDocx(out).xml('word/document.xml')!);
  });

  it('refuses an edit over a tab (not text) and overlapping edits', () => {
    const e = new DocxEditor(docx);
    expect(() => e.replaceText(3, 4, 7, 'x')).toThrow(EditError);
    e.replaceText(3, 3, 5, '____');
    expect(() => e.replaceText(3, 4, 5, 'y')).toThrow(EditError);
  });

  it('removes paragraphs and whole tables; the last body paragraph (section end) is emptied instead', () => {
    const e = new DocxEditor(docx);
    const tableParas = e.tableParagraphs(4);
    expect(tableParas).toEqual([4, 5]);
    e.removeTable(4);
    // 末段 follows the table right before the section properties: emptied rather than removed.
    expect(e.removeParagraphs([1, 6])).toEqual([6]);
    const out = e.build();
    expect(texts(out)).toEqual(['第一条 价款为100元&税。', '', '甲方：张三\t乙方：李四', '']);
    expect(texts(out)).toEqual(e.expectedTexts());
    expect(e.mutantIndex(3)).toBe(2);
    expect(e.mutantIndex(1)).toBeNull();
  });

  it('keeps a table that ends the body and a paragraph holding the section properties', () => {
    const last = makeDocx(p(r('正文')) + table);
    const e = new DocxEditor(last);
    expect(() => e.removeTable(1)).toThrow(EditError);
    const withSect = makeDocx(p(r('一')) + `<w:p><w:pPr><w:sectPr/></w:pPr>${r('二')}</w:p>` + p(r('三')));
    const e2 = new DocxEditor(withSect);
    expect(e2.removeParagraphs([1])).toEqual([1]);
    expect(texts(e2.build())).toEqual(['一', '', '三']);
  });
});
