/**
 * Due diligence (issue 9): a table with one row per file and one column per question, filled by a job cell by cell.
 * Every cell's quotes are spans of its file's text (doc_files.text).
 */
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TDocQuote } from './document';
import { tenants } from './tenants';
import { users } from './users';

/** One answer cell: found (with quotes), not_found (with what was searched), or pending. */
export type TTraceCell = {
  question: string;
  status: 'pending' | 'found' | 'not_found' | 'failed';
  answer: string;
  quotes: TDocQuote[];
  /** The terms looked for when nothing was found (shown with 未发现). */
  searched: string[];
};
export type TTraceEntity = { kind: 'company' | 'credit_code' | 'amount' | 'date' | 'party'; text: string; start: number; end: number; valid?: boolean; company?: string };
export type TTraceRow = { file_id: string; file_name: string; cells: TTraceCell[]; entities: TTraceEntity[] };

export const traceTasks = pgTable(
  'trace_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    templateId: text('template_id'),
    fileIds: jsonb('file_ids').$type<string[]>().notNull(),
    questions: jsonb('questions').$type<string[]>().notNull(),
    rows: jsonb('rows').$type<TTraceRow[]>().notNull().default([]),
    /** PENDING, RUNNING, FINISH, FAILURE (the contract module's values). */
    status: text('status').notNull().default('PENDING'),
    cellsDone: integer('cells_done').notNull().default(0),
    cellsTotal: integer('cells_total').notNull().default(0),
    attempt: integer('attempt').notNull().default(1),
    failureReason: text('failure_reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trace_tasks_user_updated_idx').on(t.userId, t.updatedAt)],
);

export type TTraceTaskRow = typeof traceTasks.$inferSelect;
