/**
 * One DD cell: the question asked of one file. Retrieval over the file's passages (question + the template's
 * terms); the answer is the sentence of the best passage that holds the most searched terms, quoted as an exact
 * span. When no passage holds any of the terms, the cell is 未发现 and says what was searched.
 */
import type { TDocFileRow, TDocQuote, TTraceCell } from '../../db/schema/index';
import { queryTerms, searchPassages } from '../document/retrieval/bm25';
import { indexFiles } from '../document/retrieval/file-index';
import type { TPassage } from '../document/retrieval/split-passages';
import { termsForQuestion } from './templates';

const ANSWER_MAX = 160;

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
  const hit = hits.find((h) => h.matched.some((m) => strong.has(m)));
  if (!hit) return { question, status: 'not_found', answer: '未发现', quotes: [], searched };
  const terms = new Set(hit.matched);
  let best = { start: hit.passage.start, end: hit.passage.end, score: -1 };
  for (const s of sentencesOf(hit.passage)) {
    const sentence = file.text.slice(s.start, s.end);
    let score = 0;
    for (const term of terms) if (sentence.includes(term)) score += strong.has(term) ? 2 : 1;
    if (score > best.score) best = { ...s, score };
  }
  const text = file.text.slice(best.start, best.end);
  const quote: TDocQuote = { file_id: file.id, start: best.start, end: best.end, page: hit.passage.page, text, verified: true, passage_id: hit.passage.id };
  const answer = text.length > ANSWER_MAX ? `${text.slice(0, ANSWER_MAX)}…` : text;
  return { question, status: 'found', answer, quotes: [quote], searched };
}
