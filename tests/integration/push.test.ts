/**
 * Web Push on the server (issue 4 item 6): VAPID keys made once and kept, subscribe/unsubscribe per user, and a push
 * for a finished review that a browser could decrypt (checked by the local RFC 8291 receiver).
 */
import { createPublicKey, verify } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Code } from '@common/codes';
import { ZPushPayload } from '@common/api/push';
import { pushSubscriptions, pushVapidKeys } from '../../server/db/schema/index';
import { appEvents } from '../../server/events/app-events';
import { ensureVapidKeys } from '../../server/services/push/ensure-vapid-keys';
import { PUSH_ENDPOINT_INVALID } from '../../server/services/push/subscribe-push';
import { useTestApp } from '../helpers/build-test-app';
import { TestClient } from '../helpers/test-client';
import { startPushReceiver } from '../helpers/push-receiver';
import { buildUser, sessionFor } from '../factories/user';

async function clientFor(app: TestClient['app']) {
  const user = await buildUser(app);
  const client = new TestClient(app);
  client.token = await sessionFor(app, user);
  return { user, client };
}

/** Checks the VAPID JWT of a push request against the server's public key (RFC 8292 `vapid t=..., k=...`). */
function vapidSignatureValid(authorization: string, publicKey: string): boolean {
  const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(authorization);
  if (!match || match[2] !== publicKey) return false;
  const [header, claims, signature] = match[1]!.split('.');
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  return verify('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature!, 'base64url'));
}

describe('push/* (Web Push)', () => {
  const t = useTestApp({ env: { PUSH_ALLOW_HTTP: 'true' } });

  it('answers the same VAPID public key every time and keeps the private key encrypted at rest', async () => {
    const client = new TestClient(t().app);
    const first = await client.get<{ public_key: string }>(TestClient.saas('push/vapid-public-key'));
    const second = await client.get<{ public_key: string }>(TestClient.saas('push/vapid-public-key'));
    expect(first.body.code).toBe(Code.OK);
    expect(Buffer.from(first.body.data.public_key, 'base64url')).toHaveLength(65);
    expect(second.body.data.public_key).toBe(first.body.data.public_key);

    const again = await ensureVapidKeys(t().app.db, { secretKey: t().env.SECRET_KEY });
    expect(again.publicKey).toBe(first.body.data.public_key);
    const [row] = await t().app.db.select().from(pushVapidKeys);
    expect(row!.privateKeyEnc).not.toContain(again.privateKey);
  });

  it('needs a login to subscribe', async () => {
    const receiver = await startPushReceiver();
    const anonymous = new TestClient(t().app);
    const res = await anonymous.post(TestClient.saas('push/subscribe'), receiver.subscription);
    expect(res.status).toBe(401);
    await receiver.close();
  });

  it('pushes 审查完成 with the task name to every subscribed browser of the owner, encrypted for that browser', async () => {
    const receiver = await startPushReceiver();
    const { user, client } = await clientFor(t().app);
    const sub = await client.post(TestClient.saas('push/subscribe'), receiver.subscription);
    expect(sub.body.code).toBe(Code.OK);

    const delivered = await t().app.push.notifyTaskFinished({
      tenantId: user.tenantId,
      userId: user.id,
      taskId: 'task-1',
      status: 'FINISH',
      taskName: '房屋租赁合同',
    });
    expect(delivered).toBe(1);
    const push = await receiver.nextPush();
    expect(ZPushPayload.parse(JSON.parse(push.payload))).toEqual({
      type: 'task.finished',
      module: 'contract',
      task_id: 'task-1',
      status: 'FINISH',
      task_name: '房屋租赁合同',
    });
    const publicKey = t().app.push.vapidPublicKey();
    expect(vapidSignatureValid(String(push.headers.authorization), publicKey)).toBe(true);
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    await receiver.close();
  });

  it('sends nothing to another user', async () => {
    const receiver = await startPushReceiver();
    const { user, client } = await clientFor(t().app);
    await client.post(TestClient.saas('push/subscribe'), receiver.subscription);
    const other = await buildUser(t().app);
    expect(user.id).not.toBe(other.id);
    expect(await t().app.push.notifyTaskFinished({ tenantId: other.tenantId, userId: other.id, taskId: 't', status: 'FINISH', taskName: 'x' })).toBe(0);
    expect(receiver.received).toHaveLength(0);
    await receiver.close();
  });

  it("pushes when the review job announces 'task.finished'", async () => {
    const receiver = await startPushReceiver();
    const { user, client } = await clientFor(t().app);
    await client.post(TestClient.saas('push/subscribe'), receiver.subscription);
    appEvents(t().app).emit('task.finished', { tenantId: user.tenantId, userId: user.id, taskId: 'task-9', status: 'FAILURE', taskName: '借款合同' });
    expect(JSON.parse((await receiver.nextPush()).payload)).toMatchObject({ task_id: 'task-9', status: 'FAILURE', task_name: '借款合同' });
    await receiver.close();
  });

  it('stops pushing after unsubscribe', async () => {
    const receiver = await startPushReceiver();
    const { user, client } = await clientFor(t().app);
    await client.post(TestClient.saas('push/subscribe'), receiver.subscription);
    const res = await client.post(TestClient.saas('push/unsubscribe'), { endpoint: receiver.subscription.endpoint });
    expect(res.body.code).toBe(Code.OK);
    expect(await t().app.push.notifyTaskFinished({ tenantId: user.tenantId, userId: user.id, taskId: 't', status: 'FAILURE', taskName: 'x' })).toBe(0);
    await receiver.close();
  });

  it('gives a browser shared by two users to the one who subscribed last', async () => {
    const receiver = await startPushReceiver();
    const first = await clientFor(t().app);
    const second = await clientFor(t().app);
    await first.client.post(TestClient.saas('push/subscribe'), receiver.subscription);
    await second.client.post(TestClient.saas('push/subscribe'), receiver.subscription);
    const rows = await t().app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, receiver.subscription.endpoint));
    expect(rows.map((r) => r.userId)).toEqual([second.user.id]);
    expect(await t().app.push.notifyTaskFinished({ tenantId: first.user.tenantId, userId: first.user.id, taskId: 't', status: 'FINISH', taskName: 'x' })).toBe(0);
    await receiver.close();
  });

  it('drops a subscription the push service says is gone', async () => {
    const receiver = await startPushReceiver();
    const { user, client } = await clientFor(t().app);
    // A push service answers 410 Gone for a subscription the browser dropped.
    const expired = createServer((_request, response) => response.writeHead(410).end());
    await new Promise<void>((resolve) => expired.listen(0, '127.0.0.1', resolve));
    const { port } = expired.address() as AddressInfo;
    const gone = { ...receiver.subscription, endpoint: `http://127.0.0.1:${port}/push/expired` };
    await client.post(TestClient.saas('push/subscribe'), gone);
    expect(await t().app.push.notifyTaskFinished({ tenantId: user.tenantId, userId: user.id, taskId: 't', status: 'FINISH', taskName: 'x' })).toBe(0);
    const rows = await t().app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
    expect(rows).toHaveLength(0);
    await new Promise((resolve) => expired.close(resolve));
    await receiver.close();
  });
});

describe('push/subscribe without PUSH_ALLOW_HTTP', () => {
  const t = useTestApp();

  it('refuses a plain-http endpoint', async () => {
    const { client } = await clientFor(t().app);
    const res = await client.post(TestClient.saas('push/subscribe'), {
      endpoint: 'http://127.0.0.1:9/push/x',
      keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
    });
    expect(res.body).toMatchObject({ code: Code.BAD_REQUEST, message: PUSH_ENDPOINT_INVALID });
  });
});
