import { describe, expect, it } from 'vitest';
import { Code, Messages } from '@common/codes';
import type { TActor } from '../../server/lib/actor';
import { AppError } from '../../server/lib/app-error';
import { consumeOnce } from '../../server/services/quota/consume-once';
import { getRemaining } from '../../server/services/quota/get-remaining';
import { refundOnce } from '../../server/services/quota/refund-once';
import { runIdempotent } from '../../server/services/idempotency/run-idempotent';
import { replyIdempotent } from '../../server/lib/idempotency';
import { useTestApp } from '../helpers/build-test-app';
import { TestClient } from '../helpers/test-client';
import { buildUser, sessionFor } from '../factories/user';

const actorOf = (user: { id: string; tenantId: string }): TActor => ({
  userId: user.id,
  tenantId: user.tenantId,
  isAdmin: false,
  sessionId: 'test',
});

describe('quota helpers (services/quota)', () => {
  const t = useTestApp();

  it('charges a reference once and reports what is left', async () => {
    const actor = actorOf(await buildUser(t().app, { quotas: { contract_review: 2 } }));
    const db = t().app.db;
    expect(await getRemaining(db, { actor, model: 'contract_review' })).toBe(2);
    expect(await consumeOnce(db, { actor, model: 'contract_review', reference: 'task-1' })).toEqual({
      charged: true,
      remaining: 1,
    });
    expect(await consumeOnce(db, { actor, model: 'contract_review', reference: 'task-1' })).toEqual({
      charged: false,
      remaining: 1,
    });
    expect(await getRemaining(db, { actor, model: 'contract_review' })).toBe(1);
  });

  it('answers 10014 when nothing is left, and for a model without quota', async () => {
    const actor = actorOf(await buildUser(t().app, { quotas: { research: 1 } }));
    const db = t().app.db;
    await consumeOnce(db, { actor, model: 'research', reference: 'r1' });
    for (const model of ['research', 'translation']) {
      const err = await consumeOnce(db, { actor, model, reference: 'r2' }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(AppError);
      expect(err).toMatchObject({ code: Code.LIMIT_REACHED, message: Messages.limitReached });
    }
    expect(await getRemaining(db, { actor, model: 'translation' })).toBe(0);
  });

  it('lets exactly one of many simultaneous requests take the last use', async () => {
    const actor = actorOf(await buildUser(t().app, { quotas: { draft: 1 } }));
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) =>
        consumeOnce(t().app.db, { actor, model: 'draft', reference: `d${i}` }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await getRemaining(t().app.db, { actor, model: 'draft' })).toBe(0);
  });

  it('commits or rolls back with a caller’s transaction', async () => {
    const actor = actorOf(await buildUser(t().app, { quotas: { translation: 2 } }));
    const db = t().app.db;
    await expect(
      db.transaction(async (tx) => {
        await consumeOnce(tx, { actor, model: 'translation', reference: 'tr1' });
        throw new Error('the task could not be saved');
      }),
    ).rejects.toThrow('the task could not be saved');
    expect(await getRemaining(db, { actor, model: 'translation' })).toBe(2);
    await db.transaction((tx) => consumeOnce(tx, { actor, model: 'translation', reference: 'tr1' }));
    expect(await getRemaining(db, { actor, model: 'translation' })).toBe(1);
  });

  it('refunds a charged reference once', async () => {
    const actor = actorOf(await buildUser(t().app, { quotas: { assistant: 1 } }));
    const db = t().app.db;
    await consumeOnce(db, { actor, model: 'assistant', reference: 'a1' });
    expect(await refundOnce(db, { actor, model: 'assistant', reference: 'a1' })).toEqual({ refunded: true });
    expect(await refundOnce(db, { actor, model: 'assistant', reference: 'a1' })).toEqual({ refunded: false });
    expect(await getRemaining(db, { actor, model: 'assistant' })).toBe(1);
  });
});

describe('idempotency helper (services/idempotency)', () => {
  const t = useTestApp();

  it('runs the create once for a key and replays its response', async () => {
    const actor = actorOf(await buildUser(t().app));
    let created = 0;
    const create = async () => ({
      statusCode: 200,
      body: { code: 200, data: { task_id: `task-${++created}` }, message: '成功' },
    });
    const first = await runIdempotent(
      t().app.db,
      { actor, key: 'M1700000000001', requestHash: 'h1' },
      create,
    );
    const second = await runIdempotent(
      t().app.db,
      { actor, key: 'M1700000000001', requestHash: 'h1' },
      create,
    );
    expect(created).toBe(1);
    expect(first).toMatchObject({ replayed: false, body: { data: { task_id: 'task-1' } } });
    expect(second).toMatchObject({ replayed: true, statusCode: 200, body: { data: { task_id: 'task-1' } } });
  });

  it('creates one thing when the same key arrives many times at once', async () => {
    const actor = actorOf(await buildUser(t().app));
    let created = 0;
    const create = async () => {
      created += 1;
      await new Promise((resolve) => setTimeout(resolve, 200));
      return { statusCode: 200, body: { id: created } };
    };
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        runIdempotent(t().app.db, { actor, key: 'M-race', requestHash: 'h' }, create),
      ),
    );
    expect(created).toBe(1);
    expect(new Set(results.map((r) => JSON.stringify(r.body)))).toEqual(new Set([JSON.stringify({ id: 1 })]));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
  });

  it('keeps keys per user, refuses a key reused for a different request with 409', async () => {
    const a = actorOf(await buildUser(t().app));
    const b = actorOf(await buildUser(t().app));
    const create = async () => ({ statusCode: 200, body: { ok: true } });
    await runIdempotent(t().app.db, { actor: a, key: 'K', requestHash: 'h1' }, create);
    expect(
      (await runIdempotent(t().app.db, { actor: b, key: 'K', requestHash: 'h2' }, create)).replayed,
    ).toBe(false);
    const err = await runIdempotent(t().app.db, { actor: a, key: 'K', requestHash: 'h2' }, create).catch(
      (e: unknown) => e,
    );
    expect(err).toMatchObject({ statusCode: 409, code: Code.CONFLICT });
  });

  it('lets a retry run again when the first attempt failed', async () => {
    const actor = actorOf(await buildUser(t().app));
    await expect(
      runIdempotent(t().app.db, { actor, key: 'K-fail', requestHash: 'h' }, async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const retry = await runIdempotent(t().app.db, { actor, key: 'K-fail', requestHash: 'h' }, async () => ({
      statusCode: 200,
      body: { second: true },
    }));
    expect(retry).toMatchObject({ replayed: false, body: { second: true } });
  });
});

describe('Idempotency-Key on a create route (lib/idempotency replyIdempotent)', () => {
  let created = 0;
  const t = useTestApp({
    extend: (app) => {
      app.post('/api/lawdesk/test/create', { preHandler: app.requireAuth }, async (request, reply) =>
        replyIdempotent(app.db, request, reply, request.actor!, async () => ({
          code: 200,
          data: { task_id: `task-${++created}` },
          message: '成功',
        })),
      );
    },
  });

  it('returns the first response for a repeated key and creates nothing new', async () => {
    const client = new TestClient(t().app);
    client.token = await sessionFor(t().app, await buildUser(t().app));
    const headers = { 'idempotency-key': 'M17000000000011234' };
    const first = await client.post(`/api/lawdesk/test/create`, { name: 'a' }, { headers });
    const again = await client.post(`/api/lawdesk/test/create`, { name: 'a' }, { headers });
    expect(first.body).toEqual({ code: 200, data: { task_id: 'task-1' }, message: '成功' });
    expect(again.body).toEqual(first.body);
    expect(again.raw.headers['idempotent-replayed']).toBe('true');
    expect(created).toBe(1);
    const other = await client.post(
      `/api/lawdesk/test/create`,
      { name: 'a' },
      { headers: { 'idempotency-key': 'M2' } },
    );
    expect(other.body).toMatchObject({ data: { task_id: 'task-2' } });
  });
});
