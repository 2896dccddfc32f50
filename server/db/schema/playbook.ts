/**
 * Firm playbooks (issue 5 item 5), per tenant: overrides of built-in checks (by the knowledge base's stable check id)
 * and the firm's own phrase checks. Who changed what is in audit_log (actions 'playbook.*'), not here: these rows
 * hold the current state only.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { users } from './users';

/** A built-in check the firm switched off or re-levelled. No row = the knowledge base as shipped. */
export const playbookCheckOverrides = pgTable(
  'playbook_check_overrides',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** The knowledge base's id, e.g. 'general.penalty.over-30' (never reused, knowledge/schema.ts). */
    checkId: text('check_id').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** null: the check's own level. */
    level: text('level', { enum: ['high', 'medium', 'low'] }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.checkId] })],
);

/** A citation kept as resolved when the check was saved: the corpus's short law title and article label. */
export type TStoredCitation = { law: string; article: string };

export const playbookCustomChecks = pgTable(
  'playbook_custom_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** A category id of the knowledge base, or 'general'. */
    categoryId: text('category_id').notNull(),
    title: text('title').notNull(),
    level: text('level', { enum: ['high', 'medium', 'low'] }).notNull(),
    kind: text('kind', { enum: ['phrase', 'missing'] }).notNull(),
    patterns: jsonb('patterns').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    match: text('match', { enum: ['any', 'all'] }).notNull().default('any'),
    absent: jsonb('absent').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    explanation: text('explanation').notNull(),
    suggestion: text('suggestion').notNull(),
    citations: jsonb('citations').$type<TStoredCitation[]>().notNull().default(sql`'[]'::jsonb`),
    enabled: boolean('enabled').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('playbook_custom_checks_tenant_idx').on(t.tenantId, t.categoryId)],
);

export type TPlaybookOverrideRow = typeof playbookCheckOverrides.$inferSelect;
export type TPlaybookCustomCheckRow = typeof playbookCustomChecks.$inferSelect;
