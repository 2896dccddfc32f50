import { useSyncExternalStore } from 'react';
import { getInstallState, promptInstall, subscribeInstallState, type TInstallState } from './install-prompt';

/** Whether the install-to-desktop button should show, and the action behind it. */
export function useInstallPrompt(): TInstallState & { install: () => Promise<boolean> } {
  const state = useSyncExternalStore(subscribeInstallState, getInstallState, getInstallState);
  return { ...state, install: promptInstall };
}
