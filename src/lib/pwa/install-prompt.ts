/**
 * Install to desktop (spec §2, architecture.md §4). Chromium fires `beforeinstallprompt` once, possibly before React
 * mounts, so the event is captured at start-up and kept here; the header offers it while it is available and hides
 * it once the app is installed (appinstalled) or already runs as an installed app (display-mode standalone).
 */

/** Chromium's event; not in the DOM typings. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export type TInstallState = { canInstall: boolean; installed: boolean };

let deferred: BeforeInstallPromptEvent | null = null;
let snapshot: TInstallState = { canInstall: false, installed: false };
const listeners = new Set<() => void>();
let captured = false;

function update(next: Partial<TInstallState>): void {
  snapshot = { ...snapshot, ...next };
  for (const fn of listeners) fn();
}

function runsInstalled(): boolean {
  const standalone = typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
  return standalone || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

/** Starts listening; call once at start-up, before the app renders. */
export function captureInstallPrompt(): void {
  if (captured) return;
  captured = true;
  if (runsInstalled()) update({ installed: true });
  window.addEventListener('beforeinstallprompt', (e) => {
    // Keep the browser's own mini-infobar away; the header button offers the install instead.
    e.preventDefault();
    deferred = e as BeforeInstallPromptEvent;
    update({ canInstall: !snapshot.installed });
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    update({ canInstall: false, installed: true });
  });
}

/** Shows the browser's install dialog. Resolves to true when the user accepted. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  // A prompt event can be used once; whatever the user answers, the button goes away until the browser offers again.
  deferred = null;
  update({ canInstall: false });
  await event.prompt();
  const choice = await event.userChoice;
  return choice.outcome === 'accepted';
}

export function getInstallState(): TInstallState {
  return snapshot;
}

export function subscribeInstallState(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** Test helper. */
export function resetInstallPrompt(): void {
  deferred = null;
  captured = false;
  snapshot = { canInstall: false, installed: false };
}
