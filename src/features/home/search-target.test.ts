import { describe, expect, it } from 'vitest';
import { hasAiOption, homeTarget, parseSearchParams, placeholderFor } from './search-target';
import { courseUrl } from './course-url';

describe('home input box', () => {
  it('sends 法律法规 and 裁判文书 to /fxSearch with type 1/2, the keyword, isAiSearch and isIndex=true', () => {
    expect(homeTarget('law', '  违约金过高 ', true)).toEqual({
      to: '/fxSearch',
      search: { type: 1, keyword: '违约金过高', isAiSearch: true, isIndex: true },
    });
    expect(homeTarget('case', '竞业限制', false)).toEqual({
      to: '/fxSearch',
      search: { type: 2, keyword: '竞业限制', isAiSearch: false, isIndex: true },
    });
  });

  it('sends 企业查询 to /enterpriseSearch with type 3 and never as an AI search', () => {
    expect(homeTarget('company', '某某科技有限公司', true)).toEqual({
      to: '/enterpriseSearch',
      search: { type: 3, keyword: '某某科技有限公司', isAiSearch: false, isIndex: true },
    });
  });

  it('sends 法律研究问答 to /research/init?isIndex=true', () => {
    expect(homeTarget('research', '房屋买卖合同解除后定金如何处理？', true)).toMatchObject({
      to: '/research/$id',
      params: { id: 'init' },
      search: { isIndex: true },
    });
  });

  it('offers AI retrieval only on the law and case tabs', () => {
    expect(['law', 'case', 'company', 'research'].map((t) => hasAiOption(t as never))).toEqual([true, true, false, false]);
  });

  it('uses the placeholders of spec §5', () => {
    expect(placeholderFor('research', true)).toBe('请输入法律问题、案情事实、争议焦点');
    expect(placeholderFor('law', true)).toBe('可直接输入问题，AI智能制定检索方案');
    expect(placeholderFor('company', true)).toBe('请输入企业名称、股东高管、品牌等');
    expect(placeholderFor('case', false)).toBe('请输入关键词或问题，多关键词空格隔开');
  });

  it('reads search params as they come from the URL', () => {
    expect(parseSearchParams({ type: 2, keyword: '买卖', isAiSearch: true, isIndex: 'true' }, 1)).toEqual({
      type: 2,
      keyword: '买卖',
      isAiSearch: true,
      isIndex: true,
    });
    expect(parseSearchParams({ type: 9 }, 1)).toEqual({ type: 1, keyword: '', isAiSearch: false, isIndex: false });
  });
});

describe('course links', () => {
  it('adds https:// when missing and appends the token', () => {
    expect(courseUrl('zhishi.example.cn/course/1', 'tok')).toBe('https://zhishi.example.cn/course/1?token=tok');
    expect(courseUrl('http://a.example/x?y=1', 'tok')).toBe('http://a.example/x?y=1&token=tok');
    expect(courseUrl('https://a.example/x', '')).toBe('https://a.example/x');
  });
});
