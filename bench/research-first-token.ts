/**
 * First streamed token of a builtin research answer (issue 8 target < 1 s): time from the start of the producer
 * (what legal/create starts in the background) to its first text delta — retrieval (AI plan + BM25 over the whole
 * corpus, case search left out: no judgments here) plus composing. The streaming kit writes the first delta at once,
 * so the client sees it this long after the create call plus one database write. Cold = the first question of the
 * process (the BM25 index is built then; it is built once per process). Questions: lawbench-dev 3-8 (the first 100).
 * Run: node --import tsx bench/research-first-token.ts
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtinProvider } from '../server/ai/index';
import { getLawCorpus } from '../server/laws/corpus';
import { composeAnswer } from '../server/services/research/compose-answer';
import { retrieveSources } from '../server/services/research/retrieve-sources';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const items = (JSON.parse(readFileSync(path.resolve(ROOT, '../shared/data/lawbench-dev/3-8.json'), 'utf8')) as { question: string }[]).slice(0, 100);

async function firstToken(question: string): Promise<number> {
  const started = performance.now();
  const corpus = getLawCorpus();
  const sources = await retrieveSources(question, { corpus, db: undefined as never, withCases: false });
  for await (const event of composeAnswer({ question, sources, history: [], corpus, provider: builtinProvider, signal: new AbortController().signal })) {
    if (event.type === 'delta') return performance.now() - started;
  }
  return performance.now() - started;
}

const cold = await firstToken(items[0]!.question);
const times: number[] = [];
for (const item of items) times.push(await firstToken(item.question));
times.sort((a, b) => a - b);
const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(times.length * q))]!);
console.log(`builtin research first token over ${times.length} questions: cold ${Math.round(cold)} ms (index build), warm p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${Math.round(times.at(-1)!)} ms`);
