/**
 * Session values kept in localStorage under the names of spec §3: token, version, historyStatus ('true'/'false'),
 * localuserid ('U' + timestamp + random 0-9999, the anonymous tracking id). Every access is guarded because
 * storage can be unavailable (private mode, blocked cookies); the app then runs as a visitor.
 */

const KEYS = { token: 'token', version: 'version', historyStatus: 'historyStatus', localUserId: 'localuserid' } as const;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage refused: the value lives only for this page.
  }
}

export function getToken(): string {
  return read(KEYS.token) ?? '';
}

export function setToken(token: string | null): void {
  write(KEYS.token, token || null);
}

export function getStoredVersion(): string | null {
  return read(KEYS.version);
}

export function setStoredVersion(version: string): void {
  write(KEYS.version, version);
}

export function getHistoryStatus(): 'true' | 'false' | null {
  const v = read(KEYS.historyStatus);
  return v === 'true' || v === 'false' ? v : null;
}

export function setHistoryStatus(hasHistory: boolean): void {
  write(KEYS.historyStatus, hasHistory ? 'true' : 'false');
}

/** The anonymous tracking id; created once per browser. */
export function getLocalUserId(): string {
  const existing = read(KEYS.localUserId);
  if (existing) return existing;
  const id = `U${Date.now()}${Math.floor(Math.random() * 10000)}`;
  write(KEYS.localUserId, id);
  return id;
}

/** Drops what identifies the logged-in user (spec §4 logout); the version and tracking id stay. */
export function clearSession(): void {
  write(KEYS.token, null);
}

/**
 * Query parameter ntoken (api.md "Auth"): store it as the session token and strip it from the address bar, so the
 * token is neither bookmarked nor sent on in a Referer. Returns true when a token was taken.
 */
export function consumeUrlToken(): boolean {
  const url = new URL(window.location.href);
  const ntoken = url.searchParams.get('ntoken');
  if (ntoken === null) return false;
  if (ntoken) setToken(ntoken);
  url.searchParams.delete('ntoken');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return Boolean(ntoken);
}
