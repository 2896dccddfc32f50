/** What a mutator is and what it returns (see ../README in docs/quality.md for how detection is judged). */
import type { DocxEditor } from '../docx-edit';

/** The span a mutator planted, in the MUTANT's paragraph numbering. */
export interface PlantedSpan {
  paragraphIndex: number;
  start: number;
  end: number;
  /** The planted text (what a finding should sit on or near). */
  text: string;
  /** Other paragraphs (mutant numbering) the defect spans, e.g. the start date of an inverted term. */
  related: number[];
}

export interface MutationInput {
  editor: DocxEditor;
  /** Category id the contract is reviewed as (lease, sale...). */
  categoryId: string;
}

export interface Mutation {
  applicable: true;
  bytes: Uint8Array;
  /** Where the defect is; null for a missing clause. */
  planted: PlantedSpan | null;
  /** Texts of the paragraphs removed or emptied (missing-clause defects). */
  removedTexts: string[];
  /** What was done, in a line (for the report and debugging). */
  description: string;
  /** What the mutant must read like, paragraph by paragraph (checked against a fresh read). */
  expectedTexts: string[];
}

export interface NotApplicable {
  applicable: false;
  reason: string;
}

export type MutationResult = Mutation | NotApplicable;

export interface Mutator {
  id: string;
  /** Short Chinese name for the report. */
  label: string;
  /** A defect a senior associate rates high (counts toward the high-level recall goal). */
  high: boolean;
  /** Check ids whose finding counts as detecting the defect. */
  ruleIds: readonly string[];
  /**
   * 'span': a finding must sit in the planted paragraph, on or near the planted span;
   * 'missing': the defect has no span: a finding must be present in the mutant and absent from the original.
   */
  detection: 'span' | 'missing';
  apply(input: MutationInput): MutationResult;
}

/** A mutator's "nothing to mutate here". */
export function notApplicable(reason: string): NotApplicable {
  return { applicable: false, reason };
}

/** Finishes a mutation: writes the bytes and locates the planted text in the mutant's numbering. */
export function finish(
  editor: DocxEditor,
  description: string,
  planted: { index: number; text: string; start?: number; related?: number[] } | null,
  removedTexts: string[] = [],
): Mutation {
  let span: PlantedSpan | null = null;
  const expectedTexts = editor.expectedTexts();
  if (planted) {
    const at = editor.mutantIndex(planted.index);
    if (at === null) throw new Error(`planted paragraph ${planted.index} was removed`);
    const text = expectedTexts[at]!;
    const start = planted.start ?? text.indexOf(planted.text);
    if (start < 0 || text.slice(start, start + planted.text.length) !== planted.text) {
      throw new Error(`planted text not found in paragraph ${planted.index}`);
    }
    const related = (planted.related ?? []).map((i) => editor.mutantIndex(i)).filter((i): i is number => i !== null && i !== at);
    span = { paragraphIndex: at, start, end: start + planted.text.length, text: planted.text, related };
  }
  return { applicable: true, bytes: editor.build(), planted: span, removedTexts, description, expectedTexts };
}
