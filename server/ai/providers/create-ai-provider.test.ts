import { describe, expect, it } from 'vitest';
import { createAiProvider, processAiLimiter } from './create-ai-provider';
import { builtinProvider, BUILTIN_CAPABILITIES } from './builtin';
import { AiProviderError } from './errors';

describe('createAiProvider', () => {
  it('is builtin when AI_BASE_URL is not set (or blank)', () => {
    expect(createAiProvider({})).toBe(builtinProvider);
    expect(createAiProvider({ AI_BASE_URL: '  ', AI_MODEL: 'x' })).toBe(builtinProvider);
  });

  it('is openai-compatible when AI_BASE_URL is set, with the model named', () => {
    const provider = createAiProvider({ AI_BASE_URL: 'https://api.deepseek.com', AI_API_KEY: 'sk-x', AI_MODEL: 'deepseek-chat' });
    expect(provider.id).toBe('openai-compatible');
    expect(provider.model).toBe('deepseek-chat');
    expect(provider.capabilities.review.mode).toBe('model');
  });

  it('refuses AI_BASE_URL without AI_MODEL, a malformed URL or a bad number, naming the setting', () => {
    expect(() => createAiProvider({ AI_BASE_URL: 'http://localhost:11434/v1' })).toThrow(/AI_MODEL/);
    expect(() => createAiProvider({ AI_BASE_URL: 'not a url', AI_MODEL: 'm' })).toThrow(/AI_BASE_URL/);
    expect(() => createAiProvider({ AI_BASE_URL: 'http://x', AI_MODEL: 'm', AI_MAX_CONCURRENCY: '0' })).toThrow(AiProviderError);
  });

  it('shares one limiter across the providers of the process', () => {
    createAiProvider({ AI_BASE_URL: 'http://x/v1', AI_MODEL: 'm', AI_MAX_CONCURRENCY: '3' });
    const limiter = processAiLimiter(3);
    createAiProvider({ AI_BASE_URL: 'http://y/v1', AI_MODEL: 'n', AI_MAX_CONCURRENCY: 3 });
    expect(processAiLimiter(3)).toBe(limiter);
  });
});

describe('builtin provider', () => {
  it('declares what it does per capability and generates no text', async () => {
    expect(BUILTIN_CAPABILITIES.review.mode).toBe('deterministic');
    expect(BUILTIN_CAPABILITIES.classify.mode).toBe('deterministic');
    expect(BUILTIN_CAPABILITIES.chat.mode).toBe('unavailable');
    await expect(builtinProvider.complete([{ role: 'user', content: '你好' }], { maxTokens: 10, temperature: 0 })).rejects.toMatchObject({ kind: 'unsupported' });
    const iterate = async () => {
      for await (const _ of builtinProvider.stream([], { maxTokens: 10, temperature: 0 })) void _;
    };
    await expect(iterate()).rejects.toMatchObject({ kind: 'unsupported' });
  });
});
