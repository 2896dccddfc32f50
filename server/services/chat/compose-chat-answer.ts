/**
 * The answer to a chat question, as a stream of text deltas and citations (markdown text).
 * - No general model (builtin provider): statute retrieval (server/services/search: the research planner and BM25
 *   over the corpus) answers with the most relevant articles quoted verbatim, each a verified citation, and says
 *   plainly that no general model is configured. A question with nothing legal to retrieve is told so.
 * - With a model: the same retrieval grounds the prompt once the statute index is built (never waited for: the
 *   first answers after a start go ungrounded, decision 154); the model's answer streams as it comes, and every
 *   《…》第N条 it writes is resolved against the corpus afterwards (not_found citations are shown as such).
 */
import type { TCitation } from '@common/api/citation';
import type { TLawHit } from '@common/api/search';
import type { AiProvider, ChatMessage } from '../../ai/index';
import { toApiCitation } from '../../laws/api-citation';
import { resolveCitation, resolveCitations } from '../../laws/citation';
import type { LawCorpus } from '../../laws/corpus';
import { searchLaws } from '../search/search-laws';
import { groundingReady } from './chat-grounding';

export type TChatEvent = { type: 'delta'; text: string } | { type: 'citation'; citation: TCitation };

export const NO_MODEL_NOTE = '说明：当前未配置通用大模型，以上为从法规库中检索到的相关条文原文，未经分析归纳，仅供参考；具体问题请结合案情判断或咨询律师。';
export const NOTHING_FOUND = '未在法规库中检索到与您的问题相关的条文。当前未配置通用大模型，只能通过检索法规回答法律问题，请换一种说法试试，例如“借款到期不还怎么办”。';

const BUILTIN_ARTICLES = 4;
const MODEL_ARTICLES = 6;

export type TChatComposeInput = {
  question: string;
  /** Earlier turns, oldest first. */
  history: readonly { role: 'user' | 'assistant'; content: string }[];
  provider: AiProvider;
  corpus: LawCorpus;
  signal: AbortSignal;
};

/** Cuts text into small deltas so the page shows it as it comes. */
function* chunks(text: string, size = 40): Generator<string> {
  for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size);
}

/** The statute articles most related to a question (the research planner, builtin or model). */
export async function retrieveArticles(question: string, corpus: LawCorpus, limit: number): Promise<TLawHit[]> {
  const result = await searchLaws({ q: question.slice(0, 500), isAi: true, pageSize: limit, filters: { validity: ['现行有效', '已修改'] } }, { corpus });
  return result.items.slice(0, limit);
}

function citationOf(corpus: LawCorpus, hit: TLawHit): TCitation {
  return toApiCitation(resolveCitation(corpus, hit.law_title, hit.article_no ?? hit.article_label ?? ''), `《${hit.law_title}》${hit.article_label ?? ''}`);
}

async function* builtinAnswer(input: TChatComposeInput): AsyncGenerator<TChatEvent> {
  const hits = await retrieveArticles(input.question, input.corpus, BUILTIN_ARTICLES);
  if (hits.length === 0) {
    yield { type: 'delta', text: NOTHING_FOUND };
    return;
  }
  yield { type: 'delta', text: '根据法规库检索，与您的问题最相关的法律规定如下：\n\n' };
  for (const [i, hit] of hits.entries()) {
    if (input.signal.aborted) return;
    yield { type: 'citation', citation: citationOf(input.corpus, hit) };
    const quoted = hit.text.split('\n').map((l) => `> ${l}`).join('\n');
    for (const c of chunks(`${i + 1}. **《${hit.law_title}》${hit.article_label}**\n\n${quoted}\n\n`)) yield { type: 'delta', text: c };
  }
  yield { type: 'delta', text: `---\n\n${NO_MODEL_NOTE}` };
}

const SYSTEM_PROMPT = [
  '你是“律台”的法律助手，面向中国律师和法务人员，用中文回答。',
  '回答要准确、简明、有条理，可以使用 Markdown（小标题、列表、表格）。',
  '引用法律时写明法律全称和条号，例如《中华人民共和国民法典》第五百七十七条；只引用你确信存在的条文，优先使用下面提供的法条。',
  '不确定的内容要明确说明，不编造案例和法条。结尾不需要免责声明。',
].join('\n');

/**
 * Articles to ground a model's answer, without waiting for the statute index and the planner's lists (decision 154):
 * while they are still being built after a start (seconds quiet, tens of seconds on a loaded machine) the question
 * goes to the model without them — its citations are still resolved afterwards — and the build goes on in the
 * background for the next one.
 */
async function groundingFor(question: string, corpus: LawCorpus): Promise<TLawHit[]> {
  if (!(await groundingReady(corpus))) return [];
  return retrieveArticles(question, corpus, MODEL_ARTICLES).catch(() => [] as TLawHit[]);
}

async function* modelAnswer(input: TChatComposeInput): AsyncGenerator<TChatEvent> {
  const hits = await groundingFor(input.question, input.corpus);
  const context = hits.map((h) => `《${h.law_title}》${h.article_label}：${h.text}`).join('\n');
  const messages: ChatMessage[] = [
    { role: 'system', content: context ? `${SYSTEM_PROMPT}\n\n可能相关的法条（来自法规库）：\n${context}` : SYSTEM_PROMPT },
    ...input.history.slice(-10).map((m) => ({ role: m.role, content: m.content })),
    { role: 'user', content: input.question },
  ];
  let text = '';
  for await (const delta of input.provider.stream(messages, { maxTokens: 2000, temperature: 0.3, signal: input.signal })) {
    text += delta;
    yield { type: 'delta', text: delta };
  }
  const seen = new Set<string>();
  for (const { citation, result } of resolveCitations(input.corpus, text)) {
    const c = toApiCitation(result, citation.text);
    const key = c.article_id ?? `?${c.text}`;
    if (seen.has(key)) continue;
    seen.add(key);
    yield { type: 'citation', citation: c };
  }
}

/** Whether a general model answers chat (else the builtin retrieval does). */
export function chatHasModel(provider: AiProvider): boolean {
  return provider.capabilities.chat.mode === 'model';
}

/** The answer's events for the configured provider. */
export function composeChatAnswer(input: TChatComposeInput): AsyncGenerator<TChatEvent> {
  return chatHasModel(input.provider) ? modelAnswer(input) : builtinAnswer(input);
}
