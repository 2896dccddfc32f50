import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, users } from '../../db/schema/index';

/** One page of a tenant's audit log (admin actions, logins), newest first, with who did it. */
export async function listAudit(db: Db, { tenantId, page, pageSize }: { tenantId: string; page: number; pageSize: number }) {
  const [total] = await db.select({ n: count() }).from(auditLog).where(eq(auditLog.tenantId, tenantId));
  const rows = await db
    .select({ id: auditLog.id, at: auditLog.at, action: auditLog.action, target: auditLog.target, details: auditLog.details, by: users.username })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(eq(auditLog.tenantId, tenantId))
    .orderBy(desc(auditLog.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const n = total?.n ?? 0;
  return { items: rows.map((r) => ({ ...r, at: r.at.toISOString() })), total_count: n, total_pages: Math.ceil(n / pageSize) };
}
