import { describe, expect, it } from 'vitest';
import { checkTermHits, directTerms, findOccurrences, protectTerms, restoreTerms } from './glossary';

const LIST = [
  { source: '不可抗力', target: 'force majeure' },
  { source: '不可抗力事件', target: 'force majeure event' },
  { source: '违约金', target: 'liquidated damages' },
  { source: '甲方', target: 'Party A' },
];

describe('glossary enforcement', () => {
  it('finds the longest term first and every occurrence in reading order', () => {
    const terms = directTerms(LIST, 'zh');
    const occ = findOccurrences('因不可抗力事件致使甲方不能履行的，甲方不承担违约金；不可抗力消除后应继续履行。', terms);
    expect(occ.map((o) => o.term.find)).toEqual(['不可抗力事件', '甲方', '甲方', '违约金', '不可抗力']);
  });

  it('puts the required translation wherever the model kept the placeholder, whatever it would have written', () => {
    const terms = directTerms(LIST, 'zh');
    const source = '甲方因不可抗力不能履行的，不承担违约金。';
    const p = protectTerms(source, findOccurrences(source, terms));
    expect(p.text).toBe('⟦T1⟧因⟦T2⟧不能履行的，不承担⟦T3⟧。');
    // A model that honours placeholders (with its own spacing) ...
    const restored = restoreTerms('Where ⟦T1⟧ fails to perform due to ⟦ T2 ⟧, it is not liable for [[T3]].', p.slots);
    expect(restored.lost).toEqual([]);
    expect(restored.text).toBe('Where Party A fails to perform due to force majeure, it is not liable for liquidated damages.');
    expect(checkTermHits(source, restored.text, terms).every((h) => h.found)).toBe(true);
  });

  it('names a term whose placeholder the model dropped, and the check marks it missed', () => {
    const terms = directTerms(LIST, 'zh');
    const source = '因不可抗力不能履行合同的，部分或者全部免除责任。';
    const p = protectTerms(source, findOccurrences(source, terms));
    const restored = restoreTerms('Where a contract cannot be performed due to an act of God, liability is exempted.', p.slots);
    expect(restored.lost.map((t) => t.find)).toEqual(['不可抗力']);
    expect(checkTermHits(source, restored.text, terms)).toEqual([{ term: '不可抗力', expected: 'force majeure', found: false }]);
  });

  it('counts each occurrence: two in the source need two in the translation', () => {
    const terms = directTerms(LIST, 'zh');
    const hits = checkTermHits('甲方应通知甲方的代理人。', 'Party A shall notify its agent.', terms);
    expect(hits).toEqual([
      { term: '甲方', expected: 'Party A', found: true },
      { term: '甲方', expected: 'Party A', found: false },
    ]);
  });

  it('reads a list backwards for English to Chinese, English terms case-insensitive on word boundaries', () => {
    const terms = directTerms(LIST, 'en');
    const source = 'Force Majeure shall not excuse payment; a force-majeure clause is not forcemajeure.';
    const occ = findOccurrences(source, terms);
    // The hyphenated adjective is the same term (不可抗力条款); the run-together word is not.
    expect(occ.map((o) => source.slice(o.start, o.end))).toEqual(['Force Majeure', 'force-majeure']);
    expect(occ.every((o) => o.term.expected === '不可抗力')).toBe(true);
  });

  it('英->中: "party" is the term in "Party" and "the party\'s", never inside "third-party", "non-party" or "parties"; "third-party" is "third party"', () => {
    const terms = directTerms([{ source: '当事人', target: 'party' }, { source: '第三方', target: 'third party' }, { source: '损害', target: 'damage' }], 'en');
    const source = "Each Party shall notify the other party's agent; a third-party beneficiary, a non-party, the PARTY and the parties. A third party may claim damages for damage.";
    const occ = findOccurrences(source, terms);
    expect(occ.map((o) => source.slice(o.start, o.end))).toEqual(['Party', 'party', 'third-party', 'PARTY', 'third party', 'damage']);
    // The check reads the Chinese translation: two of the three 当事人 occurrences rendered, 第三方 twice, 损害 once.
    const hits = checkTermHits(source, '各当事人应通知另一当事人的代理人；第三方受益人、非本合同方、本方及各方。第三方可就损害主张赔偿。', terms);
    expect(hits.filter((h) => h.term === 'party').map((h) => h.found)).toEqual([true, true, false]);
    expect(hits.filter((h) => h.term !== 'party').every((h) => h.found)).toBe(true);
  });
});
