import { describe, expect, it } from 'vitest';
import { formatCitation, parseArticleRef, parseCitation, resolveCitation, resolveCitations, splitParagraphs, toLegalBasis } from './citation';
import { getLawCorpus } from './corpus';

const corpus = getLawCorpus();
const known = corpus.knownNames();

/** [law, article, sub, paragraph, item] per citation found. */
function refs(text: string) {
  return parseCitation(text, { knownNames: known }).map((c) => [c.law, c.article, c.sub, c.paragraph, c.item]);
}

describe('parseCitation', () => {
  it.each([
    ['《民法典》第五百八十五条', [['民法典', 585, 0, null, null]]],
    ['民法典585条', [['民法典', 585, 0, null, null]]],
    ['民法典第585条', [['民法典', 585, 0, null, null]]],
    ['民法典 第 585 条', [['民法典', 585, 0, null, null]]],
    ['《中华人民共和国劳动合同法》第十九条第一款', [['中华人民共和国劳动合同法', 19, 0, 1, null]]],
    ['劳动合同法第19条', [['劳动合同法', 19, 0, null, null]]],
    ['劳动合同法第１９条', [['劳动合同法', 19, 0, null, null]]],
    ['《民法典》第584、585条', [['民法典', 584, 0, null, null], ['民法典', 585, 0, null, null]]],
    ['《民法典》第五百八十四条、第五百八十五条', [['民法典', 584, 0, null, null], ['民法典', 585, 0, null, null]]],
    ['《民法典》第584条和第585条', [['民法典', 584, 0, null, null], ['民法典', 585, 0, null, null]]],
    ['《民法典》第四百九十六条至第四百九十八条', [['民法典', 496, 0, null, null], ['民法典', 497, 0, null, null], ['民法典', 498, 0, null, null]]],
    ['《劳动合同法》第二十三条第二款、第二十四条', [['劳动合同法', 23, 0, 2, null], ['劳动合同法', 24, 0, null, null]]],
    ['《劳动合同法》第十九条第一款、第三款', [['劳动合同法', 19, 0, 1, null], ['劳动合同法', 19, 0, 3, null]]],
    ['《民法典》第五百六十三条第一款第（四）项', [['民法典', 563, 0, 1, 4]]],
    ['《刑法》第一百二十条之一', [['刑法', 120, 1, null, null]]],
    ['《公司法》（2023年修订）第五十七条', [['公司法', 57, 0, null, null]]],
    ['民诉法第一百二十二条', [['民诉法', 122, 0, null, null]]],
  ])('%s', (text, expected) => {
    expect(refs(text)).toEqual(expected);
  });

  it('finds several laws in one sentence and trims the words before an unbracketed name', () => {
    expect(refs('依据《民法典》第585条及劳动合同法第二十二条的规定，乙方违反劳动合同法第二十三条的')).toEqual([
      ['民法典', 585, 0, null, null],
      ['劳动合同法', 22, 0, null, null],
      ['劳动合同法', 23, 0, null, null],
    ]);
    expect(refs('根据合同法第一百一十四条')).toEqual([['合同法', 114, 0, null, null]]);
  });

  it('keeps 劳动合同法 and 合同法 apart (劳动合同法 ends in 同法, which is not a back reference)', () => {
    expect(refs('劳动合同法第十九条')[0]![0]).toBe('劳动合同法');
    expect(refs('《民法典》第五百八十五条，同法第五百八十六条')).toEqual([
      ['民法典', 585, 0, null, null],
      ['民法典', 586, 0, null, null],
    ]);
  });

  it('ignores contract clauses and anything that names no law', () => {
    expect(refs('本合同第5条约定的违约金')).toEqual([]);
    expect(refs('按本办法第3条执行')).toEqual([]);
    expect(refs('同法第586条')).toEqual([]);
    expect(refs('《民法典》规定了违约金')).toEqual([]);
    // A comma ends a list: the second number is the contract's clause.
    expect(refs('依据《民法典》第585条，第2条约定的违约金过高')).toEqual([['民法典', 585, 0, null, null]]);
  });

  it('resolves 本法 to the statute being read when told', () => {
    expect(parseCitation('依照本法第五百一十条的规定', { selfLaw: '民法典' }).map((c) => [c.law, c.article])).toEqual([['民法典', 510]]);
  });

  it('reports where each citation is', () => {
    const text = '根据《民法典》第585条，违约金可调整';
    const [c] = parseCitation(text);
    expect(c!.text).toBe('《民法典》第585条');
    expect(text.slice(c!.start, c!.end)).toBe('《民法典》第585条');
    const [u] = parseCitation('依据民法典第585条', { knownNames: known });
    expect(u!.text).toBe('民法典第585条');
  });

  it('does not expand an implausible range', () => {
    expect(refs('《民法典》第1条至第900条')).toEqual([['民法典', 1, 0, null, null], ['民法典', 900, 0, null, null]]);
  });
});

describe('parseArticleRef', () => {
  it('reads the article forms a rule or a model writes', () => {
    expect(parseArticleRef(585)).toMatchObject({ article: 585 });
    expect(parseArticleRef('585')).toMatchObject({ article: 585 });
    expect(parseArticleRef('585条')).toMatchObject({ article: 585 });
    expect(parseArticleRef('第五百八十五条')).toMatchObject({ article: 585, paragraph: null });
    expect(parseArticleRef('第十九条第一款')).toMatchObject({ article: 19, paragraph: 1 });
    expect(parseArticleRef('第一百二十条之一')).toMatchObject({ article: 120, sub: 1 });
    expect(parseArticleRef('第五条约定')).toBeNull();
    expect(parseArticleRef(0)).toBeNull();
    expect(parseArticleRef('违约金')).toBeNull();
  });
});

describe('resolveCitation', () => {
  it('quotes the article from the corpus with its full and short citation', () => {
    const r = resolveCitation(corpus, '民法典', '第五百八十五条');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.lawTitle).toBe('中华人民共和国民法典');
    expect(r.citation).toBe('《中华人民共和国民法典》第五百八十五条');
    expect(r.shortCitation).toBe('《民法典》第五百八十五条');
    expect(r.quote).toBe(corpus.getArticle('civil-code', 585)!.text);
    expect(r.validity).toBe('现行有效');
    expect(r.upcoming).toBeNull();
  });

  it('quotes only the cited paragraph or item', () => {
    const p = resolveCitation(corpus, '《中华人民共和国劳动合同法》', '第十九条第一款');
    expect(p.ok && p.quote).toBe('劳动合同期限三个月以上不满一年的，试用期不得超过一个月；劳动合同期限一年以上不满三年的，试用期不得超过二个月；三年以上固定期限和无固定期限的劳动合同，试用期不得超过六个月。');
    expect(p.ok && p.citation).toBe('《中华人民共和国劳动合同法》第十九条第一款');
    const item = resolveCitation(corpus, '民法典', 563, { paragraph: 1, item: 4 });
    expect(item.ok && item.quote.startsWith('（四）')).toBe(true);
    expect(item.ok && item.shortCitation).toBe('《民法典》第五百六十三条第一款第（四）项');
  });

  it('explains an unknown law, a missing article, paragraph or item', () => {
    const unknown = resolveCitation(corpus, '某某法', 3);
    expect(unknown).toMatchObject({ ok: false, status: 'unknown_law' });
    expect(!unknown.ok && unknown.reason).toContain('法规库中没有《某某法》');

    const missing = resolveCitation(corpus, '民法典', 1300);
    expect(missing).toMatchObject({ ok: false, status: 'no_such_article', lawId: 'civil-code' });
    expect(!missing.ok && missing.reason).toContain('没有第一千三百条');

    expect(resolveCitation(corpus, '劳动合同法', '第十九条第五款')).toMatchObject({ ok: false, status: 'no_such_paragraph' });
    expect(resolveCitation(corpus, '民法典', 585, { paragraph: 1, item: 9 })).toMatchObject({ ok: false, status: 'no_such_paragraph' });
    expect(resolveCitation(corpus, '民法典', '违约金')).toMatchObject({ ok: false, status: 'no_such_article' });
  });

  it('accepts the Citation shape rules write ({ law, article: string })', () => {
    const rule = { law: '劳动合同法', article: '第二十四条' };
    const r = resolveCitation(corpus, rule.law, rule.article);
    expect(r.ok && r.quote).toContain('不得超过二年');
  });

  it('cites the version in force and flags a revision not yet in force', () => {
    const r = resolveCitation(corpus, '商标法', 1);
    expect(r.ok && r.lawId).toBe('trademark-law');
    expect(r.ok && r.upcoming).toEqual({ lawId: 'trademark-law@2027-01-01', effectiveFrom: '2027-01-01' });
  });

  it('resolves 第X条之一', () => {
    const r = resolveCitation(corpus, '刑法', '第一百三十三条之一');
    expect(r.ok && r.article.label).toBe('第一百三十三条之一');
    expect(r.ok && r.quote).toContain('驾驶机动车');
  });
});

describe('resolveCitations', () => {
  it('resolves every citation of a model answer, marking the ones that do not resolve', () => {
    const answer = '依据《民法典》第585条第2款，违约金过高可请求调整；另见《合同法》第114条、《民法典》第1300条和《网络交易法》第5条。';
    const results = resolveCitations(corpus, answer).map((r) => [r.citation.article, r.result.status]);
    expect(results).toEqual([
      [585, 'found'],
      [114, 'repealed'],
      [1300, 'no_such_article'],
      [5, 'unknown_law'],
    ]);
  });
});

describe('toLegalBasis', () => {
  it('turns a rule citation into a legal basis quoted from the corpus', () => {
    expect(toLegalBasis(corpus, { law: '中华人民共和国民法典', article: '585' })).toEqual({
      law: '民法典',
      article: '第五百八十五条',
      text: corpus.getArticle('civil-code', 585)!.text,
      resolved: true,
    });
    expect(toLegalBasis(corpus, { law: '劳动合同法', article: '第十九条第一款' })).toMatchObject({ article: '第十九条第一款', resolved: true });
  });

  it('marks what the corpus cannot back, repealed laws included', () => {
    expect(toLegalBasis(corpus, { law: '《合同法》', article: '第一百一十四条' })).toEqual({ law: '合同法', article: '第一百一十四条', text: '', resolved: false });
    expect(toLegalBasis(corpus, { law: '合同违约金管理条例', article: '第十二条' })).toMatchObject({ resolved: false, text: '' });
  });
});

describe('helpers', () => {
  it('splits an article into paragraphs, keeping items with their paragraph', () => {
    expect(splitParagraphs('甲：\n（一）一；\n（二）二。\n乙。')).toEqual(['甲：\n（一）一；\n（二）二。', '乙。']);
  });

  it('formats citations', () => {
    const a = corpus.getArticle('civil-code', 585)!;
    expect(formatCitation('民法典', a)).toBe('《民法典》第五百八十五条');
    expect(formatCitation('民法典', a, 2)).toBe('《民法典》第五百八十五条第二款');
    expect(formatCitation('民法典', a, 1, 3)).toBe('《民法典》第五百八十五条第一款第（三）项');
  });
});

describe('absurd article numbers (issue 16: the fuzz run found a 500)', () => {
  it('are unrecognizable, not an exception', () => {
    for (const article of ['99999999999999999999999', '1e30', '第99999999999999条', 1e23]) {
      const r = resolveCitation(corpus, '民法典', article);
      expect(r.ok, String(article)).toBe(false);
    }
    expect(resolveCitation(corpus, '99999999999999999999999', '99999999999999999999999').ok).toBe(false);
  });
});
