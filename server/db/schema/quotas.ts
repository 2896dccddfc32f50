/** Per-model quotas (spec §3 use_info: remaining = number - use_number) and the uses charged against them. */
import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const quotas = pgTable(
  'quotas',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    model: text('model').notNull(),
    number: integer('number').notNull().default(0),
    useNumber: integer('use_number').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.model] })],
);

/**
 * One row per charged use, keyed by the caller's reference (e.g. a task id), so a retried request or a
 * re-delivered job never charges twice.
 */
export const quotaConsumptions = pgTable(
  'quota_consumptions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    model: text('model').notNull(),
    reference: text('reference').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.model, t.reference] })],
);

export type TQuotaRow = typeof quotas.$inferSelect;
