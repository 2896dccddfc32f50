/**
 * The question's intent and the article's role (decision 225): a question that asks which law applies gets the
 * scope articles of its laws, one that asks for a definition the article that defines, one that asks about the
 * penalty the sanction of the 法律责任 chapter — while the question's own words still pick the law and the facts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { getLawCorpus } from '../../laws/corpus';
import { articleRoles, askingSentences, questionIntent, Role } from './article-roles';
import { getLawIndex, LawIndex } from './law-index';
import { RERANK_WINDOW, rerankPassages } from './rerank-passages';
import { searchLaws } from './search-laws';
import { type SmallArticle, smallCorpus } from './testing/small-corpus';

describe('articleRoles', () => {
  it('reads a scope article, and not a reference to another article of the law', () => {
    expect(articleRoles('在中华人民共和国境内从事养蜂活动，适用本法。', [])).toBe(Role.scope);
    expect(articleRoles('本章没有规定的，适用本法关于有限责任公司的规定。', [])).toBe(Role.scope);
    expect(articleRoles('内河运输适用《中华人民共和国内河交通安全管理条例》。', [])).toBe(Role.scope);
    expect(articleRoles('出借人行使解除权，适用本法第十六条第三款的规定。', [])).toBe(0);
  });

  it('reads a definition at the head of the article', () => {
    expect(articleRoles('本法所称养蜂人，是指从事蜜蜂饲养的自然人。', [])).toBe(Role.definition);
    expect(articleRoles('蜂群转地，是指养蜂人携蜂群异地放养的活动。', [])).toBe(Role.definition);
    expect(articleRoles('养蜂人应当登记蜂群数量。', [])).toBe(0);
  });

  it('reads a sanction from the text or from the 法律责任 chapter', () => {
    expect(articleRoles('违反本法规定转运蜂群的，处一千元以上五千元以下的罚款。', ['第五章 养蜂管理'])).toBe(
      Role.liability,
    );
    expect(articleRoles('违反本法规定，给他人造成损害的，依法承担民事责任。', ['第六章 法律责任'])).toBe(
      Role.liability,
    );
    expect(articleRoles('违反本法规定，给他人造成损害的，依法承担民事责任。', ['第五章 养蜂管理'])).toBe(0);
  });
});

describe('questionIntent', () => {
  it('reads what the asking sentence wants', () => {
    expect(questionIntent('我在城里租了蜂场，根据相关法律规定，蜂场转租应该适用哪些法律？')).toBe(Role.scope);
    expect(questionIntent('个体养蜂户是否适用养蜂法？')).toBe(Role.scope);
    expect(questionIntent('养蜂法里什么是蜂群转地？')).toBe(Role.definition);
    expect(questionIntent('邻居偷运我的蜂箱，他会受到什么处罚？')).toBe(Role.liability);
    expect(questionIntent('蜂箱被人烧了，对方应该承担什么法律责任？')).toBe(Role.liability);
  });

  it('reads only the question, not the facts told before it', () => {
    const story = '老王去年因为无证运输蜂群被罚款，也受到过处罚。他现在想再申请一张运输证，需要准备什么？';
    expect(askingSentences(story)).toBe('他现在想再申请一张运输证，需要准备什么？');
    expect(questionIntent(story)).toBe(0);
    expect(questionIntent('蜂群越冬需要注意什么')).toBe(0);
  });
});

const beeCorpus = (articles: SmallArticle[]) => smallCorpus(articles, '养蜂法', 'bee-law');

describe('rerankPassages with the question’s intent', () => {
  it('puts the sanction above the duty it enforces when the question asks about the penalty', () => {
    const index = new LawIndex(
      beeCorpus([
        { text: '养蜂人转地放蜂，不得携带患病蜂群。', path: ['第三章 转地放蜂'] },
        { text: '养蜂人携带患病蜂群转地放蜂的，处五百元以上二千元以下的罚款。', path: ['第五章 法律责任'] },
      ]),
    );
    // BM25 prefers the duty article by far; the sanction restates a little more of the story.
    const ranked = [
      { doc: 0, score: 10 },
      { doc: 1, score: 2 },
    ];
    const penalty = rerankPassages(index, '养蜂人带着患病蜂群转地放蜂，会受到什么处罚？', ranked);
    expect(penalty[0]!.doc).toBe(1);
    const duty = rerankPassages(index, '养蜂人带着患病蜂群转地放蜂，合法吗？', ranked);
    expect(duty[0]!.doc).toBe(0);
  });

  it('draws the law’s scope article into the window for a scope question, once', () => {
    const texts = Array.from({ length: RERANK_WINDOW + 20 }, (_, i) => ({
      text: `养蜂人第${i + 1}号蜂场应当保持蜂箱清洁，蜂蜜应当符合标准。`,
    }));
    texts.push({ text: '在中华人民共和国境内从事养蜂活动，适用本法。' });
    const index = new LawIndex(beeCorpus(texts));
    const scope = texts.length - 1;
    // BM25 leaves the scope article last: it shares almost no word with the facts.
    const ranked = Array.from({ length: texts.length }, (_, doc) => ({ doc, score: 1000 - doc }));
    const out = rerankPassages(index, '我家的蜂场蜂蜜卖给超市，根据相关规定，养蜂应该适用哪些法律？', ranked);
    expect(out.findIndex((s) => s.doc === scope)).toBeLessThan(5);
    expect(out.filter((s) => s.doc === scope)).toHaveLength(1);
    expect(out).toHaveLength(ranked.length);
    const facts = rerankPassages(index, '我家的蜂场蜂蜜卖给超市，蜂箱要怎么清洁？', ranked);
    expect(facts.findIndex((s) => s.doc === scope)).toBeGreaterThanOrEqual(RERANK_WINDOW);
  });
});

describe('on the statute corpus', () => {
  const real = getLawCorpus();
  beforeAll(() => {
    getLawIndex(real);
  }, 120_000);

  it('answers a scope question with the scope article of the law it names', async () => {
    const res = await searchLaws(
      { q: '个体工商户招用的劳动者，是否适用劳动合同法？', isAi: true, pageSize: 5 },
      { corpus: real },
    );
    expect(res.items[0]!.article_id).toBe('labor-contracts-law/2');
  });

  it('answers a definition question with the defining article, and a penalty question with the sanction', async () => {
    const definition = await searchLaws(
      { q: '海商法中船舶碰撞的定义是什么？', isAi: true, pageSize: 5 },
      { corpus: real },
    );
    expect(definition.items[0]!.article_id).toBe('maritime-law/174');
    const penalty = await searchLaws(
      { q: '用人单位一直不给职工缴纳社会保险费，根据劳动法会受到什么处罚？', isAi: true, pageSize: 5 },
      { corpus: real },
    );
    expect(penalty.items[0]!.article_id).toBe('labor-law/100');
  });
});
