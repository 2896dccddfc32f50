/**
 * The drafting extractor on a fourth set of narratives (issue 10 item 5, decision 153): 24 stories written on
 * 2026-11-26 by the session that measured them, after blind2 had become a seen set. Same rules as blind2
 * (bench/draft-extractor-blind2.ts): an unnamed first-person narrator is SELF; partial dates (2019年, 2023年8月) and
 * unit prices are not expected; a lawyer of the matter, an opposing party of another matter or a 包工头 mentioned in
 * passing is not a party of the document. Parties count by name; roles only where the text states them.
 * Measured once, blind, before any change made for this set (2026-11-26, extractor at 934096a): parties 36/53
 * (67.9%), roles 24/27 (88.9%), amounts 23/24 (95.8%), dates 19/19 (100%). Any later figure is seen (decision 153):
 * after a finder for stories with no role word, 本人是…，名叫…, 租给了…, branch names and 十五万周转 — parties 53/53,
 * roles 27/27, amounts 24/24, dates 19/19, 2 extra names (雷军 the 包工头, the other side of the lawyer's matter).
 *   npm run bench -- draft-extractor-blind3
 */
import { extractFacts } from '../server/services/draft/extract/extract-facts';
import type { TPartyRole } from '../server/services/draft/templates/template-types';

const SELF = '〈本人〉';

type TExpectedParty = { n: string; r?: TPartyRole };
type TCase = { text: string; parties: TExpectedParty[]; amounts: number[]; dates: string[] };

export const BLIND3_NARRATIVES: readonly TCase[] = [
  { text: '2024年4月2日，上海浦江物流有限公司与杭州西子食品有限公司签订《仓储合同》，约定仓储费每月人民币18,000元，杭州西子食品有限公司自2024年9月起未再付款。', parties: [{ n: '上海浦江物流有限公司' }, { n: '杭州西子食品有限公司' }], amounts: [18000], dates: ['2024年4月2日'] },
  { text: '我叫魏晓兰，2023年6月1日把我名下的一套房子租给了邵国栋，每月租金3200元，他住了半年就不交了，还欠水电费1,150元。', parties: [{ n: '魏晓兰', r: 'claimant' }, { n: '邵国栋', r: 'respondent' }], amounts: [3200, 1150], dates: ['2023年6月1日'] },
  { text: '申请人：苏州工业园区恒通精密制造有限公司\n被申请人：沈佳怡\n申请事项：请求裁决被申请人返还培训费人民币45000元及违约金20000元。', parties: [{ n: '苏州工业园区恒通精密制造有限公司', r: 'claimant' }, { n: '沈佳怡', r: 'respondent' }], amounts: [45000, 20000], dates: [] },
  { text: '原告姚建平诉称：2022年8月8日被告潘丽娟向其借款人民币捌万元整，约定2023年2月8日前归还，至今未还。', parties: [{ n: '姚建平', r: 'claimant' }, { n: '潘丽娟', r: 'respondent' }], amounts: [80000], dates: ['2022年8月8日', '2023年2月8日'] },
  { text: '您好，我们公司（青岛蓝海船务有限公司）去年给烟台富达渔业有限公司修了两条船，修理费一共二十六万，对方一直拖着，最后一次对账是2024.01.20。', parties: [{ n: '青岛蓝海船务有限公司', r: 'claimant' }, { n: '烟台富达渔业有限公司', r: 'respondent' }], amounts: [260000], dates: ['2024年1月20日'] },
  { text: '被告人范立新于2023年10月12日晚在昆明市五华区一烧烤店内，因琐事与被害人龙海波发生争执，持啤酒瓶将龙海波打伤，龙海波花去医疗费人民币21,430元。', parties: [{ n: '范立新' }, { n: '龙海波' }], amounts: [21430], dates: ['2023年10月12日'] },
  { text: '委托人：钟雅琴\n受托人：北京市正平律师事务所\n委托事项：钟雅琴与南宁绿城置业有限公司商品房预售合同纠纷一审，律师费人民币30000元。', parties: [{ n: '钟雅琴' }, { n: '北京市正平律师事务所' }], amounts: [30000], dates: [] },
  { text: '2021年9月至2024年3月，胡志勇在成都天府建筑劳务有限公司做木工，公司一共欠他工资六万四千五百元，包工头叫雷军。', parties: [{ n: '胡志勇' }, { n: '成都天府建筑劳务有限公司' }], amounts: [64500], dates: [] },
  { text: '甲方：厦门海沧港务发展有限公司（以下简称甲方）\n乙方：林志华（以下简称乙方）\n鉴于乙方拟承包甲方食堂，双方于2024年7月1日订立本协议，承包费每年人民币壹拾万元。', parties: [{ n: '厦门海沧港务发展有限公司', r: 'party_a' }, { n: '林志华', r: 'party_b' }], amounts: [100000], dates: ['2024年7月1日'] },
  { text: '2020年5月20日，郭晓峰向中国工商银行股份有限公司郑州金水支行贷款人民币60万元购车，由其父郭建业提供连带责任保证。', parties: [{ n: '郭晓峰' }, { n: '中国工商银行股份有限公司郑州金水支行' }, { n: '郭建业' }], amounts: [600000], dates: ['2020年5月20日'] },
  { text: '本人是个体户，名叫杜春花，在兰州开了家服装店，2023年11月3日从广州白云服饰批发有限公司进了一批货，货款39,800元已经付清，结果对方发来的全是次品。', parties: [{ n: '杜春花', r: 'claimant' }, { n: '广州白云服饰批发有限公司', r: 'respondent' }], amounts: [39800], dates: ['2023年11月3日'] },
  { text: '上诉人贾文静因与被上诉人石家庄燕赵房地产开发有限公司房屋买卖合同纠纷一案，不服河北省石家庄市长安区人民法院（2024）冀0102民初1234号民事判决，提起上诉。', parties: [{ n: '贾文静', r: 'claimant' }, { n: '石家庄燕赵房地产开发有限公司', r: 'respondent' }], amounts: [], dates: [] },
  { text: '夏雪梅与丈夫汪海涛于2015年3月8日在南京结婚，婚后购买房屋一套，现汪海涛长期酗酒并实施家暴，夏雪梅要求离婚并分割房产，房产评估价250万元。', parties: [{ n: '夏雪梅' }, { n: '汪海涛' }], amounts: [2500000], dates: ['2015年3月8日'] },
  { text: '出卖人邱国庆将其所有的一辆奥迪A6L轿车以人民币28.6万元的价格卖给买受人蔡宏伟，双方于2024年1月18日签订《二手车买卖合同》，车辆交付后蔡宏伟发现该车曾发生重大事故。', parties: [{ n: '邱国庆' }, { n: '蔡宏伟' }], amounts: [286000], dates: ['2024年1月18日'] },
  { text: '我在美团上点外卖吃坏了肚子，住院花了3,267.8元，商家是“老北京炸酱面馆”，营业执照上的经营者叫卢宝山，时间是2024年6月9号。', parties: [{ n: SELF, r: 'claimant' }, { n: '卢宝山', r: 'respondent' }], amounts: [3267.8], dates: ['2024年6月9日'] },
  { text: '申请执行人温州瓯江小额贷款股份有限公司与被执行人章丽萍、金大勇借款合同纠纷一案，温州市鹿城区人民法院作出的(2023)浙0302民初5678号民事判决已经发生法律效力，被执行人应偿还本金人民币1,500,000元。', parties: [{ n: '温州瓯江小额贷款股份有限公司', r: 'claimant' }, { n: '章丽萍', r: 'respondent' }, { n: '金大勇', r: 'respondent' }], amounts: [1500000], dates: [] },
  { text: '答辩人：贵阳筑城物业服务有限公司\n被答辩人：欧阳明月\n答辩人就被答辩人诉物业服务合同纠纷一案，答辩如下：答辩人已于2023年12月1日更换电梯，不存在违约。', parties: [{ n: '贵阳筑城物业服务有限公司', r: 'respondent' }, { n: '欧阳明月', r: 'claimant' }], amounts: [], dates: ['2023年12月1日'] },
  { text: '2019年，曹永刚、袁小红、薛斌三人合伙开了一家火锅店，各出资人民币20万元，现曹永刚要求退伙。', parties: [{ n: '曹永刚' }, { n: '袁小红' }, { n: '薛斌' }], amounts: [200000], dates: [] },
  { text: '2024年3月15日凌晨，丁建华驾驶的重型货车在G15高速上追尾了江伟驾驶的小型客车，致江伟受伤，经鉴定构成十级伤残，货车在中国平安财产保险股份有限公司上海分公司投保了交强险和商业三者险。', parties: [{ n: '丁建华' }, { n: '江伟' }, { n: '中国平安财产保险股份有限公司上海分公司' }], amounts: [], dates: ['2024年3月15日'] },
  { text: '贷款人：招商银行股份有限公司深圳分行\n借款人：深圳市前海微链科技有限公司\n保证人：任晓东\n借款金额：人民币伍佰万元整（¥5,000,000.00）\n借款期限：2023年4月1日至2024年3月31日', parties: [{ n: '招商银行股份有限公司深圳分行' }, { n: '深圳市前海微链科技有限公司' }, { n: '任晓东' }], amounts: [5000000], dates: ['2023年4月1日', '2024年3月31日'] },
  { text: '律师，我老婆的弟弟秦朗开公司，2022年12月12日找我借了十五万周转，说半年还，现在一分没还，有他手写的借条。', parties: [{ n: SELF, r: 'claimant' }, { n: '秦朗', r: 'respondent' }], amounts: [150000], dates: ['2022年12月12日'] },
  { text: '原告（反诉被告）：太原晋阳汽车销售服务有限公司\n被告（反诉原告）：侯少华\n本诉请求：判令被告支付购车尾款人民币76,500元；反诉请求：判令原告退还定金人民币10,000元。', parties: [{ n: '太原晋阳汽车销售服务有限公司', r: 'claimant' }, { n: '侯少华', r: 'respondent' }], amounts: [76500, 10000], dates: [] },
  { text: '2023年8月，乌鲁木齐天山牧业有限公司（以下简称天山牧业）向呼和浩特草原乳业有限公司出售生鲜乳，双方约定单价每公斤4.2元，天山牧业于2023年9月30日前交付，呼和浩特草原乳业有限公司收货后仅支付了货款的一半，尚欠人民币173,250元。', parties: [{ n: '乌鲁木齐天山牧业有限公司' }, { n: '呼和浩特草原乳业有限公司' }], amounts: [173250], dates: ['2023年9月30日'] },
  { text: '受托律师：邵华（北京市天元律师事务所）。委托人北京瑞丰投资有限公司诉被告黎明远名誉权纠纷，请求赔偿精神损害抚慰金人民币50000元，侵权行为发生于2024年2月26日。', parties: [{ n: '北京瑞丰投资有限公司', r: 'claimant' }, { n: '黎明远', r: 'respondent' }], amounts: [50000], dates: ['2024年2月26日'] },
];

type TTally = [number, number];

/** Recall per kind on blind3: found / expected, roles right / roles stated, and what was missed. */
export function measureBlind3(): { parties: TTally; roles: TTally; amounts: TTally; dates: TTally; misses: string[] } {
  const t = { parties: [0, 0] as TTally, roles: [0, 0] as TTally, amounts: [0, 0] as TTally, dates: [0, 0] as TTally };
  const misses: string[] = [];
  BLIND3_NARRATIVES.forEach((c, i) => {
    const facts = extractFacts(c.text);
    const shown = facts.parties.map((p) => `${p.firstPerson ? SELF : p.name}:${p.role}`).join('/') || '—';
    for (const e of c.parties) {
      t.parties[1]++;
      const unnamed = facts.narrator;
      const found = facts.parties.find((p) => (e.n === SELF ? p.firstPerson === true : p.name === e.n)) ?? (e.n === SELF && unnamed && !unnamed.name ? { role: unnamed.role } : undefined);
      if (found) t.parties[0]++;
      else misses.push(`#${i + 1} party ${e.n} (found ${shown})`);
      if (e.r) {
        t.roles[1]++;
        if (found?.role === e.r) t.roles[0]++;
        else if (found) misses.push(`#${i + 1} role of ${e.n}: ${found.role}, expected ${e.r}`);
      }
    }
    for (const a of c.amounts) {
      t.amounts[1]++;
      if (facts.amounts.some((x) => Math.abs(x.value - a) < 0.005)) t.amounts[0]++;
      else misses.push(`#${i + 1} amount ${a} (found ${facts.amounts.map((x) => x.value).join('/') || '—'})`);
    }
    for (const d of c.dates) {
      t.dates[1]++;
      if (facts.dates.includes(d)) t.dates[0]++;
      else misses.push(`#${i + 1} date ${d} (found ${facts.dates.join('/') || '—'})`);
    }
  });
  return { ...t, misses };
}

export async function run(): Promise<void> {
  const r = measureBlind3();
  const pct = ([a, b]: TTally) => `${a}/${b} (${((100 * a) / b).toFixed(1)}%)`;
  console.log(`extractor on ${BLIND3_NARRATIVES.length} blind3 narratives: parties ${pct(r.parties)}, roles ${pct(r.roles)}, amounts ${pct(r.amounts)}, dates ${pct(r.dates)}`);
  for (const m of r.misses) console.log(`  miss ${m}`);
  console.log('reproduce: npm run bench -- draft-extractor-blind3');
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
