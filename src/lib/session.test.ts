import { beforeEach, describe, expect, it } from 'vitest';
import { consumeUrlToken, getLocalUserId, getToken, setHistoryStatus, getHistoryStatus } from './session';

describe('session', () => {
  beforeEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('takes ?ntoken as the session token and strips it from the address bar', () => {
    window.history.replaceState(null, '', '/guidHome?ntoken=abc&tab=law#top');
    expect(consumeUrlToken()).toBe(true);
    expect(getToken()).toBe('abc');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/guidHome?tab=law#top');
  });

  it('creates the anonymous id once: U + timestamp + a number below 10000', () => {
    const id = getLocalUserId();
    expect(id).toMatch(/^U\d{13}\d{1,4}$/);
    expect(getLocalUserId()).toBe(id);
  });

  it("stores historyStatus as 'true' / 'false'", () => {
    setHistoryStatus(true);
    expect(localStorage.getItem('historyStatus')).toBe('true');
    setHistoryStatus(false);
    expect(getHistoryStatus()).toBe('false');
  });
});
