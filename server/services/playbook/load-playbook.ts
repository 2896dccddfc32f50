import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { playbookCheckOverrides, playbookCustomChecks } from '../../db/schema/index';
import type { Playbook, PlaybookOverride } from '../../review/playbook/index';

/** A tenant's playbook as the review engine applies it (overrides by check id, enabled and disabled firm checks). */
export async function loadPlaybook(db: DbOrTx, { tenantId }: { tenantId: string }): Promise<Playbook> {
  const [overrideRows, customRows] = await Promise.all([
    db.select().from(playbookCheckOverrides).where(eq(playbookCheckOverrides.tenantId, tenantId)),
    db.select().from(playbookCustomChecks).where(eq(playbookCustomChecks.tenantId, tenantId)).orderBy(playbookCustomChecks.createdAt),
  ]);
  const overrides: Record<string, PlaybookOverride> = {};
  for (const o of overrideRows) overrides[o.checkId] = { enabled: o.enabled, level: o.level };
  return {
    overrides,
    custom: customRows.map((r) => ({
      id: r.id,
      categoryId: r.categoryId,
      title: r.title,
      level: r.level,
      kind: r.kind,
      patterns: r.patterns,
      match: r.match,
      absent: r.absent,
      explanation: r.explanation,
      suggestion: r.suggestion,
      citations: r.citations,
      enabled: r.enabled,
    })),
  };
}
