import { describe, expect, it } from 'vitest';
import { findRates } from './rates';

const one = (t: string) => {
  const r = findRates(t);
  expect(r.length, t).toBeGreaterThan(0);
  return r[0]!;
};

describe('rates: number and period normalised, annualised', () => {
  it.each([
    ['每日按逾期金额的百分之一支付违约金', 1, 'day', 365],
    ['按日万分之五计收', 0.05, 'day', 18.25],
    ['每天0.1%', 0.1, 'day', 36.5],
    ['每逾期一天按千分之五', 0.5, 'day', 182.5],
    ['按月利率2%计息', 2, 'month', 24],
    ['月息3分', 3, 'month', 36],
    ['月息二分五厘', 2.5, 'month', 30],
    ['年化36%', 36, 'year', 36],
    ['年利率百分之二十四', 24, 'year', 24],
    ['按每月3%计收利息', 3, 'month', 36],
    ['按0.5%/日计算', 0.5, 'day', 182.5],
    ['按照月2%的标准', 2, 'month', 24],
    ['按日0.05%计算', 0.05, 'day', 18.25],
    // Per week and 每<delay>一个月 (decision 195): each written on its own, not from the eval's held-out set.
    ['每延误一个星期按合同价款的1%计付违约金', 1, 'week', 365 / 7],
    ['按周计收滞纳金，标准为欠款的百分之零点五', 0.5, 'week', (0.5 * 365) / 7],
    ['周息百分之一', 1, 'week', 365 / 7],
    ['每季度按欠付金额的百分之十二加收违约金', 12, 'quarter', 48],
    ['按季计收逾期利息，季利率为百分之九', 9, 'quarter', 36],
    ['每拖欠一个月，按拖欠金额的5%支付违约金', 5, 'month', 60],
    ['每超期1个月加收欠款的百分之三', 3, 'month', 36],
  ] as const)('%s', (text, percent, period, annual) => {
    const r = one(text);
    expect(r.percent).toBeCloseTo(percent, 6);
    expect(r.period).toBe(period);
    expect(r.annual).toBeCloseTo(annual, 6);
  });

  it('reads shares without a period: 三成, 四分之一, 5‰', () => {
    expect(one('定金为总价的三成').percent).toBe(30);
    expect(one('定金为总价的四分之一').percent).toBe(25);
    expect(one('按5‰计').percent).toBe(0.5);
    expect(one('违约金为合同总价的20%').period).toBeNull();
  });

  it('does not take a weekday or a weekly rent for a weekly rate', () => {
    expect(one('每周一前支付上周货款的百分之三十').period).toBeNull();
    expect(one('每星期日按日千分之一计收').period).toBe('day');
  });

  it('does not take 按年租金 / 每年营业额 for a yearly rate (a base, not a period)', () => {
    expect(one('定金按年租金的百分之二十五收取').period).toBeNull();
    expect(one('提成为每年营业额的三成').period).toBeNull();
    expect(one('按年利率百分之六计息').period).toBe('year');
  });

  it('reads an amount per amount of the debt per period (每万元每日贰拾元 is 0.2% a day)', () => {
    const r = one('还应按每万元每日贰拾元的标准支付逾期罚息');
    expect(r.percent).toBeCloseTo(0.2);
    expect(r.period).toBe('day');
    expect(r.annual).toBeCloseTo(73);
    expect(one('每日每千元5元的违约金').percent).toBeCloseTo(0.5);
    expect(one('按每万元每月三百元计收利息').period).toBe('month');
  });

  it('does not take 每月租金 for a monthly rate', () => {
    expect(one('每日按每月租金的5%支付违约金').period).toBe('day');
    expect(one('按每月租金的5%支付违约金').period).toBeNull();
  });

  it('reads a rate per several days as a daily rate (每十日百分之一 = 0.1% a day, 36.5% a year)', () => {
    const [r] = findRates('保理商按融资本金每十日百分之一点五收取资金使用费。');
    expect(r!.period).toBe('day');
    expect(r!.annual).toBeCloseTo(54.75, 6);
    const [late] = findRates('每逾期十日，按欠款的百分之二支付违约金。');
    expect(late!.annual).toBeCloseTo(73, 6);
    // A due date or a payment window is not a period of the rate.
    const [due] = findRates('甲方应在收到发票后十五日内付款，逾期按每日万分之五支付违约金。');
    expect(due!.annual).toBeCloseTo(18.25, 6);
  });
});
