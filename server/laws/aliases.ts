/**
 * Names lawyers use for laws in force, beyond the title without 中华人民共和国. Every full title here must
 * exist in the corpus and every alias must name exactly one law (aliases.test.ts checks both), so a short
 * name can never resolve to the wrong statute.
 */
export const LAW_ALIASES: Readonly<Record<string, readonly string[]>> = {
  中华人民共和国民事诉讼法: ['民诉法'],
  中华人民共和国刑事诉讼法: ['刑诉法'],
  中华人民共和国行政诉讼法: ['行诉法'],
  中华人民共和国劳动合同法: ['劳合法'],
  中华人民共和国劳动争议调解仲裁法: ['劳动争议仲裁法', '劳动仲裁法'],
  中华人民共和国消费者权益保护法: ['消保法', '消法', '消费者保护法'],
  中华人民共和国个人信息保护法: ['个保法', '个人信息法'],
  中华人民共和国招标投标法: ['招投标法'],
  中华人民共和国城市房地产管理法: ['房地产管理法', '城市房地产法', '城房法'],
  中华人民共和国反不正当竞争法: ['反不当竞争法'],
  中华人民共和国企业破产法: ['破产法'],
  中华人民共和国个人所得税法: ['个税法'],
  中华人民共和国治安管理处罚法: ['治安处罚法'],
  中华人民共和国道路交通安全法: ['道交法', '道路交通法'],
  中华人民共和国土地管理法: ['土管法'],
  中华人民共和国农村土地承包法: ['土地承包法'],
  中华人民共和国社会保险法: ['社保法'],
  中华人民共和国网络安全法: ['网安法'],
  中华人民共和国数据安全法: ['数安法'],
  中华人民共和国电子商务法: ['电商法'],
  中华人民共和国环境保护法: ['环保法'],
  中华人民共和国食品安全法: ['食安法'],
  中华人民共和国未成年人保护法: ['未保法'],
  中华人民共和国对外贸易法: ['外贸法'],
  中华人民共和国香港特别行政区基本法: ['香港基本法'],
  中华人民共和国澳门特别行政区基本法: ['澳门基本法'],
  中华人民共和国全国人民代表大会和地方各级人民代表大会选举法: ['选举法'],
  中华人民共和国地方各级人民代表大会和地方各级人民政府组织法: ['地方组织法'],
  中华人民共和国涉外民事关系法律适用法: ['法律适用法'],
  中华人民共和国中小企业促进法: ['中小企业法'],
  中华人民共和国民法典: ['中国民法典'],
};

/**
 * Words that may stand right before a law name written without 《》 (依据民法典, 乙方违反劳动合同法): a known
 * name at the end of a longer run only counts when what precedes it ends with one of these.
 */
export const LEADING_WORD_END =
  /(?:根据|依据|依照|按照|参照|违反|适用|参见|详见|符合|对照|遵守|执行|见|依|据|按|即|与|和|及|或|并|以及|的|是|在|对|由|向|将|经|了|、|，|,)$/;

const PRC = '中华人民共和国';
const NPCSC = /^(?:第[一二三四五六七八九十]+届)?全国人民代表大会常务委员会/;

/** Normalizes a law name as written in a citation: drops 《》, quotes, spaces and a trailing 的规定. */
export function normalizeLawName(name: string): string {
  return name
    .replace(/[《》〈〉<>“”"'\s\u3000]/g, '')
    .replace(/（[^）]*修正）|（[^）]*修订）|\([^)]*修正\)|\([^)]*修订\)/g, '')
    .trim();
}

/** Short names of a law title: the title without 中华人民共和国 (or the NPCSC prefix), plus aliases. */
export function shortTitlesFor(title: string): string[] {
  const names = new Set<string>();
  if (title.startsWith(PRC) && title.length > PRC.length + 1) names.add(title.slice(PRC.length));
  const npcsc = title.replace(NPCSC, '');
  if (npcsc !== title && npcsc.length > 1) names.add(npcsc);
  for (const alias of LAW_ALIASES[title] ?? []) names.add(alias);
  names.delete(title);
  return [...names];
}
