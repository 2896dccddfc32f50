/**
 * General chat and share links through the API (issue 10), builtin provider (no general model): a legal question
 * answered by statute retrieval with verified citations and the plain note that no model is configured, streamed
 * through the kit; follow-ups, stop, regenerate, history (search, rename, delete), another user's 404; share links
 * read without login, revoked and expired links that say so, guessed ids.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHAT_BASE, type TChatDetail, type TChatListResponse, type TShareCreated, type TShareView } from '@common/api/chat';
import { Code } from '@common/codes';
import { shares } from '../../server/db/schema/index';
import { NO_MODEL_NOTE } from '../../server/services/chat/compose-chat-answer';
import { useTestApp } from '../helpers/build-test-app';
import { buildLawyer, type TLawyer } from '../helpers/contract-client';
import { parseSse, sseText, type TSseEvent } from '../helpers/sse';
import { TestClient } from '../helpers/test-client';

const t = useTestApp();
let lawyer: TLawyer;
let other: TLawyer;
const p = (s: string) => `${CHAT_BASE}/${s}`;

async function ask(who: TLawyer, content: string, chatId?: string) {
  return who.client.post<{ chat_id: string; message_id: string }>(p('chat'), { content, ...(chatId ? { chat_id: chatId } : {}) });
}

async function read(who: TLawyer, chatId: string, messageId: string): Promise<TSseEvent[]> {
  const res = await t().app.inject({ method: 'GET', url: `${p('chat/stream')}?chat_id=${chatId}&message_id=${messageId}`, headers: { token: who.client.token ?? '' } });
  return parseSse(res.body);
}

beforeAll(async () => {
  lawyer = await buildLawyer(t().app, { quotas: { chat: 10 } });
  other = await buildLawyer(t().app, { quotas: { chat: 1 } });
});

describe('chat without a general model', () => {
  let chatId: string;
  let answerId: string;

  it('answers a legal question from the statute corpus, says no model is configured, cites verified articles', async () => {
    const asked = await ask(lawyer, '借款到期后借款人不还钱，出借人可以主张什么？');
    expect(asked.body.code).toBe(200);
    chatId = asked.body.data.chat_id;
    answerId = asked.body.data.message_id;
    const events = await read(lawyer, chatId, answerId);
    const text = sseText(events);
    expect(text).toContain('根据法规库检索');
    expect(text).toContain(NO_MODEL_NOTE);
    const citations = events.filter((e) => e.event === 'citation').map((e) => (e.data as { citation: { status: string; law_title: string } }).citation);
    expect(citations.length).toBeGreaterThan(0);
    expect(citations.every((c) => c.status === 'verified')).toBe(true);
    const done = events.find((e) => e.event === 'done')!.data as { message: { content: string; status: string } };
    expect(done.message.content).toBe(text);
    expect(done.message.status).toBe('done');
  });

  it('keeps the conversation: follow-up, regenerate, details in order; nothing legal says so plainly', async () => {
    const follow = await ask(lawyer, '今天天气怎么样', chatId);
    expect(follow.body.code).toBe(200);
    expect(sseText(await read(lawyer, chatId, follow.body.data.message_id))).toContain('当前未配置通用大模型');
    const again = await lawyer.client.post<{ message_id: string }>(p('chat/regenerate'), { chat_id: chatId, message_id: answerId });
    expect(again.body.code).toBe(200);
    await read(lawyer, chatId, again.body.data.message_id);
    const detail = (await lawyer.client.get<TChatDetail>(`${p('chat/details')}?chat_id=${chatId}`)).body.data;
    expect(detail.answered_by).toBe('builtin');
    expect(detail.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant', 'assistant']);
    expect(detail.messages.every((m) => m.status === 'done')).toBe(true);
    // A stop after the end changes nothing and says so.
    const stop = await lawyer.client.post<{ stopped: boolean }>(p('chat/stop'), { chat_id: chatId, message_id: answerId });
    expect(stop.body.data.stopped).toBe(false);
  });

  it('history: list, search, rename; another user gets 404 everywhere', async () => {
    const list = await lawyer.client.get<TChatListResponse>(`${p('query/chat/list')}?search=${encodeURIComponent('借款')}`);
    expect(list.body.data.items.map((c) => c.chat_id)).toEqual([chatId]);
    expect((await lawyer.client.post(p('updateChatTitle'), { chat_id: chatId, title: '借款纠纷咨询' })).body.code).toBe(200);
    expect((await lawyer.client.get<TChatDetail>(`${p('chat/details')}?chat_id=${chatId}`)).body.data.title).toBe('借款纠纷咨询');
    expect((await other.client.get(`${p('chat/details')}?chat_id=${chatId}`)).status).toBe(404);
    expect((await other.client.post(p('chat'), { chat_id: chatId, content: '继续' })).status).toBe(404);
    const stream = await t().app.inject({ method: 'GET', url: `${p('chat/stream')}?chat_id=${chatId}&message_id=${answerId}`, headers: { token: other.client.token ?? '' } });
    expect(stream.statusCode).toBe(404);
    expect((await other.client.post(p('updateChatTitle'), { chat_id: chatId, title: 'x' })).status).toBe(404);
    expect((await other.client.post(p('delete/chat/by'), { chat_id: chatId })).status).toBe(404);
    expect((await other.client.get(`${p('chat/details')}?chat_id=not-a-uuid`)).status).toBe(404);
  });

  it('refuses an empty or over-long question with a clear message, charging nothing', async () => {
    const empty = await ask(other, '   ');
    expect(empty.status).toBe(400);
    const long = await ask(other, '问'.repeat(2001));
    expect(long.status).toBe(400);
    expect(long.body.message).toContain('2000');
    expect((await ask(other, '劳动合同试用期最长多久？')).body.code).toBe(200);
    expect((await ask(other, '再问一个')).body.code).toBe(Code.LIMIT_REACHED);
  });

  describe('share links', () => {
    let share: TShareCreated;
    const visitor = () => new TestClient(t().app);

    it('shares a chat read-only without login', async () => {
      const res = await lawyer.client.post<TShareCreated>(p('share'), { kind: 'chat', chat_id: chatId, expire_days: 7 });
      expect(res.body.code).toBe(200);
      share = res.body.data;
      expect(share.url).toBe(`/sharepage?share_id=${share.share_id}`);
      expect(share.share_id).toMatch(/^[A-Za-z0-9_-]{24}$/);
      const view = await visitor().get<TShareView>(p(`share/${share.share_id}`));
      expect(view.body.code).toBe(200);
      expect(view.body.data.title).toBe('借款纠纷咨询');
      expect(view.body.data.messages[0]).toMatchObject({ role: 'user', content: '借款到期后借款人不还钱，出借人可以主张什么？' });
      expect(view.body.data.messages[1]!.citations.length).toBeGreaterThan(0);
      const mine = await lawyer.client.get<{ items: { share_id: string; revoked: boolean }[] }>(`${p('share/list')}?target_id=${chatId}`);
      expect(mine.body.data.items).toEqual([expect.objectContaining({ share_id: share.share_id, revoked: false })]);
    });

    it('refuses to share what is not yours, and a guessed id finds nothing', async () => {
      expect((await other.client.post(p('share'), { kind: 'chat', chat_id: chatId })).status).toBe(404);
      expect((await visitor().get(p('share/AAAAAAAAAAAAAAAAAAAAAAAA'))).status).toBe(404);
      expect((await visitor().get(p('share/..%2F..%2Fetc'))).status).toBe(404);
      expect((await other.client.call('DELETE', p('share'), { body: { share_id: share.share_id } })).status).toBe(404);
    });

    it('a revoked link says it was revoked; an expired one says it expired', async () => {
      expect((await lawyer.client.call('DELETE', p('share'), { body: { share_id: share.share_id } })).body.code).toBe(200);
      const revoked = await visitor().get(p(`share/${share.share_id}`));
      expect(revoked.status).toBe(410);
      expect(revoked.body.code).toBe(Code.SHARE_REVOKED);
      expect(revoked.body.message).toContain('取消');
      const second = (await lawyer.client.post<TShareCreated>(p('share'), { kind: 'chat', chat_id: chatId, expire_days: 1 })).body.data;
      await t().app.db.update(shares).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(shares.id, second.share_id));
      const expired = await visitor().get(p(`share/${second.share_id}`));
      expect(expired.status).toBe(410);
      expect(expired.body.code).toBe(Code.SHARE_EXPIRED);
      expect(expired.body.message).toContain('过期');
    });

    it('a deleted chat takes its links with it', async () => {
      const third = (await lawyer.client.post<TShareCreated>(p('share'), { kind: 'chat', chat_id: chatId })).body.data;
      expect((await lawyer.client.post(p('delete/chat/by'), { chat_id: chatId })).body.code).toBe(200);
      expect((await visitor().get(p(`share/${third.share_id}`))).status).toBe(404);
      expect((await lawyer.client.get(`${p('chat/details')}?chat_id=${chatId}`)).status).toBe(404);
    });
  });
});
