/**
 * Legal research (newresearch, issue 8 item 3): a research is one user's conversation of questions and answers in
 * one tenant; its answers stream through the streaming kit (server/lib/stream) and are stored here when they end,
 * with every citation resolved against the statute corpus (api.md citation shape).
 */
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TCitation } from '@common/api/citation';
import { tenants } from './tenants';
import { users } from './users';

export const researches = pgTable(
  'researches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('researches_user_updated_idx').on(t.userId, t.updatedAt),
    index('researches_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

/** One question (role user) or answer (role assistant); an answer's citations are resolved api.md citations. */
export const researchMessages = pgTable(
  'research_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    researchId: uuid('research_id')
      .notNull()
      .references(() => researches.id, { onDelete: 'cascade' }),
    role: text('role').$type<'user' | 'assistant'>().notNull(),
    content: text('content').notNull().default(''),
    citations: jsonb('citations').$type<TCitation[]>().notNull().default([]),
    /** streaming | done | stopped | failed (assistant); done (user). */
    status: text('status').notNull().default('done'),
    /** The question an answer answers (for retry). */
    questionId: uuid('question_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('research_messages_research_idx').on(t.researchId, t.createdAt)],
);

export type TResearchRow = typeof researches.$inferSelect;
export type TResearchMessageRow = typeof researchMessages.$inferSelect;
