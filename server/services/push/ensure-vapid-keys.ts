import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { DbOrTx } from '../../db/client';
import { pushVapidKeys } from '../../db/schema/index';
import { deriveKey } from '../../lib/derive-key';

export type TVapidKeys = { publicKey: string; privateKey: string };

const ROW_ID = 'default';

function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

function open(key: Buffer, sealed: string): string {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) throw new Error('push_vapid_keys: unreadable private key');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    // The first stored secret read at start: the usual cause is a restored backup started with another key
    // (decision 177), and GCM's own message ("unable to authenticate data") does not say so.
    throw new Error(
      'SECRET_KEY 与创建此数据库时的不同：存储的密钥无法解密（恢复备份时请使用原来的 SECRET_KEY）/ SECRET_KEY differs from the one this database was created with',
    );
  }
}

/**
 * The server's VAPID key pair: read from the database, or generated and stored on first start. Concurrent first
 * starts (several API processes) race on the primary key; everyone then reads the one pair that won.
 */
export async function ensureVapidKeys(db: DbOrTx, { secretKey }: { secretKey: string }): Promise<TVapidKeys> {
  const key = deriveKey(secretKey, 'push-vapid');
  const read = async () => (await db.select().from(pushVapidKeys).where(eq(pushVapidKeys.id, ROW_ID)).limit(1))[0];
  let row = await read();
  if (!row) {
    const fresh = webpush.generateVAPIDKeys();
    await db
      .insert(pushVapidKeys)
      .values({ id: ROW_ID, publicKey: fresh.publicKey, privateKeyEnc: seal(key, fresh.privateKey) })
      .onConflictDoNothing({ target: pushVapidKeys.id });
    row = await read();
    if (!row) throw new Error('push_vapid_keys: no key pair after insert');
  }
  return { publicKey: row.publicKey, privateKey: open(key, row.privateKeyEnc) };
}
