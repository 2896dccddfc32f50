/**
 * App-wide state of spec §3 "Store state": token, userId, tenant_id, login and VIP dialog flags, is_admin,
 * currentMenu, ip, research flags — plus the generic-error flags of spec §8 (limit, network, request-error dialog).
 * A tiny external store read through useSyncExternalStore: no extra dependency, usable outside React (the api
 * client, route guards). The identifying fields persist under a key with the spec's 'ZH' prefix; the token itself
 * lives in localStorage 'token' (session.ts), mirrored here so components re-render on login and logout.
 */
import { useSyncExternalStore } from 'react';
import { getHistoryStatus, getToken } from './session';

export type TVipReason = 'AUTH_EXPIRE' | 'INITIATIVE' | 'NOT_QUOTA';

export type TAppState = {
  token: string;
  userId: string;
  tenant_id: string;
  is_admin: boolean;
  currentMenu: string;
  ip: string;
  loginDialogOpen: boolean;
  vipDialog: { open: boolean; reason: TVipReason | null };
  /** Research flag: the user has no research history yet (spec §4; starts true unless historyStatus is 'true'). */
  noHistory: boolean;
  /** True when a public path was opened directly (spec §2). */
  landingStatus: boolean;
  /** Current task number; cleared outside /fileChatDetail and /guidAssistantDetail (spec §2). */
  currentTaskId: string;
  /** Set by code 10014 (spec §8). */
  limitStatus: boolean;
  /** Set by a network failure (spec §8); shown as a banner. */
  networkError: boolean;
  /** Request-error dialog (spec §8 codes 10022, 10065, ...). */
  requestError: { code: number; message: string } | null;
};

export const STORE_KEY = 'ZH-app';
const PERSISTED = ['userId', 'tenant_id', 'is_admin'] as const satisfies readonly (keyof TAppState)[];

function initialState(): TAppState {
  const base: TAppState = {
    token: getToken(),
    userId: '',
    tenant_id: '',
    is_admin: false,
    currentMenu: '',
    ip: '',
    loginDialogOpen: false,
    vipDialog: { open: false, reason: null },
    noHistory: getHistoryStatus() !== 'true',
    landingStatus: false,
    currentTaskId: '',
    limitStatus: false,
    networkError: false,
    requestError: null,
  };
  try {
    const saved = JSON.parse(window.localStorage.getItem(STORE_KEY) ?? '{}') as Partial<TAppState>;
    for (const key of PERSISTED) if (key in saved) Object.assign(base, { [key]: saved[key] });
  } catch {
    // Unreadable or unavailable storage: start fresh.
  }
  return base;
}

let state: TAppState = initialState();
const listeners = new Set<() => void>();

function persist(): void {
  try {
    const out: Partial<TAppState> = {};
    for (const key of PERSISTED) Object.assign(out, { [key]: state[key] });
    window.localStorage.setItem(STORE_KEY, JSON.stringify(out));
  } catch {
    // Storage refused: state stays in memory.
  }
}

export function getState(): TAppState {
  return state;
}

export function setState(patch: Partial<TAppState> | ((s: TAppState) => Partial<TAppState>)): void {
  const next = typeof patch === 'function' ? patch(state) : patch;
  const changed = (Object.keys(next) as (keyof TAppState)[]).some((k) => !Object.is(state[k], next[k]));
  if (!changed) return;
  state = { ...state, ...next };
  if (PERSISTED.some((k) => k in next)) persist();
  for (const fn of listeners) fn();
}

export function subscribe(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** Reads a slice of the store and re-renders when it changes. Return primitives or stable objects from selectors. */
export function useAppStore<T>(selector: (s: TAppState) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => selector(state),
    () => selector(state),
  );
}

/** Test helper: back to a fresh state read from storage. */
export function resetStore(): void {
  state = initialState();
  for (const fn of listeners) fn();
}

/** Opens the VIP dialog (spec §4 reasons: AUTH_EXPIRE, INITIATIVE, NOT_QUOTA); it leads to /vip. */
export function openVipDialog(reason: TVipReason): void {
  setState({ vipDialog: { open: true, reason } });
}
