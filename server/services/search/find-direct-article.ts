/**
 * A query that names one article outright jumps to it (issue 8 item 1): 民法典第577条, 劳动合同法 39,
 * 《公司法》第二十条, 民法典577条. Only when the whole query is the citation; a sentence that merely mentions an
 * article is planned and searched instead.
 */
import { parseChineseNumber } from '@common/text/chinese-numerals';
import type { LawCorpus } from '../../laws/corpus';

const NUM = '(?:[0-9０-９]+|[一二三四五六七八九十百千零〇两]+)';
const DIRECT_RE = new RegExp(`^《?([^《》\\s]{2,60}?)》?\\s*第?\\s*(${NUM})\\s*(?:条)?(?:之\\s*(${NUM}))?\\s*$`, 'u');

/** The law name of a query shaped like one citation (不存在的法第3条), known or not; null for other queries. */
export function citationShapedLaw(query: string): string | null {
  const m = DIRECT_RE.exec(query.trim().replace(/[，。？?！!]+$/u, ''));
  return m && /(?:法|法典|条例|规定|决定|办法)$/.test(m[1]!) ? m[1]! : null;
}

/** The article a query names outright, as {law (name as written), article, sub}, when the law is known. */
export function findDirectArticle(corpus: LawCorpus, query: string): { law: string; article: number; sub: number } | null {
  const q = query.trim().replace(/[，。？?！!]+$/u, '').replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0));
  const m = DIRECT_RE.exec(q);
  if (!m) return null;
  const name = m[1]!;
  if (corpus.canonicalName(name) === null) return null;
  const article = parseChineseNumber(m[2]!);
  const sub = m[3] ? parseChineseNumber(m[3]) : 0;
  if (article === null || article <= 0 || sub === null) return null;
  return { law: name, article, sub };
}
