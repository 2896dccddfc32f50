/**
 * Table-driven tests for knowledge-base checks: every check must have at least one clause that triggers it and
 * one that must not. Each case runs the single check through the real engine on documentFromText(text), and
 * every anchor is verified to quote its paragraph exactly.
 */
import { describe, expect, it } from 'vitest';
import type { TCheck } from '../knowledge/schema';
import type { RuleFinding } from '../model';
import { runRules } from '../rules/run-rules';
import { documentFromText } from './document-from-text';

export interface CheckCase {
  /** Texts (one paragraph per line) on which the check must fire. */
  hit: string[];
  /** Texts on which it must stay silent. */
  miss: string[];
  /** Category for the run (defaults to the file's, or the check's first onlyCategories). */
  category?: string;
  /** Stance for the run (defaults to 'neutral', which applies every check). */
  stance?: string;
  /** Expected quote of the first finding on the first hit text, when the span matters. */
  quote?: string;
  /** Expected revision text of the first finding on the first hit text. */
  revision?: string;
}

/** Runs one check over a text and returns its findings (anchors verified). */
export function runOne(check: TCheck, text: string, category: string, stance = 'neutral'): RuleFinding[] {
  const doc = documentFromText(text);
  const findings = runRules(doc, { categoryId: category, stance, reviewer: 't' }, { checks: [check] });
  for (const f of findings) {
    if (!f.anchor) continue;
    const p = doc.paragraphs[f.anchor.paragraph_index]!;
    expect(p.text.slice(f.anchor.start, f.anchor.end)).toBe(f.anchor.quote);
    expect(f.anchor.quote.length).toBeGreaterThan(0);
  }
  return findings;
}

/** Declares the vitest cases for a category's checks. */
export function describeChecks(category: string, checks: readonly TCheck[], table: Record<string, CheckCase>): void {
  describe(`knowledge/${category}`, () => {
    it('has a trigger and a non-trigger case for every check, and no case for an unknown check', () => {
      const ids = checks.map((c) => c.id);
      const missing = ids.filter((id) => !table[id] || table[id]!.hit.length === 0 || table[id]!.miss.length === 0);
      expect(missing).toEqual([]);
      expect(Object.keys(table).filter((id) => !ids.includes(id))).toEqual([]);
    });
    for (const check of checks) {
      const c = table[check.id];
      if (!c) continue;
      const cat = c.category ?? check.onlyCategories?.[0] ?? category;
      const runCat = cat === 'general' ? 'sale' : cat;
      it(`${check.id} fires`, () => {
        c.hit.forEach((text, i) => {
          const f = runOne(check, text, runCat, c.stance);
          expect(f.length, `hit case ${i} of ${check.id}`).toBeGreaterThan(0);
          if (i === 0 && c.quote !== undefined) expect(f[0]!.anchor?.quote).toBe(c.quote);
          if (i === 0 && c.revision !== undefined) expect(f[0]!.revision?.text).toBe(c.revision);
        });
      });
      it(`${check.id} stays silent`, () => {
        c.miss.forEach((text, i) => {
          const f = runOne(check, text, runCat, c.stance);
          expect(f.map((x) => x.anchor?.quote ?? '(missing)'), `miss case ${i} of ${check.id}`).toEqual([]);
        });
      });
    }
  });
}
