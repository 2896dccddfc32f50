/**
 * First streamed chat token through HTTP with the chat-completions stub as the model (issue 10 target < 1 s): from
 * sending POST chat to the first `delta` event read from GET chat/stream, on a listening app (PGlite in memory).
 * Cold = the first question of the process (statute index built for the retrieval that grounds the prompt).
 * Run: node --import tsx bench/chat-first-token.ts
 * The first question after a start (decision 124): BENCH_CHAT_PAUSE_MS=15000 waits that long after the app is ready
 * before the first question, SEARCH_WARMUP=false|true sets the app's warm-up (default: the app's, on):
 *   SEARCH_WARMUP=false BENCH_CHAT_PAUSE_MS=15000 node --import tsx bench/chat-first-token.ts
 *   SEARCH_WARMUP=true BENCH_CHAT_PAUSE_MS=15000 node --import tsx bench/chat-first-token.ts
 */
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { CHAT_BASE } from '../common/api/chat';
import { getLawCorpus } from '../server/laws/corpus';
import { lawIndexReady } from '../server/services/search/law-index';
import { startChatStub } from '../server/ai/testing/chat-stub-server';
import { buildTestApp } from '../tests/helpers/build-test-app';
import { buildLawyer } from '../tests/helpers/contract-client';

const QUESTIONS = ['借款到期不还怎么办？', '劳动合同试用期最长多久？', '房东可以随时涨房租吗？', '公司拖欠工资如何维权？', '交通事故对方全责，可以索赔哪些费用？'];

export async function run(): Promise<void> {
  const stub = await startChatStub(() => ({ content: '根据《中华人民共和国民法典》第六百七十五条，借款人应当按照约定的期限返还借款。', chunkChars: 4 }));
  const warm: Record<string, string> = process.env.SEARCH_WARMUP ? { SEARCH_WARMUP: process.env.SEARCH_WARMUP } : {};
  const t = await buildTestApp({ env: { AI_BASE_URL: stub.url, AI_MODEL: 'stub-model', ...warm } });
  try {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const lawyer = await buildLawyer(t.app, { quotas: { chat: 1000 } });
    const headers = { token: lawyer.client.token!, 'content-type': 'application/json', domain: 'localhost' };
    const once = async (content: string): Promise<number> => {
      const started = performance.now();
      const asked = (await (await fetch(`${base}${CHAT_BASE}/chat`, { method: 'POST', headers, body: JSON.stringify({ content }) })).json()) as { data: { chat_id: string; message_id: string } };
      const res = await fetch(`${base}${CHAT_BASE}/chat/stream?chat_id=${asked.data.chat_id}&message_id=${asked.data.message_id}`, { headers });
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      let seen = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        seen += decoder.decode(value, { stream: true });
        if (seen.includes('event: delta')) {
          const ms = performance.now() - started;
          await reader.cancel();
          return ms;
        }
      }
      return performance.now() - started;
    };
    const pause = Number(process.env.BENCH_CHAT_PAUSE_MS ?? 0);
    if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
    const indexReady = lawIndexReady(getLawCorpus());
    const cold = await once(QUESTIONS[0]!);
    const times: number[] = [];
    for (let i = 0; i < 30; i++) times.push(await once(QUESTIONS[i % QUESTIONS.length]!));
    times.sort((a, b) => a - b);
    const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(times.length * q))]!);
    console.log(`chat first token over HTTP with the stub model, ${times.length} questions: cold ${Math.round(cold)} ms (SEARCH_WARMUP=${process.env.SEARCH_WARMUP ?? 'default'}, first question ${pause} ms after ready, statute index ${indexReady ? 'built' : 'not built'} then, load ${loadavg()[0]!.toFixed(1)}), warm p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${Math.round(times.at(-1)!)} ms`);
    console.log('Reproduce: node --import tsx bench/chat-first-token.ts');
  } finally {
    await t.close();
    await stub.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
