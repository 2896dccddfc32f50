/**
 * One DD cell: the question asked of one file. Retrieval over the file's passages (question + the template's
 * terms); the answer is the sentence of the best passage that holds the most searched terms, quoted as an exact
 * span. A heading (八、是否存在…担保的情况？) loses to a sentence that says something, and when it is still the best
 * it is quoted with the lines under it (否, √适用 □不适用), which are the answer. When no passage holds any of the terms, the cell is 未发现 and says what was searched.
 */
import type { TDocFileRow, TDocQuote, TTraceCell } from '../../db/schema/index';
import { pageAt } from '../document/extract/assemble-text';
import { queryTerms, searchPassages } from '../document/retrieval/bm25';
import { indexFiles } from '../document/retrieval/file-index';
import type { TPassage } from '../document/retrieval/split-passages';
import { termsForQuestion } from './templates';

const ANSWER_MAX = 160;
const AMOUNT_QUESTION = /金额|价款|多少|注册资本|收入|利润|租金/;
const AMOUNT_IN_TEXT = /\d[\d,，.]*\s?(万|亿)?元|[壹贰叁肆伍陆柒捌玖拾佰仟万]{2,}元/;

/**
 * A heading line of a report or contract (八、 是否存在…的情况？ / (二) 前十名股东持股情况表 / 3 公司不存在…的特别说明):
 * it names the subject but the answer is on the lines under it (否 / √适用 □不适用 / the table).
 */
const HEADING_START = /^(第[一二三四五六七八九十百零〇\d]+[编章节条]|[一二三四五六七八九十]+、|[（(][一二三四五六七八九十\d]+[)）]|\d+[、.．)）]|\d+\s)/;
export function isHeadingLine(line: string): boolean {
  const t = line.trim();
  if (t.length > 60 || /[。；]/.test(t)) return false;
  return HEADING_START.test(t) || /[？?]$/.test(t);
}

/** A line that is a page's running header or number (2019 年年度报告 / 46 / 156), not content. */
const PAGE_FURNITURE = /^(\d{4}\s*年(年度|半年度|第[一二三]季度)报告|\d+\s*\/\s*\d+)$/;

/** Who-questions are answered by the line that names someone (姓名 黄杰 / 名称 …), under the heading that matched. */
const WHO_QUESTION = /谁|哪些人|名称/;
const NAMES_SOMEONE = /^(姓名|名称)\s*\S|法定代表人\s*[\u4e00-\u9fff]{2,4}$/;

/**
 * Under a heading, the answer: the heading and the lines after it, up to ANSWER_MAX characters, stopping at the next
 * heading, a blank line or the page's furniture. Returns the end offset in the file text.
 */
function extendUnderHeading(text: string, start: number, end: number): number {
  let at = end;
  for (;;) {
    if (text[at] !== '\n') break;
    const next = text.indexOf('\n', at + 1);
    const lineEnd = next < 0 ? text.length : next;
    const line = text.slice(at + 1, lineEnd).trim();
    if (!line || isHeadingLine(line) || PAGE_FURNITURE.test(line) || lineEnd - start > ANSWER_MAX) break;
    at = lineEnd;
  }
  return at;
}

/** Sentence spans of a passage (ends at 。；！？ or a line break), as offsets into the file text. */
function sentencesOf(p: TPassage): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  let s = 0;
  const t = p.text;
  for (let i = 0; i <= t.length; i++) {
    const c = t[i];
    if (i === t.length || c === '\n' || '。；！？'.includes(c!)) {
      let a = s;
      let b = i === t.length || c === '\n' ? i : i + 1;
      while (a < b && /\s/.test(t[a]!)) a++;
      while (b > a && /\s/.test(t[b - 1]!)) b--;
      if (b > a) out.push({ start: p.start + a, end: p.start + b });
      s = i + 1;
    }
  }
  return out;
}

/** Answers `question` from one READY file. */
export function answerCell(file: TDocFileRow, question: string): TTraceCell {
  const extra = termsForQuestion(question);
  const query = [question, ...extra].join(' ');
  const searched = [...new Set([...extra, ...queryTerms(question)])];
  const index = indexFiles([file]);
  const hits = searchPassages(index, query, 8);
  // A passage counts only when it holds one of the question's own terms (or the template's), not just 公司.
  const strong = new Set(extra.length ? extra.flatMap((x) => queryTerms(x).concat(x)) : queryTerms(question));
  const useful = hits.filter((h) => h.matched.some((m) => strong.has(m))).slice(0, 5);
  if (useful.length === 0) return { question, status: 'not_found', answer: '未发现', quotes: [], searched };
  // A question about an amount is answered by the sentence that states one.
  const wantsAmount = AMOUNT_QUESTION.test(question);
  const wantsName = WHO_QUESTION.test(question);
  let best = { start: useful[0]!.passage.start, end: useful[0]!.passage.end, score: -Infinity, hit: useful[0]!, heading: false };
  useful.forEach((hit, rank) => {
    const terms = new Set(hit.matched);
    const sentences = sentencesOf(hit.passage);
    for (const s of sentences) {
      const sentence = file.text.slice(s.start, s.end);
      const heading = isHeadingLine(sentence);
      const names = wantsName && NAMES_SOMEONE.test(sentence.trim());
      // A short line alone (第八条 争议解决) names the subject but answers nothing, unless it names the person asked for.
      if (sentences.length > 1 && !names && (sentence.match(/[\u4e00-\u9fff]/g)?.length ?? 0) < 10) continue;
      let score = -rank;
      for (const term of terms) if (sentence.includes(term)) score += strong.has(term) ? 2 : 1;
      if (wantsAmount && AMOUNT_IN_TEXT.test(sentence)) score += 3;
      // A sentence that says something beats a heading with the same words; the heading's lines are its fallback.
      if (heading) score -= 1.5;
      if (names) score += 2.5;
      if (score > best.score) best = { ...s, score, hit, heading };
    }
  });
  const hit = best.hit;
  if (best.heading) best.end = extendUnderHeading(file.text, best.start, best.end);
  const text = file.text.slice(best.start, best.end);
  const quote: TDocQuote = { file_id: file.id, start: best.start, end: best.end, page: pageAt(file.pages, best.start), text, verified: true, passage_id: hit.passage.id };
  const answer = text.length > ANSWER_MAX ? `${text.slice(0, ANSWER_MAX)}…` : text;
  return { question, status: 'found', answer, quotes: [quote], searched };
}
