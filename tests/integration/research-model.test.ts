/**
 * Legal research with a configured model, through the chat-completions stub (issue 8 item 3): retrieval first, the
 * model writes from the numbered sources, an article it cites beyond them is resolved and marked (已废止 with the
 * successor, 未能核验 for one that does not exist); the question is masked; stop keeps a saved, consistent message;
 * a reconnect with Last-Event-ID resumes without duplicated text.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCitation } from '@common/api/citation';
import type { TResearchInfo, TResearchMessage } from '@common/api/research';
import { streamEvents } from '../../server/db/schema/index';
import { startChatStub, type ChatStub } from '../../server/ai/testing/chat-stub-server';
import { useTestApp } from '../helpers/build-test-app';
import { buildLawyer, type TLawyer } from '../helpers/contract-client';
import { createResearch, readResearchStream, researchPath } from '../helpers/research-client';
import { sseText } from '../helpers/sse';

const ANSWER = [
  '## 结论\n违法解除劳动合同的，用人单位应当支付赔偿金[1]。',
  '\n\n## 法律依据\n另见《合同法》第一百零七条，以及《中华人民共和国劳动合同法》第九百九十九条。',
].join('');

let stub: ChatStub;
let hang = false;
const options = { env: {} as Record<string, string> };
beforeAll(async () => {
  stub = await startChatStub((req) => {
    if (!req.system.includes('法律研究助手')) return { content: '{"keywords":["违法解除","赔偿金"],"laws":["劳动合同法"],"articles":[]}' };
    if (hang) return { streamThenHang: ['第一段', '回答，'] };
    return { content: ANSWER, chunkChars: 7 };
  });
  options.env.AI_BASE_URL = stub.url;
  options.env.AI_MODEL = 'stub-model';
});
afterAll(async () => {
  await stub?.close();
});
const t = useTestApp(options);
let lawyer: TLawyer;
beforeAll(async () => {
  lawyer = await buildLawyer(t().app, { quotas: { research: 10 } });
}, 60_000);

describe('research with a model', () => {
  it('writes from the retrieved sources and marks every article cited beyond them', async () => {
    const created = await createResearch(lawyer.client, '张伟被公司违法解除劳动合同，手机13912345678，可以要求多少赔偿金？');
    expect(created.body.code).toBe(200);
    const { research_id, message_id } = created.body.data;
    const { events } = await readResearchStream(t().app, lawyer.client, research_id, message_id);
    const text = sseText(events);
    expect(text).toContain('用人单位应当支付赔偿金[1]');
    const citations = events.filter((e) => e.event === 'citation').map((e) => (e.data as { citation: TCitation }).citation);
    // Retrieved sources come first and are verified statute text.
    expect(citations[0]!.status).toMatch(/verified|amended/);
    const repealed = citations.find((c) => c.status === 'repealed')!;
    expect(repealed.law_title).toContain('合同法');
    expect(repealed.successor?.law_title).toContain('民法典');
    const missing = citations.find((c) => c.status === 'not_found')!;
    expect(missing.text).toContain('第999条');
    expect(text).toContain('已废止');
    expect(text).toContain('未能核验');
    // The model never saw the personal data; the user sees the answer as written.
    const asked = stub.requests.filter((r) => r.system.includes('法律研究助手')).at(-1)!;
    expect(asked.user).not.toContain('13912345678');
    expect(asked.user).toContain('[1]');
    const saved = (await lawyer.client.post<TResearchInfo>(researchPath('legal/info'), { research_id })).body.data;
    expect(saved.messages[1]).toMatchObject({ content: text, status: 'done' });
    expect(saved.messages[1]!.citations).toEqual(citations);
  });

  it('stops an answer mid-way and keeps what was written; a reconnect does not repeat text', async () => {
    hang = true;
    try {
      const created = await createResearch(lawyer.client, '劳动合同到期不续签有补偿吗？');
      const { research_id, message_id } = created.body.data;
      // Wait until the partial answer has been produced (the stream is persisted as it goes).
      for (let i = 0; i < 200; i++) {
        const rows = await t().app.db.select({ data: streamEvents.data }).from(streamEvents).where(and(eq(streamEvents.streamId, message_id), eq(streamEvents.type, 'delta')));
        if (rows.map((r) => (r.data as { text: string }).text).join('').includes('回答')) break;
        await new Promise((r) => setTimeout(r, 25));
      }
      const busy = await createResearch(lawyer.client, '那经济补偿怎么算？', research_id);
      expect(busy.body.message).toBe('正在生成对话中');
      const stop = await lawyer.client.post<{ stopped: boolean }>(researchPath('legal/stop'), { research_id, message_id });
      expect(stop.body.data.stopped).toBe(true);
      const { events } = await readResearchStream(t().app, lawyer.client, research_id, message_id);
      const done = events.at(-1)!;
      expect(done.event).toBe('done');
      const message = (done.data as { message: TResearchMessage }).message;
      expect(message.status).toBe('stopped');
      expect(message.content).toContain('第一段');
      const firstDelta = events.find((e) => e.event === 'delta')!;
      const rest = (await readResearchStream(t().app, lawyer.client, research_id, message_id, firstDelta.id!)).events;
      expect((firstDelta.data as { text: string }).text + sseText(rest)).toBe(sseText(events));
      const saved = (await lawyer.client.post<TResearchInfo>(researchPath('legal/info'), { research_id })).body.data;
      expect(saved.messages[1]!.content).toBe(message.content);
      expect(saved.messages[1]!.status).toBe('stopped');
    } finally {
      hang = false;
    }
  });
});
