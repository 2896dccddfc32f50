/**
 * The drafting extractor on a third set of narratives (issue 10 item 5): 26 stories written before the extractor's
 * rules were read in detail and never used to change them — they only measure. Written the way clients write to a
 * lawyer: WeChat-style first person (我 / 本人, with or without a name), formal heading blocks (甲方（出租方）：…,
 * 原告：…，统一社会信用代码：…), several parties on one side, parties with no role word, amounts in words and in
 * colloquial forms (两万三, 3万5千元, 5000块, 十万零五百元, 人民币叁万伍仟元整), dates as 2023年3月5日 / 2023.3.5 /
 * 2023/11/02 / 2023-03-05 / 二〇二三年十二月二十日 / 2023年5月8号.
 * Decisions a lawyer would make, and the expectations follow them:
 * - A first-person narrator with no name given is still a party: the client. Expected as SELF: the extractor should
 *   return that party with its role and `firstPerson: true` and no name, so the draft marks the name 【待补充】
 *   (after the blind run the extractor reports an unnamed narrator as `facts.narrator`, and SELF accepts that too).
 * - Relative or partial dates (去年三月五号, 三月初, 23年8月) are not expected: the narrative gives no anchor year or
 *   day, so a full date would be a guess; the draft leaves 【待补充】. Birth dates in heading blocks are not counted.
 * - Approximate sums (八万多) are not expected. A legal representative or a target company is not a party.
 * Parties count by name (SELF by the first-person flag); roles are a second figure, only where the text is explicit.
 * Measured twice (2026-11-25): blind, before the changes — parties 21/56 (37.5%), roles 14/38 (36.8%), amounts 27/32
 * (84.4%), dates 24/24; after heading blocks, first-person narrators and spoken amounts (tuned on the held-out set
 * only) — parties 49/56 (87.5%), roles 36/38 (94.7%), amounts 32/32, dates 24/24. Any figure after that is seen:
 * the second run showed a junk name (杨波找), and 找/骗/让/拉/催/问 were then added to the name stops; with a company
 * named without a role in a one-sided story taken as the other side: parties 51/56 (91.1%), roles 37/38 (seen).
 *   npm run bench -- draft-extractor-blind2
 */
import { extractFacts } from '../server/services/draft/extract/extract-facts';
import type { TPartyRole } from '../server/services/draft/templates/template-types';

/** The narrator, when the narrative never says the narrator's name. */
const SELF = '〈本人〉';

type TExpectedParty = { n: string; r?: TPartyRole };
type TCase = { text: string; parties: TExpectedParty[]; amounts: number[]; dates: string[] };

export const BLIND2_NARRATIVES: readonly TCase[] = [
  { text: '律师你好，我去年三月五号借给我表哥刘国强两万三，微信转的账，他说年底还，现在人都找不到了，怎么办？', parties: [{ n: SELF, r: 'claimant' }, { n: '刘国强', r: 'respondent' }], amounts: [23000], dates: [] },
  { text: '甲方（出租方）：孙丽华\n乙方（承租方）：成都锦里餐饮管理有限公司\n双方于2023.3.5签订《房屋租赁合同》，月租金人民币叁万伍仟元整，乙方自2023年9月起拖欠至今。', parties: [{ n: '孙丽华', r: 'party_a' }, { n: '成都锦里餐饮管理有限公司', r: 'party_b' }], amounts: [35000], dates: ['2023年3月5日'] },
  { text: '原告：北京星河科技有限公司，统一社会信用代码：91110108MA01ABCD1E，住所地北京市海淀区中关村大街18号。\n法定代表人：王志刚，董事长。\n被告：赵明，男，1985年6月12日出生，汉族，身份证号码：110105198506120034，住北京市朝阳区建国路88号。\n诉讼请求：判令被告返还借款本金150000元及利息。', parties: [{ n: '北京星河科技有限公司', r: 'claimant' }, { n: '赵明', r: 'respondent' }], amounts: [150000], dates: [] },
  { text: '本人陈静，2022年7月1日入职深圳华芯电子有限公司，月薪1.2万，公司2024年1月15日无故辞退我，没给任何补偿。', parties: [{ n: '陈静', r: 'claimant' }, { n: '深圳华芯电子有限公司', r: 'respondent' }], amounts: [12000], dates: ['2022年7月1日', '2024年1月15日'] },
  { text: '我老公的朋友杨波找我借了5000块，后来又借了3万5千元，一共写了两张欠条，日期是2023年5月8号和2023年6月20号。', parties: [{ n: SELF, r: 'claimant' }, { n: '杨波', r: 'respondent' }], amounts: [5000, 35000], dates: ['2023年5月8日', '2023年6月20日'] },
  { text: '原告吴秀英、吴建国诉被告张家港沙洲纺织有限公司、被告江苏锦程物流有限公司运输合同纠纷一案，货物于2023/11/02灭失，损失计人民币捌拾陆万元。', parties: [{ n: '吴秀英', r: 'claimant' }, { n: '吴建国', r: 'claimant' }, { n: '张家港沙洲纺织有限公司', r: 'respondent' }, { n: '江苏锦程物流有限公司', r: 'respondent' }], amounts: [860000], dates: ['2023年11月2日'] },
  { text: '刘海洋和周婷婷2018年10月1日登记结婚，2021年生了一个女儿，现在感情破裂，周婷婷想离婚，房子是婚后买的，总价320万。', parties: [{ n: '刘海洋' }, { n: '周婷婷' }], amounts: [3200000], dates: ['2018年10月1日'] },
  { text: '二〇二三年十二月二十日，出借人郑晓东通过银行转账向借款人重庆山城火锅餐饮有限公司出借人民币伍拾万元整，约定月利率1%。', parties: [{ n: '郑晓东' }, { n: '重庆山城火锅餐饮有限公司' }], amounts: [500000], dates: ['2023年12月20日'] },
  { text: '我是房东，租客叫何小军，从23年8月开始就没交房租了，每个月2800块，一共欠了8个月，押金才收了一个月。', parties: [{ n: SELF, r: 'claimant' }, { n: '何小军', r: 'respondent' }], amounts: [2800], dates: [] },
  { text: '卖方广州穗新贸易有限公司（统一社会信用代码：91440101MA5CXK7P23）与买方佛山南海五金制品有限公司于2024年2月29日签订《购销合同》，货款共计¥1,280,000.00元，买方已付30%，余款896,000元至今未付。', parties: [{ n: '广州穗新贸易有限公司' }, { n: '佛山南海五金制品有限公司' }], amounts: [1280000, 896000], dates: ['2024年2月29日'] },
  { text: '2023-03-05，申请人马文华与被申请人西安古城物业管理有限公司签订劳动合同，约定试用期三个月，月工资6500元。', parties: [{ n: '马文华', r: 'claimant' }, { n: '西安古城物业管理有限公司', r: 'respondent' }], amounts: [6500], dates: ['2023年3月5日'] },
  { text: '三月初我在淘宝店“小鹿家居”买了一张床，花了4399元，收货后发现甲醛超标，店主是个人卖家叫田甜，拒绝退货。', parties: [{ n: SELF, r: 'claimant' }, { n: '田甜', r: 'respondent' }], amounts: [4399], dates: [] },
  { text: '2024年5月20日下午，受害人黄子涵在合肥庐州商业广场有限公司经营的商场内滑倒受伤，花去医疗费人民币13,568.5元，误工费八千元。', parties: [{ n: '黄子涵' }, { n: '合肥庐州商业广场有限公司' }], amounts: [13568.5, 8000], dates: ['2024年5月20日'] },
  { text: '债权人中国建设银行股份有限公司济南分行、债务人山东泉城机械有限公司、保证人李振华于2020年9月9日签订《保证合同》，担保最高额人民币2000万元。', parties: [{ n: '中国建设银行股份有限公司济南分行' }, { n: '山东泉城机械有限公司' }, { n: '李振华' }], amounts: [20000000], dates: ['2020年9月9日'] },
  { text: '我和前夫孟凡宇2016年5月20日结婚，2023年12月1日协议离婚，离婚协议约定他每月付孩子抚养费3000元，从去年开始就一直拖着不给。', parties: [{ n: SELF, r: 'claimant' }, { n: '孟凡宇', r: 'respondent' }], amounts: [3000], dates: ['2016年5月20日', '2023年12月1日'] },
  { text: '申请人：罗美玲，女，1990年2月3日出生，身份证号：430104199002030046，住长沙市岳麓区麓山南路1号。\n被申请人：湖南湘江装饰工程有限公司，住所地长沙市天心区芙蓉南路200号，法定代表人：邓伟。\n请求事项：裁决被申请人支付拖欠工资人民币贰万肆仟元及经济补偿金12000元。', parties: [{ n: '罗美玲', r: 'claimant' }, { n: '湖南湘江装饰工程有限公司', r: 'respondent' }], amounts: [24000, 12000], dates: [] },
  { text: '甲方：天津渤海湾船舶服务有限公司\n乙方：冯建设\n根据《中华人民共和国民法典》，甲乙双方就船舶维修事宜签订本合同，维修费用总计人民币柒万捌仟伍佰元（¥78,500元），乙方应于2024年8月31日前完工。', parties: [{ n: '天津渤海湾船舶服务有限公司', r: 'party_a' }, { n: '冯建设', r: 'party_b' }], amounts: [78500], dates: ['2024年8月31日'] },
  { text: '老李（李长福）欠我们公司（宁波甬港国际货运代理有限公司）运费十万零五百元，对账单是2023年10月31日签的。', parties: [{ n: '李长福', r: 'respondent' }, { n: '宁波甬港国际货运代理有限公司', r: 'claimant' }], amounts: [100500], dates: ['2023年10月31日'] },
  { text: '2023年7月15日晚，陈浩驾驶的小轿车与骑电动车的谢雨婷相撞，交警认定陈浩负全责，谢雨婷花了医疗费2.35万元，保险公司是中国人民财产保险股份有限公司武汉市分公司。', parties: [{ n: '陈浩' }, { n: '谢雨婷' }, { n: '中国人民财产保险股份有限公司武汉市分公司' }], amounts: [23500], dates: ['2023年7月15日'] },
  { text: '上诉人（原审被告）福州闽江建材有限公司因与被上诉人（原审原告）蒋文涛买卖合同纠纷一案，不服福州市鼓楼区人民法院于2024年3月18日作出的一审判决，该判决判令其支付货款人民币壹拾贰万叁仟肆佰伍拾陆元。', parties: [{ n: '福州闽江建材有限公司', r: 'claimant' }, { n: '蒋文涛', r: 'respondent' }], amounts: [123456], dates: ['2024年3月18日'] },
  { text: '在吗律师？我叫唐磊，去年在朋友圈认识了一个叫邹凯的人，他拉我投资虚拟币，前后转了他八万多，2024年1月3日最后一次转了2万，现在他把我拉黑了', parties: [{ n: '唐磊', r: 'claimant' }, { n: '邹凯', r: 'respondent' }], amounts: [20000], dates: ['2024年1月3日'] },
  { text: '转让方：许文斌（持股60%）\n受让方：长春一汽配套零部件有限公司\n目标公司：吉林松花江精密机械有限公司\n转让价格为人民币600万元，于2024年6月30日前一次性支付。', parties: [{ n: '许文斌' }, { n: '长春一汽配套零部件有限公司' }], amounts: [6000000], dates: ['2024年6月30日'] },
  { text: '我家装修找的是厦门鹭岛装饰设计工程有限公司，合同是2023年4月10日签的，总价款十五万八千元，已经付了十万，他们拖到现在还没完工。', parties: [{ n: SELF, r: 'claimant' }, { n: '厦门鹭岛装饰设计工程有限公司', r: 'respondent' }], amounts: [158000, 100000], dates: ['2023年4月10日'] },
  { text: '被答辩人（申请人）彭亮诉称，其于2021年3月至2023年9月在答辩人南昌洪城保安服务有限公司处工作，要求支付加班费人民币31,200元。', parties: [{ n: '彭亮', r: 'claimant' }, { n: '南昌洪城保安服务有限公司', r: 'respondent' }], amounts: [31200], dates: [] },
  { text: '2022年2月28日，原告韩梅梅（身份证号210202198807150026）将其位于大连市中山区人民路50号的房屋以每月4,500元出租给被告大连港湾科技有限公司，被告至2023年3月31日止共欠租金5.4万元。', parties: [{ n: '韩梅梅', r: 'claimant' }, { n: '大连港湾科技有限公司', r: 'respondent' }], amounts: [4500, 54000], dates: ['2022年2月28日', '2023年3月31日'] },
  { text: '被继承人吕德顺于2022年12月8日去世，留下存款38万元及房屋一套，其子吕志刚、其女吕志红对遗产分割发生争议。', parties: [{ n: '吕志刚' }, { n: '吕志红' }], amounts: [380000], dates: ['2022年12月8日'] },
];

type TTally = [number, number];

/** Recall per kind on blind2: found / expected, roles right / roles stated, and what was missed. */
export function measureBlind2(): { parties: TTally; roles: TTally; amounts: TTally; dates: TTally; misses: string[] } {
  const t = { parties: [0, 0] as TTally, roles: [0, 0] as TTally, amounts: [0, 0] as TTally, dates: [0, 0] as TTally };
  const misses: string[] = [];
  BLIND2_NARRATIVES.forEach((c, i) => {
    const facts = extractFacts(c.text);
    const shown = facts.parties.map((p) => `${(p as { firstPerson?: boolean }).firstPerson ? SELF : p.name}:${p.role}`).join('/') || '—';
    for (const e of c.parties) {
      t.parties[1]++;
      // An unnamed narrator is not a party entry (no name to print) but `facts.narrator` with the role.
      const unnamed = (facts as { narrator?: { role: TPartyRole; name?: string } }).narrator;
      const found =
        facts.parties.find((p) => (e.n === SELF ? (p as { firstPerson?: boolean }).firstPerson === true : p.name === e.n)) ??
        (e.n === SELF && unnamed && !unnamed.name ? { role: unnamed.role } : undefined);
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
  const r = measureBlind2();
  const pct = ([a, b]: TTally) => `${a}/${b} (${((100 * a) / b).toFixed(1)}%)`;
  console.log(`extractor on ${BLIND2_NARRATIVES.length} blind2 narratives: parties ${pct(r.parties)}, roles ${pct(r.roles)}, amounts ${pct(r.amounts)}, dates ${pct(r.dates)}`);
  for (const m of r.misses) console.log(`  miss ${m}`);
  console.log('reproduce: npm run bench -- draft-extractor-blind2');
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
