/**
 * The lay-description -> legal-concept layer (decision 127): a client's story of facts finds the article that
 * states the rule, the concept is shown in the plan, unrelated stories do not trigger it, and every concept's
 * statute wording is really the statutes' (no invented text, no article numbers).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { getLawCorpus } from '../../laws/corpus';
import { getLawIndex } from './law-index';
import { DISPUTE_ROUTES, LAY_CONCEPTS, matchDisputeRoutes, matchLayConcepts } from './lay-concepts';
import { planSearchBuiltin } from './plan-search';
import { searchLaws } from './search-laws';

const corpus = getLawCorpus();

beforeAll(() => {
  getLawIndex(corpus);
}, 120_000);

const concepts = (q: string) => matchLayConcepts(q).map((c) => c.concept);

describe('matchLayConcepts', () => {
  it('reads the facts a client tells as the legal concept', () => {
    expect(concepts('我被邻居家的狗咬了')).toContain('饲养动物损害责任');
    expect(concepts('公司三个月不发工资了')).toContain('拖欠劳动报酬');
    expect(concepts('试用期被公司辞退了')).toContain('试用期解除');
    expect(concepts('离婚时他出轨了能要赔偿吗')).toContain('离婚损害赔偿');
    expect(concepts('离婚后孩子归谁')).toContain('离婚后子女抚养');
  });

  it('needs every part of the story: one word alone is not the rule', () => {
    expect(concepts('离婚后孩子归谁')).not.toContain('离婚损害赔偿');
    expect(concepts('我马上要去医院看望受伤的朋友')).not.toContain('饲养动物损害责任');
    expect(concepts('试用期被公司辞退了')).not.toContain('三包与质量担保');
    expect(concepts('今天天气很好')).toEqual([]);
  });
});

describe('concepts in the plan and the ranking', () => {
  it.each([
    ['我在小区里被邻居家的狗咬了，打疫苗花了两千，能找谁赔？', '饲养动物损害责任', 'civil-code', 1245],
    ['公司已经三个月不发工资了，我该怎么办', '拖欠劳动报酬', 'labor-contracts-law', 30],
    ['试用期第二个月公司说我不合格，把我辞退了，合法吗', '试用期解除', 'labor-contracts-law', 21],
    ['老公出轨和别人同居，我要离婚，能要求他赔偿吗', '离婚损害赔偿', 'civil-code', 1091],
    ['在超市买到过期食品，能要求赔多少', '食品安全惩罚性赔偿', 'food-safety-law', 148],
    ['公司拖欠工资三个月，我可以解除劳动合同并要求经济补偿吗？', '用人单位过错劳动者解除', 'labor-contracts-law', 38],
    ['单位一直不给我交社保，我想辞职，能拿补偿吗', '用人单位过错劳动者解除', 'labor-contracts-law', 38],
    ['我在商场里地面有水滑倒摔骨折了，商场要不要负责', '安全保障义务', 'civil-code', 1198],
    ['朋友借了我的车，开出去撞了人，要我赔吗', '租借机动车致害', 'civil-code', 1209],
  ])('%s', async (q, concept, lawId, article) => {
    expect(planSearchBuiltin(q, corpus).plan.keywords).toContain(concept);
    const r = await searchLaws({ q, isAi: true, pageSize: 5 }, { corpus });
    expect(r.items.map((h) => h.article_id)).toContain(`${lawId}/${article}`);
  });
});

describe('a story whose words point elsewhere', () => {
  it('a sports injury is 自甘风险, not a traffic accident (撞 alone is not 交通事故), on the first page', async () => {
    const q = '周末打篮球被对方撞倒受伤，能让他赔吗';
    const keywords = planSearchBuiltin(q, corpus).plan.keywords;
    expect(keywords).toContain('自甘风险');
    expect(keywords).not.toContain('交通事故赔偿');
    const r = await searchLaws({ q, isAi: true, pageSize: 10 }, { corpus });
    expect(r.items.map((h) => h.article_id)).toContain('civil-code/1176');
  });
});

describe('the concept list (data the team writes)', () => {
  const bigrams = (t: string) => {
    const han = t.replace(/[^\u4e00-\u9fff]/g, '');
    return new Set(Array.from({ length: Math.max(0, han.length - 1) }, (_, i) => han.slice(i, i + 2)));
  };

  it('names no article number (the rule is found by its words, not by a number that a revision changes)', () => {
    for (const c of [...LAY_CONCEPTS, ...DISPUTE_ROUTES]) expect(c.statute, c.concept).not.toMatch(/第[一二三四五六七八九十百千零\d]+条/);
  });

  it("quotes the statutes' own wording: every sentence is mostly found in one article of the corpus", async () => {
    for (const c of [...LAY_CONCEPTS, ...DISPUTE_ROUTES]) {
      for (const sentence of c.statute.split('。').filter((s) => s.length >= 8)) {
        const r = await searchLaws({ q: sentence, isAi: false, pageSize: 5 }, { corpus });
        const want = bigrams(sentence);
        const best = Math.max(0, ...r.items.map((h) => [...want].filter((b) => h.text.includes(b)).length / want.size));
        expect(best, `${c.concept}: ${sentence}`).toBeGreaterThanOrEqual(0.6);
      }
    }
  });
});

describe('fifth batch (decision 221) and narrowed triggers', () => {
  it.each([
    ['我把包存在超市的寄存柜里，出来发现包丢了，超市要赔吗', '保管合同', 'civil-code', 888],
    ['我爸爸比爷爷先去世了，爷爷留下的房子我能继承吗', '代位继承', 'civil-code', 1128],
    ['小区门口商铺的广告牌被风吹掉，砸伤了我，找谁赔', '物件脱落坠落致害', 'civil-code', 1253],
    ['我在老家交了几年社保，现在去外地工作了，养老保险能转过去吗', '养老保险关系转移', 'social-insurance-law', 19],
    ['我爸交了十几年养老保险，去年病故了，个人账户里的钱能领吗', '参保人死亡后的待遇', 'social-insurance-law', 17],
  ])('%s', async (q, concept, lawId, article) => {
    expect(planSearchBuiltin(q, corpus).plan.keywords).toContain(concept);
    const r = await searchLaws({ q, isAi: true, pageSize: 5 }, { corpus });
    expect(r.items.map((h) => h.article_id)).toContain(`${lawId}/${article}`);
  });

  it('does not read a word inside another: 一定金额 is no 定金, 养老保险 no 赡养, a child’s age no 婚龄, parents paying for a house no 股东出资', () => {
    expect(concepts('法院判决他向我支付一定金额，他一直未履行，我该怎么办')).toContain('申请强制执行');
    expect(concepts('法院判决他向我支付一定金额，他一直未履行，我该怎么办')).not.toContain('定金罚则');
    expect(concepts('我在老家交了几年养老保险，现在去外地工作了')).not.toContain('赡养义务');
    expect(concepts('三个儿子都不给父亲养老')).toContain('赡养义务');
    expect(concepts('我和老公结婚五年，孩子才三岁，他出轨了')).not.toContain('法定婚龄');
    expect(concepts('我今年十九岁，能去领证结婚吗')).toContain('法定婚龄');
    expect(concepts('父母出资在农村盖的房子，登记在弟弟名下')).not.toContain('股东出资');
    expect(concepts('股东认缴的出资到期不缴怎么办')).toContain('股东出资');
    expect(concepts('买房时中介说怎么办手续')).not.toContain('消费争议解决途径');
  });
});

describe('the route of a dispute (decision 221, part 3)', () => {
  const routes = (q: string) => matchDisputeRoutes(q).map((c) => c.concept);

  it('a claim against an employer or a trader has its route, without the client asking 怎么办', () => {
    expect(routes('我在一家餐馆上班两年了，老板一直不给我交社保，也没签劳动合同')).toEqual(['劳动争议解决途径']);
    expect(routes('在商场买的电饭锅用了三天就坏了，商家不给退')).toEqual(['消费争议解决途径']);
  });

  it('a story with no claim has none, and the routes stay out of the search ranking', () => {
    expect(routes('我想了解一下公司章程怎么写')).toEqual([]);
    expect(routes('这家店的东西很好吃')).toEqual([]);
    expect(concepts('在商场买的电饭锅用了三天就坏了，商家不给退')).not.toContain('消费争议解决途径');
  });
});
