/**
 * Home page popups a user closed today (spec §3 "QR popup": today_closed; §4: closing tells the server). One row per
 * user, popup type and China-time day, so the dialog comes back the next day and on no other device today.
 */
import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const popupCloses = pgTable(
  'popup_closes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** YYYY-MM-DD in China time. */
    day: text('day').notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type, t.day] })],
);
