/**
 * The family vocabulary is data written by hand as regular-expression source: a pattern that does not compile, or
 * one written in quotes instead of backticks so that `${PARTY_WORD}` stays literal text, would throw in the middle of
 * a review (decision 222). Every gate, group and exception is checked here.
 */
import { describe, expect, it } from 'vitest';
import { FAMILY_RULES } from './families';

describe('family patterns', () => {
  const patterns = Object.entries(FAMILY_RULES).flatMap(([family, rules]) =>
    rules.flatMap((r, i) => [r.gate, ...r.all, ...r.none].filter((p): p is string => p !== undefined).map((p) => ({ where: `${family}#${i}`, p }))),
  );

  it('holds no unexpanded ${…} placeholder', () => {
    expect(patterns.filter(({ p }) => p.includes('${')).map(({ where }) => where)).toEqual([]);
  });

  it('compiles every pattern as a Unicode regular expression', () => {
    const broken = patterns.filter(({ p }) => {
      try {
        new RegExp(p, 'u');
        return false;
      } catch {
        return true;
      }
    });
    expect(broken.map(({ where }) => where)).toEqual([]);
  });
});
