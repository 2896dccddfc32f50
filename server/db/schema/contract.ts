/**
 * Contract review (issue 3): stored files, uploads, review tasks, their findings and document model.
 * Every row carries tenant_id and user_id; every query filters by the actor (architecture §5).
 */
import type { TAnchor, TDocumentModel, TLegalBasis, TRevision } from '@common/api/contract';
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { users } from './users';

export type TStoredFileKind = 'original' | 'annotated' | 'detailed' | 'clean' | 'report';

/**
 * A file in the file store (encrypted at rest). Outputs of a review attempt are written uncommitted and only
 * committed when the attempt swaps them in; a crashed attempt's uncommitted files are removed by the next one.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TStoredFileKind>().notNull(),
    storageKey: text('storage_key').notNull(),
    /** Download name without extension decisions (the task name is used when saving). */
    filename: text('filename').notNull(),
    byteSize: bigint('byte_size', { mode: 'number' }).notNull(),
    taskId: uuid('task_id'),
    committed: boolean('committed').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stored_files_user_idx').on(t.userId), index('stored_files_task_idx').on(t.taskId)],
);

/** An uploaded contract, identified to the client by (timestamp, md5_file) as the spec's payloads do. */
export const contractUploads = pgTable(
  'contract_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The .docx to review (a .doc upload is stored converted). */
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id),
    md5: text('md5').notNull(),
    timestamp: text('timestamp').notNull(),
    fileName: text('file_name').notNull(),
    originalType: text('original_type').$type<'doc' | 'docx'>().notNull(),
    charCount: integer('char_count').notNull(),
    byteSize: bigint('byte_size', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contract_uploads_lookup_idx').on(t.userId, t.md5, t.timestamp)],
);

export const contractTasks = pgTable(
  'contract_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => contractUploads.id),
    taskName: text('task_name').notNull(),
    fileName: text('file_name').notNull(),
    contractTypeId: text('contract_type_id').notNull(),
    contractTypeName: text('contract_type_name').notNull(),
    reviewStance: text('review_stance').notNull(),
    reviewStanceName: text('review_stance_name').notNull(),
    reviewStatus: integer('review_status').notNull(),
    reviewPeople: text('review_people').notNull(),
    customRequire: text('custom_require').notNull().default(''),
    status: text('status').notNull().default('PENDING'),
    progress: integer('progress').notNull().default(0),
    failureReason: text('failure_reason').notNull().default(''),
    /**
     * The submission this task is on: 1 when created, +1 on each retry (POST task/run). A queued job carries it, so
     * a job left over from an earlier submission does nothing.
     */
    attempt: integer('attempt').notNull().default(0),
    /**
     * The run (one execution of the job) that owns the task right now. Each run claims the task with a fresh id and
     * only commits while it still holds it, so a run overtaken by a re-delivered job can never swap in its files.
     */
    runId: uuid('run_id'),
    wordCount: integer('word_count').notNull().default(0),
    annotatedFileId: uuid('annotated_file_id'),
    detailedFileId: uuid('detailed_file_id'),
    cleanFileId: uuid('clean_file_id'),
    reportFileId: uuid('report_file_id'),
    summary: text('summary').notNull().default(''),
    highCount: integer('high_count').notNull().default(0),
    mediumCount: integer('medium_count').notNull().default(0),
    lowCount: integer('low_count').notNull().default(0),
    /** Set when a decision changes after the outputs were written: detailed/clean are rebuilt on download. */
    decisionsChangedAt: timestamp('decisions_changed_at', { withTimezone: true }),
    outputsWrittenAt: timestamp('outputs_written_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('contract_tasks_user_updated_idx').on(t.userId, t.updatedAt),
    index('contract_tasks_user_status_idx').on(t.userId, t.status),
    index('contract_tasks_name_trgm_idx').using('gin', sql`${t.taskName} gin_trgm_ops`),
    index('contract_tasks_file_name_trgm_idx').using('gin', sql`${t.fileName} gin_trgm_ops`),
  ],
);

export const contractFindings = pgTable(
  'contract_findings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => contractTasks.id, { onDelete: 'cascade' }),
    /** Position order in the document (findings without an anchor last). */
    ordinal: integer('ordinal').notNull(),
    ruleId: text('rule_id').notNull(),
    level: text('level').$type<'high' | 'medium' | 'low'>().notNull(),
    title: text('title').notNull(),
    explanation: text('explanation').notNull(),
    suggestion: text('suggestion').notNull(),
    legalBasis: jsonb('legal_basis').$type<TLegalBasis[]>().notNull(),
    anchor: jsonb('anchor').$type<TAnchor | null>(),
    revision: jsonb('revision').$type<TRevision | null>(),
    decision: text('decision').$type<'open' | 'accepted' | 'rejected'>().notNull().default('open'),
    source: text('source').$type<'rule' | 'mechanical' | 'model' | 'playbook'>().notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('contract_findings_task_idx').on(t.taskId, t.ordinal)],
);

/** The paragraph model of the reviewed document, for the detail page. */
export const contractDocuments = pgTable('contract_documents', {
  taskId: uuid('task_id')
    .primaryKey()
    .references(() => contractTasks.id, { onDelete: 'cascade' }),
  document: jsonb('document').$type<TDocumentModel>().notNull(),
});

export type TStoredFileRow = typeof storedFiles.$inferSelect;
export type TContractUploadRow = typeof contractUploads.$inferSelect;
export type TContractTaskRow = typeof contractTasks.$inferSelect;
export type TContractFindingRow = typeof contractFindings.$inferSelect;
