/**
 * The research answer as a stream of text deltas and citations (issue 8 item 3).
 * - Builtin provider: composeBuiltinAnswer over the retrieved sources, streamed in small pieces.
 * - Model: retrieval first; the model writes from the retrieved articles and cases, numbered [1]…[n] like the
 *   citations sent first; any article it cites beyond them is resolved afterwards (citation.ts) and listed with its
 *   status (未能核验 / 已废止 with the successor), never shown as fact. The question is masked before it leaves.
 */
import type { TCitation } from '@common/api/citation';
import { CITATION_STATUS_LABELS } from '@common/api/citation';
import type { AiProvider, ChatMessage } from '../../ai/index';
import { createMasker, findPersonNames } from '../../ai/mask';
import { createStreamRestorer } from '../../ai/mask-stream';
import { articleIdOf, toApiCitation } from '../../laws/api-citation';
import { resolveCitations } from '../../laws/citation';
import type { LawCorpus } from '../../laws/corpus';
import { composeBuiltinAnswer, plainHighlight } from './compose-builtin-answer';
import type { RetrievedSources } from './retrieve-sources';

export type TResearchEvent = { type: 'delta'; text: string } | { type: 'citation'; citation: TCitation };

export interface ComposeInput {
  question: string;
  sources: RetrievedSources;
  history: { role: 'user' | 'assistant'; content: string }[];
  corpus: LawCorpus;
  provider: AiProvider;
  signal: AbortSignal;
}

/** Pieces a composed answer is streamed in (the kit batches them; small pieces keep the first token early). */
function* pieces(text: string): Generator<string> {
  const lines = text.split(/(?<=\n)/);
  for (const line of lines) yield line;
}

async function* builtinAnswer(input: ComposeInput): AsyncGenerator<TResearchEvent> {
  const answer = composeBuiltinAnswer({ question: input.question, ...input.sources, corpus: input.corpus });
  for (const citation of answer.citations) yield { type: 'citation', citation };
  for (const piece of pieces(answer.markdown)) {
    if (input.signal.aborted) return;
    yield { type: 'delta', text: piece };
  }
}

const SYSTEM_PROMPT = [
  '你是一名中国执业律师的法律研究助手。请根据下面给出的法条和案例回答用户的法律问题。',
  '引用给出的材料时，在句末用方括号标注材料编号，例如[1]、[3]。',
  '只引用给出的法条；如确需引用其他法条，必须写出完整的法律名称和条号，例如《中华人民共和国民法典》第五百七十七条。',
  '不要编造法条内容或案例。用中文回答，使用 Markdown，结构为：结论、法律依据、分析要点、建议。',
].join('\n');

/** The numbered sources the model is given, in citation order. */
function sourceList(citations: readonly TCitation[]): string {
  return citations
    .map((c, i) =>
      c.kind === 'law'
        ? `[${i + 1}] 《${c.law_title}》${c.article_label ?? ''}：${c.text}`
        : `[${i + 1}] 案例：${c.law_title}（${c.article_label ?? ''}）：${c.text}`,
    )
    .join('\n');
}

/** Citations of articles the model wrote itself beyond the retrieved ones, resolved with their status. */
export function extraCitations(corpus: LawCorpus, text: string, known: readonly TCitation[]): TCitation[] {
  const ids = new Set(known.map((c) => c.article_id).filter(Boolean));
  const out: TCitation[] = [];
  for (const { citation, result } of resolveCitations(corpus, text)) {
    const id = result.ok ? articleIdOf(result.lawId, result.article.number, result.article.sub) : `?${citation.law}/${citation.article}/${citation.sub}`;
    if (ids.has(id)) continue;
    ids.add(id);
    const written = `《${citation.law}》第${citation.article}条${citation.sub ? `之${citation.sub}` : ''}`;
    out.push(toApiCitation(result, written));
  }
  return out;
}

async function* modelAnswer(input: ComposeInput): AsyncGenerator<TResearchEvent> {
  const retrieved = composeBuiltinAnswer({ question: input.question, ...input.sources, corpus: input.corpus }).citations;
  for (const citation of retrieved) yield { type: 'citation', citation };
  const masker = createMasker({ names: findPersonNames([input.question, ...input.history.map((m) => m.content)]) });
  const messages: ChatMessage[] = [
    { role: 'system', content: SYSTEM_PROMPT },
    ...input.history.slice(-6).map((m) => ({ role: m.role, content: masker.mask(m.content) })),
    {
      role: 'user',
      content: `可引用的材料：\n${sourceList(retrieved) || '（未检索到相关材料）'}\n\n问题：${masker.mask(input.question)}`,
    },
  ];
  const restoring = createStreamRestorer(masker);
  let text = '';
  for await (const delta of input.provider.stream(messages, { maxTokens: 2000, temperature: 0.2, signal: input.signal })) {
    const out = restoring.push(delta);
    text += out;
    if (out) yield { type: 'delta', text: out };
  }
  const rest = restoring.flush();
  if (rest) {
    text += rest;
    yield { type: 'delta', text: rest };
  }
  const extra = extraCitations(input.corpus, text, retrieved);
  if (extra.length === 0) return;
  const lines = ['\n\n---\n\n**回答中引用的其他法条（已与法规库核对）**\n'];
  for (const [i, c] of extra.entries()) {
    yield { type: 'citation', citation: c };
    const n = retrieved.length + i + 1;
    const label = CITATION_STATUS_LABELS[c.status];
    const successor = c.successor ? `，现行规定见《${c.successor.law_title}》${c.successor.article_label ?? ''}` : '';
    const name = c.status === 'verified' || c.status === 'amended' ? `《${c.law_title}》${c.article_label}` : plainHighlight(c.text);
    lines.push(`- ${name} [${n}]（${label}${c.reason && c.status !== 'repealed' ? `：${c.reason}` : ''}${successor}）`);
  }
  yield { type: 'delta', text: `${lines.join('\n')}\n` };
}

/** The answer's events for the configured provider. */
export function composeAnswer(input: ComposeInput): AsyncGenerator<TResearchEvent> {
  return input.provider.capabilities.answer.mode === 'model' ? modelAnswer(input) : builtinAnswer(input);
}
