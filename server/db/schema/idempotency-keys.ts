/**
 * Idempotency-Key records (api.md "Idempotency"): the primary key (user, key) is what makes a duplicate request
 * race-safe; the first request reserves the row, later ones read its stored response.
 */
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** sha256 of method + path + body: the same key with a different request is refused. */
    requestHash: text('request_hash').notNull(),
    /** Null while the first request is still running. */
    response: jsonb('response'),
    statusCode: integer('status_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_created_idx').on(t.createdAt)],
);
