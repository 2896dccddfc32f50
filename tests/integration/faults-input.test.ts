/**
 * Bad values get a 400 with a Chinese message, never a 500 (issue 16, decision 181): impossible dates, NUL and
 * control characters in queries, path parameters and JSON bodies; and HTTP status and body code agree for the
 * generic codes (a form-encoded body, a raw /../ path).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { Code, Messages } from '@common/codes';
import { SafeInputMessages } from '@common/api/safe-input';
import { useTestApp } from '../helpers/build-test-app';
import { buildLawyer, contractPath, type TLawyer } from '../helpers/contract-client';
import { TestClient } from '../helpers/test-client';

const HAN = /\p{Script=Han}/u;

describe('bad input is a 400 with a Chinese message', () => {
  const t = useTestApp();
  let lawyer: TLawyer;
  beforeAll(async () => {
    lawyer = await buildLawyer(t().app);
  });

  it.each(['2026-02-30#2026-02-31', '2020-01-01#2030-13-45', '9999-99-99#', '0000-00-00#0000-00-00', '2026-1-1#', '#2026-04-31'])(
    'refuses the impossible date range %s',
    async (range) => {
      const res = await lawyer.client.get(contractPath('tasks'), { query: { data_range: range } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: Code.BAD_REQUEST, data: null, message: SafeInputMessages.invalidDate });
    },
  );

  it('still takes real date ranges, open on either side', async () => {
    for (const range of ['2024-02-29#2026-12-31', '#2026-01-31', '2026-01-01#']) {
      const res = await lawyer.client.get(contractPath('tasks'), { query: { data_range: range } });
      expect(res.body.code, range).toBe(200);
    }
  });

  it.each(['\u0000', 'a\u0000b', '\u0007', '\u001b[31m', '\u007f'])('refuses a control character in a query (%j)', async (value) => {
    const res = await lawyer.client.get(contractPath('tasks'), { query: { search: value } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: Code.BAD_REQUEST, data: null, message: SafeInputMessages.controlCharacters });
  });

  it('refuses NUL in a JSON body and in a path parameter', async () => {
    const rename = await lawyer.client.call('PUT', contractPath('task/name'), { body: { task_id: 'x', task_name: 'a\u0000b' } });
    expect(rename.status).toBe(400);
    expect(rename.body.message).toBe(SafeInputMessages.controlCharacters);
    const file = await lawyer.client.request('GET', contractPath('files/%00abc'));
    expect(file.statusCode).toBe(400);
    expect(file.json().message).toBe(SafeInputMessages.controlCharacters);
  });

  it('keeps tabs and line breaks in free text', async () => {
    const res = await lawyer.client.get(contractPath('tasks'), { query: { search: '买卖\t合同\n' } });
    expect(res.body.code).toBe(200);
  });
});

describe('HTTP status and body code agree', () => {
  const t = useTestApp();
  beforeAll(async () => {
    // A built web app, so navigations are served as in production.
    await mkdir(t().env.PUBLIC_DIR, { recursive: true });
    await writeFile(path.join(t().env.PUBLIC_DIR, 'index.html'), '<!doctype html><title>律台</title>');
  });

  it('a form-encoded body -> 415 with code 415', async () => {
    const res = await new TestClient(t().app).request('POST', TestClient.saas('auth/code'), {
      body: 'phone=13800000001',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe(415);
    expect(res.json().message).toMatch(HAN);
  });

  /** A request line sent as is (no client normalizes the path): status and JSON body. */
  async function rawGet(target: string): Promise<{ status: number; body: string }> {
    await t().app.listen({ port: 0, host: '127.0.0.1' }).catch(() => undefined);
    const { port } = t().app.server.address() as net.AddressInfo;
    const text = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`));
      let out = '';
      socket.on('data', (d) => (out += d.toString()));
      socket.on('end', () => resolve(out));
      socket.on('error', reject);
    });
    return { status: Number(text.split(' ')[1]), body: text.slice(text.indexOf('\r\n\r\n') + 4) };
  }

  it.each(['/../etc/passwd', '/../../package.json', '/assets/../../package.json', '/%2e%2e/package.json', '/api/../../package.json'])(
    'a raw traversal path %s -> 403 with code 403, nothing outside the web app served',
    async (target) => {
      const res = await rawGet(target);
      expect(res.status).toBe(403);
      expect(JSON.parse(res.body)).toEqual({ code: 403, data: null, message: Messages.forbidden });
    },
  );
});
