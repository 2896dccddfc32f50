/**
 * Run-by-run write-back (issue 11, decision 200) on real paragraphs: the bold span of the 借款合同's interest clause
 * stays bold around the words that translate it, a PAGE/NUMPAGES footer keeps its fields where the translation puts
 * them, and a translation that lost its markers falls back to the paragraph's main formatting without losing text;
 * a lawyer's edit of a paragraph with fields keeps each field once, where the edit has it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { buildContractDocx } from '../../../tests/helpers/contract-docx';
import { openDocx } from '../../review/docx/open-docx';
import { readLayout, type ParagraphLayout } from '../../review/docx/read-docx';
import { findOccurrences } from './glossary';
import { markSegment, plainOfMarked, remapEditedMarks } from './mark-segment';
import { formatKey, paragraphShape } from './paragraph-shape';
import { writeTranslatedDocx } from './write-translated-docx';

const DATA = path.resolve(import.meta.dirname, '../../../../shared/data/contracts-cn');
const LOAN = readFileSync(path.join(DATA, 'guohuiy-VIAI/借款合同（个人间借贷通用参考范本）.docx'));
const GUARANTEE = readFileSync(path.join(DATA, 'zhirong-lawassist/保证合同.docx'));

function layoutOf(bytes: Uint8Array) {
  return readLayout(openDocx(bytes)).layout;
}

/** Each run's text with its formatting key, in order (empty runs left out). */
function runsOf(bytes: Uint8Array, p: ParagraphLayout): { text: string; key: string }[] {
  const xml = layoutOf(bytes).parts.get(p.part)!.xml;
  return p.runs
    .map((r) => ({ text: r.children.filter((c) => c.vLen > 0).map((c) => p.text.slice(c.vStart, c.vStart + c.vLen)).join(''), key: formatKey(r.rPrStart >= 0 ? xml.slice(r.rPrStart, r.rPrEnd) : '') }))
    .filter((r) => r.text);
}

describe('a paragraph with a bold span', () => {
  const layout = layoutOf(LOAN);
  const p = layout.paragraphs.find((x) => x.text.startsWith('借款利率为'))!;
  const shape = paragraphShape(layout.parts.get(p.part)!.xml, p);

  it('marks the bold words for the model', () => {
    // The source has non-breaking spaces around the bold words: \s matches them.
    expect(markSegment(p.text, [], shape).text).toMatch(/^借款利率为\s⟦F1⟧本金的50%⟦\/F1⟧\s，按总本金计算利息。$/);
  });

  it('writes the translation back with the bold span bold and the rest in the main formatting', () => {
    const marked = 'The interest rate is ⟦F1⟧50% of the principal⟦/F1⟧, calculated on the total principal.';
    const out = writeTranslatedDocx(LOAN, [{ paragraphIndex: p.index, source: p.text, target: 'unused', targetMarked: marked }]);
    expect(out).toMatchObject({ placed: 1, runByRun: 1, fallback: 0, failed: 0 });
    const after = layoutOf(out.bytes).paragraphs[p.index]!;
    expect(after.text).toBe('The interest rate is 50% of the principal, calculated on the total principal.');
    const runs = runsOf(out.bytes, after);
    const bold = runs.filter((r) => r.key.split(';').includes('b'));
    expect(bold.map((r) => r.text)).toEqual(['50% of the principal']);
    expect(runs.filter((r) => !r.key.split(';').includes('b')).map((r) => r.text).join('')).toBe('The interest rate is , calculated on the total principal.');
  });

  it('falls back to the main formatting when the model dropped the markers, keeping every word', () => {
    const out = writeTranslatedDocx(LOAN, [{ paragraphIndex: p.index, source: p.text, target: 'x', targetMarked: 'The interest rate is 50% of the principal, on the total principal.' }]);
    const after = layoutOf(out.bytes).paragraphs[p.index]!;
    expect(after.text).toBe('The interest rate is 50% of the principal, on the total principal.');
    expect(runsOf(out.bytes, after).every((r) => !r.key.split(';').includes('b'))).toBe(true);
  });

  it('keeps a term placeholder inside a bold span whole', () => {
    const occ = findOccurrences(p.text, [{ find: '本金', expected: 'principal' }]);
    expect(markSegment(p.text, occ, shape).text).toMatch(/^借款利率为\s⟦F1⟧⟦T1⟧的50%⟦\/F1⟧\s，按总⟦T1⟧计算利息。$/);
  });
});

describe('a footer with page fields', () => {
  const layout = layoutOf(GUARANTEE);
  const p = layout.paragraphs.find((x) => x.location === 'footer' && x.text.includes('页'))!;
  const shape = paragraphShape(layout.parts.get(p.part)!.xml, p);

  it('sends the fields as kept tokens and puts them back where the translation has them', () => {
    // A field's code (and its end) is kept; a result with words (a HYPERLINK's text) would be translated between.
    expect(markSegment(p.text, [], shape).text).toBe('第⟦X1⟧页 / 共⟦X2⟧页');
    const out = writeTranslatedDocx(GUARANTEE, [{ paragraphIndex: p.index, source: p.text, target: 'x', targetMarked: 'Page ⟦X1⟧ of ⟦X2⟧' }]);
    expect(out.runByRun).toBe(1);
    const after = layoutOf(out.bytes).paragraphs[p.index]!;
    const xml = layoutOf(out.bytes).parts.get(after.part)!.xml.slice(after.start, after.end);
    expect(after.text.startsWith('Page ')).toBe(true);
    expect(after.text).toContain(' of ');
    // Both fields survive, PAGE before NUMPAGES, each still a complete field.
    expect(xml.indexOf('PAGE')).toBeLessThan(xml.indexOf('NUMPAGES'));
    expect((xml.match(/fldCharType="begin"/g) ?? []).length).toBe(2);
    expect((xml.match(/fldCharType="end"/g) ?? []).length).toBe(2);
  });

  it('never loses a field the model dropped', () => {
    const out = writeTranslatedDocx(GUARANTEE, [{ paragraphIndex: p.index, source: p.text, target: 'Page of', targetMarked: 'Page ⟦X1⟧ of' }]);
    const after = layoutOf(out.bytes).paragraphs[p.index]!;
    const xml = layoutOf(out.bytes).parts.get(after.part)!.xml.slice(after.start, after.end);
    expect((xml.match(/fldCharType="begin"/g) ?? []).length).toBe(2);
    expect(after.text.startsWith('Page')).toBe(true);
  });
});

/**
 * A one-paragraph .docx: 见第[PAGE field]页及[HYPERLINK field: 附件一]。 — the PAGE field's cached result "3" shares a
 * run with the field's end (as Word writes it at times), so it is a kept block with text of its own.
 */
async function fieldDocx(): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(await buildContractDocx(['FIELDPARA']));
  const xml = await zip.file('word/document.xml')!.async('string');
  const r = (inner: string) => `<w:r>${inner}</w:r>`;
  const t = (text: string) => r(`<w:t xml:space="preserve">${text}</w:t>`);
  const para =
    `<w:p>${t('见第')}${r('<w:fldChar w:fldCharType="begin"/>')}${r('<w:instrText xml:space="preserve"> PAGE </w:instrText>')}${r('<w:fldChar w:fldCharType="separate"/>')}` +
    `${r('<w:t>3</w:t><w:fldChar w:fldCharType="end"/>')}${t('页及')}${r('<w:fldChar w:fldCharType="begin"/>')}` +
    `${r('<w:instrText xml:space="preserve"> HYPERLINK "https://example.com/a1" </w:instrText>')}${r('<w:fldChar w:fldCharType="separate"/>')}${t('附件一')}` +
    `${r('<w:fldChar w:fldCharType="end"/>')}${t('。')}</w:p>`;
  const replaced = xml.replace(/<w:p>(?:(?!<w:p>)[\s\S])*?FIELDPARA[\s\S]*?<\/w:p>/, para);
  expect(replaced).not.toBe(xml);
  zip.file('word/document.xml', replaced);
  return zip.generateAsync({ type: 'uint8array' });
}

describe('an edited paragraph with fields', () => {
  it('keeps the PAGE field and the hyperlink once each, where the edit has them', async () => {
    const bytes = await fieldDocx();
    const layout = layoutOf(bytes);
    const p = layout.paragraphs.find((x) => x.text.startsWith('见第'))!;
    const shape = paragraphShape(layout.parts.get(p.part)!.xml, p);
    expect(p.text).toBe('见第3页及附件一。');
    // The model's answer, as stored: the page field kept, the hyperlink's words translated between its code and end.
    const marked = markSegment(p.text, [], shape).text.replace('见第', 'See page ').replace('页及', ' and ').replace('附件一', 'Annex 1').replace('。', '.');
    const target = plainOfMarked(marked, shape.kept).trim();
    expect(target).toBe('See page 3 and Annex 1.');
    // The lawyer rewrites the sentence around the page number and the link's words.
    const edit = 'As set out on page 3, see also Annex 1 hereto.';
    const remapped = remapEditedMarks(marked, edit, target);
    const out = writeTranslatedDocx(bytes, [{ paragraphIndex: p.index, source: p.text, target: edit, targetMarked: remapped.marked }]);
    expect(out.placed).toBe(1);
    const after = layoutOf(out.bytes).paragraphs[p.index]!;
    // Once: the field's result is not written again next to the field.
    expect(after.text).toBe(edit);
    const xml = layoutOf(out.bytes).parts.get(after.part)!.xml.slice(after.start, after.end);
    const words = (s: string) => xml.indexOf(s);
    expect((xml.match(/fldCharType="begin"/g) ?? []).length).toBe(2);
    expect((xml.match(/fldCharType="end"/g) ?? []).length).toBe(2);
    // In place: the PAGE field after "page", the hyperlink holding "Annex 1" after "see also".
    expect(words('As set out on page')).toBeLessThan(words(' PAGE '));
    expect(words(' PAGE ')).toBeLessThan(words(', see also'));
    expect(words(', see also')).toBeLessThan(words('HYPERLINK'));
    expect(words('HYPERLINK')).toBeLessThan(words('Annex 1'));
    expect(words('Annex 1')).toBeLessThan(xml.lastIndexOf('fldCharType="end"'));
    expect(xml.lastIndexOf('fldCharType="end"')).toBeLessThan(words(' hereto.'));
  });
});
