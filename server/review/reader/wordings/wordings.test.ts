/**
 * The team's own wordings for the clause reader (decision 233): each names a check the review has, teaches it in
 * several sentences with at least one near miss, and none of them is an evaluation sentence (the reader would then be
 * measured on what it was taught).
 */
import { describe, expect, it } from 'vitest';
import { ALL_CHECKS } from '../../knowledge/index';
import { FAMILY_WORDINGS } from '../../eval/mutators/families';
import { TEAM_WORDINGS } from './index';

describe("the team's wordings for the clause reader", () => {
  const ids = new Set(ALL_CHECKS.map((c) => c.id));

  it('teach checks that exist, each in at least four risk sentences and one near miss, all whole clauses', () => {
    expect(Object.keys(TEAM_WORDINGS).length).toBeGreaterThanOrEqual(90);
    for (const [id, w] of Object.entries(TEAM_WORDINGS)) {
      expect(ids.has(id), id).toBe(true);
      expect(w.risk.length, id).toBeGreaterThanOrEqual(4);
      expect(w.fair.length, id).toBeGreaterThanOrEqual(1);
      for (const s of [...w.risk, ...w.fair]) expect(s, id).toMatch(/^[^\n]{8,}[。！？]$/u);
    }
  });

  it('are all different from each other and from every evaluation sentence', () => {
    const all = Object.values(TEAM_WORDINGS).flatMap((w) => [...w.risk, ...w.fair]);
    expect(new Set(all).size).toBe(all.length);
    const evaluated = new Set(Object.values(FAMILY_WORDINGS).flatMap((set) => Object.values(set ?? {}).flatMap((s) => s ?? [])));
    expect(all.filter((s) => evaluated.has(s))).toEqual([]);
  });
});
