/**
 * The auth gate (decision 170): routes registered inside `authenticated(...)` need a live session and see
 * request.actor; routes beside it in the parent scope stay public (the gate is encapsulated).
 */
import { describe, expect, it } from 'vitest';
import { Code } from '@common/codes';
import { authenticated } from '../../server/plugins/auth-gate';
import { actorOf } from '../../server/plugins/auth';
import { useTestApp } from '../helpers/build-test-app';
import { buildUser, sessionFor } from '../factories/user';

describe('auth gate', () => {
  const t = useTestApp({
    extend: async (app) => {
      await app.register(
        async (routes) => {
          routes.get('/open', async () => ({ open: true }));
          await routes.register(
            authenticated(async (authed) => {
              authed.get('/who', async (request) => ({ userId: actorOf(request).userId }));
              // Listing requireAuth again inside the gate is harmless (resolved once).
              authed.get('/twice', { preHandler: authed.requireAuth }, async (request) => ({
                userId: actorOf(request).userId,
              }));
            }),
          );
        },
        { prefix: '/gate-test' },
      );
    },
  });

  it('lets a logged-in user through with request.actor set', async () => {
    const user = await buildUser(t().app);
    const token = await sessionFor(t().app, user);
    for (const url of ['/gate-test/who', '/gate-test/twice']) {
      const res = await t().app.inject({ method: 'GET', url, headers: { token } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ userId: user.id });
    }
  });

  it('answers 401 without a token and 10015 with an unknown one', async () => {
    const none = await t().app.inject({ method: 'GET', url: '/gate-test/who' });
    expect(none.statusCode).toBe(401);
    const unknown = await t().app.inject({ method: 'GET', url: '/gate-test/who', headers: { token: 'x'.repeat(43) } });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe(Code.TOKEN_INVALID);
  });

  it('keeps routes outside the gate public', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/gate-test/open' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ open: true });
  });
});
