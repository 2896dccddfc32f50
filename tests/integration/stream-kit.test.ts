/**
 * The streaming kit (server/lib/stream, decision 130) as a module uses it: a test kind whose producer is driven
 * by the test, the SSE route of sendStream, stop, Last-Event-ID resume, another user's stream, a dead producer.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamEvents, streams } from '../../server/db/schema/index';
import { actorOf } from '../../server/plugins/auth';
import type { TProducedEvent, TStreamFinal } from '../../server/lib/stream/hub';
import { sendStream } from '../../server/lib/stream/sse';
import { loginWithSmsCode } from '../helpers/auth';
import { buildTestApp, type TTestApp } from '../helpers/build-test-app';
import { parseSse, sseText as textOf } from '../helpers/sse';
import { TestClient } from '../helpers/test-client';

type TScript = { events: TProducedEvent[]; hold?: boolean; fail?: boolean };
const scripts = new Map<string, TScript>();
const finals = new Map<string, TStreamFinal>();
const releases = new Map<string, () => void>();

function registerTestKind(app: FastifyInstance) {
  app.streams.registerKind('test', {
    async finish({ streamId, final }) {
      finals.set(streamId, final);
      return { message_id: streamId, content: final.text, status: final.status };
    },
  });
  app.post('/api/test/stream', { preHandler: app.requireAuth }, async (request) => {
    const actor = actorOf(request);
    const id = randomUUID();
    const script = request.body as TScript;
    scripts.set(id, script);
    await app.streams.start({
      kind: 'test',
      streamId: id,
      owner: actor,
      async *produce(signal) {
        for (const event of script.events) {
          if (signal.aborted) return;
          yield event;
        }
        if (script.hold) {
          await new Promise<void>((resolve) => {
            releases.set(id, resolve);
            signal.addEventListener('abort', () => resolve());
          });
          if (!signal.aborted) yield { type: 'delta', text: '之后的内容' };
        }
        if (script.fail) throw new Error('model went away');
      },
    });
    return { code: 200, data: { id }, message: '成功' };
  });
  app.get('/api/test/stream', { preHandler: app.requireAuth }, async (request, reply) => {
    const { id } = request.query as { id: string };
    await sendStream(request, reply, { hub: app.streams, streamId: id, owner: actorOf(request) });
  });
  app.post('/api/test/stop', { preHandler: app.requireAuth }, async (request) => {
    const { id } = request.body as { id: string };
    const stopped = await app.streams.stop(id, actorOf(request));
    return { code: 200, data: { stopped }, message: '成功' };
  });
}

let t: TTestApp;
let alice: TestClient;
let bob: TestClient;

beforeAll(async () => {
  t = await buildTestApp({ extend: registerTestKind });
  alice = new TestClient(t.app);
  bob = new TestClient(t.app);
  await loginWithSmsCode(alice, t.dataDir);
  await loginWithSmsCode(bob, t.dataDir);
});
afterAll(() => t.close());

async function start(client: TestClient, script: TScript): Promise<string> {
  const res = await client.post<{ id: string }>('/api/test/stream', script);
  expect(res.body.code).toBe(200);
  return res.body.data.id;
}

/** The producer runs in the background: a stop sent before its first write would find nothing to keep. */
async function waitForFirstEvent(id: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const [row] = await t.app.db.select({ lastSeq: streams.lastSeq }).from(streams).where(eq(streams.id, id));
    if (row && row.lastSeq > 0) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the producer never wrote');
}

describe('streamed answers (api.md SSE)', () => {
  it('streams deltas and citations in order and ends with done carrying the stored message', async () => {
    const citation = {
      kind: 'law', law_id: 'civil-code', article_id: 'civil-code:577', law_title: '中华人民共和国民法典',
      article_label: '第五百七十七条', case_id: null, status: 'verified', validity: '现行有效', text: '当事人一方不履行合同义务……',
    } as const;
    const id = await start(alice, {
      events: [
        { type: 'delta', text: '根据' },
        { type: 'delta', text: '民法典' },
        { type: 'citation', citation },
        { type: 'delta', text: '，应承担违约责任。' },
      ],
    });
    const res = await alice.request('GET', `/api/test/stream?id=${id}`);
    expect(res.headers['content-type']).toContain('text/event-stream');
    const events = parseSse(res.body);
    expect(textOf(events)).toBe('根据民法典，应承担违约责任。');
    expect(events.find((e) => e.event === 'citation')?.data).toEqual({ citation });
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect(done.data).toEqual({ message: { message_id: id, content: '根据民法典，应承担违约责任。', status: 'done' } });
    expect(finals.get(id)).toMatchObject({ status: 'done', citations: [citation], error: null });
    const ids = events.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => a! - b!));
  });

  it('resumes after Last-Event-ID without repeating text', async () => {
    const parts = ['第一段。', '第二段。', '第三段。'];
    const id = await start(alice, { events: parts.map((text) => ({ type: 'delta', text })) });
    const full = parseSse((await alice.request('GET', `/api/test/stream?id=${id}`)).body);
    const firstDelta = full.find((e) => e.event === 'delta')!;
    const resumed = parseSse(
      (await alice.request('GET', `/api/test/stream?id=${id}`, { headers: { 'last-event-id': String(firstDelta.id) } })).body,
    );
    expect((firstDelta.data as { text: string }).text + textOf(resumed)).toBe(parts.join(''));
    expect(resumed.every((e) => e.id! > firstDelta.id!)).toBe(true);
    expect(resumed.at(-1)!.event).toBe('done');
  });

  it('stops on request and keeps the text produced so far as a stopped message', async () => {
    const id = await start(alice, { events: [{ type: 'delta', text: '已经写出的部分' }], hold: true });
    await waitForFirstEvent(id);
    const stop = await alice.post<{ stopped: boolean }>('/api/test/stop', { id });
    expect(stop.body.data.stopped).toBe(true);
    const events = parseSse((await alice.request('GET', `/api/test/stream?id=${id}`)).body);
    expect(textOf(events)).toBe('已经写出的部分');
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { message: { status: 'stopped' } } });
    expect(finals.get(id)).toMatchObject({ status: 'stopped', text: '已经写出的部分' });
    const again = await alice.post<{ stopped: boolean }>('/api/test/stop', { id });
    expect(again.body.data.stopped).toBe(false);
  });

  it('ends a failing producer with an error event and saves what it had written', async () => {
    const id = await start(alice, { events: [{ type: 'delta', text: '部分回答' }], fail: true });
    const events = parseSse((await alice.request('GET', `/api/test/stream?id=${id}`)).body);
    expect(events.at(-1)).toMatchObject({ event: 'error', data: { code: 500, message: '生成中断，请重试' } });
    expect(finals.get(id)).toMatchObject({ status: 'failed', text: '部分回答' });
  });

  it("answers 404 for another user's stream, to read or to stop", async () => {
    const id = await start(alice, { events: [{ type: 'delta', text: '私密' }] });
    const read = await bob.get(`/api/test/stream?id=${id}`);
    expect(read.status).toBe(404);
    expect(read.body.code).toBe(404);
    const stop = await bob.post('/api/test/stop', { id });
    expect(stop.body.code).toBe(404);
  });

  it('ends a stream whose producing process died, keeping its text, when a client reconnects', async () => {
    // A stream left "running" by a crashed process: its lease has run out and nobody here produces it.
    const id = randomUUID();
    const owner = (await alice.get<{ personal_info: { user_id: string } }>(TestClient.saas('base/info'))).body.data;
    const [row] = await t.app.db.select({ tenantId: streams.tenantId }).from(streams).limit(1);
    await t.app.db.insert(streams).values({
      id, kind: 'test', tenantId: row!.tenantId, userId: owner.personal_info.user_id, status: 'running',
      leaseUntil: new Date(Date.now() - 60_000), lastSeq: 1,
    });
    await t.app.db.insert(streamEvents).values({ streamId: id, seq: 1, type: 'delta', data: { text: '崩溃前的内容' } });
    const events = parseSse((await alice.request('GET', `/api/test/stream?id=${id}`)).body);
    expect(textOf(events)).toBe('崩溃前的内容');
    expect(events.at(-1)!.event).toBe('error');
    expect(finals.get(id)).toMatchObject({ status: 'failed', text: '崩溃前的内容' });
  });
});
