/**
 * Every module on the one ledger (issue 12 item 1): research, chat, file Q&A and due diligence are charged once per
 * task and refunded once when the task fails, each as a ledger row with the task id; a refunded conversation charges
 * again when the lawyer asks in it again; law search is charged once per search and day. Contract review, drafting
 * and translation are proved in their own files (contract-flow, draft-flow, translation-faults). The model is the
 * local chat-completions stub, told to fail or answer per test. Decision 168.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_BASE } from '@common/api/chat';
import { FUXI_BASE } from '@common/api/search';
import { quotas, quotaTransactions, traceTasks } from '../../server/db/schema/index';
import { startChatStub, type ChatStub } from '../../server/ai/testing/chat-stub-server';
import { consumeOnce } from '../../server/services/quota/consume-once';
import { runTraceTask } from '../../server/services/trace/run-trace-task';
import { useTestApp } from '../helpers/build-test-app';
import { buildLawyer, type TLawyer } from '../helpers/contract-client';
import { askQuestion, documentPath, readAnswer, uploadFileTo, waitForFile } from '../helpers/document-client';
import { createResearch, readResearchStream, researchPath } from '../helpers/research-client';
import { parseSse, type TSseEvent } from '../helpers/sse';

let stub: ChatStub;
let failing = false;
const options = { env: { AI_MAX_RETRIES: '0' } as Record<string, string> };
beforeAll(async () => {
  stub = await startChatStub((req) => {
    if (failing) return { status: 400, body: '{"error":{"message":"bad request"}}' };
    // The research planner asks for JSON; every other call gets a short answer.
    if (req.body.response_format?.type === 'json_object' || req.system.includes('JSON')) return { content: '{"keywords":["借款"],"laws":["民法典"],"articles":[]}' };
    return { content: '借款到期不还的，出借人可以要求返还借款并支付逾期利息。' };
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
  lawyer = await buildLawyer(t().app, { quotas: { research: 5, chat: 5, document: 5, trace: 5, fuxi_search: 5 } });
}, 60_000);

/** The ledger rows of one task, oldest first: [reason, change]. */
async function ledgerOf(reference: string): Promise<[string, number][]> {
  const rows = await t()
    .app.db.select({ reason: quotaTransactions.reason, change: quotaTransactions.change })
    .from(quotaTransactions)
    .where(and(eq(quotaTransactions.userId, lawyer.user.id), eq(quotaTransactions.taskId, reference)))
    .orderBy(asc(quotaTransactions.id));
  return rows.map((r) => [r.reason, r.change]);
}

/** Uses left of a model for the lawyer. */
async function left(model: string): Promise<number> {
  const [q] = await t().app.db.select().from(quotas).where(and(eq(quotas.userId, lawyer.user.id), eq(quotas.model, model)));
  return q!.number - q!.useNumber;
}

const lastEvent = (events: TSseEvent[]) => events.at(-1)?.event;

async function readChat(chatId: string, messageId: string): Promise<TSseEvent[]> {
  const res = await t().app.inject({ method: 'GET', url: `${CHAT_BASE}/chat/stream?chat_id=${chatId}&message_id=${messageId}`, headers: { token: lawyer.client.token ?? '' } });
  return parseSse(res.body);
}

describe('one ledger for every module', () => {
  it('research: a failed answer gives the use back once; asking again in it charges again; a delivered research is charged once', async () => {
    failing = true;
    const created = await createResearch(lawyer.client, '借款到期不还怎么办？');
    expect(created.body.code).toBe(200);
    const { research_id, message_id } = created.body.data;
    expect(lastEvent((await readResearchStream(t().app, lawyer.client, research_id, message_id)).events)).toBe('error');
    expect(await ledgerOf(research_id)).toEqual([['consume', -1], ['refund', 1]]);
    expect(await left('research')).toBe(5);

    // Asking again in the refunded research is not free: it is charged again, and this time the answer arrives.
    failing = false;
    const retried = await lawyer.client.post<{ message_id: string }>(researchPath('legal/retry'), { research_id, message_id });
    expect(retried.body.code).toBe(200);
    expect(lastEvent((await readResearchStream(t().app, lawyer.client, research_id, retried.body.data.message_id)).events)).toBe('done');
    // A follow-up in a charged research is free.
    const followUp = await createResearch(lawyer.client, '利息怎么算？', research_id);
    expect(lastEvent((await readResearchStream(t().app, lawyer.client, research_id, followUp.body.data.message_id)).events)).toBe('done');
    expect(await ledgerOf(research_id)).toEqual([['consume', -1], ['refund', 1], ['consume', -1]]);
    expect(await left('research')).toBe(4);
  });

  it('chat: a failed first answer is refunded once, a follow-up after success is free', async () => {
    failing = true;
    const asked = await lawyer.client.post<{ chat_id: string; message_id: string }>(`${CHAT_BASE}/chat`, { content: '借款到期不还怎么办？' });
    expect(asked.body.code).toBe(200);
    const { chat_id, message_id } = asked.body.data;
    expect(lastEvent(await readChat(chat_id, message_id))).toBe('error');
    expect(await ledgerOf(chat_id)).toEqual([['consume', -1], ['refund', 1]]);

    failing = false;
    const again = await lawyer.client.post<{ chat_id: string; message_id: string }>(`${CHAT_BASE}/chat`, { content: '那利息呢？', chat_id });
    expect(again.body.code).toBe(200);
    expect(lastEvent(await readChat(chat_id, again.body.data.message_id))).toBe('done');
    // A later failure in a conversation that delivered an answer gives nothing back.
    failing = true;
    const third = await lawyer.client.post<{ chat_id: string; message_id: string }>(`${CHAT_BASE}/chat`, { content: '还有别的办法吗？', chat_id });
    expect(lastEvent(await readChat(chat_id, third.body.data.message_id))).toBe('error');
    failing = false;
    expect(await ledgerOf(chat_id)).toEqual([['consume', -1], ['refund', 1], ['consume', -1]]);
    expect(await left('chat')).toBe(4);
  });

  it('file Q&A: a failed answer is refunded once; a retry charges again and delivers', async () => {
    const upload = await uploadFileTo(lawyer, 'document', '借条.txt', Buffer.from('借条\n今借到张三人民币十万元，约定2024年12月31日前归还。借款人：李四', 'utf8'));
    expect(upload.body.code).toBe(200);
    const fileId = upload.body.data.file_id;
    expect((await waitForFile(lawyer.client, fileId)).status).toBe('READY');
    failing = true;
    const asked = await askQuestion(lawyer.client, [fileId], '借款金额是多少？');
    expect(asked.body.code).toBe(200);
    const { task_id, message_id } = asked.body.data;
    expect(lastEvent(await readAnswer(t().app, lawyer.client, task_id, message_id))).toBe('error');
    expect(await ledgerOf(task_id)).toEqual([['consume', -1], ['refund', 1]]);

    failing = false;
    const retried = await lawyer.client.post<{ message_id: string }>(documentPath('tasks/retry'), { task_id, message_id });
    expect(retried.body.code).toBe(200);
    expect(lastEvent(await readAnswer(t().app, lawyer.client, task_id, retried.body.data.message_id))).toBe('done');
    expect(await ledgerOf(task_id)).toEqual([['consume', -1], ['refund', 1], ['consume', -1]]);
    expect(await left('document')).toBe(4);
  });

  it('due diligence: a run that fails is refunded once, even when the job runs again', async () => {
    const app = t().app;
    // A task whose table cannot be filled (its row is broken), charged as createTraceTask charges it.
    const [task] = await app.db
      .insert(traceTasks)
      .values({ tenantId: lawyer.user.tenantId, userId: lawyer.user.id, name: '坏任务', fileIds: [], questions: ['借款金额'], rows: [{ file_id: 'x', cells: null }] as never, cellsTotal: 1 })
      .returning();
    await consumeOnce(app.db, { actor: lawyer.actor, model: 'trace', reference: task!.id });
    const deps = { db: app.db, log: app.log };
    expect(await runTraceTask(deps, { taskId: task!.id, attempt: task!.attempt })).toEqual({ status: 'FAILURE' });
    await app.db.update(traceTasks).set({ status: 'PENDING' }).where(eq(traceTasks.id, task!.id));
    expect(await runTraceTask(deps, { taskId: task!.id, attempt: task!.attempt })).toEqual({ status: 'FAILURE' });
    expect(await ledgerOf(task!.id)).toEqual([['consume', -1], ['refund', 1]]);
    expect(await left('trace')).toBe(5);
  });

  it('law search: one charge per search and day, none for a search with no result', async () => {
    const search = (q: string) => lawyer.client.get(`${FUXI_BASE}/search/law`, { query: { q } });
    const before = await left('fuxi_search');
    expect((await search('借款合同')).body.code).toBe(200);
    expect((await search('借款合同')).body.code).toBe(200);
    expect((await search('qqqzzzxxx无此词')).body.code).toBe(200);
    expect(await left('fuxi_search')).toBe(before - 1);
  });

  it('the ledger sums to every balance and never went below zero', async () => {
    const rows = await t().app.db.execute<{ model: string; ledger: number; remaining: number; negative: number }>(sql`
      select q.model, coalesce(sum(t.change), 0)::int as ledger, (q.number - q.use_number)::int as remaining,
        count(*) filter (where t.balance_after < 0)::int as negative
      from ${quotas} q left join ${quotaTransactions} t on t.user_id = q.user_id and t.model = q.model
      where q.user_id = ${lawyer.user.id} group by q.model, q.number, q.use_number`);
    const list = ((rows as unknown as { rows?: never[] }).rows ?? rows) as unknown as { model: string; ledger: number; remaining: number; negative: number }[];
    expect(list.length).toBe(5);
    for (const d of list) expect({ model: d.model, ledger: d.ledger, negative: d.negative }).toEqual({ model: d.model, ledger: d.remaining, negative: 0 });
  });
});
