/**
 * An HTTP client over app.inject that behaves like the web app (api.md "Envelope and conventions"): it keeps
 * cookies, sends `Domain` for its tenant host, `token` once logged in, and echoes XSRF-TOKEN in X-XSRF-TOKEN
 * on POST/PUT/PATCH/DELETE (fetching the cookie first when it has none).
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { SAAS_BASE } from '@common/api/envelope';

type TMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';
const UNSAFE = new Set<TMethod>(['POST', 'PUT', 'PATCH', 'DELETE']);

export type TRequestOptions = {
  body?: unknown;
  headers?: Record<string, string>;
  query?: Record<string, string>;
  /** false: do not send X-XSRF-TOKEN (to test the 403). */
  xsrf?: boolean;
  /** true: send no session token (as the page load before the app reads it). */
  anonymous?: boolean;
};

export type TEnvelopeResponse<T = unknown> = {
  status: number;
  body: { code: number; data: T; message: string };
  raw: LightMyRequestResponse;
};

export class TestClient {
  readonly cookies = new Map<string, string>();
  token: string | undefined;

  constructor(
    readonly app: FastifyInstance,
    /** The host sent as `Domain` (selects the tenant). */
    readonly host = 'localhost',
  ) {}

  /** A path under /api/lawdesk/saas/api/v1. */
  static saas(path: string): string {
    return `${SAAS_BASE}/${path.replace(/^\//, '')}`;
  }

  private cookieHeader(): string | undefined {
    if (this.cookies.size === 0) return undefined;
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private remember(response: LightMyRequestResponse): void {
    for (const c of response.cookies) this.cookies.set(c.name, c.value);
  }

  /**
   * Gets the XSRF cookie the way a browser does, with a request that carries no session token (the page load): the
   * server mints none for a token without cookies, a machine client it exempts from the check.
   */
  async primeXsrf(): Promise<void> {
    if (!this.cookies.has('XSRF-TOKEN')) await this.request('GET', TestClient.saas('base/version'), { anonymous: true });
  }

  /** Sends a request the way the web app does; returns the raw inject response. */
  async request(
    method: TMethod,
    url: string,
    options: TRequestOptions = {},
  ): Promise<LightMyRequestResponse> {
    if (UNSAFE.has(method) && options.xsrf !== false) await this.primeXsrf();
    const headers: Record<string, string> = { domain: this.host, ...options.headers };
    const cookie = this.cookieHeader();
    if (cookie) headers.cookie = cookie;
    if (this.token && headers.token === undefined && !options.anonymous) headers.token = this.token;
    if (UNSAFE.has(method) && options.xsrf !== false && this.cookies.has('XSRF-TOKEN')) {
      headers['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN')!;
    }
    const inject: InjectOptions = { method, url, headers, query: options.query };
    if (options.body !== undefined) inject.payload = options.body as InjectOptions['payload'];
    const response = await this.app.inject(inject);
    this.remember(response);
    return response;
  }

  /** A JSON call: returns status and the parsed envelope. */
  async call<T = unknown>(
    method: TMethod,
    url: string,
    options: TRequestOptions = {},
  ): Promise<TEnvelopeResponse<T>> {
    const raw = await this.request(method, url, options);
    return { status: raw.statusCode, body: raw.json(), raw };
  }

  get<T = unknown>(url: string, options?: TRequestOptions) {
    return this.call<T>('GET', url, options);
  }

  post<T = unknown>(url: string, body?: unknown, options: TRequestOptions = {}) {
    return this.call<T>('POST', url, { ...options, body: body ?? options.body });
  }
}
