/**
 * One DD cell: the question asked of one file. Retrieval over the file's passages (question + the template's
 * terms); the answer is the sentence of the best passage that holds the most searched terms, quoted as an exact
 * span. When no passage holds any of the terms, the cell is 未发现 and says what was searched.
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
  const hits = searchPassages(index, query, 5);
  // A passage counts only when it holds one of the question's own terms (or the template's), not just 公司.
  const strong = new Set(extra.length ? extra.flatMap((x) => queryTerms(x).concat(x)) : queryTerms(question));
  const useful = hits.filter((h) => h.matched.some((m) => strong.has(m))).slice(0, 3);
  if (useful.length === 0) return { question, status: 'not_found', answer: '未发现', quotes: [], searched };
  // A question about an amount is answered by the sentence that states one.
  const wantsAmount = AMOUNT_QUESTION.test(question);
  let best = { start: useful[0]!.passage.start, end: useful[0]!.passage.end, score: -Infinity, hit: useful[0]! };
  useful.forEach((hit, rank) => {
    const terms = new Set(hit.matched);
    const sentences = sentencesOf(hit.passage);
    for (const s of sentences) {
      const sentence = file.text.slice(s.start, s.end);
      // A heading line alone (第八条 争议解决) names the subject but answers nothing.
      if (sentences.length > 1 && (sentence.match(/[\u4e00-\u9fff]/g)?.length ?? 0) < 10) continue;
      let score = -rank;
      for (const term of terms) if (sentence.includes(term)) score += strong.has(term) ? 2 : 1;
      if (wantsAmount && AMOUNT_IN_TEXT.test(sentence)) score += 3;
      if (score > best.score) best = { ...s, score, hit };
    }
  });
  const hit = best.hit;
  const text = file.text.slice(best.start, best.end);
  const quote: TDocQuote = { file_id: file.id, start: best.start, end: best.end, page: pageAt(file.pages, best.start), text, verified: true, passage_id: hit.passage.id };
  const answer = text.length > ANSWER_MAX ? `${text.slice(0, ANSWER_MAX)}…` : text;
  return { question, status: 'found', answer, quotes: [quote], searched };
}
