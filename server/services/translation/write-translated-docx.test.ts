/**
 * Run-by-run write-back (issue 11, decision 200) on real paragraphs: the bold span of the 借款合同's interest clause
 * stays bold around the words that translate it, a PAGE/NUMPAGES footer keeps its fields where the translation puts
 * them, and a translation that lost its markers falls back to the paragraph's main formatting without losing text.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDocx } from '../../review/docx/open-docx';
import { readLayout, type ParagraphLayout } from '../../review/docx/read-docx';
import { findOccurrences } from './glossary';
import { markSegment } from './mark-segment';
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
