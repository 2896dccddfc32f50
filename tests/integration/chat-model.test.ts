/**
 * Chat and drafting with a language model configured (the local chat-completions stub): the chat answer streams as
 * the model sends it, its citations are resolved (a made-up article is not_found), stop keeps the text; the draft's
 * 事实与理由 is the model's, refining by instruction changes only the paragraphs the model names.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_BASE, type TChatDetail } from '@common/api/chat';
import { DRAFT_BASE, type TDraftDetail } from '@common/api/draft';
import { startChatStub, type ChatStub } from '../../server/ai/testing/chat-stub-server';
import { useTestApp } from '../helpers/build-test-app';
import { buildLawyer, type TLawyer } from '../helpers/contract-client';
import { parseSse, sseText } from '../helpers/sse';
import { getLawCorpus } from '../../server/laws/corpus';
import { whenGroundingReady } from '../../server/services/chat/chat-grounding';

const ANSWER = '## 结论\n\n出借人可以要求借款人返还借款并支付逾期利息，依据《中华人民共和国民法典》第六百七十五条；另见《中华人民共和国民法典》第九千条。';
const FACTS = '2023年5月8日，原告向被告出借300000元，被告到期未还。\n依据《中华人民共和国民法典》第六百七十五条，被告应当返还借款。';

let stub: ChatStub;
const options = { env: {} as Record<string, string> };
beforeAll(async () => {
  stub = await startChatStub((request) => {
    if (request.system.includes('按委托律师的指令修改')) {
      const id = /\[(p\d+)\] 2023年5月8日/.exec(request.user)?.[1] ?? 'p1';
      return { content: JSON.stringify({ reply: '已精简事实部分。', paragraphs: [{ id, text: '2023年5月8日原告出借300000元，被告逾期未还。' }, { id: 'p1', text: '不应改标题' }] }) };
    }
    if (request.system.includes('起草法律文书')) return { content: FACTS };
    return { content: ANSWER, chunkChars: 4 };
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
  lawyer = await buildLawyer(t().app, { quotas: { chat: 5, draft: 5 } });
});

describe('with a model', () => {
  it('streams the chat answer in pieces and resolves its citations', async () => {
    const asked = await lawyer.client.post<{ chat_id: string; message_id: string }>(`${CHAT_BASE}/chat`, { content: '借款到期不还怎么办？' });
    expect(asked.body.code).toBe(200);
    const res = await t().app.inject({ method: 'GET', url: `${CHAT_BASE}/chat/stream?chat_id=${asked.body.data.chat_id}&message_id=${asked.body.data.message_id}`, headers: { token: lawyer.client.token ?? '' } });
    const events = parseSse(res.body);
    expect(sseText(events)).toBe(ANSWER);
    expect(events.filter((e) => e.event === 'delta').length).toBeGreaterThan(0);
    const citations = events.filter((e) => e.event === 'citation').map((e) => (e.data as { citation: { status: string; article_label: string | null } }).citation);
    expect(citations.find((c) => c.article_label === '第六百七十五条')?.status).toBe('verified');
    expect(citations.some((c) => c.status === 'not_found')).toBe(true);
    const detail = (await lawyer.client.get<TChatDetail>(`${CHAT_BASE}/chat/details?chat_id=${asked.body.data.chat_id}`)).body.data;
    expect(detail.answered_by).toBe('model');
    expect(detail.messages[1]!.content).toBe(ANSWER);
  });

  it('never waits for the statute index: ungrounded while it is being built, grounded with retrieved articles once it is', async () => {
    const corpus = getLawCorpus();
    const ask = async (content: string) => {
      const asked = await lawyer.client.post<{ chat_id: string; message_id: string }>(`${CHAT_BASE}/chat`, { content });
      const res = await t().app.inject({ method: 'GET', url: `${CHAT_BASE}/chat/stream?chat_id=${asked.body.data.chat_id}&message_id=${asked.body.data.message_id}`, headers: { token: lawyer.client.token ?? '' } });
      expect(sseText(parseSse(res.body))).toBe(ANSWER);
      return stub.requests.filter((r) => r.user === content).at(-1)!;
    };
    // The first test's question went out while the index was cold (tests never warm at start, decision 124): it was
    // answered at once, without articles, and the build started in the background.
    expect(stub.requests.find((r) => r.user === '借款到期不还怎么办？')!.system).not.toContain('可能相关的法条');
    await whenGroundingReady(corpus);
    const grounded = await ask('房东不退押金怎么办？');
    expect(grounded.system).toContain('可能相关的法条');
    expect(grounded.system).toMatch(/《[^》]+》第[一二三四五六七八九十百千零]+条：/);
  });

  it('drafts 事实与理由 with the model and refines by instruction', async () => {
    const created = await lawyer.client.post<{ task_id: string }>(`${DRAFT_BASE}/tasks`, { template_id: 'civil-complaint', narrative: '出借人张明借给借款人李强30万元，到期未还。', fields: { claims: '判令被告偿还借款300000元' } });
    expect(created.body.code).toBe(200);
    const id = created.body.data.task_id;
    // Drafting runs in the draft.compose job (decision 152): read the draft once it has left RUNNING.
    let d = (await lawyer.client.get<TDraftDetail>(`${DRAFT_BASE}/tasks/detail?task_id=${id}`)).body.data;
    for (const deadline = Date.now() + 60_000; d.status === 'RUNNING' && Date.now() < deadline; ) {
      await new Promise((r) => setTimeout(r, 100));
      d = (await lawyer.client.get<TDraftDetail>(`${DRAFT_BASE}/tasks/detail?task_id=${id}`)).body.data;
    }
    expect(d.status).toBe('FINISH');
    expect(d.drafted_by).toBe('model');
    expect(d.notice).toBeNull();
    expect(d.paragraphs.filter((p) => p.section === 'facts' && p.style === 'body').map((p) => p.text)).toEqual(FACTS.split('\n'));
    expect(d.citations.find((c) => c.article_label === '第六百七十五条')?.status).toBe('verified');
    // Personal data is masked before the model sees it (AI_MASK_PERSONAL_DATA defaults to on).
    const draftRequest = stub.requests.find((r) => r.system.includes('起草法律文书'))!;
    expect(draftRequest.user).not.toContain('张明');
    const refined = await lawyer.client.post<TDraftDetail>(`${DRAFT_BASE}/tasks/update`, { task_id: id, instruction: '事实部分写得更简洁' });
    expect(refined.body.code).toBe(200);
    expect(refined.body.data.paragraphs[0]!.text).toBe('民事起诉状');
    expect(refined.body.data.paragraphs.some((p) => p.text === '2023年5月8日原告出借300000元，被告逾期未还。')).toBe(true);
    expect(refined.body.data.refinements.at(-1)).toMatchObject({ instruction: '事实部分写得更简洁', reply: '已精简事实部分。' });
  });
});
