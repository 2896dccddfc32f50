/**
 * Fuzz every route (issue 16, decision 181): the routes come from the app's own OpenAPI document at test time, so
 * routes other modules add are covered without touching this file. Each query, path parameter and top-level JSON
 * body field gets hostile values (NUL, control characters, impossible dates, huge numbers, very long text, wrong
 * types), as a logged-in lawyer. No answer may be a 500, and for the generic codes the HTTP status equals the
 * body code.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app';
import { buildLawyer, type TLawyer } from '../helpers/contract-client';

type TParam = { name: string; in: 'query' | 'path' | 'header' | 'cookie' };
type TOperation = { parameters?: TParam[]; requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } };
type TOpenApi = { paths: Record<string, Record<string, TOperation>> };

const HOSTILE: string[] = ['a\u0000b', '\u001b[2J', '2026-02-30#2026-02-31', '-1', '99999999999999999999999', '\ud800', 'x'.repeat(5000)];
/** Values also sent one query parameter at a time (a parameter alone may pass where all together fail early). */
const ALONE = new Set(['a\u0000b', '2026-02-30#2026-02-31', '99999999999999999999999']);
const HOSTILE_BODY_VALUES: unknown[] = [...HOSTILE, null, 1e308, [], { $gt: '' }];
/** Percent-encoding; a lone surrogate becomes the invalid UTF-8 a raw client could send. */
const enc = (v: string) => {
  try {
    return encodeURIComponent(v);
  } catch {
    return '%ED%A0%80';
  }
};
const GENERIC = new Set([400, 401, 403, 404, 409, 413, 415, 422, 429]);
const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);
/** Routes whose call would end the fuzzing session itself. */
const SKIP = [/\/auth\/logout$/];
/** A stream that stays open is not a failure; a request that has not answered in this long is counted and left. */
const ANSWER_WITHIN_MS = 10_000;

describe('fuzz: every route and parameter, never a 500', () => {
  const t = useTestApp();
  let lawyer: TLawyer;
  beforeAll(async () => {
    lawyer = await buildLawyer(t().app);
  });

  it('answers hostile values on every route of the OpenAPI document without a 500', { timeout: 180_000 }, async () => {
    const doc = (t().app as unknown as { swagger(): TOpenApi }).swagger();
    const failures: string[] = [];
    let requests = 0;
    let routes = 0;

    const send = async (method: string, url: string, body?: unknown) => {
      requests++;
      const headers: Record<string, string> = { token: lawyer.client.token!, domain: 'localhost' };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const reply = t().app.inject({ method: method.toUpperCase() as 'GET', url, headers, payload: body === undefined ? undefined : JSON.stringify(body) });
      const res = await Promise.race([reply, new Promise<null>((resolve) => setTimeout(() => resolve(null), ANSWER_WITHIN_MS))]);
      if (!res) return;
      const label = `${method.toUpperCase()} ${url.slice(0, 160)}${body === undefined ? '' : ` ${JSON.stringify(body).slice(0, 80)}`}`;
      if (res.statusCode >= 500) {
        failures.push(`${label} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
        return;
      }
      if (!String(res.headers['content-type'] ?? '').startsWith('application/json')) return;
      let code: unknown;
      try {
        code = (JSON.parse(res.body) as { code?: unknown }).code;
      } catch {
        return;
      }
      if (typeof code === 'number' && GENERIC.has(code) && code !== res.statusCode) failures.push(`${label} -> HTTP ${res.statusCode} but code ${code}`);
    };

    for (const [template, operations] of Object.entries(doc.paths)) {
      if (SKIP.some((re) => re.test(template))) continue;
      for (const [method, op] of Object.entries(operations)) {
        if (!METHODS.has(method)) continue;
        routes++;
        const params = (op.parameters ?? []).filter((p) => p.in === 'query' || p.in === 'path');
        const pathParams = params.filter((p) => p.in === 'path').map((p) => p.name);
        const fill = (values: Record<string, string>) =>
          template.replace(/\{([^}]+)\}/g, (_, name: string) => enc(values[name] ?? '00000000-0000-4000-8000-000000000000'));
        const bodyFields = Object.keys(op.requestBody?.content?.['application/json']?.schema?.properties ?? {});
        const hasBody = Boolean(op.requestBody?.content?.['application/json']);

        for (const value of HOSTILE) {
          // Every path parameter and every query parameter at once, then each query parameter alone.
          const query = params.filter((p) => p.in === 'query').map((p) => `${enc(p.name)}=${enc(value)}`);
          const base = fill(Object.fromEntries(pathParams.map((n) => [n, value])));
          await send(method, query.length ? `${base}?${query.join('&')}` : base, hasBody ? {} : undefined);
          if (query.length > 1 && ALONE.has(value)) for (const q of query) await send(method, `${fill({})}?${q}`, hasBody ? {} : undefined);
        }
        if (!hasBody) continue;
        for (const body of ['\u0000', [], null]) await send(method, fill({}), body);
        for (const field of bodyFields) {
          for (const value of HOSTILE_BODY_VALUES) await send(method, fill({}), { [field]: value });
        }
      }
    }
    expect(routes).toBeGreaterThan(30);
    expect(requests).toBeGreaterThan(800);
    expect(failures).toEqual([]);
  });
});
