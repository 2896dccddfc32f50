import { and, count, desc, eq, like, sql, type SQL } from 'drizzle-orm';
import type { TPlaybookHistoryQuery } from '@common/api/playbook';
import type { DbOrTx } from '../../db/client';
import { auditLog, users } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { PLAYBOOK_AUDIT_PREFIX } from './playbook-audit';
import { assertPlaybookAdmin } from './playbook-guards';

export type THistoryRow = {
  id: number;
  at: Date;
  userId: string | null;
  userName: string | null;
  action: string;
  target: string;
  details: Record<string, unknown>;
};

/** One page of the tenant's playbook changes, newest first, optionally for one scope (通用检查 or a category). */
export async function listPlaybookHistory(
  db: DbOrTx,
  { actor, query }: { actor: TActor; query: TPlaybookHistoryQuery },
): Promise<{ rows: THistoryRow[]; total: number; totalPages: number }> {
  assertPlaybookAdmin(actor);
  const conditions: SQL[] = [eq(auditLog.tenantId, actor.tenantId), like(auditLog.action, `${PLAYBOOK_AUDIT_PREFIX}%`)];
  if (query.category_id) conditions.push(sql`${auditLog.details}->>'category_id' = ${query.category_id}`);
  const where = and(...conditions);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(auditLog).where(where);
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      userId: auditLog.userId,
      userName: users.username,
      action: auditLog.action,
      target: auditLog.target,
      details: auditLog.details,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  return { rows, total, totalPages: Math.max(1, Math.ceil(total / query.page_size)) };
}
