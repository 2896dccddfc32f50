import { count, eq } from 'drizzle-orm';
import { PLAYBOOK_LIMITS, PlaybookMessages, type TCustomCheckFields } from '@common/api/playbook';
import type { Db } from '../../db/client';
import { playbookCustomChecks } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { Errors } from '../../lib/app-error';
import type { LawCorpus } from '../../laws/corpus';
import { findScope } from './playbook-catalog';
import { customSnapshot, recordPlaybookChange } from './playbook-audit';
import { assertPlaybookAdmin } from './playbook-guards';
import { customChecksWithNames, type TCustomCheckView } from './playbook-views';
import { resolveLegalBasis } from './resolve-legal-basis';

/** Adds a firm check to the actor's tenant (legal basis verified against the corpus first), audited. */
export async function createCustomCheck(
  db: Db,
  { actor, fields, corpus }: { actor: TActor; fields: TCustomCheckFields; corpus: LawCorpus | null },
): Promise<TCustomCheckView> {
  assertPlaybookAdmin(actor);
  if (!findScope(fields.category_id)) throw Errors.badRequest(PlaybookMessages.unknownCategory);
  const citations = resolveLegalBasis(corpus, fields.legal_basis);

  const id = await db.transaction(async (tx) => {
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(playbookCustomChecks)
      .where(eq(playbookCustomChecks.tenantId, actor.tenantId));
    if (n >= PLAYBOOK_LIMITS.customPerTenant) throw Errors.conflict(PlaybookMessages.tooManyCustom);
    const [row] = await tx
      .insert(playbookCustomChecks)
      .values({
        tenantId: actor.tenantId,
        categoryId: fields.category_id,
        title: fields.title,
        level: fields.level,
        kind: fields.kind,
        patterns: fields.patterns,
        match: fields.match,
        absent: fields.absent,
        explanation: fields.explanation,
        suggestion: fields.suggestion,
        citations,
        enabled: fields.enabled,
        createdBy: actor.userId,
        updatedBy: actor.userId,
      })
      .returning();
    await recordPlaybookChange(tx, {
      actor,
      action: 'custom.create',
      target: row!.id,
      details: { category_id: row!.categoryId, title: row!.title, before: null, after: customSnapshot(row!) },
    });
    return row!.id;
  });
  const [view] = await customChecksWithNames(db).where(eq(playbookCustomChecks.id, id));
  return view!;
}
