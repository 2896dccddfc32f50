/**
 * General chat (issue 10) and share links. A chat is a conversation of one user in one tenant; its answers stream
 * through the streaming kit (server/lib/stream) and are stored here when they end. A share link is an unguessable
 * id that shows one chat, research or file Q&A read-only without login, until it expires or is revoked.
 */
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TCitation } from '@common/api/citation';
import { tenants } from './tenants';
import { users } from './users';

export const chats = pgTable(
  'chats',
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
  (t) => [index('chats_user_updated_idx').on(t.userId, t.updatedAt)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    role: text('role').$type<'user' | 'assistant'>().notNull(),
    content: text('content').notNull().default(''),
    citations: jsonb('citations').$type<TCitation[]>().notNull().default([]),
    /** streaming | done | stopped | failed (assistant); done (user). */
    status: text('status').notNull().default('done'),
    /** The question an answer answers (for regenerate). */
    questionId: uuid('question_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_chat_idx').on(t.chatId, t.createdAt)],
);

/** chat | research | document: which module's loader shows the shared item (server/services/share/share-kinds.ts). */
export type TShareKind = 'chat' | 'research' | 'document';

export const shares = pgTable(
  'shares',
  {
    /** 24 random base64url characters (144 bits): the link itself, never guessable. */
    id: text('id').primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TShareKind>().notNull(),
    targetId: text('target_id').notNull(),
    title: text('title').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shares_user_idx').on(t.userId, t.createdAt)],
);

export type TChatRow = typeof chats.$inferSelect;
export type TChatMessageRow = typeof chatMessages.$inferSelect;
export type TShareRow = typeof shares.$inferSelect;
