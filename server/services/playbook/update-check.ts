import { and, eq, sql } from 'drizzle-orm';
import { PlaybookMessages, type TLevel } from '@common/api/playbook';
import type { Db } from '../../db/client';
import { playbookCheckOverrides } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { Errors } from '../../lib/app-error';
import type { TCheck } from '../../review/knowledge/schema';
import { findBuiltinCheck, plainTitle } from './playbook-catalog';
import { recordPlaybookChange } from './playbook-audit';
import { assertPlaybookAdmin } from './playbook-guards';
import { overridesWithNames, type TOverrideView } from './playbook-views';

export type TUpdateCheckInput = { actor: TActor; checkId: string; enabled?: boolean; level?: TLevel };

/**
 * Switches a built-in check on or off and/or sets its level for the actor's tenant, audited with before/after.
 * A check back at its shipped state (enabled, default level) has no override row left. A request that changes
 * nothing writes nothing.
 */
export async function updateCheck(db: Db, input: TUpdateCheckInput): Promise<{ scope: string; check: TCheck; override: TOverrideView | null }> {
  const { actor, checkId } = input;
  assertPlaybookAdmin(actor);
  const found = findBuiltinCheck(checkId);
  if (!found) throw Errors.notFound(PlaybookMessages.unknownCheck);
  const { check, scope } = found;
  const mine = and(eq(playbookCheckOverrides.tenantId, actor.tenantId), eq(playbookCheckOverrides.checkId, checkId));

  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(playbookCheckOverrides).where(mine).for('update');
    const before = { enabled: current?.enabled ?? true, level: current?.level ?? check.level };
    const after = { enabled: input.enabled ?? before.enabled, level: input.level ?? before.level };
    if (after.enabled === before.enabled && after.level === before.level) return;

    const storedLevel = after.level === check.level ? null : after.level;
    if (after.enabled && storedLevel === null) {
      await tx.delete(playbookCheckOverrides).where(mine);
    } else {
      await tx
        .insert(playbookCheckOverrides)
        .values({ tenantId: actor.tenantId, checkId, enabled: after.enabled, level: storedLevel, updatedBy: actor.userId })
        .onConflictDoUpdate({
          target: [playbookCheckOverrides.tenantId, playbookCheckOverrides.checkId],
          set: { enabled: after.enabled, level: storedLevel, updatedBy: actor.userId, updatedAt: sql`now()` },
        });
    }
    await recordPlaybookChange(tx, {
      actor,
      action: 'check.update',
      target: checkId,
      details: { category_id: scope, title: plainTitle(check), before, after },
    });
  });

  const [override] = await overridesWithNames(db).where(mine);
  return { scope, check, override: override ?? null };
}
