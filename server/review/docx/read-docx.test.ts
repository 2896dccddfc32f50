import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ZDocumentModel } from '@common/api/contract';
import { readDocx, toDocumentModel } from './read-docx';
import { dataRoot, makeDocx, W_DECL } from './test-support';

const r = (t: string) => `<w:r><w:t xml:space="preserve">${t}</w:t></w:r>`;
const para = (inner: string) => `<w:p>${inner}</w:p>`;

describe('visible text', () => {
  it('follows the field-note rules', () => {
    const body = para(
      [
        r('A&amp;B &#x4E2D;&#25991;'), // entities decoded
        '<w:r><w:tab/><w:t>x</w:t><w:br/><w:t>y</w:t></w:r>', // tab/br = 1 char
        '<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText> PAGE </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r>',
        r('7'), // field result is visible
        '<w:r><w:fldChar w:fldCharType="end"/></w:r>',
        `<w:del w:id="1" w:author="a"><w:r><w:delText>deleted</w:delText></w:r></w:del>`,
        `<w:ins w:id="2" w:author="a">${r('inserted')}</w:ins>`,
        `<w:moveFrom w:id="3" w:author="a">${r('moved-away')}</w:moveFrom>`,
        `<w:moveTo w:id="4" w:author="a">${r('moved-here')}</w:moveTo>`,
        `<w:hyperlink r:id="rId9">${r('link')}</w:hyperlink>`,
        `<w:sdt><w:sdtPr><w:alias w:val="x"/></w:sdtPr><w:sdtContent>${r('sdt')}</w:sdtContent></w:sdt>`,
        `<w:smartTag w:uri="u" w:element="e"><w:smartTagPr/>${r('smart')}</w:smartTag>`,
        `<w:fldSimple w:instr=" DATE ">${r('date')}</w:fldSimple>`,
        `<w:customXml w:element="c">${r('custom')}</w:customXml>`,
        `<w:r><w:ruby><w:rubyPr/><w:rt>${r('pin')}</w:rt><w:rubyBase>${r('拼')}</w:rubyBase></w:ruby></w:r>`,
      ].join(''),
    );
    const doc = readDocx(makeDocx(body));
    expect(doc.paragraphs[0]!.text).toBe('A&B 中文\tx\ny7insertedmoved-herelinksdtsmartdatecustom拼');
  });

  it('reads mc:Choice, never mc:Fallback, and text boxes as their own paragraphs after their anchor', () => {
    const txbx = (t: string) => `<w:txbxContent>${para(r(t))}</w:txbxContent>`;
    const body =
      para(
        r('before ') +
          `<w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wps:txbx>${txbx('box text')}</wps:txbx></w:drawing></mc:Choice>` +
          `<mc:Fallback><w:pict><v:textbox>${txbx('box text')}</v:textbox></w:pict></mc:Fallback></mc:AlternateContent></w:r>` +
          r('after'),
      ) + para(r('next'));
    const doc = readDocx(makeDocx(body));
    expect(doc.paragraphs.map((p) => [p.text, p.location])).toEqual([
      ['before after', 'body'],
      ['box text', 'textbox'],
      ['next', 'body'],
    ]);
    expect(doc.charCount).toBe('beforeafterboxtextnext'.length);
  });

  it('gives table paragraphs [table ordinal, row, cell], nested tables included', () => {
    const cell = (inner: string) => `<w:tc><w:tcPr/>${inner}</w:tc>`;
    const nested = `<w:tbl><w:tblPr/><w:tblGrid/><w:tr>${cell(para(r('n00')))}${cell(para(r('n01')))}</w:tr></w:tbl>`;
    const body =
      `<w:tbl><w:tblPr/><w:tblGrid/><w:tr>${cell(para(r('a00')))}${cell(para(r('a01')) + nested + para(r('a01b')))}</w:tr>` +
      `<w:tr>${cell(para(r('a10')))}</w:tr></w:tbl>` +
      para(r('body')) +
      `<w:tbl><w:tr>${cell(para(r('b00')))}</w:tr></w:tbl>`;
    const doc = readDocx(makeDocx(body));
    expect(doc.paragraphs.map((p) => [p.text, p.location, p.cell])).toEqual([
      ['a00', 'table', [0, 0, 0]],
      ['a01', 'table', [0, 0, 1]],
      ['n00', 'table', [1, 0, 0]],
      ['n01', 'table', [1, 0, 1]],
      ['a01b', 'table', [0, 0, 1]],
      ['a10', 'table', [0, 1, 0]],
      ['body', 'body', null],
      ['b00', 'table', [2, 0, 0]],
    ]);
  });

  it('reads headers, footers and footnotes after the body, with their location and part', () => {
    const hdr = `<w:hdr ${W_DECL}>${para(r('页眉文字'))}</w:hdr>`;
    const ftr = `<w:ftr ${W_DECL}>${para(r('第1页'))}</w:ftr>`;
    const notes = `<w:footnotes ${W_DECL}><w:footnote w:type="separator" w:id="-1">${para('<w:r><w:separator/></w:r>')}</w:footnote><w:footnote w:id="1">${para('<w:r><w:footnoteRef/></w:r>' + r(' 脚注内容'))}</w:footnote></w:footnotes>`;
    const rels =
      '<Relationship Id="rIdH" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/header" Target="header1.xml"/>' +
      '<Relationship Id="rIdF" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/footer" Target="footer1.xml"/>' +
      '<Relationship Id="rIdN" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/footnotes" Target="footnotes.xml"/>';
    const body = para(r('正文') + '<w:r><w:footnoteReference w:id="1"/></w:r>') + '<w:p><w:pPr><w:sectPr><w:headerReference w:type="default" r:id="rIdH"/><w:footerReference w:type="default" r:id="rIdF"/></w:sectPr></w:pPr></w:p>';
    const doc = readDocx(makeDocx(body, { 'word/header1.xml': hdr, 'word/footer1.xml': ftr, 'word/footnotes.xml': notes }, rels));
    expect(doc.paragraphs.map((p) => [p.text, p.location, p.part])).toEqual([
      ['正文', 'body', 'word/document.xml'],
      ['', 'body', 'word/document.xml'],
      ['页眉文字', 'header', 'word/header1.xml'],
      ['第1页', 'footer', 'word/footer1.xml'],
      [' 脚注内容', 'footnote', 'word/footnotes.xml'],
    ]);
    // The character count covers the contract body only.
    expect(doc.charCount).toBe(2);
  });

  it('derives clause levels from numbering, outline and typed labels', () => {
    const body = [para(r('第一章 总则')), para(r('第一条 定义')), para(r('一、付款')), para(r('（一）首付款')), para(r('1.1 细则')), para(r('普通段落'))].join('');
    const doc = readDocx(makeDocx(body));
    expect(doc.paragraphs.map((p) => p.level)).toEqual([1, 2, 1, 2, 2, 0]);
  });

  it('produces the web document model', () => {
    const doc = readDocx(new Uint8Array(readFileSync(path.join(dataRoot, 'contracts-cn/guohuiy-VIAI/借款合同（个人间借贷通用参考范本）.docx'))));
    const model = ZDocumentModel.parse(toDocumentModel(doc));
    expect(model.char_count).toBe(doc.charCount);
    expect(model.paragraphs.find((p) => p.text.startsWith('借款利率'))).toMatchObject({ label: '1.', location: 'body' });
    expect(JSON.stringify(doc)).not.toContain('rPrStart'); // the writer layout is not serialized
  });

  it('reads the real samples the field notes call tricky', () => {
    const read = (rel: string) => readDocx(new Uint8Array(readFileSync(path.join(dataRoot, rel))));
    // Text boxes are read once (not again from mc:Fallback).
    const tb = read('docx-samples/mammoth.js/text-box.docx');
    const boxText = tb.paragraphs.filter((p) => p.location === 'textbox').map((p) => p.text);
    expect(boxText.length).toBeGreaterThan(0);
    expect(new Set(boxText).size).toBe(boxText.length);
    // Strict OOXML and a main part that is not word/document.xml.
    expect(read('docx-samples/mammoth.js/strict-format.docx').paragraphs.some((p) => p.text.trim().length > 0)).toBe(true);
    expect(read('docx-samples/pandoc/alternate_document_path.docx').paragraphs[0]!.part).toBe('word/document2.xml');
    // Deleted text is not visible, inserted text is.
    const del = read('docx-samples/pandoc/track_changes_deletion.docx').paragraphs.map((p) => p.text).join('\n');
    expect(del).not.toMatch(/deleted/i);
  });
});
