import type { DbOrTx } from '../../db/client';
import { operationEvents } from '../../db/schema/index';

/** Stores one operation / data / point event with the anonymous visitor id (spec §7 operation). */
export async function recordEvent(
  db: DbOrTx,
  e: { tenantId: string | null; userId: string | null; visitorId: string; kind: string; name: string; payload: Record<string, unknown> },
): Promise<void> {
  await db.insert(operationEvents).values(e);
}
