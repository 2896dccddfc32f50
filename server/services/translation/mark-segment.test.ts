/**
 * Markers in and out of the model (decision 200): a marked answer read back into pieces, markers the model broke
 * counted as lost rather than guessed, and a lawyer's edit keeping the bold words it still contains.
 */
import { describe, expect, it } from 'vitest';
import { parseMarked, plainOfMarked, remapEditedMarks } from './mark-segment';

describe('parseMarked', () => {
  it('reads spans and kept blocks in the order of the translation', () => {
    const r = parseMarked('Page ⟦X1⟧ of ⟦X2⟧, ⟦F1⟧bold⟦/F1⟧ end', [1], [1, 2]);
    expect(r).toEqual({
      pieces: [
        { kind: 'text', text: 'Page ', span: null },
        { kind: 'kept', id: 1 },
        { kind: 'text', text: ' of ', span: null },
        { kind: 'kept', id: 2 },
        { kind: 'text', text: ', ', span: null },
        { kind: 'text', text: 'bold', span: 1 },
        { kind: 'text', text: ' end', span: null },
      ],
      lostSpans: 0,
      lostKept: [],
    });
  });

  it('counts a dropped or unclosed marker as lost and keeps every word', () => {
    const r = parseMarked('The ⟦F2⟧rate is fixed', [1, 2], [1]);
    expect(r.lostSpans).toBe(2);
    expect(r.lostKept).toEqual([1]);
    expect(r.pieces).toEqual([{ kind: 'text', text: 'The rate is fixed', span: null }]);
  });

  it('ignores markers the source never had', () => {
    expect(parseMarked('a ⟦F9⟧b⟦/F9⟧ ⟦X7⟧c', [1], []).pieces).toEqual([{ kind: 'text', text: 'a b c', span: null }]);
  });

  it('shows kept blocks by their source text in the plain translation', () => {
    expect(plainOfMarked('Page ⟦X1⟧ of ⟦X2⟧ ⟦F1⟧x⟦/F1⟧', [{ id: 1, text: '1' }, { id: 2, text: '3' }])).toBe('Page 1 of 3 x');
  });
});

describe('remapEditedMarks', () => {
  it('marks the bold words again where the edit still has them', () => {
    const r = remapEditedMarks('The rate is ⟦F1⟧50% of the principal⟦/F1⟧.', 'The interest rate is 50% of the principal per year.');
    expect(r).toEqual({ marked: 'The interest rate is ⟦F1⟧50% of the principal⟦/F1⟧ per year.', lost: 0, spans: 1 });
  });

  it('counts the span lost when the edit rewords it, and gives up over kept blocks without the old text to align', () => {
    expect(remapEditedMarks('The rate is ⟦F1⟧50% of the principal⟦/F1⟧.', 'Interest: half the principal.')).toEqual({ marked: null, lost: 1, spans: 1 });
    expect(remapEditedMarks('Page ⟦X1⟧', 'Page 1')).toEqual({ marked: null, lost: 0, spans: 0 });
  });

  it('puts a page field where the edit has its number (once), and an empty field next to the word it touched', () => {
    // X1's text is the field's "3": the edit keeps "3", so the field takes its place instead of being written twice.
    expect(remapEditedMarks('Page ⟦X1⟧ of the contract', 'This is page 3 of this contract', 'Page 3 of the contract').marked).toBe('This is page ⟦X1⟧ of this contract');
    // The lawyer typed another number: kept as typed, the field once right after it (never dropped).
    expect(remapEditedMarks('Page ⟦X1⟧ of the contract', 'Page 4 of the contract', 'Page 3 of the contract').marked).toBe('Page 4⟦X1⟧ of the contract');
    // A field end (no text) after the number, a bold span remapped as before.
    expect(remapEditedMarks('See ⟦F1⟧page 3⟦/F1⟧⟦X1⟧.', 'As set out on page 3.', 'See page 3.')).toEqual({ marked: 'As set out on ⟦F1⟧page 3⟦/F1⟧⟦X1⟧.', lost: 0, spans: 1 });
  });
});
