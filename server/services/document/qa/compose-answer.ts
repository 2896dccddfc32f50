/**
 * The answer to a question over files (issue 9), as a stream of text deltas and quotes.
 * - Builtin provider (no model configured): the best-matching passages (jieba + BM25), each quoted as an exact span,
 *   with a plain note that no model is configured.
 * - With a model: retrieval first, then the model answers from the numbered passages only and cites them by id
 *   ([P3]); words it puts in 「」 are located in the files (exact or tolerant, mapped back to exact offsets) and
 *   quoted, or marked unverified (未核验) when they are not there. Unless AI_MASK_PERSONAL_DATA is off, names, ID and
 *   phone numbers, accounts and credit codes in the passages, history and question are masked before they leave, and
 *   restored in the streamed answer (so quotes are located against the real text).
 */
import type { TQuote } from '@common/api/document';
import type { AiProvider, ChatMessage } from '../../../ai/index';
import { createMasker, findPersonNames, type Masker } from '../../../ai/mask';
import { createStreamRestorer } from '../../../ai/mask-stream';
import type { TDocFileRow } from '../../../db/schema/index';
import { queryTerms, searchPassages, type TScored } from '../retrieval/bm25';
import { indexFiles, locateFiles } from '../retrieval/file-index';
import { locateQuote } from '../retrieval/locate-quote';

export type TAnswerEvent = { type: 'delta'; text: string } | { type: 'quote'; quote: TQuote };

export const NO_MODEL_NOTE = '说明：当前未配置大模型，以上为按相关度检索到的文件原文，未经归纳总结，请结合原文判断。';
export const NOTHING_FOUND = '未在所选文件中找到与问题相关的内容。';

const BUILTIN_PASSAGES = 4;
const MODEL_PASSAGES = 8;

export type TComposeInput = {
  files: readonly TDocFileRow[];
  question: string;
  /** Earlier turns, oldest first (for the model; retrieval uses the question). */
  history: readonly { role: 'user' | 'assistant'; content: string }[];
  provider: AiProvider;
  signal: AbortSignal;
  /** Mask personal data before the model sees it (AI_MASK_PERSONAL_DATA; default on). */
  maskPersonalData?: boolean;
};

function quoteOf(hit: TScored): TQuote {
  const p = hit.passage;
  return { file_id: p.fileId, start: p.start, end: p.end, page: p.page, text: p.text, verified: true, passage_id: p.id };
}

function where(files: readonly TDocFileRow[], hit: TScored): string {
  const name = files.find((f) => f.id === hit.passage.fileId)?.fileName ?? '';
  const parts = [files.length > 1 ? `《${name}》` : '', hit.passage.page > 0 ? `第${hit.passage.page}页` : '', hit.passage.label].filter(Boolean);
  return parts.join(' ');
}

/** Cuts text into small deltas so the page shows it as it comes. */
function* chunks(text: string, size = 48): Generator<string> {
  for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size);
}

/** The passages most related to a question (what both providers start from). */
export function retrieve(files: readonly TDocFileRow[], question: string, limit: number): TScored[] {
  const hits = searchPassages(indexFiles(files), question, limit);
  if (hits.length === 0) return hits;
  // Passages far below the best one are noise.
  const best = hits[0]!.score;
  return hits.filter((h) => h.score >= best * 0.3);
}

async function* builtinAnswer(input: TComposeInput): AsyncGenerator<TAnswerEvent> {
  const hits = retrieve(input.files, input.question, BUILTIN_PASSAGES);
  if (hits.length === 0) {
    yield { type: 'delta', text: `${NOTHING_FOUND}（检索词：${queryTerms(input.question).join('、') || '无'}）\n\n${NO_MODEL_NOTE}` };
    return;
  }
  yield { type: 'delta', text: '文件中与问题最相关的原文如下：\n\n' };
  for (const [i, hit] of hits.entries()) {
    if (input.signal.aborted) return;
    yield { type: 'quote', quote: quoteOf(hit) };
    for (const c of chunks(`[${i + 1}] ${where(input.files, hit)}\n“${hit.passage.text}”\n\n`)) yield { type: 'delta', text: c };
  }
  yield { type: 'delta', text: NO_MODEL_NOTE };
}

const SYSTEM_PROMPT = [
  '你是一名中国律师的文件阅读助手。只根据下面给出的文件段落回答问题，不要使用段落以外的知识。',
  '每个结论后用方括号标注所依据段落的编号，例如[P3]。',
  '直接引用原文时，用「」括起来，并且必须逐字照抄段落中的原文。',
  '如果段落中没有答案，回答“文件中未找到相关内容”，不要猜测。用中文回答，简明扼要。',
].join('\n');

async function* modelAnswer(input: TComposeInput): AsyncGenerator<TAnswerEvent> {
  const hits = retrieve(input.files, input.question, MODEL_PASSAGES);
  if (hits.length === 0) {
    yield { type: 'delta', text: `${NOTHING_FOUND}（检索词：${queryTerms(input.question).join('、') || '无'}）` };
    return;
  }
  const history = input.history.slice(-6);
  const masker: Pick<Masker, 'mask' | 'restore'> =
    input.maskPersonalData === false
      ? { mask: (t) => t, restore: (t) => t }
      : createMasker({ names: findPersonNames([...hits.map((h) => h.passage.text), ...history.map((m) => m.content), input.question]) });
  const context = hits.map((h) => `[${h.passage.id}]（${masker.mask(where(input.files, h)) || '原文'}）\n${masker.mask(h.passage.text)}`).join('\n\n');
  const messages: ChatMessage[] = [
    { role: 'system', content: SYSTEM_PROMPT },
    ...history.map((m) => ({ role: m.role, content: masker.mask(m.content) })),
    { role: 'user', content: `文件段落：\n${context}\n\n问题：${masker.mask(input.question)}` },
  ];
  const restoring = createStreamRestorer(masker);
  let text = '';
  for await (const delta of input.provider.stream(messages, { maxTokens: 1500, temperature: 0.1, signal: input.signal })) {
    const shown = restoring.push(delta);
    text += shown;
    if (shown) yield { type: 'delta', text: shown };
  }
  const rest = restoring.flush();
  text += rest;
  if (rest) yield { type: 'delta', text: rest };
  for (const q of quotesOfModelText(text, hits, input.files)) yield { type: 'quote', quote: q };
}

/** The quotes a model's answer carries: cited passages ([P3]) and words in 「」 located in the files. */
export function quotesOfModelText(text: string, hits: readonly TScored[], files: readonly TDocFileRow[]): TQuote[] {
  const out: TQuote[] = [];
  const seen = new Set<string>();
  const add = (q: TQuote) => {
    const key = q.verified ? `${q.file_id}:${q.start}:${q.end}` : `?${q.text}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(q);
    }
  };
  for (const m of text.matchAll(/\[((?:F\d+)?P\d+)\]/g)) {
    const hit = hits.find((h) => h.passage.id === m[1]);
    if (hit) add(quoteOf(hit));
  }
  const located = locateFiles(files);
  for (const m of text.matchAll(/「([^」]{2,400})」/g)) add(locateQuote(m[1]!, located));
  return out;
}

/** The answer's events for the configured provider. */
export function composeAnswer(input: TComposeInput): AsyncGenerator<TAnswerEvent> {
  return input.provider.capabilities.answer.mode === 'model' ? modelAnswer(input) : builtinAnswer(input);
}
