/**
 * Enterprise administration (issue 12 item 2): what a tenant has bought and who to contact (/enterpriseInfo), and
 * the logo of its login page (/loginConfig), served from here so the page needs no outside image host (CSP img-src
 * is 'self' data: blob:). One row per tenant, created on first write; a tenant without a row has no seat limit and
 * no end date.
 */
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

export const tenantProfiles = pgTable('tenant_profiles', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  /** null = no seat limit (set by the platform operator). */
  seats: integer('seats'),
  /** Last valid day YYYY-MM-DD (Asia/Shanghai), null = no end (set by the platform operator). */
  validUntil: text('valid_until'),
  contactName: text('contact_name').notNull().default(''),
  contactPhone: text('contact_phone').notNull().default(''),
  address: text('address').notNull().default(''),
  /** The login logo's bytes, base64 (at most 200 KB decoded), and its content type. */
  logoBase64: text('logo_base64'),
  logoType: text('logo_type'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type TTenantProfileRow = typeof tenantProfiles.$inferSelect;
