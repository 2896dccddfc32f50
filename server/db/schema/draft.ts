/**
 * Drafting (issue 10): a draft made from a template, the lawyer's fields and a narrative. The paragraphs are the
 * document (edited in place); citations and missing fields are recomputed whenever the paragraphs change.
 * Every row carries tenant_id and user_id; every query filters by the actor (architecture §5).
 */
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TCitation } from '@common/api/citation';
import type { TDraftParagraph, TMissingField } from '@common/api/draft';
import { tenants } from './tenants';
import { users } from './users';

export type TDraftRefinement = { instruction: string; reply: string; at: string };

export const draftTasks = pgTable(
  'draft_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templateId: text('template_id').notNull(),
    title: text('title').notNull(),
    /** RUNNING while the drafting job works (decision 152), FINISH, or FAILURE when drafting could not complete. */
    status: text('status').$type<'RUNNING' | 'FINISH' | 'FAILURE'>().notNull().default('FINISH'),
    fields: jsonb('fields').$type<Record<string, string>>().notNull().default({}),
    narrative: text('narrative').notNull().default(''),
    paragraphs: jsonb('paragraphs').$type<TDraftParagraph[]>().notNull().default([]),
    citations: jsonb('citations').$type<TCitation[]>().notNull().default([]),
    missingFields: jsonb('missing_fields').$type<TMissingField[]>().notNull().default([]),
    extracted: jsonb('extracted').$type<{ key: string; label: string; value: string }[]>().notNull().default([]),
    warnings: jsonb('warnings').$type<string[]>().notNull().default([]),
    draftedBy: text('drafted_by').$type<'model' | 'builtin'>().notNull().default('builtin'),
    notice: text('notice'),
    refinements: jsonb('refinements').$type<TDraftRefinement[]>().notNull().default([]),
    /** The home page's shortcut-card example (one per user, made on first request). */
    isSample: boolean('is_sample').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('draft_tasks_user_updated_idx').on(t.userId, t.updatedAt), index('draft_tasks_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`)],
);

export type TDraftTaskRow = typeof draftTasks.$inferSelect;
