import { describe, expect, it } from 'vitest';
import { getLawCorpus } from './corpus';

const corpus = getLawCorpus();

describe('LawCorpus', () => {
  it('is loaded once per process', () => {
    expect(getLawCorpus()).toBe(corpus);
  });

  it('finds a law by full title, short title, alias, with or without 《》', () => {
    for (const name of ['中华人民共和国民法典', '民法典', '《民法典》', '《中华人民共和国民法典》', ' 民法典 ']) {
      expect(corpus.findLaw(name)?.id, name).toBe('civil-code');
    }
    expect(corpus.findLaw('民诉法')?.id).toBe('civil-procedure');
    expect(corpus.findLaw('消保法')?.title).toBe('中华人民共和国消费者权益保护法');
    expect(corpus.findLaw('劳动合同法')?.id).toBe('labor-contracts-law');
    expect(corpus.findLaw('劳动法')?.id).toBe('labor-law');
  });

  it('strips a leading verb but never guesses a law from an unrelated prefix', () => {
    expect(corpus.findLaw('依据民法典')?.id).toBe('civil-code');
    expect(corpus.findLaw('乙方违反劳动合同法')?.id).toBe('labor-contracts-law');
    // 香港国家安全法 is not 国家安全法.
    expect(corpus.findLaw('香港国家安全法')).toBeNull();
    expect(corpus.findLaw('某某法')).toBeNull();
    expect(corpus.findLaw('')).toBeNull();
  });

  it('does not return a repealed law as a law in force', () => {
    expect(corpus.findLaw('合同法')).toBeNull();
    expect(corpus.findRepealed('合同法')?.title).toBe('中华人民共和国合同法');
    expect(corpus.findRepealed('《中华人民共和国担保法》')?.successorTitle).toBe('中华人民共和国民法典');
  });

  it('prefers the version in force and lists the others', () => {
    expect(corpus.findLaw('商标法')?.id).toBe('trademark-law');
    expect(corpus.versionsOf('商标法').map((l) => l.id).sort()).toEqual(['trademark-law', 'trademark-law@2027-01-01']);
  });

  it('looks up articles by law id or name', () => {
    expect(corpus.getArticle('civil-code', 585)?.label).toBe('第五百八十五条');
    expect(corpus.getArticle('民法典', 585)?.label).toBe('第五百八十五条');
    expect(corpus.getArticle('刑法', 120, 1)?.label).toBe('第一百二十条之一');
    expect(corpus.getArticle('民法典', 1261)).toBeNull();
    expect(corpus.getArticle('某某法', 1)).toBeNull();
  });
});
