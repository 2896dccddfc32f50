import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TPushPayload } from '@common/api/push';
import type { DbOrTx } from '../../db/client';
import type { TTaskFinishedEvent } from '../../events/app-events';
import { pushSubscriptions } from '../../db/schema/index';
import type { TPushDelivery, TPushTarget } from '../../push/send-web-push';


/** Consecutive failures after which a subscription is dropped (a browser that never answers). */
const MAX_FAILURES = 5;

/**
 * Pushes 'review finished' to every browser the task's owner subscribed (spec: notify when no page is open; the
 * worker shows it). Only FINISH and FAILURE are news. Subscriptions the push service calls gone (404/410) are
 * deleted, others count failures. Returns how many deliveries succeeded.
 */
export async function sendTaskFinishedPush(
  db: DbOrTx,
  { event, send }: { event: TTaskFinishedEvent; send: (target: TPushTarget, payload: string) => Promise<TPushDelivery> },
): Promise<number> {
  // Only final states are news (the event type says so; a caller passing anything else gets nothing sent).
  if (event.status !== 'FINISH' && event.status !== 'FAILURE') return 0;
  const subscriptions = await db
    .select()
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, event.userId), eq(pushSubscriptions.tenantId, event.tenantId)));
  if (subscriptions.length === 0) return 0;
  const payload: TPushPayload = {
    type: 'task.finished',
    module: 'contract',
    task_id: event.taskId,
    status: event.status,
    task_name: event.taskName,
  };
  const body = JSON.stringify(payload);
  const results = await Promise.all(subscriptions.map(async (row) => ({ row, delivery: await send(row, body) })));

  const gone = results.filter((r) => r.delivery.gone).map((r) => r.row.id);
  const failed = results.filter((r) => !r.delivery.ok && !r.delivery.gone).map((r) => r.row.id);
  const delivered = results.filter((r) => r.delivery.ok).map((r) => r.row.id);
  if (gone.length) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
  if (delivered.length) {
    await db.update(pushSubscriptions).set({ lastSentAt: new Date(), failures: 0 }).where(inArray(pushSubscriptions.id, delivered));
  }
  if (failed.length) {
    await db
      .update(pushSubscriptions)
      .set({ failures: sql`${pushSubscriptions.failures} + 1` })
      .where(inArray(pushSubscriptions.id, failed));
    await db
      .delete(pushSubscriptions)
      .where(and(inArray(pushSubscriptions.id, failed), sql`${pushSubscriptions.failures} >= ${MAX_FAILURES}`));
  }
  return delivered.length;
}
