import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureInstallPrompt, resetInstallPrompt } from './install-prompt';
import { useInstallPrompt } from './useInstallPrompt';

function firePrompt(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

function setStandalone(matches: boolean) {
  window.matchMedia = vi.fn((query: string) => ({
    matches: matches && query.includes('standalone'),
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })) as unknown as typeof window.matchMedia;
}

describe('install to desktop', () => {
  beforeEach(() => {
    resetInstallPrompt();
    setStandalone(false);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('offers the install only once the browser fires beforeinstallprompt, and keeps the browser bar away', () => {
    captureInstallPrompt();
    const { result } = renderHook(() => useInstallPrompt());
    expect(result.current.canInstall).toBe(false);
    const event = firePrompt();
    expect(event.defaultPrevented).toBe(true);
    expect(result.current.canInstall).toBe(true);
  });

  it('shows the browser dialog on click and hides the button afterwards', async () => {
    captureInstallPrompt();
    const { result } = renderHook(() => useInstallPrompt());
    const event = firePrompt('accepted');
    let accepted = false;
    await act(async () => {
      accepted = await result.current.install();
    });
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(accepted).toBe(true);
    expect(result.current.canInstall).toBe(false);
  });

  it('hides the button for good once the app is installed', () => {
    captureInstallPrompt();
    const { result } = renderHook(() => useInstallPrompt());
    firePrompt();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(result.current).toMatchObject({ canInstall: false, installed: true });
    firePrompt();
    expect(result.current.canInstall).toBe(false);
  });

  it('never offers the install inside the installed app (display-mode standalone)', () => {
    setStandalone(true);
    captureInstallPrompt();
    const { result } = renderHook(() => useInstallPrompt());
    expect(result.current.installed).toBe(true);
    firePrompt();
    expect(result.current.canInstall).toBe(false);
  });
});
