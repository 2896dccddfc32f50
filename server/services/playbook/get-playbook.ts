import { and, asc, eq } from 'drizzle-orm';
import { PlaybookMessages } from '@common/api/playbook';
import type { DbOrTx } from '../../db/client';
import { playbookCheckOverrides, playbookCustomChecks } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { Errors } from '../../lib/app-error';
import type { TCheck } from '../../review/knowledge/schema';
import { checksOfScope, findBuiltinCheck, findScope, listScopes, type TScope } from './playbook-catalog';
import { assertPlaybookAdmin } from './playbook-guards';
import { customChecksWithNames, overridesWithNames, type TCustomCheckView, type TOverrideView } from './playbook-views';

export type TScopeCounts = TScope & { checkCount: number; changedCount: number; customCount: number };

export type TPlaybookView = {
  scope: TScopeCounts;
  scopes: TScopeCounts[];
  checks: { scope: string; check: TCheck; override: TOverrideView | null }[];
  custom: TCustomCheckView[];
};

/** One scope of the actor's tenant's playbook (通用检查 or a category): built-in checks with overrides, firm checks. */
export async function getPlaybook(db: DbOrTx, { actor, categoryId }: { actor: TActor; categoryId: string }): Promise<TPlaybookView> {
  assertPlaybookAdmin(actor);
  const scope = findScope(categoryId);
  if (!scope) throw Errors.badRequest(PlaybookMessages.unknownCategory);

  const overrides = await overridesWithNames(db).where(eq(playbookCheckOverrides.tenantId, actor.tenantId));
  const customAll = await db
    .select({ categoryId: playbookCustomChecks.categoryId })
    .from(playbookCustomChecks)
    .where(eq(playbookCustomChecks.tenantId, actor.tenantId));
  const custom = await customChecksWithNames(db)
    .where(and(eq(playbookCustomChecks.tenantId, actor.tenantId), eq(playbookCustomChecks.categoryId, scope.id)))
    .orderBy(asc(playbookCustomChecks.createdAt), asc(playbookCustomChecks.id));

  const overrideById = new Map(overrides.map((o) => [o.checkId, o]));
  const changedByScope = new Map<string, number>();
  for (const o of overrides) {
    const found = findBuiltinCheck(o.checkId);
    // An override of a check the knowledge base no longer has changes nothing.
    if (found) changedByScope.set(found.scope, (changedByScope.get(found.scope) ?? 0) + 1);
  }
  const customByScope = new Map<string, number>();
  for (const c of customAll) customByScope.set(c.categoryId, (customByScope.get(c.categoryId) ?? 0) + 1);
  const scopes = listScopes().map((s) => ({
    ...s,
    checkCount: checksOfScope(s.id).length,
    changedCount: changedByScope.get(s.id) ?? 0,
    customCount: customByScope.get(s.id) ?? 0,
  }));

  return {
    scope: scopes.find((s) => s.id === scope.id)!,
    scopes,
    checks: checksOfScope(scope.id).map((check) => ({ scope: scope.id, check, override: overrideById.get(check.id) ?? null })),
    custom,
  };
}
