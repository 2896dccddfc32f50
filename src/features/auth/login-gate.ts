/**
 * The login dialog as a gate in front of protected actions (spec §4): `requireLogin(action)` runs the action at once
 * when a token exists; otherwise it opens the dialog and keeps the action, which runs after a successful login
 * (upload, sample, start, history... resume where the user left off). Closing the dialog drops it.
 */
import { getState, setState } from '@/lib/store';

type TPending = { resume: () => void; cancel?: () => void };
let pending: TPending | null = null;

export function openLoginDialog(resume?: () => void, cancel?: () => void): void {
  pending = resume ? { resume, cancel } : null;
  setState({ loginDialogOpen: true });
}

export function requireLogin(action: () => void): void {
  if (getState().token) {
    action();
    return;
  }
  openLoginDialog(action);
}

/** The user closed the dialog without logging in. */
export function cancelLogin(): void {
  const p = pending;
  pending = null;
  setState({ loginDialogOpen: false });
  p?.cancel?.();
}

/** Called by the dialog once the session is stored: closes it and runs the waiting action. */
export function resumeAfterLogin(): void {
  const p = pending;
  pending = null;
  setState({ loginDialogOpen: false });
  p?.resume();
}
