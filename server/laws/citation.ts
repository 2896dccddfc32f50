/**
 * Citations of statutes as lawyers and models write them, parsed and resolved against the corpus:
 * 《民法典》第五百八十五条, 民法典585条, 民法典第585条, 《中华人民共和国劳动合同法》第十九条第一款,
 * 劳动合同法第19条, 《民法典》第584、585条, 《民法典》第四百九十六条至第四百九十八条.
 * A citation that does not resolve is reported with a reason, never filled in from memory; a repealed law is
 * never cited as current (the successor article is named instead).
 */
import type { TLegalBasis } from '@common/api/contract';
import { formatArticleLabel, parseChineseNumber, toChineseArticleNumber } from '@common/text/chinese-numerals';
import { LEADING_WORD_END, normalizeLawName } from './aliases';
import type { LawCorpus } from './corpus';
import type { Law, LawArticle } from './parse-laws';
import type { RepealedLaw } from './repealed';

export interface ParsedCitation {
  /** The law as written, without 《》 (民法典, 中华人民共和国劳动合同法); for 同法/该法 the previous law. */
  law: string;
  article: number;
  /** 1 for 第X条之一; 0 otherwise. */
  sub: number;
  /** 款 (1-based) when given. */
  paragraph: number | null;
  /** 项 (1-based) when given. */
  item: number | null;
  /** The source text of the whole citation group (law name and every article after it). */
  text: string;
  start: number;
  end: number;
}

export interface ParseCitationOptions {
  /** Names the caller knows (corpus.knownNames()): trims 乙方违反劳动合同法 to 劳动合同法. */
  knownNames?: readonly string[];
  /** The law 本法 designates when citing from inside a statute. */
  selfLaw?: string;
}

const NUM = '(?:[0-9０-９]+|[一二三四五六七八九十百千零〇两]+)';
const LAW_SUFFIX = '(?:法典|法|条例|规定|决定|决议|办法)';
/** 《name》 with an optional edition note or 编 between it and the article: 《公司法》（2023年修订）第五十七条. */
const BRACKETED = `《([^《》]{1,80})》(?:\\s*[（(][^（）()]{1,20}[）)])?(?:[\\u4e00-\\u9fff]{1,6}编)?\\s*`;
const UNBRACKETED = `([\\u4e00-\\u9fff]{0,40}?${LAW_SUFFIX})\\s*`;
/** Start of an article reference, used as a lookahead so a name is only taken when an article follows. */
const REF_START = `(?=第?\\s*${NUM}\\s*(?:条|[、，,]\\s*第?\\s*${NUM}))`;
const LAW_RE = new RegExp(`(?:${BRACKETED}|${UNBRACKETED})${REF_START}`, 'gu');

const REF_LIST_RE = new RegExp(`第?\\s*(${NUM})((?:\\s*[、，,]\\s*第?\\s*${NUM})+)\\s*条`, 'y');
const REF_RE = new RegExp(
  `第?\\s*(${NUM})\\s*条(?:之(${NUM}))?(?:\\s*第?\\s*(${NUM})\\s*款)?(?:\\s*第?\\s*[（(]?(${NUM})[）)]?\\s*项)?`,
  'y',
);
const PARA_ONLY_RE = new RegExp(`第?\\s*(${NUM})\\s*款(?:\\s*第?\\s*[（(]?(${NUM})[）)]?\\s*项)?`, 'y');
const ITEM_ONLY_RE = new RegExp(`第?\\s*[（(]?(${NUM})[）)]?\\s*项`, 'y');
/** Connectors between references. Commas are left out on purpose: 《民法典》第585条，第2条约定… names a clause. */
const CONNECTOR_RE = /\s*(、|和|及|以及|与|或者|或|至|到|～|~|-|—|–)\s*/y;
const RANGE_CONNECTORS = new Set(['至', '到', '～', '~', '-', '—', '–']);
/** A range longer than this is kept as its two ends (a typo must not expand into hundreds of articles). */
const MAX_RANGE = 50;

const LEADING_WORDS_ONLY = /^(?:根据|依据|依照|按照|参照|违反|适用|参见|详见|符合|对照|遵守|执行|见|依|据|按|即|与|和|及|或|并|以及)+/;
const BACK_REFERENCE = /(?:同法|该法|上述法律?|前述法律?)$/;
/** 本法 / 本条例 …: the statute being read (options.selfLaw); 本办法 in a contract names no statute. */
const SELF_REFERENCE = /本(?:法|法典|条例|规定|决定|决议|办法)$/;

function standsAlone(raw: string, re: RegExp): boolean {
  const m = re.exec(raw);
  if (!m) return false;
  const left = raw.slice(0, m.index);
  return left === '' || LEADING_WORD_END.test(left);
}

function toNumber(s: string): number | null {
  return parseChineseNumber(s.replace(/\s+/g, ''));
}

/** Trims a law name written without 《》 to the law it most likely names. */
function trimUnbracketed(raw: string, knownNames?: readonly string[]): string {
  if (knownNames) {
    let best = '';
    for (const known of knownNames) {
      if (known.length > best.length && raw.endsWith(known)) {
        const left = raw.slice(0, raw.length - known.length);
        if (left === '' || LEADING_WORD_END.test(left)) best = known;
      }
    }
    if (best) return best;
  }
  const prc = raw.indexOf('中华人民共和国');
  if (prc > 0) return raw.slice(prc);
  return raw.replace(LEADING_WORDS_ONLY, '');
}

/** Finds every statute citation in a text, one entry per article (a list 第584、585条 gives two). */
export function parseCitation(input: string, options: ParseCitationOptions = {}): ParsedCitation[] {
  const out: ParsedCitation[] = [];
  let previousLaw: string | null = null;
  LAW_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = LAW_RE.exec(input)) !== null) {
    const start = m.index;
    let law: string | null;
    if (m[1] !== undefined) {
      law = normalizeLawName(m[1]);
    } else {
      const raw = m[2]!;
      // 劳动合同法 ends with 同法 too: a back reference must stand alone or after a leading word.
      if (standsAlone(raw, BACK_REFERENCE)) law = previousLaw;
      else if (standsAlone(raw, SELF_REFERENCE)) law = options.selfLaw ?? null;
      else law = trimUnbracketed(raw, options.knownNames);
      if (law !== null && law.length < 2) law = null;
    }
    const refs = readReferences(input, LAW_RE.lastIndex);
    if (law === null || refs.items.length === 0) {
      if (refs.end > LAW_RE.lastIndex) LAW_RE.lastIndex = refs.end;
      continue;
    }
    // An unbracketed match may start with leading words (根据…); the citation text starts at the law name.
    const nameAt = m[2] !== undefined && m[2].endsWith(law) ? start + m[2].length - law.length : start;
    const text = input.slice(nameAt, refs.end);
    for (const r of refs.items) out.push({ law, ...r, text, start: nameAt, end: refs.end });
    previousLaw = law;
    LAW_RE.lastIndex = refs.end;
  }
  return out;
}

interface Ref {
  article: number;
  sub: number;
  paragraph: number | null;
  item: number | null;
}

/** Reads 第X条[之Y][第Z款][第W项] and what is joined to it (、和 及 至 …) from position `at`. */
function readReferences(input: string, at: number): { items: Ref[]; end: number } {
  const items: Ref[] = [];
  let pos = at;

  const readOne = (): boolean => {
    REF_LIST_RE.lastIndex = pos;
    const list = REF_LIST_RE.exec(input);
    if (list) {
      const nums = [list[1]!, ...list[2]!.split(/[、，,]/).slice(1)].map((s) => toNumber(s.replace(/^\s*第?\s*/, '')));
      if (nums.every((n): n is number => n !== null && n > 0)) {
        for (const n of nums) items.push({ article: n, sub: 0, paragraph: null, item: null });
        pos = REF_LIST_RE.lastIndex;
        return true;
      }
    }
    REF_RE.lastIndex = pos;
    const ref = REF_RE.exec(input);
    if (!ref) return false;
    const article = toNumber(ref[1]!);
    if (article === null || article <= 0) return false;
    items.push({
      article,
      sub: ref[2] ? (toNumber(ref[2]) ?? 0) : 0,
      paragraph: ref[3] ? toNumber(ref[3]) : null,
      item: ref[4] ? toNumber(ref[4]) : null,
    });
    pos = REF_RE.lastIndex;
    return true;
  };

  if (!readOne()) return { items, end: at };
  for (;;) {
    CONNECTOR_RE.lastIndex = pos;
    const c = CONNECTOR_RE.exec(input);
    if (!c) break;
    const afterConnector = CONNECTOR_RE.lastIndex;
    const last = items[items.length - 1]!;
    const savedPos = pos;
    pos = afterConnector;
    const before = items.length;
    if (readOne()) {
      const added = items[before]!;
      if (RANGE_CONNECTORS.has(c[1]!) && items.length === before + 1 && last.paragraph === null && added.paragraph === null && last.sub === 0 && added.sub === 0) {
        const span = added.article - last.article;
        if (span > 1 && span <= MAX_RANGE) {
          const middle: Ref[] = [];
          for (let n = last.article + 1; n < added.article; n++) middle.push({ article: n, sub: 0, paragraph: null, item: null });
          items.splice(before, 0, ...middle);
        }
      }
      continue;
    }
    PARA_ONLY_RE.lastIndex = afterConnector;
    const para = PARA_ONLY_RE.exec(input);
    if (para && last.paragraph !== null) {
      items.push({ ...last, paragraph: toNumber(para[1]!), item: para[2] ? toNumber(para[2]) : null });
      pos = PARA_ONLY_RE.lastIndex;
      continue;
    }
    ITEM_ONLY_RE.lastIndex = afterConnector;
    const item = ITEM_ONLY_RE.exec(input);
    if (item && last.item !== null) {
      items.push({ ...last, item: toNumber(item[1]!) });
      pos = ITEM_ONLY_RE.lastIndex;
      continue;
    }
    pos = savedPos;
    break;
  }
  return { items, end: pos };
}

/** Paragraphs (款) of an article: lines, with items （一）（二） kept inside the paragraph they belong to. */
export function splitParagraphs(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    if (/^[（(][一二三四五六七八九十]+[）)]/.test(line) && out.length > 0) out[out.length - 1] += `\n${line}`;
    else out.push(line);
  }
  return out;
}

/** 《中华人民共和国民法典》第五百八十五条第二款 (the form a report quotes). */
export function formatCitation(lawTitle: string, article: Pick<LawArticle, 'number' | 'sub' | 'label'>, paragraph?: number | null, item?: number | null): string {
  let s = `《${lawTitle}》${article.label}`;
  if (paragraph) s += `第${toChineseArticleNumber(paragraph)}款`;
  if (item) s += `第（${toChineseArticleNumber(item)}）项`;
  return s;
}

export interface FoundCitation {
  status: 'found';
  ok: true;
  lawId: string;
  lawTitle: string;
  /** 民法典 when the law has a short title, else the full title. */
  lawShortTitle: string;
  validity: Law['validity'];
  article: LawArticle;
  paragraph: number | null;
  item: number | null;
  /** 《中华人民共和国民法典》第五百八十五条第二款. */
  citation: string;
  /** 《民法典》第五百八十五条第二款. */
  shortCitation: string;
  /** The text to quote: the paragraph (款) when one was cited, else the whole article. */
  quote: string;
  /** A revised text adopted but not yet in force (商标法 2027-01-01). */
  upcoming: { lawId: string; effectiveFrom: string | null } | null;
}

export interface SuccessorArticle {
  label: string;
  citation: string;
  text: string;
}

export interface UnresolvedCitation {
  status: 'unknown_law' | 'no_such_article' | 'no_such_paragraph' | 'repealed' | 'not_in_force';
  ok: false;
  /** Chinese, shown to the lawyer next to the unresolved citation. */
  reason: string;
  lawId?: string;
  lawTitle?: string;
  repealed?: Pick<RepealedLaw, 'title' | 'repealedOn' | 'repealedBy' | 'successorTitle'>;
  /** For a repealed law: the successor law and, when the map knows them, the successor articles. */
  successor?: { lawId: string; lawTitle: string; articles: SuccessorArticle[] } | null;
}

export type CitationResolution = FoundCitation | UnresolvedCitation;

export interface ResolveOptions {
  sub?: number;
  paragraph?: number | null;
  item?: number | null;
}

/** Above any real article number (民法典 has 1,260): such a "reference" is refused as unrecognizable. */
const MAX_ARTICLE_NUMBER = 100_000;

/** Reads an article given as a number, '585', '585条', '第五百八十五条', '第十九条第一款', '第一百二十条之一'. */
export function parseArticleRef(article: number | string): Ref | null {
  if (typeof article === 'number') return Number.isSafeInteger(article) && article > 0 && article < MAX_ARTICLE_NUMBER ? { article, sub: 0, paragraph: null, item: null } : null;
  const s = article.trim();
  const bare = toNumber(s);
  // No statute has anywhere near 100,000 articles; a larger number is not a citation (and 1e23 cannot be labelled).
  if (bare !== null) return bare > 0 && bare < MAX_ARTICLE_NUMBER ? { article: bare, sub: 0, paragraph: null, item: null } : null;
  const { items, end } = readReferences(s, 0);
  return items.length > 0 && end === s.length ? items[0]! : null;
}

/**
 * Resolves one citation against the corpus: the article in force with its text, or why it cannot be cited
 * (unknown law, no such article or paragraph, repealed with its successor, not yet in force).
 */
export function resolveCitation(corpus: LawCorpus, law: string, article: number | string, options: ResolveOptions = {}): CitationResolution {
  const name = normalizeLawName(law);
  const ref = parseArticleRef(article);
  if (!ref) return { status: 'no_such_article', ok: false, reason: `无法识别条文编号“${String(article)}”` };
  const sub = options.sub ?? ref.sub;
  const paragraph = options.paragraph ?? ref.paragraph;
  const item = options.item ?? ref.item;
  const label = formatArticleLabel(ref.article, sub);

  const repealed = corpus.findRepealed(name);
  if (repealed) return resolveRepealed(corpus, repealed, ref.article, label);

  const found = corpus.findLaw(name);
  if (!found) return { status: 'unknown_law', ok: false, reason: `法规库中没有《${name}》，无法核实该引用` };
  if (found.validity === '尚未生效') {
    return {
      status: 'not_in_force',
      ok: false,
      lawId: found.id,
      lawTitle: found.title,
      reason: `《${found.title}》自${found.effectiveFrom ?? '（未载明日期）'}起施行，目前尚未生效`,
    };
  }
  const art = corpus.getArticle(found, ref.article, sub);
  if (!art) {
    const last = found.articles[found.articles.length - 1];
    return {
      status: 'no_such_article',
      ok: false,
      lawId: found.id,
      lawTitle: found.title,
      reason: `《${found.title}》没有${label}${last ? `（共${found.articles.filter((a) => a.sub === 0).length}条，最后一条为${last.label}）` : ''}`,
    };
  }
  const paragraphs = splitParagraphs(art.text);
  let quote = art.text;
  if (paragraph !== null) {
    const p = paragraphs[paragraph - 1];
    if (p === undefined || paragraph < 1) {
      return {
        status: 'no_such_paragraph',
        ok: false,
        lawId: found.id,
        lawTitle: found.title,
        reason: `《${found.title}》${art.label}只有${paragraphs.length}款，没有第${toChineseArticleNumber(Math.max(paragraph, 0))}款`,
      };
    }
    quote = p;
    if (item !== null) {
      const line = p.split('\n').find((l) => l.startsWith(`（${toChineseArticleNumber(item)}）`));
      if (!line) {
        return {
          status: 'no_such_paragraph',
          ok: false,
          lawId: found.id,
          lawTitle: found.title,
          reason: `《${found.title}》${art.label}第${toChineseArticleNumber(paragraph)}款没有第（${toChineseArticleNumber(item)}）项`,
        };
      }
      quote = line;
    }
  } else if (item !== null) {
    // 第X条第（Y）项 without 款: the item of the article's first paragraph that has it.
    const line = art.text.split('\n').find((l) => l.startsWith(`（${toChineseArticleNumber(item)}）`));
    if (!line) {
      return {
        status: 'no_such_paragraph',
        ok: false,
        lawId: found.id,
        lawTitle: found.title,
        reason: `《${found.title}》${art.label}没有第（${toChineseArticleNumber(item)}）项`,
      };
    }
    quote = line;
  }
  const upcomingLaw = corpus.versionsOf(found.title).find((l) => l.validity === '尚未生效');
  const shortTitle = found.shortTitles[0] ?? found.title;
  return {
    status: 'found',
    ok: true,
    lawId: found.id,
    lawTitle: found.title,
    lawShortTitle: shortTitle,
    validity: found.validity,
    article: art,
    paragraph,
    item,
    citation: formatCitation(found.title, art, paragraph, item),
    shortCitation: formatCitation(shortTitle, art, paragraph, item),
    quote,
    upcoming: upcomingLaw ? { lawId: upcomingLaw.id, effectiveFrom: upcomingLaw.effectiveFrom } : null,
  };
}

function resolveRepealed(corpus: LawCorpus, repealed: RepealedLaw, number: number, label: string): UnresolvedCitation {
  const successorLaw = corpus.findLaw(repealed.successorTitle);
  const mapping = repealed.articleMap.find((m) => m.from === number);
  const articles: SuccessorArticle[] = [];
  if (successorLaw && mapping) {
    for (const n of mapping.to) {
      const a = corpus.getArticle(successorLaw, n);
      if (a) articles.push({ label: a.label, citation: formatCitation(successorLaw.title, a), text: a.text });
    }
  }
  const date = repealed.repealedOn.replace(/^(\d{4})-(\d{2})-(\d{2})$/, (_, y: string, m: string, d: string) => `${y}年${Number(m)}月${Number(d)}日`);
  const pointer =
    articles.length > 0
      ? `对应现行规定为${articles.map((a) => a.citation).join('、')}`
      : `请改引《${repealed.successorTitle}》的相应条文`;
  return {
    status: 'repealed',
    ok: false,
    reason: `《${repealed.title}》已于${date}废止（${repealed.repealedBy}），其${label}不能作为现行法律引用；${pointer}`,
    lawTitle: repealed.title,
    repealed: { title: repealed.title, repealedOn: repealed.repealedOn, repealedBy: repealed.repealedBy, successorTitle: repealed.successorTitle },
    successor: successorLaw ? { lawId: successorLaw.id, lawTitle: successorLaw.title, articles } : null,
  };
}

/**
 * A rule's or model's citation ({ law, article } as in server/review/model.ts) as a finding's legal_basis: the
 * article quoted from the corpus with the law's short title and the label (第五百八十五条第二款); unresolved
 * (resolved: false, text '') when the corpus cannot back it — including a repealed law, which is never quoted as
 * current law.
 */
export function toLegalBasis(corpus: LawCorpus, citation: { law: string; article: string | number }): TLegalBasis {
  const r = resolveCitation(corpus, citation.law, citation.article);
  if (!r.ok) return { law: normalizeLawName(citation.law), article: String(citation.article), text: '', resolved: false };
  return { law: r.lawShortTitle, article: r.shortCitation.slice(r.lawShortTitle.length + 2), text: r.quote, resolved: true };
}

/** Finds and resolves every citation in a text (a model's answer, a knowledge-base entry). */
export function resolveCitations(corpus: LawCorpus, text: string, options: Omit<ParseCitationOptions, 'knownNames'> = {}): { citation: ParsedCitation; result: CitationResolution }[] {
  return parseCitation(text, { ...options, knownNames: corpus.knownNames() }).map((citation) => ({
    citation,
    result: resolveCitation(corpus, citation.law, citation.article, { sub: citation.sub, paragraph: citation.paragraph, item: citation.item }),
  }));
}
