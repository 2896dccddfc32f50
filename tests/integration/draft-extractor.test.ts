/**
 * The builtin extractor on 30 narratives written by the team for this test (issue 10 target: >= 95% of parties,
 * amounts and dates found), with identity numbers whose check digits are verified, amounts in figures and in words,
 * and the usual ways lawyers write a story (roles before names, 以下简称, 作为, short company names).
 * The per-kind recall is printed so a regression shows which kind slipped.
 */
import { describe, expect, it } from 'vitest';
import { amountInWords, chineseNumberValue, formatAmount } from '../../server/services/draft/extract/amounts';
import { extractFacts } from '../../server/services/draft/extract/extract-facts';
import { isValidCreditCode, isValidIdNumber } from '../../server/services/draft/extract/id-checks';

type TCase = { text: string; parties: string[]; amounts: number[]; dates: string[] };

const CASES: TCase[] = [
  { text: '2023年3月1日，出借人张三与借款人李四签订《借款合同》，约定借款人民币200,000元，于2024年2月29日前归还。', parties: ['张三', '李四'], amounts: [200000], dates: ['2023年3月1日', '2024年2月29日'] },
  { text: '原告王芳诉称，被告赵强于2022年6月向其借款5万元，约定同年12月31日前归还，至今未还。', parties: ['王芳', '赵强'], amounts: [50000], dates: [] },
  { text: '申请人刘洋于2021年7月1日入职被申请人上海星辰科技有限公司，月工资12000元。2024年1月15日公司以经营困难为由口头辞退申请人。', parties: ['刘洋', '上海星辰科技有限公司'], amounts: [12000], dates: ['2021年7月1日', '2024年1月15日'] },
  { text: '甲方北京华联商贸有限公司与乙方陈晓明于2024年4月8日签订《房屋租赁合同》，月租金8500元，押金17000元。', parties: ['北京华联商贸有限公司', '陈晓明'], amounts: [8500, 17000], dates: ['2024年4月8日'] },
  { text: '我方当事人杭州远航物流有限公司与对方宁波海达贸易有限公司于2023年9月20日签订《运输合同》，对方拖欠运费386,500元（大写：叁拾捌万陆仟伍佰元整）。', parties: ['杭州远航物流有限公司', '宁波海达贸易有限公司'], amounts: [386500], dates: ['2023年9月20日'] },
  { text: '委托人孙丽（身份证号110105198503126318）与周刚系朋友关系，周刚于2020-05-10向孙丽借款30万元。', parties: ['孙丽', '周刚'], amounts: [300000], dates: ['2020年5月10日'] },
  { text: '出卖人深圳市鹏程电子有限公司与买受人广州恒信贸易有限公司签订《采购合同》，货款共计1,250,000元，买受人已付定金25万元。', parties: ['深圳市鹏程电子有限公司', '广州恒信贸易有限公司'], amounts: [1250000, 250000], dates: [] },
  { text: '上诉人马建国不服北京市海淀区人民法院2024年3月18日作出的判决，被上诉人为何静。一审判令上诉人返还彩礼88000元。', parties: ['马建国', '何静'], amounts: [88000], dates: ['2024年3月18日'] },
  { text: '2022年10月12日，郑伟（以下简称“甲方”）与成都锦程装饰工程有限公司（以下简称“乙方”）签订装修合同，工程款15.6万元。', parties: ['郑伟', '成都锦程装饰工程有限公司'], amounts: [156000], dates: ['2022年10月12日'] },
  { text: '用人单位南京金陵酒店管理有限公司与劳动者吴倩于2019年3月1日签订劳动合同，约定试用期3个月，月工资6800元。', parties: ['南京金陵酒店管理有限公司', '吴倩'], amounts: [6800], dates: ['2019年3月1日'] },
  { text: '债权人林志强于2023.8.1向债务人黄海涛出借资金人民币伍拾万元整，约定年利率6%，黄海涛至今分文未还。', parties: ['林志强', '黄海涛'], amounts: [500000], dates: ['2023年8月1日'] },
  { text: '原告苏州工业园区晨光机械厂与被告无锡市东方钢材有限公司买卖合同纠纷一案，被告欠付货款￥73,420.50元。', parties: ['苏州工业园区晨光机械厂', '无锡市东方钢材有限公司'], amounts: [73420.5], dates: [] },
  { text: '被执行人高峰未履行（2023）京0105民初12345号民事判决确定的给付义务，申请执行人许娜申请强制执行，执行标的120000元。', parties: ['高峰', '许娜'], amounts: [120000], dates: [] },
  { text: '二〇二三年五月二十日，出租人冯玉兰与承租人邓超签订租赁合同，租期一年，年租金36000元。', parties: ['冯玉兰', '邓超'], amounts: [36000], dates: ['2023年5月20日'] },
  { text: '答辩人重庆山城火锅餐饮有限公司就被答辩人曹丽丽诉其劳动争议一案答辩如下：被答辩人于2022年11月30日自行离职。', parties: ['重庆山城火锅餐饮有限公司', '曹丽丽'], amounts: [], dates: ['2022年11月30日'] },
  { text: '2021年1月5日，彭涛作为借款人向出借人曾小红借款10万元，由谢军提供连带责任保证。', parties: ['彭涛', '曾小红'], amounts: [100000], dates: ['2021年1月5日'] },
  { text: '披露方武汉光谷生物科技有限公司与接收方长沙湘江医药有限公司于2024年6月3日签订《保密协议》，违约金为50万元。', parties: ['武汉光谷生物科技有限公司', '长沙湘江医药有限公司'], amounts: [500000], dates: ['2024年6月3日'] },
  { text: '原告韩梅梅与被告李雷于2010年10月1日登记结婚，婚后购买房产一套，现双方感情确已破裂。', parties: ['韩梅梅', '李雷'], amounts: [], dates: ['2010年10月1日'] },
  { text: '委托人唐小龙委托本所向收函方青岛蓝海置业有限公司发函，要求其于收函后7日内退还购房定金200000元。', parties: ['唐小龙', '青岛蓝海置业有限公司'], amounts: [200000], dates: [] },
  { text: '申请人西安秦风文化传媒有限公司（统一社会信用代码91110105MA01ABCD26），法定代表人姚明远，被申请人为董佳。', parties: ['西安秦风文化传媒有限公司', '董佳'], amounts: [], dates: [] },
  { text: '2024年2月1日，甲方沈阳北方重工设备有限公司向乙方大连港湾物流有限公司支付预付款80万元，乙方至2024年5月1日仍未交付设备。', parties: ['沈阳北方重工设备有限公司', '大连港湾物流有限公司'], amounts: [800000], dates: ['2024年2月1日', '2024年5月1日'] },
  { text: '被告范冰于2023年7月驾车将原告蒋文撞伤，原告花费医疗费45,678元，误工费12,000元。', parties: ['范冰', '蒋文'], amounts: [45678, 12000], dates: [] },
  { text: '原告厦门鹭岛海鲜贸易有限公司诉被告福州闽江冷链物流有限公司，请求判令被告赔偿货损人民币贰拾叁万元。', parties: ['厦门鹭岛海鲜贸易有限公司', '福州闽江冷链物流有限公司'], amounts: [230000], dates: [] },
  { text: '劳动者袁静于2020年8月入职用人单位郑州中原软件有限公司，公司未签订书面劳动合同，2021年3月10日解除劳动关系。', parties: ['袁静', '郑州中原软件有限公司'], amounts: [], dates: ['2021年3月10日'] },
  { text: '借款人陆家豪于2022年12月24日出具借条，确认向出借人钟晓燕借款3.5万元，约定2023年6月30日归还。', parties: ['陆家豪', '钟晓燕'], amounts: [35000], dates: ['2022年12月24日', '2023年6月30日'] },
  { text: '申请人欧阳明与被申请人合肥徽商建设工程有限公司建设工程施工合同纠纷，工程结算价款2,860,000元，尚欠960,000元。', parties: ['欧阳明', '合肥徽商建设工程有限公司'], amounts: [2860000, 960000], dates: [] },
  { text: '2023年11月11日，买方戴小军在卖方天津津门电器商行购买空调一台，价款4999元，空调安装后无法制冷。', parties: ['戴小军', '天津津门电器商行'], amounts: [4999], dates: ['2023年11月11日'] },
  { text: '原告任志刚与被告邱美华系邻居，2024年3月5日被告装修时致原告房屋漏水，损失约2万元。', parties: ['任志刚', '邱美华'], amounts: [20000], dates: ['2024年3月5日'] },
  { text: '委托人济南泉城食品有限公司与受托人山东齐鲁律师事务所签订委托代理合同，律师费为30000元，签订日期2024年9月9日。', parties: ['济南泉城食品有限公司', '山东齐鲁律师事务所'], amounts: [30000], dates: ['2024年9月9日'] },
  { text: '被告石磊向原告龙海燕出具欠条一张，载明欠款人民币壹拾贰万叁仟元整，落款日期为2021年4月18日。', parties: ['石磊', '龙海燕'], amounts: [123000], dates: ['2021年4月18日'] },
];

describe('builtin extractor', () => {
  it('finds at least 95% of parties, amounts and dates in 30 narratives', () => {
    expect(CASES).toHaveLength(30);
    const tally = { parties: [0, 0], amounts: [0, 0], dates: [0, 0] };
    const misses: string[] = [];
    CASES.forEach((c, i) => {
      const facts = extractFacts(c.text);
      const names = facts.parties.map((p) => p.name);
      for (const p of c.parties) {
        tally.parties[1]!++;
        if (names.includes(p)) tally.parties[0]!++;
        else misses.push(`#${i + 1} party ${p} (found ${names.join('/')})`);
      }
      for (const a of c.amounts) {
        tally.amounts[1]!++;
        if (facts.amounts.some((x) => Math.abs(x.value - a) < 0.005)) tally.amounts[0]!++;
        else misses.push(`#${i + 1} amount ${a}`);
      }
      for (const d of c.dates) {
        tally.dates[1]!++;
        if (facts.dates.includes(d)) tally.dates[0]!++;
        else misses.push(`#${i + 1} date ${d}`);
      }
    });
    const rate = (k: keyof typeof tally) => tally[k][0]! / tally[k][1]!;
    console.log(`extractor recall: parties ${tally.parties.join('/')}, amounts ${tally.amounts.join('/')}, dates ${tally.dates.join('/')}`, misses);
    const all = (tally.parties[0]! + tally.amounts[0]! + tally.dates[0]!) / (tally.parties[1]! + tally.amounts[1]! + tally.dates[1]!);
    expect(all).toBeGreaterThanOrEqual(0.95);
    expect(rate('parties')).toBeGreaterThanOrEqual(0.9);
    expect(rate('amounts')).toBeGreaterThanOrEqual(0.95);
    expect(rate('dates')).toBeGreaterThanOrEqual(0.95);
  });

  it('attaches identity numbers, addresses and legal representatives to the right party, with checksums', () => {
    const facts = extractFacts(
      '出借人张明（身份证号110105198503126318）与借款人北京恒远建材有限公司签订借款合同。恒远公司统一社会信用代码91110105MA01ABCD26，住所地北京市朝阳区建国路88号，法定代表人刘建国。另一证件号110105198503126319有误。',
    );
    expect(facts.parties[0]).toMatchObject({ name: '张明', id: '110105198503126318', idValid: true });
    expect(facts.parties[1]).toMatchObject({ name: '北京恒远建材有限公司', id: '91110105MA01ABCD26', address: '北京市朝阳区建国路88号', legalRep: '刘建国' });
    expect(facts.warnings).toEqual(['证件号码 110105198503126319 的校验位不正确，请核对']);
    expect(isValidIdNumber('110105198503126318')).toBe(true);
    expect(isValidCreditCode('91110105MA01ABCD26')).toBe(true);
    expect(isValidCreditCode('91110105MA01ABCD27')).toBe(false);
  });

  it('finds no party or amount the narratives do not have (a wrong first amount or party would go into the draft)', () => {
    const extra = CASES.flatMap((c, i) => {
      const facts = extractFacts(c.text);
      return [
        ...facts.parties.filter((p) => !c.parties.includes(p.name)).map((p) => `#${i + 1} party ${p.name}`),
        ...facts.amounts.filter((a) => !c.amounts.some((x) => Math.abs(x - a.value) < 0.005)).map((a) => `#${i + 1} amount ${a.text}`),
      ];
    });
    expect(extra).toEqual([]);
  });

  it('writes amounts in words the way banks and courts do, and reads them back', () => {
    expect(amountInWords(100000)).toBe('壹拾万元整');
    expect(amountInWords(10005)).toBe('壹万零伍元整');
    expect(amountInWords(1234.5)).toBe('壹仟贰佰叁拾肆元伍角');
    expect(amountInWords(20300)).toBe('贰万零叁佰元整');
    expect(formatAmount(386500)).toBe('人民币386,500.00元（大写：叁拾捌万陆仟伍佰元整）');
    expect(chineseNumberValue('壹拾贰万叁仟')).toBe(123000);
    expect(chineseNumberValue('一百二十万')).toBe(1_200_000);
  });

  it('reads a 20,000-character narrative', () => {
    const text = `原告王芳诉称，被告赵强于2022年6月1日向其借款5万元。${'双方多次协商未果。'.repeat(2200)}`.slice(0, 20_000);
    const facts = extractFacts(text);
    expect(facts.parties.map((p) => p.name)).toEqual(['王芳', '赵强']);
  });
});

describe('builtin extractor on the held-out narratives (decision 151)', () => {
  it('keeps what it finds on stories it was not written against (floors below the measured figures)', async () => {
    const { measureHeldOut } = await import('../../bench/draft-extractor-heldout');
    const r = measureHeldOut();
    console.log(`held-out recall: parties ${r.parties.join('/')}, amounts ${r.amounts.join('/')}, dates ${r.dates.join('/')}`, r.misses);
    // Since heading blocks, first-person narrators and spoken amounts were added (measured 48/48, 25/25, 20/20) this
    // set is seen: it now guards the 95% target instead of measuring.
    expect(r.parties[0] / r.parties[1]).toBeGreaterThanOrEqual(0.95);
    expect(r.amounts[0] / r.amounts[1]).toBeGreaterThanOrEqual(0.95);
    expect(r.dates[0] / r.dates[1]).toBeGreaterThanOrEqual(0.95);
  });
});

describe('builtin extractor on blind2 and blind3 (decisions 151, 153)', () => {
  it('keeps the 95% target on the two later sets, now seen (blind: parties 37.5% and 67.9%)', async () => {
    const { measureBlind2 } = await import('../../bench/draft-extractor-blind2');
    const { measureBlind3 } = await import('../../bench/draft-extractor-blind3');
    for (const r of [measureBlind2(), measureBlind3()]) {
      console.log(`recall: parties ${r.parties.join('/')}, roles ${r.roles.join('/')}, amounts ${r.amounts.join('/')}, dates ${r.dates.join('/')}`, r.misses);
      for (const [found, expected] of [r.parties, r.roles, r.amounts, r.dates]) expect(found / expected).toBeGreaterThanOrEqual(0.95);
    }
  });
});
