/**
 * The one way the web app talks to the server (api.md "Envelope and conventions", spec §7 and §8).
 * - Every call sends headers `token` and `Domain`, cookies (credentials 'include'), and on POST/PUT/PATCH/DELETE the
 *   X-XSRF-TOKEN header echoed from the XSRF-TOKEN cookie.
 * - Responses are judged by body `code`, never by HTTP status.
 * - Generic errors (spec §8) are handled here once: error toast 3 s with the server message; 10003/10015/10016
 *   force a logout; 10014 sets the limit status; the request-error codes open a dialog; a network failure sets the
 *   network-error flag. Each can be suppressed per call where a screen shows the error its own way.
 */
import { type z } from 'zod';
import { Code, FORCED_LOGOUT_CODES, Messages, REQUEST_ERROR_DIALOG_CODES } from '@common/codes';
import { SAAS_BASE } from '@common/api/paths';
import { type TEnvelope } from '@common/api/envelope';
import { clearSession, getToken } from './session';
import { setState } from './store';
import { notify } from './notify';
import { isQueuedEnvelope } from './offline/sw-protocol';

/** spec §9: HTTP timeout 10 minutes (uploads of 100 MB on slow lines). */
const REQUEST_TIMEOUT_MS = 10 * 60 * 1000;
const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type TRequestOptions = {
  method?: THttpMethod;
  /** JSON body, or FormData for multipart uploads. */
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Do not toast a non-200 code: the caller shows the error itself. */
  silent?: boolean;
  /** Do not raise the network-error banner (background checks such as the version poll). */
  silentNetwork?: boolean;
};

/** A failed call: `code` is the envelope code, or NETWORK_ERROR_CODE when no envelope arrived. */
export class ApiError extends Error {
  readonly code: number;
  readonly data: unknown;
  constructor(code: number, message: string, data: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.data = data;
  }
  get isNetwork(): boolean {
    return this.code === NETWORK_ERROR_CODE;
  }
}

export const NETWORK_ERROR_CODE = -1;

type TApiEvent = { type: 'forced-logout'; code: number; message: string } | { type: 'limit'; message: string };
const eventListeners = new Set<(e: TApiEvent) => void>();

/** Lets the app react to session-level outcomes (drop cached user data, re-run route guards) without this module knowing the router. */
export function onApiEvent(fn: (e: TApiEvent) => void): () => void {
  eventListeners.add(fn);
  return () => eventListeners.delete(fn);
}

function emit(e: TApiEvent): void {
  for (const fn of eventListeners) fn(e);
}

export function readCookie(name: string): string {
  const prefix = `${name}=`;
  for (const part of document.cookie ? document.cookie.split('; ') : []) {
    if (part.startsWith(prefix)) {
      try {
        return decodeURIComponent(part.slice(prefix.length));
      } catch {
        return part.slice(prefix.length);
      }
    }
  }
  return '';
}

function buildUrl(path: string, query?: TRequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

/** The server sets XSRF-TOKEN on its responses; a first mutating call on a fresh browser primes it with a cheap GET. */
async function ensureXsrfCookie(): Promise<void> {
  if (readCookie(XSRF_COOKIE)) return;
  try {
    await fetch(`${SAAS_BASE}/base/version`, { credentials: 'include', headers: { Domain: window.location.host } });
  } catch {
    // The real call will report the network failure.
  }
}

async function send(path: string, opts: TRequestOptions): Promise<Response> {
  const method = opts.method ?? 'GET';
  const headers: Record<string, string> = { Domain: window.location.host, ...opts.headers };
  const token = getToken();
  if (token) headers.token = token;
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  if (MUTATING.has(method)) {
    await ensureXsrfCookie();
    const xsrf = readCookie(XSRF_COOKIE);
    if (xsrf) headers[XSRF_HEADER] = xsrf;
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  const onAbort = () => controller.abort();
  opts.signal?.addEventListener('abort', onAbort);
  try {
    return await fetch(buildUrl(path, opts.query), {
      method,
      headers,
      body,
      credentials: 'include',
      signal: controller.signal,
    });
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onAbort);
  }
}

function isEnvelope(v: unknown): v is TEnvelope<unknown> {
  return typeof v === 'object' && v !== null && typeof (v as { code?: unknown }).code === 'number';
}

/** Spec §8 generic handling of a non-200 envelope. */
function handleFailure(env: TEnvelope<unknown>, opts: TRequestOptions, sentToken: string): void {
  const message = env.message || Messages.internal;
  if (FORCED_LOGOUT_CODES.includes(env.code)) {
    // Several calls in flight all answer 10015 when a session dies; only the first ends it. A late answer for a
    // session already gone (or replaced by a new login) must not log out again nor drop the dialog's way back.
    if (!sentToken || sentToken !== getToken()) return;
    clearSession();
    setState({ token: '', userId: '', tenant_id: '', is_admin: false });
    // One toast however many requests were in flight when the session died.
    notify.error(message, { id: 'forced-logout' });
    emit({ type: 'forced-logout', code: env.code, message });
    return;
  }
  if (env.code === Code.LIMIT_REACHED) {
    setState({ limitStatus: true });
    emit({ type: 'limit', message });
    if (!opts.silent) notify.error(message);
    return;
  }
  if (REQUEST_ERROR_DIALOG_CODES.includes(env.code)) {
    setState({ requestError: { code: env.code, message } });
    return;
  }
  if (!opts.silent) notify.error(message);
}

/**
 * Sends one call and returns the envelope as the server sent it (any code). Generic error handling has already run
 * for non-200 codes. Throws ApiError only when no envelope arrived (network failure, timeout, non-JSON answer).
 */
export async function apiRequest<T = unknown>(path: string, opts: TRequestOptions = {}): Promise<TEnvelope<T>> {
  let res: Response;
  const sentToken = getToken();
  try {
    res = await send(path, opts);
    if (res.status === 403 && MUTATING.has(opts.method ?? 'GET')) {
      // A stale XSRF cookie: the 403 answer carries a fresh one; retry once with it.
      const peek = (await res.clone().json().catch(() => null)) as unknown;
      if (isEnvelope(peek) && peek.code === Code.XSRF_FAILED) res = await send(path, opts);
    }
  } catch (err) {
    if (opts.signal?.aborted) throw err;
    if (!opts.silentNetwork) setState({ networkError: true });
    throw new ApiError(NETWORK_ERROR_CODE, Messages.networkError);
  }
  const parsed = (await res.json().catch(() => null)) as unknown;
  if (!isEnvelope(parsed)) {
    // A proxy error page or an empty answer: nothing a lawyer can act on beyond retrying later.
    const env = { code: res.status >= 400 ? res.status : Code.INTERNAL, data: null, message: Messages.internal };
    if (!opts.silent) notify.error(env.message);
    throw new ApiError(env.code, env.message);
  }
  setState({ networkError: false });
  const env = { code: parsed.code, data: parsed.data as T, message: typeof parsed.message === 'string' ? parsed.message : '' };
  // Offline, the service worker queued this mutation (src/sw/sync.ts): not an error, the change shows as pending.
  if (isQueuedEnvelope(env)) notify.info(env.message, { id: 'offline-queued' });
  else if (env.code !== Code.OK) handleFailure(env, opts, sentToken);
  return env;
}

/**
 * Sends one call and returns `data` of a 200 envelope; throws ApiError otherwise. The type comes from common/api:
 * the server serialises every response through the same zod schema, so the hot path does not re-check it (and the
 * first load does not carry zod). Use apiDataParsed where a response must be checked in the browser too.
 */
export async function apiData<T = unknown>(path: string, opts: TRequestOptions = {}): Promise<T> {
  const env = await apiRequest<T>(path, opts);
  // A queued mutation resolves with {queued: true} (isQueuedResult) so callers can say '已保存，联网后同步'.
  if (env.code !== Code.OK && !isQueuedEnvelope(env)) throw new ApiError(env.code, env.message || Messages.internal, env.data);
  return env.data;
}

/** apiData, with `data` validated by a zod schema from common/api. */
export async function apiDataParsed<S extends z.ZodType>(path: string, schema: S, opts: TRequestOptions = {}): Promise<z.infer<S>> {
  const data = await apiData<unknown>(path, opts);
  const result = schema.safeParse(data);
  if (!result.success) {
    if (!opts.silent) notify.error(Messages.internal);
    throw new ApiError(Code.INTERNAL, Messages.internal, data);
  }
  return result.data;
}

/**
 * Opens a streaming GET (Server-Sent Events, api.md) with the headers every call sends. When the server answers
 * with an envelope instead of a stream (404, 10014, a dead session), the generic handling above runs and the
 * envelope is returned; otherwise the open response, whose body the caller reads (src/lib/stream).
 */
export async function openStream(
  path: string,
  opts: { query?: TRequestOptions['query']; lastEventId?: string | null; signal?: AbortSignal },
): Promise<{ response: Response } | { envelope: TEnvelope<unknown> }> {
  const sentToken = getToken();
  const headers: Record<string, string> = { Accept: 'text/event-stream' };
  if (opts.lastEventId) headers['Last-Event-ID'] = opts.lastEventId;
  let res: Response;
  try {
    res = await send(path, { query: opts.query, headers, signal: opts.signal });
  } catch (err) {
    if (opts.signal?.aborted) throw err;
    setState({ networkError: true });
    throw new ApiError(NETWORK_ERROR_CODE, Messages.networkError);
  }
  if ((res.headers.get('content-type') ?? '').includes('text/event-stream')) {
    setState({ networkError: false });
    return { response: res };
  }
  const parsed = (await res.json().catch(() => null)) as unknown;
  const env = isEnvelope(parsed)
    ? { code: parsed.code, data: parsed.data, message: typeof parsed.message === 'string' ? parsed.message : '' }
    : { code: Code.INTERNAL, data: null, message: Messages.internal };
  handleFailure(env, {}, sentToken);
  return { envelope: env };
}
