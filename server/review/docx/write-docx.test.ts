import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDocx, relKind } from './open-docx';
import { readDocx } from './read-docx';
import { writeAnnotated } from './write-docx';
import { verifyAnnotations } from './verify';
import { encodeXmlText } from './open-docx';
import { writeZip } from './zip';
import { assertWellFormed, dataRoot, finding, findingOn, makeDocx } from './test-support';

const RPR_A = '<w:rPr><w:b/></w:rPr>';
const RPR_B = '<w:rPr><w:i/><w:rPrChange w:id="7" w:author="old"><w:rPr/></w:rPrChange></w:rPr>';
const BODY =
  `<w:p><w:r>${RPR_A}<w:t>甲方应于收到发票后三十日内付款&amp;结算。</w:t></w:r><w:r>${RPR_B}<w:t xml:space="preserve">逾期付款的，</w:t></w:r>` +
  `<w:smartTag w:uri="urn:x" w:element="date"><w:smartTagPr><w:attr w:name="y" w:val="1"/></w:smartTagPr><w:r><w:t>每日按万分之五</w:t></w:r></w:smartTag><w:r><w:t>支付违约金。</w:t></w:r></w:p>` +
  '<w:tbl><w:tblPr/><w:tblGrid/><w:tr><w:tc><w:tcPr/><w:p><w:r><w:t>合同总价：人民币壹拾万元整</w:t></w:r></w:p></w:tc></w:tr></w:tbl>' +
  '<w:p><w:r><w:t>本合同自双方签字之日起生效。</w:t></w:r></w:p>';

const docXml = (bytes: Uint8Array) => openDocx(bytes).xml('word/document.xml')!;
const commentsXml = (bytes: Uint8Array) => {
  const pkg = openDocx(bytes);
  const rel = pkg.rels(pkg.mainPart).find((r) => relKind(r.type) === 'comments');
  return rel ? pkg.xml(rel.target)! : '';
};
const count = (s: string, re: RegExp) => (s.match(re) ?? []).length;
const opts = (mode: 'comments' | 'track' | 'clean') => ({ mode, author: '王律师', date: '2025-02-03T04:05:06Z' });

describe('writeAnnotated: comments', () => {
  const bytes = makeDocx(BODY);
  const doc = readDocx(bytes);

  it('anchors comments on exact spans: across runs, inside a run with entities, in a smartTag, in a table', () => {
    const findings = [
      findingOn(doc, 0, '三十日内付款&结算', { id: 'a', title: '付款期限' }),
      findingOn(doc, 0, '结算。逾期', { id: 'b' }), // crosses two runs with different rPr
      findingOn(doc, 0, '万分之五', { id: 'c' }), // inside a smartTag
      findingOn(doc, 1, '壹拾万元', { id: 'd' }), // table cell
    ];
    const out = writeAnnotated(bytes, findings, opts('comments'));
    expect(out).toMatchObject({ anchored: 4, failed: [] });
    expect(verifyAnnotations(out.bytes, out.manifest).ok).toBe(true);
    const xml = docXml(out.bytes);
    assertWellFormed(xml);
    assertWellFormed(commentsXml(out.bytes));
    expect(count(xml, /<w:commentRangeStart /g)).toBe(4);
    expect(count(xml, /<w:commentReference /g)).toBe(4);
    // The smartTag around the cut is unwrapped, its text kept.
    expect(xml).not.toContain('smartTag');
    // Split runs repeat their opening tag and rPr; the run was rewritten once for its three cuts: 4 pieces.
    expect(count(xml, /<w:r><w:rPr><w:b\/><\/w:rPr>/g)).toBe(4);
    // The copies of a run carrying a formatting change get fresh ids (no duplicate w:id).
    const ids = [...xml.matchAll(/w:id="(\d+)"/g)].map((m) => m[1]);
    const rPrChangeIds = [...xml.matchAll(/<w:rPrChange w:id="(\d+)"/g)].map((m) => m[1]);
    expect(new Set(rPrChangeIds).size).toBe(rPrChangeIds.length);
    expect(ids.length).toBeGreaterThan(0);
    // Cutting after an entity keeps it whole: 三十日内付款&amp; | 结算.
    expect(xml).toContain('<w:t xml:space="preserve">三十日内付款&amp;</w:t>');
    // Comments: reviewer as author, title/explanation/suggestion/legal basis lines.
    const cx = commentsXml(out.bytes);
    expect(cx).toContain('w:author="王律师"');
    expect(cx).toContain('【中风险】付款期限');
    expect(cx).toContain('风险说明：风险说明文字');
    expect(cx).toContain('修改建议：修改建议文字');
    expect(cx).toContain('法律依据：《民法典》第五百八十五条：当事人可以约定');
    // Text is unchanged.
    expect(readDocx(out.bytes).paragraphs.map((p) => p.text)).toEqual(doc.paragraphs.map((p) => p.text));
  });

  it('creates comments.xml, its relationship and content type; new ids are above every existing id', () => {
    const out = writeAnnotated(bytes, [findingOn(doc, 2, '生效', { id: 'x' })], opts('comments'));
    const pkg = openDocx(out.bytes);
    expect(pkg.rels('word/document.xml').some((r) => relKind(r.type) === 'comments' && r.target === 'word/comments.xml')).toBe(true);
    expect(pkg.xml('[Content_Types].xml')).toContain('PartName="/word/comments.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.comments+xml"');
    const newId = Number(/<w:commentRangeStart w:id="(\d+)"/.exec(pkg.xml('word/document.xml')!)![1]);
    expect(newId).toBeGreaterThan(7);
  });

  it('appends to a document that already has comments', () => {
    const file = new Uint8Array(readFileSync(path.join(dataRoot, 'docx-samples/pandoc/comments.docx')));
    const d = readDocx(file);
    const p = d.paragraphs.find((x) => x.text.length > 12)!;
    const before = count(commentsXml(file), /<w:comment /g);
    const maxBefore = Math.max(...[...commentsXml(file).matchAll(/w:id="(\d+)"/g)].map((m) => Number(m[1])));
    const out = writeAnnotated(file, [finding({ id: 'n', anchor: { paragraph_index: p.index, start: 2, end: 8, quote: p.text.slice(2, 8) } })], opts('comments'));
    expect(out.failed).toEqual([]);
    const cx = commentsXml(out.bytes);
    expect(count(cx, /<w:comment /g)).toBe(before + 1);
    const ours = Number(/<w:comment w:id="(\d+)" w:author="王律师"/.exec(cx)![1]);
    expect(ours).toBeGreaterThan(maxBefore);
    expect(verifyAnnotations(out.bytes, out.manifest).ok).toBe(true);
  });

  it('puts findings without an anchor, or whose anchor cannot be placed, in one document-level comment', () => {
    const stale = findingOn(doc, 2, '签字', { id: 'stale' });
    stale.anchor = { ...stale.anchor!, start: 0, end: 2 }; // wrong offsets, unique quote: relocated
    const gone = finding({ id: 'gone', anchor: { paragraph_index: 2, start: 0, end: 3, quote: '不存在' } });
    const whole = finding({ id: 'whole', level: 'high', title: '缺少争议解决条款' });
    const out = writeAnnotated(bytes, [stale, gone, whole], opts('comments'));
    expect(out.anchored).toBe(1);
    expect(out.failed).toEqual(['gone']);
    const cx = commentsXml(out.bytes);
    expect(count(cx, /<w:comment /g)).toBe(2);
    expect(cx).toContain('【整体审查意见】');
    expect(cx).toContain('缺少争议解决条款');
    expect(cx).toContain('原文：“不存在”');
    // The document-level comment covers the first paragraph.
    const docLevel = out.manifest.comments.find((c) => c.documentLevel)!;
    expect(docLevel).toMatchObject({ paragraphIndex: 0, findingIds: ['gone', 'whole'] });
  });

  it('leaves rejected findings out', () => {
    const out = writeAnnotated(bytes, [findingOn(doc, 2, '生效', { id: 'r', decision: 'rejected' })], opts('comments'));
    expect(out.anchored).toBe(0);
    expect(Buffer.from(out.bytes).equals(Buffer.from(bytes))).toBe(true);
  });

  it('moves text-box and header findings to the document-level comment (Word has no comments there)', () => {
    const body = '<w:p><w:r><w:t>正文第一段</w:t></w:r><w:r><w:drawing><wps:txbx><w:txbxContent><w:p><w:r><w:t>文本框内容</w:t></w:r></w:p></w:txbxContent></wps:txbx></w:drawing></w:r></w:p>';
    const b = makeDocx(body);
    const d = readDocx(b);
    expect(d.paragraphs[1]!.location).toBe('textbox');
    const out = writeAnnotated(b, [findingOn(d, 1, '文本框', { id: 't' })], opts('comments'));
    expect(out.failed).toEqual(['t']);
    expect(verifyAnnotations(out.bytes, out.manifest).ok).toBe(true);
  });
});

describe('writeAnnotated: tracked changes and clean copy', () => {
  const bytes = makeDocx(BODY);
  const doc = readDocx(bytes);
  const replace = findingOn(doc, 0, '三十日', { id: 'rep', revision: { op: 'replace', text: '十五日' } });
  const overlapping = findingOn(doc, 0, '日内付款', { id: 'ovl', revision: { op: 'replace', text: '日内支付' } });
  const del = findingOn(doc, 0, '每日按万分之五', { id: 'del', revision: { op: 'delete', text: '' } });
  const ins = findingOn(doc, 2, '生效', { id: 'ins', revision: { op: 'insert', text: '，盖章后' } });
  const table = findingOn(doc, 1, '壹拾万元', { id: 'tbl', revision: { op: 'replace', text: '贰拾万元' } });
  const all = [replace, overlapping, del, ins, table];

  it('track: w:del with w:delText plus w:ins copying the deleted run rPr; overlapping revision stays a comment', () => {
    const out = writeAnnotated(bytes, all, opts('track'));
    expect(out.failed).toEqual([]);
    expect(out.skippedRevisions).toEqual(['ovl']);
    expect(verifyAnnotations(out.bytes, out.manifest).ok).toBe(true);
    const xml = docXml(out.bytes);
    assertWellFormed(xml);
    // 三十日 is deleted in one w:del; the overlapping finding's comment starts inside it (after 三十).
    expect(xml).toMatch(/<w:del w:id="\d+" w:author="王律师" w:date="2025-02-03T04:05:06Z"><w:r><w:rPr><w:b\/><\/w:rPr><w:delText xml:space="preserve">三十<\/w:delText><\/w:r><w:commentRangeStart w:id="\d+"\/><w:r><w:rPr><w:b\/><\/w:rPr><w:delText xml:space="preserve">日<\/w:delText><\/w:r><\/w:del>/);
    expect(xml).toMatch(/<w:ins w:id="\d+" w:author="王律师" w:date="2025-02-03T04:05:06Z"><w:r><w:rPr><w:b\/><\/w:rPr><w:t xml:space="preserve">十五日<\/w:t><\/w:r><\/w:ins>/);
    expect(xml).toContain('<w:delText xml:space="preserve">贰拾万元</w:delText>'.replace('贰拾', '壹拾'));
    // Inserted text lands after 生效 (an insertion, nothing deleted).
    expect(readDocx(out.bytes).paragraphs[2]!.text).toBe('本合同自双方签字之日起生效，盖章后。');
    // "Accept all" text.
    expect(readDocx(out.bytes).paragraphs[0]!.text).toBe('甲方应于收到发票后十五日内付款&结算。逾期付款的，支付违约金。');
    // The overlapping finding keeps its proposed wording in its comment.
    expect(commentsXml(out.bytes)).toContain('建议修改为：“日内支付”');
    expect(count(commentsXml(out.bytes), /<w:comment /g)).toBe(5);
  });

  it('clean: revisions applied as plain text, no markup, no comments; only non-rejected findings', () => {
    const rejected = { ...table, decision: 'rejected' as const };
    const out = writeAnnotated(bytes, [replace, overlapping, del, ins, rejected], opts('clean'));
    expect(out.anchored).toBe(3);
    expect(out.failed).toEqual(['ovl']);
    const xml = docXml(out.bytes);
    assertWellFormed(xml);
    expect(xml).not.toMatch(/<w:(ins|del|commentRangeStart)\b/);
    expect(commentsXml(out.bytes)).toBe('');
    expect(readDocx(out.bytes).paragraphs.map((p) => p.text)).toEqual([
      '甲方应于收到发票后十五日内付款&结算。逾期付款的，支付违约金。',
      '合同总价：人民币壹拾万元整',
      '本合同自双方签字之日起生效，盖章后。',
    ]);
  });

  it('does not track-change a span holding a field or a drawing', () => {
    const body = '<w:p><w:r><w:t>见附件</w:t></w:r><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText> REF x </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>一</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r><w:r><w:t>的约定</w:t></w:r></w:p>';
    const b = makeDocx(body);
    const d = readDocx(b);
    expect(d.paragraphs[0]!.text).toBe('见附件一的约定');
    const f = findingOn(d, 0, '附件一的', { id: 'fld', revision: { op: 'replace', text: '附件二的' } });
    const out = writeAnnotated(b, [f], opts('track'));
    expect(out.skippedRevisions).toEqual(['fld']);
    expect(out.anchored).toBe(1);
    expect(verifyAnnotations(out.bytes, out.manifest).ok).toBe(true);
  });
});

describe('verifyAnnotations', () => {
  it('catches a comment range that does not cover its quote', () => {
    const bytes = makeDocx(BODY);
    const doc = readDocx(bytes);
    const out = writeAnnotated(bytes, [findingOn(doc, 2, '双方签字', { id: 'v' })], opts('comments'));
    expect(verifyAnnotations(out.bytes, out.manifest).ok).toBe(true);
    // Move the range start one character to the left by hand: the check must fail and name the finding.
    const pkg = openDocx(out.bytes);
    const xml = pkg.xml('word/document.xml')!;
    const tampered = xml.replace(/(<w:r><w:t xml:space="preserve">本合同自)(<\/w:t><\/w:r>)(<w:commentRangeStart w:id="\d+"\/>)/, '<w:r><w:t xml:space="preserve">本合同</w:t></w:r>$3<w:r><w:t xml:space="preserve">自</w:t></w:r>');
    expect(tampered).not.toBe(xml);
    const bytes2 = writeZip(
      pkg.entries.map((e) =>
        e.name === 'word/document.xml'
          ? { kind: 'data' as const, name: e.name, data: encodeXmlText(tampered, pkg.encodingOf(e.name)), compress: true, like: e }
          : { kind: 'copy' as const, entry: e, source: out.bytes },
      ),
    );
    const check = verifyAnnotations(bytes2, out.manifest);
    expect(check.ok).toBe(false);
    expect(check.findingIds).toEqual(['v']);
  });
});
