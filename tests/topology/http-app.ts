/**
 * The integration helpers (TestClient, contract-client, document-client) drive an app through `app.inject`. This
 * gives them an "app" whose inject is a real HTTP request to running API processes, so the same flows run across
 * a topology of processes. Requests go to the base URLs in turn (as a load balancer would spread them).
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

export type THttpApp = FastifyInstance & { bases: string[] };

function bodyOf(payload: unknown, headers: Record<string, string>): BodyInit | undefined {
  if (payload === undefined) return undefined;
  if (Buffer.isBuffer(payload) || typeof payload === 'string') return payload as BodyInit;
  if (payload instanceof Readable) return Readable.toWeb(payload) as unknown as BodyInit;
  headers['content-type'] ??= 'application/json';
  return JSON.stringify(payload);
}

/** One response in the shape of light-my-request's (what TestClient reads). */
async function asInjectResponse(res: Response): Promise<LightMyRequestResponse> {
  const rawPayload = Buffer.from(await res.arrayBuffer());
  const body = rawPayload.toString('utf8');
  const cookies = res.headers.getSetCookie().map((line) => {
    const [pair] = line.split(';');
    const at = pair!.indexOf('=');
    return { name: pair!.slice(0, at).trim(), value: pair!.slice(at + 1).trim() };
  });
  return {
    statusCode: res.status,
    statusMessage: res.statusText,
    headers: Object.fromEntries(res.headers),
    rawPayload,
    payload: body,
    body,
    json: () => JSON.parse(body) as unknown,
    cookies,
  } as unknown as LightMyRequestResponse;
}

/** An app-shaped object over HTTP: `bases` are tried in turn, one request each. */
export function httpApp(bases: string[]): THttpApp {
  let next = 0;
  const inject = async (options: InjectOptions): Promise<LightMyRequestResponse> => {
    const base = bases[next++ % bases.length]!;
    const url = new URL(String(options.url), base);
    for (const [k, v] of Object.entries((options.query as Record<string, string> | undefined) ?? {})) {
      url.searchParams.set(k, v);
    }
    const headers = { ...(options.headers as Record<string, string>) };
    const body = bodyOf(options.payload, headers);
    const res = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body,
      ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
    } as RequestInit);
    return asInjectResponse(res);
  };
  return { inject, bases } as unknown as THttpApp;
}
