/** Security-relevant events (logins, logouts, admin creation): who did what, in which tenant, when. */
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: uuid('tenant_id'),
    userId: uuid('user_id'),
    action: text('action').notNull(),
    target: text('target').notNull().default(''),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_tenant_at_idx').on(t.tenantId, t.at)],
);
