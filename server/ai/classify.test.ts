import { afterEach, describe, expect, it } from 'vitest';
import { classifyContract } from './classify';
import { builtinProvider } from './providers/builtin';
import { createOpenAiCompatibleProvider } from './providers/openai-compatible';
import { startChatStub, type ChatStub, type StubHandler } from './testing/chat-stub-server';

const categories = [
  { id: 'sale', name: '买卖合同' },
  { id: 'lease', name: '租赁合同' },
];

let stub: ChatStub | null = null;
afterEach(async () => {
  await stub?.close();
  stub = null;
});

async function classify(handler: StubHandler, confident = false) {
  stub = await startChatStub(handler);
  const provider = createOpenAiCompatibleProvider({ baseUrl: stub.url, model: 'm', retry: { retries: 0 } });
  return classifyContract({
    provider,
    title: '协议书',
    text: '出租人：张三\n承租人将房屋用于居住。',
    categories,
    builtin: () => ({ categoryId: 'sale', confident }),
    maskPersonalData: true,
  });
}

describe('classifyContract', () => {
  it('with the builtin provider uses the caller\'s classifier', async () => {
    const result = await classifyContract({ provider: builtinProvider, title: '', text: '', categories, builtin: () => ({ categoryId: 'lease' }) });
    expect(result).toEqual({ categoryId: 'lease', source: 'builtin' });
  });

  it('asks the model when the classifier is unsure, among the known categories only, without personal data', async () => {
    const result = await classify(() => ({ content: '{"category_id":"lease"}' }));
    expect(result).toEqual({ categoryId: 'lease', source: 'model' });
    expect(stub!.requests[0]!.system).toContain('lease：租赁合同');
    expect(stub!.requests[0]!.user).not.toContain('张三');
  });

  it('does not ask the model when the classifier is confident', async () => {
    expect(await classify(() => ({ content: '{"category_id":"lease"}' }), true)).toEqual({ categoryId: 'sale', source: 'builtin' });
    expect(stub!.requests).toHaveLength(0);
  });

  it('falls back to the classifier for an invented category, unreadable output or a failed call', async () => {
    expect(await classify(() => ({ content: '{"category_id":"loan"}' }))).toMatchObject({ categoryId: 'sale', source: 'builtin', fallbackReason: expect.stringContaining('loan') });
    await stub!.close();
    expect(await classify(() => ({ content: '这是租赁合同' }))).toMatchObject({ categoryId: 'sale', source: 'builtin' });
    await stub!.close();
    expect(await classify(() => ({ status: 500 }))).toMatchObject({ categoryId: 'sale', source: 'builtin' });
  });
});
