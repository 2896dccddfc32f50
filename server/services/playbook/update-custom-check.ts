import { eq, sql } from 'drizzle-orm';
import { customCheckProblem, PlaybookMessages, type TUpdateCustomCheckRequest } from '@common/api/playbook';
import type { Db } from '../../db/client';
import { playbookCustomChecks } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { Errors } from '../../lib/app-error';
import type { LawCorpus } from '../../laws/corpus';
import { findCustomCheckForUpdate } from './find-custom-check';
import { findScope } from './playbook-catalog';
import { customSnapshot, recordPlaybookChange } from './playbook-audit';
import { assertPlaybookAdmin } from './playbook-guards';
import { customChecksWithNames, type TCustomCheckView } from './playbook-views';
import { resolveLegalBasis } from './resolve-legal-basis';

type TChanges = Omit<TUpdateCustomCheckRequest, 'id'>;

/**
 * Changes some fields of one of the tenant's firm checks; the merged check must still make sense for its kind.
 * Audited with the whole check before and after; a request that changes nothing writes nothing.
 */
export async function updateCustomCheck(
  db: Db,
  { actor, id, changes, corpus }: { actor: TActor; id: string; changes: TChanges; corpus: LawCorpus | null },
): Promise<TCustomCheckView> {
  assertPlaybookAdmin(actor);
  if (changes.category_id !== undefined && !findScope(changes.category_id)) throw Errors.badRequest(PlaybookMessages.unknownCategory);
  // Outside the transaction: resolving reads the corpus only.
  const citations = changes.legal_basis === undefined ? undefined : resolveLegalBasis(corpus, changes.legal_basis);

  await db.transaction(async (tx) => {
    const row = await findCustomCheckForUpdate(tx, { actor, id });
    const merged = {
      categoryId: changes.category_id ?? row.categoryId,
      title: changes.title ?? row.title,
      level: changes.level ?? row.level,
      kind: changes.kind ?? row.kind,
      patterns: changes.patterns ?? row.patterns,
      match: changes.match ?? row.match,
      absent: changes.absent ?? row.absent,
      explanation: changes.explanation ?? row.explanation,
      suggestion: changes.suggestion ?? row.suggestion,
      citations: citations ?? row.citations,
      enabled: changes.enabled ?? row.enabled,
    };
    const problem = customCheckProblem(merged);
    if (problem) throw Errors.badRequest(problem);
    const before = customSnapshot(row);
    const after = customSnapshot({ ...row, ...merged });
    if (JSON.stringify(before) === JSON.stringify(after)) return;
    await tx
      .update(playbookCustomChecks)
      .set({ ...merged, updatedBy: actor.userId, updatedAt: sql`now()` })
      .where(eq(playbookCustomChecks.id, row.id));
    await recordPlaybookChange(tx, {
      actor,
      action: 'custom.update',
      target: row.id,
      details: { category_id: merged.categoryId, title: merged.title, before, after },
    });
  });
  const [view] = await customChecksWithNames(db).where(eq(playbookCustomChecks.id, id));
  return view!;
}
