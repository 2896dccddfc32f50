import { describe, expect, it } from 'vitest';
import { markTerms, segmentTermMarks } from './term-marks';

const marked = (pieces: { text: string; tone?: string }[]) => pieces.filter((p) => p.tone).map((p) => `${p.text}:${p.tone}`);

describe('term marks on the side-by-side texts', () => {
  it('marks each source occurrence with its own state and the renderings found in the translation', () => {
    const marks = segmentTermMarks({
      source: '因不可抗力不能履行的，甲方不承担责任；不可抗力消除后甲方应继续履行。',
      target: 'Where force majeure prevents performance, Party A is not liable; once the act of God ends, Party A shall perform.',
      term_hits: [
        { term: '不可抗力', expected: 'force majeure', found: true },
        { term: '不可抗力', expected: 'force majeure', found: false },
        { term: '甲方', expected: 'Party A', found: true },
        { term: '甲方', expected: 'Party A', found: true },
      ],
    });
    expect(marked(marks.source)).toEqual(['不可抗力:found', '甲方:found', '不可抗力:missed', '甲方:found']);
    expect(marked(marks.target)).toEqual(['force majeure:found', 'Party A:found', 'Party A:found']);
    // Nothing is lost or repeated: the pieces are the text.
    expect(marks.source.map((p) => p.text).join('')).toBe('因不可抗力不能履行的，甲方不承担责任；不可抗力消除后甲方应继续履行。');
  });

  it('reads English terms as whole words in any case, longest first, never inside a hyphenated word', () => {
    const pieces = markTerms('The Party A and the third-party agent; PARTY A again.', [
      { term: 'party', tones: ['missed'] },
      { term: 'Party A', tones: ['found', 'found'] },
    ]);
    expect(marked(pieces)).toEqual(['Party A:found', 'PARTY A:found']);
  });

  it('leaves a text without terms whole, and an empty translation empty', () => {
    expect(markTerms('第三条 乙方出具收据。', [])).toEqual([{ text: '第三条 乙方出具收据。' }]);
    expect(segmentTermMarks({ source: '甲方', target: null, term_hits: [{ term: '甲方', expected: 'Party A', found: false }] }).target).toEqual([{ text: '' }]);
  });
});
