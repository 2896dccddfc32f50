import { describe, expect, it } from 'vitest';
import { resolveCitation } from './citation';
import { getLawCorpus } from './corpus';
import { REPEALED_LAWS } from './repealed';

const corpus = getLawCorpus();

describe('repealed laws', () => {
  it('covers the nine laws the 民法典 repealed, each named in 民法典 第一千二百六十条', () => {
    const a1260 = corpus.getArticle('civil-code', 1260)!.text;
    const byCivilCode = REPEALED_LAWS.filter((r) => r.repealedOn === '2021-01-01');
    expect(byCivilCode.map((r) => r.names[0]).sort()).toEqual(
      ['合同法', '担保法', '民法通则', '民法总则', '物权法', '侵权责任法', '婚姻法', '继承法', '收养法'].sort(),
    );
    for (const r of byCivilCode) {
      expect(a1260, r.title).toContain(`《${r.title}》`);
      expect(r.successorTitle).toBe('中华人民共和国民法典');
    }
  });

  it('names the three foreign-investment enterprise laws in 外商投资法 第四十二条', () => {
    const a42 = corpus.getArticle('外商投资法', 42)!.text;
    for (const r of REPEALED_LAWS.filter((x) => x.successorTitle === '中华人民共和国外商投资法')) expect(a42).toContain(`《${r.title}》`);
  });

  it('never has a repealed law in the corpus of laws in force', () => {
    for (const r of REPEALED_LAWS) {
      expect(corpus.findLaw(r.title), r.title).toBeNull();
      expect(corpus.findLaw(r.successorTitle)?.validity, r.successorTitle).toBe('现行有效');
    }
  });

  it('maps every 合同法/担保法 article to successor articles that exist and say what the map claims', () => {
    let checked = 0;
    for (const r of REPEALED_LAWS) {
      const successor = corpus.findLaw(r.successorTitle)!;
      const froms = r.articleMap.map((m) => m.from);
      expect(new Set(froms).size, `${r.title}: duplicate source article`).toBe(froms.length);
      for (const m of r.articleMap) {
        expect(m.to.length).toBeGreaterThan(0);
        for (const n of m.to) expect(corpus.getArticle(successor, n), `${r.names[0]}${m.from} -> ${n}`).not.toBeNull();
        expect(corpus.getArticle(successor, m.to[0]!)!.text, `${r.names[0]}第${m.from}条 -> 第${m.to[0]}条 (${m.topic})`).toContain(m.expect);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(150);
  });

  it('maps the articles contract review relies on', () => {
    const contractLaw = REPEALED_LAWS.find((r) => r.names.includes('合同法'))!;
    const to = (from: number) => contractLaw.articleMap.find((m) => m.from === from)?.to;
    expect(to(114)).toEqual([585]);
    expect(to(115)?.[0]).toBe(587);
    expect(to(116)).toEqual([588]);
    expect([to(39), to(40), to(41)]).toEqual([[496], [497], [498]]);
    expect(to(52)).toEqual(expect.arrayContaining([153, 154]));
    expect(to(94)).toEqual([563]);
    expect(to(96)).toEqual([565]);
    expect([to(66), to(67), to(68)]).toEqual([[525], [526], [527]]);
    expect([to(79), to(80)]).toEqual([[545], [546]]);
    expect(to(130)).toEqual([595]);
    expect(to(196)).toEqual([667]);
    expect(to(212)).toEqual([703]);
    expect(to(214)).toEqual([705]);
    expect(to(251)).toEqual([770]);
    expect(to(269)).toEqual([788]);
    expect(to(322)).toEqual([843]);
    expect(to(396)).toEqual([919]);
    expect(to(410)).toEqual([933]);
    expect(to(424)).toEqual([961]);
  });

  it('answers a citation of a repealed law with its successor, never as current law', () => {
    const r = resolveCitation(corpus, '合同法', 114);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.status).toBe('repealed');
    expect(r.reason).toContain('已于2021年1月1日废止');
    expect(r.reason).toContain('《中华人民共和国民法典》第五百八十五条');
    expect(r.successor?.articles[0]!.text.startsWith('当事人可以约定一方违约时')).toBe(true);

    const unmapped = resolveCitation(corpus, '《中华人民共和国物权法》', 106);
    expect(unmapped.status).toBe('repealed');
    if (unmapped.ok) return;
    expect(unmapped.successor?.lawTitle).toBe('中华人民共和国民法典');
    expect(unmapped.successor?.articles).toEqual([]);
    expect(unmapped.reason).toContain('请改引《中华人民共和国民法典》的相应条文');
  });
});
