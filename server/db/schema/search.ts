/**
 * Imported judgments (裁判文书) for case search (issue 8 item 2). Shared reference material like the statutes, not a
 * user's data: every signed-in user searches the same set. Rows come from the import command or the first-start
 * job (server/services/search/import-judgments.ts); nothing of them ships in the repository.
 */
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const judgments = pgTable(
  'judgments',
  {
    /** The source's id (JuDGE uuid, CAIL 文书ID) or one the import file gives. */
    id: text('id').primaryKey(),
    caseNo: text('case_no').notNull().default(''),
    title: text('title').notNull(),
    court: text('court').notNull().default(''),
    /** 案由, or the charges of a criminal judgment joined by 、. */
    cause: text('cause').notNull().default(''),
    docType: text('doc_type').notNull().default(''),
    /** YYYY-MM-DD, null when the source gives no date. */
    judgedAt: text('judged_at'),
    parties: jsonb('parties').$type<string[]>().notNull().default([]),
    facts: text('facts').notNull().default(''),
    reasoning: text('reasoning').notNull().default(''),
    result: text('result').notNull().default(''),
    fullText: text('full_text').notNull().default(''),
    /** Articles the judgment cites, as written ({law, article}); resolved against the corpus when shown. */
    cited: jsonb('cited').$type<{ law: string; article: number; sub?: number }[]>().notNull().default([]),
    /** Which import it came from (file name), for the operator. */
    source: text('source').notNull().default(''),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('judgments_court_idx').on(t.court), index('judgments_judged_at_idx').on(t.judgedAt)],
);
