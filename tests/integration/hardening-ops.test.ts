/**
 * Production conventions (decision 172): liveness and readiness for load balancers, Prometheus metrics behind
 * METRICS_ENABLED, security headers with the app's CSP on pages and API answers, request ids echoed and logged.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app';
import { TestClient } from '../helpers/test-client';

describe('health, readiness, headers (metrics off by default)', () => {
  const t = useTestApp();

  it('GET /api/health answers 200 while the process lives', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ok');
  });

  it('GET /api/ready checks the database, queue, file store and statute corpus', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/api/ready' });
    const body = res.json();
    expect(Object.keys(body.checks).sort()).toEqual(['corpus', 'database', 'queue', 'storage']);
    expect(body.checks.database.ok).toBe(true);
    expect(body.checks.queue.ok).toBe(true);
    expect(body.checks.storage.ok).toBe(true);
    expect(res.statusCode).toBe(body.checks.corpus.ok ? 200 : 503);
  });

  it('GET /metrics is not served unless METRICS_ENABLED', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/metrics' });
    expect(res.headers['content-type'] ?? '').not.toContain('text/plain; version=0.0.4');
  });

  it('sends security headers and a CSP without upgrade-insecure-requests (LAN over HTTP)', async () => {
    const res = await new TestClient(t().app).get(TestClient.saas('base/version'));
    const csp = String(res.raw.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.raw.headers['x-content-type-options']).toBe('nosniff');
    expect(res.raw.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.raw.headers['strict-transport-security']).toBeUndefined();
  });

  it('echoes a request id: the proxy one when given, else a fresh one per request', async () => {
    const given = await t().app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'lb-123' } });
    expect(given.headers['x-request-id']).toBe('lb-123');
    const a = await t().app.inject({ method: 'GET', url: '/api/health' });
    const b = await t().app.inject({ method: 'GET', url: '/api/health' });
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });
});

describe('metrics on', () => {
  const t = useTestApp({ env: { METRICS_ENABLED: 'true' } });

  it('GET /metrics: request counts by route, queue depth, reviews by status, in Prometheus text', async () => {
    await new TestClient(t().app).get(TestClient.saas('base/version'));
    const res = await t().app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(/lawdesk_http_request_duration_seconds_count\{method="GET",route="[^"]*base\/version",status="200"\} 1/);
    expect(res.body).toContain('# TYPE lawdesk_queue_jobs gauge');
    expect(res.body).toContain('# TYPE lawdesk_contract_reviews gauge');
    expect(res.body).toContain('lawdesk_process_resident_memory_bytes');
  });
});
