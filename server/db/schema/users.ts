/** Users belong to one tenant; the same phone may hold an account in several tenants (spec §3 tenant_info). */
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** Null for accounts without a phone (the generated first admin logs in as 'admin'). */
    phone: text('phone'),
    username: text('username').notNull(),
    /** argon2id; null for accounts that only log in with SMS codes or external tokens. */
    passwordHash: text('password_hash'),
    isAdmin: boolean('is_admin').notNull().default(false),
    membershipExpiresAt: timestamp('membership_expires_at', { withTimezone: true }),
    /** The white-list login's user_id (law-firm tenants). */
    externalUserId: text('external_user_id'),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_tenant_phone_uq').on(t.tenantId, t.phone),
    uniqueIndex('users_tenant_external_uq')
      .on(t.tenantId, t.externalUserId)
      .where(sql`${t.externalUserId} is not null`),
    index('users_phone_idx').on(t.phone),
  ],
);

export type TUserRow = typeof users.$inferSelect;
