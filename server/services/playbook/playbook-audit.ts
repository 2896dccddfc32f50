/**
 * Every playbook change is written to audit_log in the same transaction as the change itself (unlike login events,
 * a playbook change must not happen unrecorded): who (user), when (at), what (action, target and the before/after
 * snapshots in details). The page's change history reads these rows back (list-playbook-history.ts).
 */
import type { TPlaybookAction } from '@common/api/playbook';
import type { DbOrTx } from '../../db/client';
import { auditLog, type TPlaybookCustomCheckRow } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';

export const PLAYBOOK_AUDIT_PREFIX = 'playbook.';

/** What a firm check looked like, as stored in audit details (snake_case, like the API). */
export type TCustomSnapshot = {
  category_id: string;
  title: string;
  level: string;
  kind: string;
  patterns: string[];
  match: string;
  absent: string[];
  explanation: string;
  suggestion: string;
  legal_basis: string[];
  enabled: boolean;
};

/** A built-in check's state: whether it runs and at which level (the effective level, default included). */
export type TCheckSnapshot = { enabled: boolean; level: string };

export type TPlaybookAuditDetails = {
  category_id: string;
  title: string;
  before: TCustomSnapshot | TCheckSnapshot | null;
  after: TCustomSnapshot | TCheckSnapshot | null;
};

/** A firm check row as an audit snapshot. */
export function customSnapshot(row: TPlaybookCustomCheckRow): TCustomSnapshot {
  return {
    category_id: row.categoryId,
    title: row.title,
    level: row.level,
    kind: row.kind,
    patterns: [...row.patterns],
    match: row.match,
    absent: [...row.absent],
    explanation: row.explanation,
    suggestion: row.suggestion,
    legal_basis: row.citations.map((c) => `《${c.law}》${c.article}`),
    enabled: row.enabled,
  };
}

/** Appends one playbook change to audit_log; throws (and so rolls the change back) if it cannot. */
export async function recordPlaybookChange(
  tx: DbOrTx,
  { actor, action, target, details }: { actor: TActor; action: TPlaybookAction; target: string; details: TPlaybookAuditDetails },
): Promise<void> {
  await tx.insert(auditLog).values({
    tenantId: actor.tenantId,
    userId: actor.userId,
    action: `${PLAYBOOK_AUDIT_PREFIX}${action}`,
    target,
    details,
  });
}
