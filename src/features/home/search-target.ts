/**
 * Where the home-page input box sends the user (spec §2 "Home page behaviour", §5 placeholders).
 * Tabs: 法律法规 (type 1) and 裁判文书 (type 2) -> /fxSearch, 企业查询 (type 3) -> /enterpriseSearch, all with keyword,
 * isAiSearch and isIndex=true; 法律研究问答 -> /research/init?isIndex=true.
 */

export type THomeTab = 'law' | 'case' | 'company' | 'research';

export const HOME_TABS: readonly { key: THomeTab; label: string }[] = [
  { key: 'law', label: '法律法规' },
  { key: 'case', label: '裁判文书' },
  { key: 'company', label: '企业查询' },
  { key: 'research', label: '法律研究问答' },
];

export const SEARCH_TYPE = { law: 1, case: 2, company: 3 } as const;
export type TSearchType = (typeof SEARCH_TYPE)[keyof typeof SEARCH_TYPE];

/** The AI retrieval checkbox exists only for the law and case tabs (spec §2). */
export function hasAiOption(tab: THomeTab): boolean {
  return tab === 'law' || tab === 'case';
}

/** Placeholders of spec §5. */
export function placeholderFor(tab: THomeTab, isAiSearch: boolean): string {
  if (tab === 'research') return '请输入法律问题、案情事实、争议焦点';
  if (tab === 'company') return '请输入企业名称、股东高管、品牌等';
  return isAiSearch ? '可直接输入问题，AI智能制定检索方案' : '请输入关键词或问题，多关键词空格隔开';
}

export type TSearchParams = { type: TSearchType; keyword: string; isAiSearch: boolean; isIndex: boolean };

export type THomeTarget =
  | { to: '/fxSearch'; search: TSearchParams }
  | { to: '/enterpriseSearch'; search: TSearchParams }
  | { to: '/research/$id'; params: { id: 'init' }; search: { isIndex: true; question: string } };

export function homeTarget(tab: THomeTab, input: string, isAiSearch: boolean): THomeTarget {
  const keyword = input.trim();
  if (tab === 'research') return { to: '/research/$id', params: { id: 'init' }, search: { isIndex: true, question: keyword } };
  const search = { type: SEARCH_TYPE[tab], keyword, isAiSearch: hasAiOption(tab) && isAiSearch, isIndex: true };
  return tab === 'company' ? { to: '/enterpriseSearch', search } : { to: '/fxSearch', search };
}

/** Search params as they arrive in the URL (strings or JSON-parsed values) -> typed, with safe defaults. */
export function parseSearchParams(raw: Record<string, unknown>, fallbackType: TSearchType): TSearchParams {
  const t = Number(raw.type);
  const type: TSearchType = t === 1 || t === 2 || t === 3 ? t : fallbackType;
  const keyword = typeof raw.keyword === 'string' ? raw.keyword : typeof raw.keyword === 'number' ? String(raw.keyword) : '';
  const bool = (v: unknown) => v === true || v === 'true';
  return { type, keyword, isAiSearch: bool(raw.isAiSearch), isIndex: bool(raw.isIndex) };
}
