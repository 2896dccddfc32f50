/**
 * File Q&A and due diligence (issue 9): uploaded files with their extracted text, Q&A conversations and their
 * messages. Every row carries tenant_id and user_id; every query filters by the actor (architecture §5).
 * The file's bytes live in stored_files (encrypted at rest, like contracts); its text lives here, because every
 * quote is a span of exactly this text.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { storedFiles } from './contract';
import { tenants } from './tenants';
import { users } from './users';

export type TDocFilePage = { page: number; start: number; end: number; source: 'text' | 'ocr' | 'none' };
export type TDocQuote = { file_id: string; start: number; end: number; page: number; text: string; verified: boolean; passage_id?: string };

/** PROCESSING (reading) -> OCR (pages being recognized) -> READY, or FAILED with a reason. */
export type TDocFileStatus = 'PROCESSING' | 'OCR' | 'READY' | 'FAILED';

export const docFiles = pgTable(
  'doc_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'document' (file Q&A) or 'trace' (due diligence): the module it was uploaded to. */
    module: text('module').$type<'document' | 'trace'>().notNull(),
    storedFileId: uuid('stored_file_id')
      .notNull()
      .references(() => storedFiles.id),
    fileName: text('file_name').notNull(),
    /** pdf, doc, docx, png, jpg, jpeg, txt (the name's extension, checked against the bytes). */
    fileType: text('file_type').notNull(),
    /** What the bytes are: pdf, docx (a .doc is stored converted), png, jpeg, txt. */
    kind: text('kind').notNull(),
    byteSize: bigint('byte_size', { mode: 'number' }).notNull(),
    md5: text('md5').notNull(),
    status: text('status').$type<TDocFileStatus>().notNull().default('PROCESSING'),
    pageCount: integer('page_count'),
    ocrPagesTotal: integer('ocr_pages_total').notNull().default(0),
    ocrPagesDone: integer('ocr_pages_done').notNull().default(0),
    /** Pages whose text comes from OCR (dirty or missing text layer), in order. */
    ocrPages: jsonb('ocr_pages').$type<number[]>().notNull().default([]),
    text: text('text').notNull().default(''),
    pages: jsonb('pages').$type<TDocFilePage[]>().notNull().default([]),
    charCount: integer('char_count').notNull().default(0),
    failureReason: text('failure_reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('doc_files_user_idx').on(t.userId, t.createdAt)],
);

/** A file Q&A conversation over one or several files. */
export const docTasks = pgTable(
  'doc_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    fileIds: jsonb('file_ids').$type<string[]>().notNull(),
    /** The home page's shortcut-card example (one per user, made on first request). */
    isSample: boolean('is_sample').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('doc_tasks_user_updated_idx').on(t.userId, t.updatedAt),
    index('doc_tasks_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

/** One question or answer; an answer's quotes are spans of its files' text. */
export const docMessages = pgTable(
  'doc_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => docTasks.id, { onDelete: 'cascade' }),
    role: text('role').$type<'user' | 'assistant'>().notNull(),
    content: text('content').notNull().default(''),
    quotes: jsonb('quotes').$type<TDocQuote[]>().notNull().default([]),
    /** streaming | done | stopped | failed (assistant); done (user). */
    status: text('status').notNull().default('done'),
    /** The question an answer answers (for retry). */
    questionId: uuid('question_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('doc_messages_task_idx').on(t.taskId, t.createdAt)],
);

export type TDocFileRow = typeof docFiles.$inferSelect;
export type TDocTaskRow = typeof docTasks.$inferSelect;
export type TDocMessageRow = typeof docMessages.$inferSelect;
