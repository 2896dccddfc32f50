import { describe, expect, it } from 'vitest';
import {
  formatArticleLabel,
  parseChineseAmount,
  parseChineseNumber,
  toChineseArticleNumber,
  toChineseCapitalAmount,
} from './chinese-numerals';

describe('parseChineseNumber', () => {
  it.each([
    ['一', 1],
    ['十', 10],
    ['十二', 12],
    ['二十', 20],
    ['二十一', 21],
    ['一百', 100],
    ['一百零五', 105],
    ['一百一十', 110],
    ['一百一十二', 112],
    ['五百八十五', 585],
    ['一千零五', 1005],
    ['一千零一十', 1010],
    ['一千二百六十', 1260],
    ['两百', 200],
    ['两千零二', 2002],
    ['二十万', 200000],
    ['十万', 100000],
    ['一万零五', 10005],
    ['三亿五千万', 350000000],
    ['一亿零五', 100000005],
    ['一万亿', 1e12],
    ['零', 0],
    ['〇', 0],
    ['二〇二四', 2024],
    ['一二三', 123],
    ['壹拾贰万叁仟', 123000],
    ['壹仟零壹拾', 1010],
    ['拾', 10],
    ['玖佰玖拾玖', 999],
    ['585', 585],
    ['５８５', 585],
    ['3千', 3000],
    ['12万', 120000],
    ['廿一', 21],
    ['一百五', 150],
    ['两万五', 25000],
  ])('%s -> %d', (s, n) => {
    expect(parseChineseNumber(s)).toBe(n);
  });

  it.each(['', '  ', '百', '千五', '十百', '一二百', '一百二百', '一万二万', '一亿万', '亿', '五条', 'abc', '一点五'])(
    'rejects %j',
    (s) => {
      expect(parseChineseNumber(s)).toBeNull();
    },
  );

  it('round-trips every article number of the corpus range', () => {
    for (let n = 0; n <= 2000; n++) expect(parseChineseNumber(toChineseArticleNumber(n))).toBe(n);
  });

  it('round-trips large integers written in capitals', () => {
    for (const n of [1, 10, 101, 1001, 10001, 100001, 1000001, 10000001, 100000001, 1000000001, 123456789, 9876543210, 20003000400]) {
      const capitals = toChineseCapitalAmount(n).replace(/元整$/, '');
      expect(parseChineseNumber(capitals)).toBe(n);
    }
  });
});

describe('toChineseArticleNumber', () => {
  it.each([
    [1, '一'],
    [10, '十'],
    [11, '十一'],
    [20, '二十'],
    [21, '二十一'],
    [100, '一百'],
    [105, '一百零五'],
    [110, '一百一十'],
    [119, '一百一十九'],
    [120, '一百二十'],
    [585, '五百八十五'],
    [1000, '一千'],
    [1001, '一千零一'],
    [1010, '一千零一十'],
    [1100, '一千一百'],
    [1260, '一千二百六十'],
    [10000, '一万'],
    [100005, '十万零五'],
    [0, '零'],
  ])('%d -> %s', (n, s) => {
    expect(toChineseArticleNumber(n)).toBe(s);
  });

  it('rejects negative and fractional numbers', () => {
    expect(() => toChineseArticleNumber(-1)).toThrow(RangeError);
    expect(() => toChineseArticleNumber(1.5)).toThrow(RangeError);
  });

  it('formats labels as statutes write them', () => {
    expect(formatArticleLabel(10)).toBe('第十条');
    expect(formatArticleLabel(21)).toBe('第二十一条');
    expect(formatArticleLabel(100)).toBe('第一百条');
    expect(formatArticleLabel(105)).toBe('第一百零五条');
    expect(formatArticleLabel(1260)).toBe('第一千二百六十条');
    expect(formatArticleLabel(120, 1)).toBe('第一百二十条之一');
  });
});

describe('toChineseCapitalAmount', () => {
  it.each([
    [123456.78, '壹拾贰万叁仟肆佰伍拾陆元柒角捌分'],
    [100005, '壹拾万零伍元整'],
    [1010, '壹仟零壹拾元整'],
    [10, '壹拾元整'],
    [15, '壹拾伍元整'],
    [1409.5, '壹仟肆佰零玖元伍角'],
    [6007.14, '陆仟零柒元壹角肆分'],
    [16409.02, '壹万陆仟肆佰零玖元零贰分'],
    [325.04, '叁佰贰拾伍元零肆分'],
    [1680.32, '壹仟陆佰捌拾元叁角贰分'],
    [107000.53, '壹拾万零柒仟元伍角叁分'],
    [100000000, '壹亿元整'],
    [100000005, '壹亿零伍元整'],
    [1000010000, '壹拾亿零壹万元整'],
    [0, '零元整'],
    [0.5, '伍角'],
    [0.05, '伍分'],
    [1.005, '壹元零壹分'],
    [-20, '负贰拾元整'],
  ])('%d -> %s', (n, s) => {
    expect(toChineseCapitalAmount(n)).toBe(s);
  });

  it('rejects non-finite amounts', () => {
    expect(() => toChineseCapitalAmount(Number.NaN)).toThrow(RangeError);
    expect(() => toChineseCapitalAmount(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('parseChineseAmount', () => {
  it.each([
    ['人民币壹拾贰万叁仟肆佰伍拾陆元柒角捌分', 123456.78],
    ['壹拾万零伍元整', 100005],
    ['壹仟零壹拾元整', 1010],
    ['人民币伍拾万元整', 500000],
    ['人民币（大写）：伍拾万元整', 500000],
    ['二十万元', 200000],
    ['壹佰元零伍分', 100.05],
    ['壹万陆仟肆佰零玖元零贰分', 16409.02],
    ['壹仟陆佰捌拾元零叁角贰分', 1680.32],
    ['壹拾万柒仟元零伍角叁分', 107000.53],
    ['伍角', 0.5],
    ['伍角整', 0.5],
    ['零元整', 0],
    ['壹圆正', 1],
    ['12.5万元', 125000],
    ['1,234.56元', 1234.56],
    ['￥100元', 100],
  ])('%s -> %d', (s, n) => {
    expect(parseChineseAmount(s)).toBe(n);
  });

  it.each(['', '壹拾贰万', '元', '壹万美元', '第五条', '人民币', '伍拾万元整整', '十二个月'])('is null for %j', (s) => {
    expect(parseChineseAmount(s)).toBeNull();
  });

  it('round-trips amounts through capitals', () => {
    let seed = 42;
    const rand = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let i = 0; i < 2000; i++) {
      const fen = Math.floor(rand() * 10 ** (2 + Math.floor(rand() * 11)));
      const amount = fen / 100;
      expect(parseChineseAmount(toChineseCapitalAmount(amount))).toBe(amount);
    }
  });
});
