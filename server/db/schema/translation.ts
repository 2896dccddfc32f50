/**
 * Legal translation (issue 11): term lists (a user's own, or the firm's shared within the tenant), their terms,
 * uploaded source files, translation tasks and their segments (one per paragraph, table cell, header or footer
 * paragraph of the source), each with its translation, the glossary check and the numbers check.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { storedFiles } from './contract';
import { tenants } from './tenants';
import { users } from './users';

export const termLists = pgTable(
  'term_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** Who created it; for a personal list, its only reader. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** personal: the user's own; firm: every member of the tenant reads it, tenant admins edit it. */
    scope: text('scope').notNull().default('personal'),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('term_lists_tenant_idx').on(t.tenantId, t.scope)],
);

export const terms = pgTable(
  'terms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listId: uuid('list_id')
      .notNull()
      .references(() => termLists.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    target: text('target').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One rendering per source term in a list: a duplicate is reported, never silently kept twice.
  (t) => [uniqueIndex('terms_list_source_uq').on(t.listId, sql`lower(${t.source})`)],
);

export const translationFiles = pgTable('translation_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: uuid('tenant_id').notNull(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  storedFileId: uuid('stored_file_id')
    .notNull()
    .references(() => storedFiles.id),
  fileName: text('file_name').notNull(),
  /** docx (a .doc is converted at upload) or txt. */
  kind: text('kind').notNull(),
  charCount: integer('char_count').notNull(),
  /** Source language guessed from the text: zh or en. */
  detectedLang: text('detected_lang').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const translationTasks = pgTable(
  'translation_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => translationFiles.id),
    name: text('name').notNull(),
    sourceLang: text('source_lang').notNull(),
    targetLang: text('target_lang').notNull(),
    termListIds: jsonb('term_list_ids').$type<string[]>().notNull().default([]),
    /** PENDING, RUNNING, FINISH, FAILURE (the contract review statuses). */
    status: text('status').notNull().default('PENDING'),
    progress: integer('progress').notNull().default(0),
    charCount: integer('char_count').notNull(),
    priceCents: integer('price_cents').notNull(),
    failureReason: text('failure_reason'),
    /** Bumped by each retry; a job of an earlier submission does nothing. */
    attempt: integer('attempt').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('translation_tasks_owner_idx').on(t.tenantId, t.userId, t.updatedAt)],
);

export const translationSegments = pgTable(
  'translation_segments',
  {
    taskId: uuid('task_id')
      .notNull()
      .references(() => translationTasks.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    /** Index in the reader's paragraph model (docx) or the line number (txt). */
    paragraphIndex: integer('paragraph_index').notNull(),
    /** body, table, header, footer, textbox, footnote (docx) or body (txt). */
    location: text('location').notNull(),
    source: text('source').notNull(),
    target: text('target'),
    /** pending, done, failed. */
    status: text('status').notNull().default('pending'),
    termHits: jsonb('term_hits').notNull().default([]),
    numberIssues: jsonb('number_issues').notNull().default([]),
    /** Terms whose placeholder the model lost (flagged, not substituted). */
    termMisses: jsonb('term_misses').notNull().default([]),
    edited: boolean('edited').notNull().default(false),
    error: text('error'),
    /**
     * The translation with the model's inline format markers (⟦F1⟧bold⟦/F1⟧, ⟦X1⟧ for a field kept as it is), so the
     * .docx is written back run by run (decision 200). Null for a plain segment, a .txt or when nothing could be mapped.
     */
    targetMarked: text('target_marked'),
    /** Formatting that could not be mapped onto the translation (shown next to the segment), or null. */
    formatNote: text('format_note'),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.seq] })],
);

export type TTermListRow = typeof termLists.$inferSelect;
export type TTermRow = typeof terms.$inferSelect;
export type TTranslationFileRow = typeof translationFiles.$inferSelect;
export type TTranslationTaskRow = typeof translationTasks.$inferSelect;
export type TTranslationSegmentRow = typeof translationSegments.$inferSelect;
