/**
 * The builtin research answer (no model configured, issue 8 item 3): a structured retrieval answer built only from
 * what retrieval found — 相关法条 (each article with why it matches), 相关案例, 分析要点 drawn from them — that says
 * plainly no model is configured. Pure: question + retrieved sources -> markdown + citations. Citation markers in
 * the markdown are [n], the n-th citation (1-based); every law citation is resolved against the corpus, so one
 * marked verified quotes the statute text exactly.
 */
import type { TCitation } from '@common/api/citation';
import { ResearchTexts } from '@common/api/research';
import type { TCaseHit, TLawHit } from '@common/api/search';
import { toApiCitation } from '../../laws/api-citation';
import { resolveCitation } from '../../laws/citation';
import type { LawCorpus } from '../../laws/corpus';

export interface BuiltinAnswerInput {
  question: string;
  /** Ranked statute hits (searchLaws items), best first. */
  laws: readonly TLawHit[];
  /** Ranked judgments (searchCases items), best first. */
  cases: readonly TCaseHit[];
  /** The search plan's keywords (why an article matches). */
  keywords: readonly string[];
  corpus: LawCorpus;
}

export interface BuiltinAnswer {
  markdown: string;
  citations: TCitation[];
}

/** Articles and cases an answer shows at most (a lawyer reads the best few, the search page has the rest). */
export const MAX_ARTICLES = 8;
export const MAX_CASES = 3;

/** Text with the <em> marks and HTML entities of a search highlight removed. */
export function plainHighlight(html: string): string {
  return html
    .replace(/<\/?em>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** Keeps markdown from reading statute or question text as syntax (a quote stays a quote). */
function escapeMd(text: string): string {
  return text.replace(/([\\`*_[\]#<>|])/g, '\\$1');
}

/** The first sentence of an article (its rule), at most `max` characters. */
function firstSentence(text: string, max = 80): string {
  const s = (/^[^。；;]*[。；;]?/.exec(text.trim())?.[0] ?? text).trim();
  return Array.from(s).length > max ? `${Array.from(s).slice(0, max).join('')}…` : s;
}

/** Why an article matches: the plan's keywords it contains, and where it sits in its law. */
export function whyMatches(hit: TLawHit, keywords: readonly string[]): string {
  const found = [...new Set(keywords.filter((k) => k.length > 1 && hit.text.includes(k)))].slice(0, 4);
  const where = hit.chapter ? `，位于${hit.chapter}` : '';
  return found.length ? `条文涉及“${found.join('”“')}”${where}` : `与问题的检索要素相关${where}`;
}

/** The api.md citation of a retrieved article, resolved against the corpus (never taken from the hit as is). */
function lawCitation(corpus: LawCorpus, hit: TLawHit): TCitation {
  const written = `《${hit.law_title}》${hit.article_label ?? ''}`;
  return toApiCitation(resolveCitation(corpus, hit.law_title, hit.article_label ?? ''), written);
}

/** The api.md citation of a retrieved judgment. */
function caseCitation(hit: TCaseHit): TCitation {
  return {
    kind: 'case',
    law_id: null,
    article_id: null,
    law_title: hit.title,
    article_label: hit.case_no || null,
    case_id: hit.case_id,
    status: 'verified',
    validity: null,
    text: plainHighlight(hit.highlight),
    reason: null,
    successor: null,
  };
}

/** Composes the builtin answer to `question` from the retrieved articles and cases. */
export function composeBuiltinAnswer(input: BuiltinAnswerInput): BuiltinAnswer {
  const citations: TCitation[] = [];
  const lines: string[] = [`> ${ResearchTexts.noModel}`, ''];
  const articles: { hit: TLawHit; citation: TCitation; n: number }[] = [];
  const seen = new Set<string>();
  for (const hit of input.laws) {
    if (articles.length >= MAX_ARTICLES) break;
    if (!hit.article_id || seen.has(hit.article_id)) continue;
    const citation = lawCitation(input.corpus, hit);
    // Only articles the corpus confirms are shown as the law; anything else is left out of a retrieval answer.
    if (citation.status !== 'verified' && citation.status !== 'amended') continue;
    seen.add(hit.article_id);
    citations.push(citation);
    articles.push({ hit, citation, n: citations.length });
  }

  lines.push('### 相关法条', '');
  if (articles.length === 0) lines.push('未检索到与问题直接相关的法条，请补充案情事实或换一种说法。', '');
  for (const [i, { hit, citation, n }] of articles.entries()) {
    const validity = citation.status === 'amended' ? '（已修改）' : '';
    lines.push(`${i + 1}. **《${escapeMd(citation.law_title ?? hit.law_title)}》${citation.article_label ?? ''}**${validity} [${n}]`);
    lines.push(`   - 匹配理由：${escapeMd(whyMatches(hit, input.keywords))}`);
    lines.push(`   - 条文：${escapeMd(citation.text)}`);
    lines.push('');
  }

  const cases: { hit: TCaseHit; n: number }[] = [];
  for (const hit of input.cases.slice(0, MAX_CASES)) {
    citations.push(caseCitation(hit));
    cases.push({ hit, n: citations.length });
  }
  lines.push('### 相关案例', '');
  if (cases.length === 0) lines.push('案例库中暂无与问题直接相关的裁判文书。', '');
  for (const [i, { hit, n }] of cases.entries()) {
    const meta = [hit.case_no, hit.court, hit.cause, hit.judged_at?.slice(0, 10)].filter(Boolean).join('，');
    lines.push(`${i + 1}. **${escapeMd(hit.title)}**（${escapeMd(meta)}）[${n}]`);
    const excerpt = plainHighlight(hit.highlight).trim();
    if (excerpt) lines.push(`   - 摘要：${escapeMd(excerpt)}`);
    lines.push('');
  }

  lines.push('### 分析要点', '');
  if (articles.length === 0) {
    lines.push('- 现有检索结果不足以形成分析要点，建议补充当事人关系、争议金额、时间节点等事实后再次提问。');
  } else {
    for (const { hit, citation, n } of articles.slice(0, 3)) {
      lines.push(`- 依据《${escapeMd(citation.law_title ?? hit.law_title)}》${citation.article_label ?? ''}[${n}]：${escapeMd(firstSentence(citation.text))}`);
    }
    const laws = [...new Set(articles.map((a) => a.citation.law_title ?? a.hit.law_title))];
    lines.push(`- 本问题主要涉及${laws.map((l) => `《${escapeMd(l)}》`).join('、')}，应结合具体事实判断上述条文的适用条件是否满足。`);
    if (cases.length) {
      const causes = [...new Set(cases.map((c) => c.hit.cause).filter(Boolean))];
      lines.push(`- 可参考${cases.length}件相关裁判文书${causes.length ? `（案由：${escapeMd(causes.join('、'))}）` : ''}中法院对类似事实的认定与裁判理由。`);
    }
  }
  lines.push('', '以上内容由检索结果整理，仅供参考；配置大模型后可获得针对案情的分析。');
  return { markdown: lines.join('\n'), citations };
}
