import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Code, Messages } from '@common/codes';
import { useTestApp } from '../helpers/build-test-app';
import { TestClient } from '../helpers/test-client';

const INDEX_HTML = '<!doctype html><html lang="zh-CN"><body><div id="root"></div>律台</body></html>';

describe('the built web app with SPA fallback', () => {
  const t = useTestApp();

  const build = async () => {
    await mkdir(path.join(t().env.PUBLIC_DIR, 'assets'), { recursive: true });
    await writeFile(path.join(t().env.PUBLIC_DIR, 'index.html'), INDEX_HTML);
    await writeFile(path.join(t().env.PUBLIC_DIR, 'assets', 'app-abc123.js'), 'console.log(1)');
  };

  it('answers navigations with a Chinese 503 page naming npm run build while there is no build', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/guidHome' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('npm run build');
    expect(res.body).toContain('尚未构建');
  });

  it('serves index.html for /guidHome and other client routes once built', async () => {
    await build();
    for (const url of ['/guidHome', '/', '/research/42', '/reviewDetail?task_id=1']) {
      const res = await t().app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX_HTML);
    }
  });

  it('serves hashed assets with a long immutable cache', async () => {
    await build();
    const res = await t().app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers a missing asset with 404, not the app shell', async () => {
    await build();
    const res = await t().app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<html');
  });

  it('never answers /api/* with HTML', async () => {
    await build();
    for (const url of ['/api/nope', '/api', '/api/lawdesk/saas/api/v1/nothing-here']) {
      const res = await t().app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ code: Code.NOT_FOUND, data: null, message: Messages.notFound });
    }
  });
});

describe('OpenAPI document at /api/docs', () => {
  const t = useTestApp();

  it('serves Swagger UI and the JSON generated from the zod contracts', async () => {
    const ui = await t().app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
    const json = await t().app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json() as {
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    const codeLogin = doc.paths[TestClient.saas('auth/code/login')];
    expect(codeLogin?.post?.requestBody).toBeDefined();
    expect(JSON.stringify(codeLogin)).toContain('phone');
    for (const p of ['base/version', 'base/info', 'base/menus', 'base/config/info', 'auth/file-key']) {
      expect(doc.paths[TestClient.saas(p)], p).toBeDefined();
    }
  });
});
