/**
 * A push endpoint belongs to its first subscriber (issue 16, decision 184): another user who sends the endpoint with
 * keys of their own is refused and the first user keeps getting notifications; the same browser subscription (same
 * keys, a lawyer logging in on a shared computer) may still move to the new user.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Code } from '@common/codes';
import { pushSubscriptions } from '../../server/db/schema/index';
import { PUSH_ENDPOINT_TAKEN } from '../../server/services/push/subscribe-push';
import { useTestApp } from '../helpers/build-test-app';
import { startPushReceiver } from '../helpers/push-receiver';
import { TestClient } from '../helpers/test-client';
import { buildUser, sessionFor } from '../factories/user';

describe('push endpoints are owned by their first subscriber', () => {
  const t = useTestApp({ env: { PUSH_ALLOW_HTTP: 'true' } });
  const clientFor = async () => {
    const user = await buildUser(t().app);
    const client = new TestClient(t().app);
    client.token = await sessionFor(t().app, user);
    return { user, client };
  };

  it("refuses another user's endpoint with other keys, and the first user keeps the notifications", async () => {
    const receiver = await startPushReceiver();
    const victim = await clientFor();
    const attacker = await clientFor();
    expect((await victim.client.post(TestClient.saas('push/subscribe'), receiver.subscription)).body.code).toBe(Code.OK);

    const forged = { endpoint: receiver.subscription.endpoint, keys: { p256dh: receiver.subscription.keys.p256dh, auth: randomBytes(16).toString('base64url') } };
    const res = await attacker.client.post(TestClient.saas('push/subscribe'), forged);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: Code.FORBIDDEN, data: null, message: PUSH_ENDPOINT_TAKEN });

    const rows = await t().app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, receiver.subscription.endpoint));
    expect(rows.map((r) => [r.userId, r.auth])).toEqual([[victim.user.id, receiver.subscription.keys.auth]]);
    expect(
      await t().app.push.notifyTaskFinished({ tenantId: victim.user.tenantId, userId: victim.user.id, taskId: 't1', status: 'FINISH', taskName: '买卖合同' }),
    ).toBe(1);
    expect(JSON.parse((await receiver.nextPush()).payload)).toMatchObject({ task_id: 't1' });
    await receiver.close();
  });

  it('lets the owner refresh the subscription with new keys', async () => {
    const receiver = await startPushReceiver();
    const owner = await clientFor();
    await owner.client.post(TestClient.saas('push/subscribe'), receiver.subscription);
    const refreshed = { ...receiver.subscription, keys: { ...receiver.subscription.keys, auth: randomBytes(16).toString('base64url') } };
    expect((await owner.client.post(TestClient.saas('push/subscribe'), refreshed)).body.code).toBe(Code.OK);
    await receiver.close();
  });
});
