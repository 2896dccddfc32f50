import { describe, expect, it } from 'vitest';
import { createTokenBudget, estimateTokens } from './tokens';

describe('estimateTokens', () => {
  it('counts about one token per 1.5 Chinese characters and one per 4 other characters', () => {
    expect(estimateTokens('')).toBe(0);
    expect(estimateTokens('违约金过高')).toBe(Math.ceil(5 / 1.5));
    expect(estimateTokens('abcdefgh')).toBe(2);
    expect(estimateTokens('违约金30%')).toBe(Math.ceil(3 / 1.5 + 3 / 4));
  });
});

describe('createTokenBudget', () => {
  it('reserves, settles with the real usage, and refuses for good once a call does not fit', () => {
    const budget = createTokenBudget(1000);
    expect(budget.reserve(600)).toBe(true);
    budget.settle(600, { totalTokens: 250 });
    expect(budget.used).toBe(250);
    expect(budget.remaining).toBe(750);
    expect(budget.reserve(800)).toBe(false);
    expect(budget.exhausted).toBe(true);
    expect(budget.reserve(10)).toBe(false);
  });
});
