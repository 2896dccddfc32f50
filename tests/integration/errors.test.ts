import { describe, expect, it } from 'vitest';
import { Code, Messages } from '@common/codes';
import { JSON_BODY_LIMIT } from '../../server/app';
import { useTestApp } from '../helpers/build-test-app';
import { TestClient } from '../helpers/test-client';

describe('bad input and failures answer the envelope with a Chinese message', () => {
  const t = useTestApp({
    extend: (app) => {
      app.get('/api/lawdesk/test/boom', async () => {
        throw new Error('relation "secret_table" does not exist at /srv/app/server.ts:42');
      });
    },
  });

  const post = (payload: string, contentType = 'application/json') => {
    const client = new TestClient(t().app);
    return client.request('POST', TestClient.saas('auth/code'), {
      body: payload,
      headers: { 'content-type': contentType },
    });
  };

  it('malformed JSON -> 400 请求格式错误', async () => {
    const res = await post('{"phone": "138');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: Code.BAD_REQUEST, data: null, message: Messages.malformedJson });
  });

  it('an unknown field -> 400 请求参数有误', async () => {
    const res = await post(JSON.stringify({ phone: '13800000001', extra: 1 }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: Code.BAD_REQUEST, data: null, message: Messages.badRequest });
  });

  it('a mistyped field -> 400', async () => {
    const res = await post(JSON.stringify({ phone: 13800000001 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(Code.BAD_REQUEST);
    expect(res.json().message).toMatch(/\p{Script=Han}/u);
  });

  it('an oversize body -> 400 请求内容过大', async () => {
    const res = await post(JSON.stringify({ phone: 'x'.repeat(JSON_BODY_LIMIT + 10) }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: Code.BAD_REQUEST, data: null, message: Messages.bodyTooLarge });
  });

  it('an unsupported content type -> 415 with code 415 (status and code agree, issue 16)', async () => {
    const res = await post('<phone>13800000001</phone>', 'application/xml');
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe(Code.UNSUPPORTED_MEDIA_TYPE);
  });

  it('an unknown /api route -> 404 JSON envelope, never HTML', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await new TestClient(t().app).request(method, '/api/nope');
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ code: Code.NOT_FOUND, data: null, message: Messages.notFound });
    }
  });

  it('an unexpected error -> 500 服务器开小差了 without internals', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/api/lawdesk/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: Code.INTERNAL, data: null, message: Messages.internal });
    expect(res.body).not.toMatch(/secret_table|server\.ts|stack/);
  });
});
