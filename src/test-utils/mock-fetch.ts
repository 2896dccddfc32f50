/** A fetch stand-in for unit tests: answers envelopes by "METHOD path" and records every call. */
import { vi } from 'vitest';

export type TRecordedCall = { method: string; path: string; headers: Record<string, string>; body: unknown; credentials?: string };
type TAnswer = { code: number; data?: unknown; message?: string } | 'network-error' | Response;
type THandler = (body: unknown, call: TRecordedCall) => TAnswer | Promise<TAnswer>;

export function mockFetch(handlers: Record<string, THandler>) {
  const calls: TRecordedCall[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>));
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const call = { method, path: url.pathname, headers, body, credentials: init.credentials };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) return new Response(JSON.stringify({ code: 404, data: null, message: '请求的内容不存在' }), { status: 404 });
    const out = await handler(body, call);
    if (out === 'network-error') throw new TypeError('Failed to fetch');
    if (out instanceof Response) return out;
    return new Response(JSON.stringify({ data: null, message: '', ...out }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fn);
  return { fn, calls };
}

export const SAAS = '/api/lawdesk/saas/api/v1';

export function userInfo(overrides: Partial<{ user_id: string; phone: string; is_admin: boolean; validity_data: string }> = {}) {
  return {
    personal_info: {
      use_info: [{ models: 'contract_review', number: 5, use_number: 1 }],
      is_member: true,
      is_new_user: true,
      user_id: 'u-1',
      username: '',
      phone: '13800138000',
      is_admin: false,
      tenant_id: 't-1',
      package_name: '体验会员',
      validity_data: '2030-01-01',
      ...overrides,
    },
    tenant_info: [],
  };
}
