/** listChats: the actor's chats, most recently active first, searched by title (/history). */
import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { TChatListItem } from '@common/api/chat';
import type { Db } from '../../db/client';
import { chats } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of the actor's chats with each one's last answer (first 80 characters). */
export async function listChats(db: Db, { actor, page, pageSize, search }: { actor: TActor; page: number; pageSize: number; search?: string }): Promise<{ items: TChatListItem[]; total: number; totalPages: number }> {
  const term = search?.trim();
  const where = and(eq(chats.userId, actor.userId), eq(chats.tenantId, actor.tenantId), term ? ilike(chats.title, `%${likeEscape(term)}%`) : undefined);
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(chats).where(where);
  const rows = await db
    .select({
      id: chats.id,
      title: chats.title,
      createdAt: chats.createdAt,
      updatedAt: chats.updatedAt,
      last: sql<string | null>`(select left(m.content, 80) from chat_messages m where m.chat_id = ${chats.id} order by m.created_at desc limit 1)`,
    })
    .from(chats)
    .where(where)
    .orderBy(desc(chats.updatedAt))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    items: rows.map((r) => ({ chat_id: r.id, title: r.title, last_message: r.last ?? '', created_at: r.createdAt.toISOString(), updated_at: r.updatedAt.toISOString() })),
    total: n,
    totalPages: Math.ceil(n / pageSize),
  };
}
