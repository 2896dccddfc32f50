/**
 * File Q&A with a language model configured (the local chat-completions stub): retrieval first, the model answers
 * from numbered passages and cites them by id; its 「」 quotes are located in the file (exact spans) or shown
 * unverified (未核验) when the file does not say them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFileTextResponse, TQuote } from '@common/api/document';
import { startChatStub, type ChatStub } from '../../server/ai/testing/chat-stub-server';
import { useTestApp } from '../helpers/build-test-app';
import { buildLawyer } from '../helpers/contract-client';
import { askQuestion, documentPath, readAnswer, uploadFileTo } from '../helpers/document-client';
import { sseText } from '../helpers/sse';

const FILE = ['采购合同', '第一条 买方应于收到发票后三十日内支付全部货款。', '第二条 卖方逾期交货的，每逾期一日，应按合同总价的千分之一向买方支付违约金。', '第三条 因本合同发生的争议，提交上海仲裁委员会仲裁。'].join('\n');

let stub: ChatStub;
const options = { env: {} as Record<string, string> };
beforeAll(async () => {
  stub = await startChatStub((request) => {
    if (request.user.includes('借款人是谁')) {
      // Answers with the placeholders the model was given, the way a model echoes masked names back.
      const name = /借款人：(\S+?)，/.exec(request.user)?.[1] ?? '?';
      const phone = /手机号码：(\S+?)。/.exec(request.user)?.[1] ?? '?';
      // Three characters per delta (the stub's default), so placeholders such as 【姓名1】 arrive split.
      return { content: `借款人是${name}，联系电话${phone}：「借款人：${name}」。`, chunkChars: 3 };
    }
    const id = /\[(P\d+)\]（[^）]*）\n[^\n]*千分之一/.exec(request.user)?.[1] ?? 'P0';
    return { content: `卖方逾期交货须支付违约金[${id}]：「每逾期一日，应按合同总价的千分之一向买方支付违约金」。另「卖方须赔偿买方全部损失」。` };
  });
  options.env.AI_BASE_URL = stub.url;
  options.env.AI_MODEL = 'stub-model';
});
afterAll(async () => {
  await stub?.close();
});
const t = useTestApp(options);

describe('file Q&A with a model', () => {
  it('masks names and phone numbers before the model sees them and restores them in the answer and its quotes', async () => {
    const lawyer = await buildLawyer(t().app, { quotas: { document: 5 } });
    const loan = ['借款合同', '出借人：李明华，身份证号码：110101199003077774。', '借款人：王小红，手机号码：13912345678。', '第一条 借款金额为人民币十万元。'].join('\n');
    const up = await uploadFileTo(lawyer, 'document', '借款合同.txt', Buffer.from(loan, 'utf8'));
    const asked = await askQuestion(lawyer.client, [up.body.data.file_id], '借款人是谁，怎么联系？');
    const events = await readAnswer(t().app, lawyer.client, asked.body.data.task_id, asked.body.data.message_id);
    const sent = stub.requests.at(-1)!.user;
    expect(sent).toMatch(/借款人：【姓名\d】，手机号码：【手机号\d】/);
    for (const secret of ['王小红', '李明华', '13912345678', '110101199003077774']) expect(sent).not.toContain(secret);
    expect(sseText(events)).toContain('借款人是王小红，联系电话13912345678');
    const quotes = events.filter((e) => e.event === 'citation').map((e) => (e.data as { citation: TQuote }).citation);
    expect(quotes.some((q) => q.verified && q.text === '借款人：王小红')).toBe(true);
  });

  it('streams the model answer; cited passages and located words are exact spans, invented words 未核验', async () => {
    const lawyer = await buildLawyer(t().app, { quotas: { document: 5 } });
    const up = await uploadFileTo(lawyer, 'document', '采购合同.txt', Buffer.from(FILE, 'utf8'));
    const fileId = up.body.data.file_id;
    const asked = await askQuestion(lawyer.client, [fileId], '卖方逾期交货要承担什么责任？');
    const events = await readAnswer(t().app, lawyer.client, asked.body.data.task_id, asked.body.data.message_id);
    expect(sseText(events)).toContain('卖方逾期交货须支付违约金[P');
    const request = stub.requests.at(-1)!;
    expect(request.system).toContain('只根据下面给出的文件段落回答');
    expect(request.user).toContain('第二条 卖方逾期交货的');
    const quotes = events.filter((e) => e.event === 'citation').map((e) => (e.data as { citation: TQuote }).citation);
    const text = (await lawyer.client.get<TFileTextResponse>(`${documentPath('files/text')}?file_id=${fileId}`)).body.data.text;
    const verified = quotes.filter((q) => q.verified);
    expect(verified.length).toBeGreaterThanOrEqual(2);
    for (const q of verified) expect(text.slice(q.start, q.end)).toBe(q.text);
    expect(verified.some((q) => q.text === '每逾期一日，应按合同总价的千分之一向买方支付违约金')).toBe(true);
    const unverified = quotes.filter((q) => !q.verified);
    expect(unverified.map((q) => q.text)).toEqual(['卖方须赔偿买方全部损失']);
  });
});
