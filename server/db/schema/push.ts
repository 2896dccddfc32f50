/**
 * Web Push (architecture.md §4): the server's VAPID key pair, generated on first start, and each browser's push
 * subscription. The private key is stored encrypted with a key derived from SECRET_KEY, so a database dump alone
 * cannot sign pushes. A subscription's endpoint identifies one browser profile: when another user logs in there and
 * subscribes, the row moves to that user (unique endpoint).
 */
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { users } from './users';

export const pushVapidKeys = pgTable('push_vapid_keys', {
  /** One row, 'default'. A primary key makes concurrent first starts agree on one pair. */
  id: text('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  /** AES-256-GCM of the base64url private key: iv.tag.ciphertext, base64url parts. */
  privateKeyEnc: text('private_key_enc').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    /** Consecutive failed deliveries (not 404/410, which delete the row); dropped after a few. */
    failures: integer('failures').notNull().default(0),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

export type TPushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
