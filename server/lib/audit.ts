/** Appends to audit_log. Failures are logged, never raised: auditing must not break a login. */
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../db/client';
import { auditLog } from '../db/schema/index';

export type TAuditEvent = {
  tenantId: string | null;
  userId: string | null;
  action: string;
  target?: string;
  details?: Record<string, unknown>;
};

export async function recordAudit(db: DbOrTx, event: TAuditEvent, log?: FastifyBaseLogger): Promise<void> {
  try {
    await db.insert(auditLog).values({
      tenantId: event.tenantId,
      userId: event.userId,
      action: event.action,
      target: event.target ?? '',
      details: event.details ?? {},
    });
  } catch (err) {
    log?.error({ err, action: event.action }, 'audit write failed');
  }
}
