/**
 * Accounts (issue 12): the quota ledger (one row per change of a user's per-model balance), roles with resource x
 * action bitmasks, orders through a payment provider, exchange codes, operation events, and the company registry.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { users } from './users';

/**
 * The ledger: every change of (user, model) remaining uses. balance_after = number - use_number right after the
 * change, so the sum of `change` per (user, model) equals the current remaining (the invariant tests check).
 */
export const quotaTransactions = pgTable(
  'quota_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    model: text('model').notNull(),
    change: integer('change').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    /** consume | refund | grant | exchange | purchase | opening */
    reason: text('reason').notNull(),
    taskId: text('task_id'),
    /** Who caused it when not the user (an admin's grant). */
    byUserId: uuid('by_user_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quota_transactions_user_at_idx').on(t.userId, t.at)],
);

export type TPermission = { resource: string; actions: number };

/** Roles of a tenant (api.md roles): permissions = [{resource, actions bitmask}], resource '*' for all. */
export const roles = pgTable(
  'roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    permissions: jsonb('permissions').$type<TPermission[]>().notNull().default([]),
    /** A member with no role gets the tenant's default role. */
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('roles_tenant_name_uq').on(t.tenantId, t.name)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

/** Orders for packages (api.md to/pay); state NOT_PAY -> PAY_SUCCESS (provider confirms) or PAY_ERROR. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: text('package_id').notNull(),
    priceCents: integer('price_cents').notNull(),
    provider: text('provider').notNull(),
    state: text('state').notNull().default('NOT_PAY'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    confirmedBy: uuid('confirmed_by'),
  },
  (t) => [index('orders_tenant_created_idx').on(t.tenantId, t.createdAt)],
);

/** Exchange codes issued in batches by the platform admin; redeemed_by set exactly once. */
export const exchangeCodes = pgTable('exchange_codes', {
  code: text('code').primaryKey(),
  batchId: uuid('batch_id').notNull(),
  quotas: jsonb('quotas').$type<Record<string, number>>().notNull(),
  days: integer('days').notNull().default(0),
  createdBy: uuid('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  redeemedBy: uuid('redeemed_by'),
  redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
});

/** The spec's operation / data / point events, with the anonymous visitor id (spec §7 operation). */
export const operationEvents = pgTable(
  'operation_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: uuid('tenant_id'),
    userId: uuid('user_id'),
    visitorId: text('visitor_id').notNull(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operation_events_tenant_at_idx').on(t.tenantId, t.at)],
);

/** The local company registry, imported from CSV (never shipped in the repository). */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creditCode: text('credit_code').notNull().unique(),
    name: text('name').notNull(),
    /** The name without region prefix and company-form suffix (what people call the firm). */
    brand: text('brand').notNull().default(''),
    legalRep: text('legal_rep').notNull().default(''),
    status: text('status').notNull().default(''),
    companyType: text('company_type').notNull().default(''),
    registeredCapital: text('registered_capital').notNull().default(''),
    establishedAt: text('established_at').notNull().default(''),
    province: text('province').notNull().default(''),
    address: text('address').notNull().default(''),
    businessScope: text('business_scope').notNull().default(''),
    source: text('source').notNull(),
    dataAsOf: text('data_as_of').notNull().default(''),
  },
  (t) => [
    index('companies_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('companies_legal_rep_idx').on(t.legalRep),
  ],
);

export type TCompanyRow = typeof companies.$inferSelect;
