import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMBED_MESSAGE_TYPES, installEmbedBridge, isAllowedOrigin } from './embed-bridge';

const post = (data: unknown, origin: string) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin }));

describe('messages from the page that embeds LawDesk (spec §8)', () => {
  let stop = () => undefined as void;
  afterEach(() => stop());

  it('acts on token-expired only from an allowed origin', () => {
    const onTokenExpired = vi.fn();
    stop = installEmbedBridge(['https://app.partner.cn'], { onTokenExpired });
    post({ type: EMBED_MESSAGE_TYPES.tokenExpired }, 'https://evil.example');
    post({ type: EMBED_MESSAGE_TYPES.tokenExpired }, 'https://app.partner.cn.evil.example');
    post({ type: EMBED_MESSAGE_TYPES.tokenExpired }, 'http://app.partner.cn');
    expect(onTokenExpired).not.toHaveBeenCalled();
    post({ type: EMBED_MESSAGE_TYPES.tokenExpired }, 'https://app.partner.cn');
    expect(onTokenExpired).toHaveBeenCalledTimes(1);
  });

  it('ignores other messages from an allowed origin, and everything once stopped', () => {
    const onTokenExpired = vi.fn();
    stop = installEmbedBridge(['https://app.partner.cn'], { onTokenExpired });
    post({ type: 'lawdesk:navigate', to: '/vip' }, 'https://app.partner.cn');
    post('hello', 'https://app.partner.cn');
    stop();
    post({ type: EMBED_MESSAGE_TYPES.tokenExpired }, 'https://app.partner.cn');
    expect(onTokenExpired).not.toHaveBeenCalled();
  });

  it('accepts nothing with an empty list; opaque origins and * never match', () => {
    const onTokenExpired = vi.fn();
    stop = installEmbedBridge([], { onTokenExpired });
    post({ type: EMBED_MESSAGE_TYPES.tokenExpired }, 'https://app.partner.cn');
    expect(onTokenExpired).not.toHaveBeenCalled();
    expect(isAllowedOrigin('null', ['null'])).toBe(false);
    expect(isAllowedOrigin('*', ['*'])).toBe(false);
  });
});
