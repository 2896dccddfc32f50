import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { exchangeCodes } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { recordAudit } from '../../lib/audit';

// No 0/O/1/I: codes are typed by hand.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newCode(): string {
  const bytes = randomBytes(16);
  let s = '';
  for (const b of bytes) s += ALPHABET[b % ALPHABET.length];
  return s;
}

/** The platform admin issues a batch of single-use exchange codes (quotas + membership days). */
export async function issueExchangeCodes(
  db: Db,
  { actor, count, quotas, days }: { actor: TActor; count: number; quotas: Record<string, number>; days: number },
): Promise<{ codes: string[]; batch_id: string }> {
  const batchId = randomUUID();
  const codes = Array.from({ length: count }, newCode);
  await db.insert(exchangeCodes).values(codes.map((code) => ({ code, batchId, quotas, days, createdBy: actor.userId })));
  await recordAudit(db, { tenantId: actor.tenantId, userId: actor.userId, action: 'exchange.issue', target: batchId, details: { count, quotas, days } });
  return { codes, batch_id: batchId };
}
