/**
 * A local stand-in for a Web Push service (no real one is reachable here): an HTTP endpoint that accepts
 * RFC 8030 push requests and decrypts their RFC 8291 (aes128gcm) payload with the subscription's private key,
 * exactly as a browser would. Tests read `received` to see what a user's browser would have shown.
 */
import { createECDH, createHmac, createDecipheriv, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';

export interface ReceivedPush {
  headers: Record<string, string | string[] | undefined>;
  /** The decrypted payload (UTF-8). */
  payload: string;
}

export interface PushReceiver {
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  received: ReceivedPush[];
  /** Resolves with the next push (or the first not yet awaited). */
  nextPush(timeoutMs?: number): Promise<ReceivedPush>;
  close(): Promise<void>;
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** Decrypts an aes128gcm Web Push body (RFC 8291 §3.4, RFC 8188) for the user agent's key pair and auth secret. */
export function decryptAes128gcm(body: Buffer, uaPrivate: Buffer, uaPublic: Buffer, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const asPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (ciphertext.length > recordSize) throw new Error('multi-record payloads are not used by web-push');

  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(uaPrivate);
  const ecdhSecret = ecdh.computeSecret(asPublic);
  const prkKey = hmac(authSecret, ecdhSecret);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic, Buffer.from([1])]);
  const ikm = hmac(prkKey, keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);

  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // Last record: content, then the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('bad padding delimiter');
  return padded.subarray(0, end).toString('utf8');
}

export async function startPushReceiver(): Promise<PushReceiver> {
  const ecdh = createECDH('prime256v1');
  const uaPublic = ecdh.generateKeys();
  const uaPrivate = ecdh.getPrivateKey();
  const authSecret = randomBytes(16);
  const received: ReceivedPush[] = [];
  const waiters: ((push: ReceivedPush) => void)[] = [];
  let delivered = 0;

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('expected aes128gcm');
        if (!String(request.headers.authorization ?? '').startsWith('vapid t=')) throw new Error('expected VAPID auth');
        const push = { headers: request.headers, payload: decryptAes128gcm(Buffer.concat(chunks), uaPrivate, uaPublic, authSecret) };
        received.push(push);
        waiters.shift()?.(push);
        response.writeHead(201).end();
      } catch (error) {
        response.writeHead(400).end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    subscription: {
      endpoint: `http://127.0.0.1:${port}/push/${randomBytes(8).toString('hex')}`,
      keys: { p256dh: uaPublic.toString('base64url'), auth: authSecret.toString('base64url') },
    },
    received,
    nextPush(timeoutMs = 10_000) {
      if (delivered < received.length) return Promise.resolve(received[delivered++]!);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no push received')), timeoutMs);
        waiters.push((push) => {
          clearTimeout(timer);
          delivered++;
          resolve(push);
        });
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
