import { describe, expect, it } from 'vitest';
import { rankCompanies, type TIndexedCompany } from './rank-companies';

const row = (id: string, name: string, brand: string, legalRep: string): TIndexedCompany => ({ id, name, brand, legalRep });

const REGISTRY = [
  row('a', '上海全企贸易有限公司', '全企贸易', '张三'),
  row('b', '北京全企国际会计师事务所有限公司', '全企国际', '刘建伟'),
  row('c', '全企国际', '全企国际', '李四'),
  row('d', '广州刘建伟餐饮店', '刘建伟餐饮', '王五'),
  row('e', '深圳王氏科技有限公司', '王氏科技', '王'),
  row('f', '北京全企国际咨询有限公司', '全企国际咨询', '赵六'),
];

describe('company search ranking (in memory, decision 165)', () => {
  it('puts the exact name first, then exact brand, then name prefix, then the shorter containing name', () => {
    expect(rankCompanies(REGISTRY, '全企国际').map((c) => c.id)).toEqual(['c', 'b', 'f']);
  });

  it('finds a legal representative only by the whole name, ranked above names that merely contain it', () => {
    expect(rankCompanies(REGISTRY, '刘建伟').map((c) => c.id)).toEqual(['b', 'd']);
    // 王 is the whole legal-representative name of e; d's 王五 is not matched by a partial name.
    expect(rankCompanies(REGISTRY, '王').map((c) => c.id)).toEqual(['e']);
  });

  it('matches brands that the registered name does not contain as one string', () => {
    expect(rankCompanies([row('x', '杭州阿里巴巴网络技术有限公司', '阿里巴巴网络技术', '某某')], '阿里巴巴网络技术').map((c) => c.id)).toEqual(['x']);
  });

  it('answers nothing for a name nobody has', () => {
    expect(rankCompanies(REGISTRY, '不存在的企业名称')).toEqual([]);
  });

  it('orders equal ranks by name length, then by name (code point: 丁 U+4E01 before 丙 U+4E19)', () => {
    const same = [row('1', '甲乙丙公司', '', ''), row('2', '甲乙公司', '', ''), row('3', '甲乙丁公司', '', '')];
    expect(rankCompanies(same, '乙').map((c) => c.id)).toEqual(['2', '3', '1']);
  });
});
