/**
 * The streaming kit's tables (server/lib/stream, decision 130). One row per streamed answer (its id is the
 * module's message id) and its events in order. Events are the source of truth while a message streams: any API
 * process can replay them to a client that reconnects with Last-Event-ID, and the final text is rebuilt from them
 * if the producing process dies. Once the module has stored the final message the events may be pruned.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const streams = pgTable(
  'streams',
  {
    /** The module's message id. */
    id: text('id').primaryKey(),
    /** Which module produced it ('research', 'chat', 'document'): picks the finisher that stores the message. */
    kind: text('kind').notNull(),
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
    /** running -> done | stopped | failed. */
    status: text('status').notNull().default('running'),
    /** Set by a stop call from any process; the producer checks it at every flush. */
    stopRequested: boolean('stop_requested').notNull().default(false),
    /** The producer renews this while it runs; a running stream past it belongs to a dead process. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
    /** Sequence number of the last event written. */
    lastSeq: integer('last_seq').notNull().default(0),
    error: jsonb('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('streams_running_idx').on(t.leaseUntil).where(sql`status = 'running'`)],
);

export const streamEvents = pgTable(
  'stream_events',
  {
    streamId: text('stream_id')
      .notNull()
      .references(() => streams.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    type: text('type').notNull(),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.streamId, t.seq] })],
);
