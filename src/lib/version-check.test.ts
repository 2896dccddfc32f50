import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkVersion, shouldCheckVersion } from './version-check';
import { getStoredVersion, setStoredVersion } from './session';
import { mockFetch, SAAS } from '@/test-utils/mock-fetch';

describe('version check', () => {
  let reload: ReturnType<typeof vi.fn<() => void>>;
  beforeEach(() => {
    localStorage.clear();
    reload = vi.fn<() => void>();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is skipped on /guidHome and /guidContract only', () => {
    expect(shouldCheckVersion('/guidHome')).toBe(false);
    expect(shouldCheckVersion('/guidContract')).toBe(false);
    expect(shouldCheckVersion('/contract')).toBe(true);
  });

  it('stores the new version and reloads when the server runs another build', async () => {
    setStoredVersion('build-1');
    mockFetch({ [`GET ${SAAS}/base/version`]: () => ({ code: 200, data: { version: 'build-2' } }) });
    await checkVersion(new QueryClient(), reload);
    expect(getStoredVersion()).toBe('build-2');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing when the version is the same', async () => {
    setStoredVersion('build-1');
    mockFetch({ [`GET ${SAAS}/base/version`]: () => ({ code: 200, data: { version: 'build-1' } }) });
    await checkVersion(new QueryClient(), reload);
    expect(reload).not.toHaveBeenCalled();
  });

  it('only remembers the version on a first visit (the page is already the newest)', async () => {
    mockFetch({ [`GET ${SAAS}/base/version`]: () => ({ code: 200, data: { version: 'build-1' } }) });
    await checkVersion(new QueryClient(), reload);
    expect(getStoredVersion()).toBe('build-1');
    expect(reload).not.toHaveBeenCalled();
  });

  it('keeps running offline', async () => {
    setStoredVersion('build-1');
    mockFetch({ [`GET ${SAAS}/base/version`]: () => 'network-error' });
    await checkVersion(new QueryClient(), reload);
    expect(getStoredVersion()).toBe('build-1');
    expect(reload).not.toHaveBeenCalled();
  });
});
