import { describe, it, expect } from 'vitest';
import webpush from 'web-push';
import { startPushReceiver } from '../helpers/push-receiver';

describe('local push receiver', () => {
  it('decrypts a payload encrypted by web-push (RFC 8291) and rejects a tampered one', async () => {
    const receiver = await startPushReceiver();
    const vapid = webpush.generateVAPIDKeys();
    const details = webpush.generateRequestDetails(receiver.subscription, JSON.stringify({ title: '审查完成', body: '买卖合同' }), {
      vapidDetails: { subject: 'mailto:ops@lawdesk.local', publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      TTL: 60,
    });
    const ok = await fetch(details.endpoint, { method: details.method, headers: details.headers as Record<string, string>, body: new Uint8Array(details.body as Buffer) });
    expect(ok.status).toBe(201);
    expect(JSON.parse((await receiver.nextPush()).payload)).toEqual({ title: '审查完成', body: '买卖合同' });

    const tampered = Buffer.from(details.body as Buffer);
    tampered[tampered.length - 1]! ^= 1;
    const bad = await fetch(details.endpoint, { method: 'POST', headers: details.headers as Record<string, string>, body: new Uint8Array(tampered) });
    expect(bad.status).toBe(400);
    await receiver.close();
  });
});
