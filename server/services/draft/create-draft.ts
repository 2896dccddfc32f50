/**
 * createDraft: drafts a document from a template, the lawyer's fields and a narrative, stores it and charges one
 * `draft` use (consume-once, reference = task id; refunded if storing fails). Drafting runs before the charge, so a
 * model failure or bad input costs nothing.
 */
import type { TDraftTaskRow } from '../../db/schema/index';
import { draftTasks } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { consumeOnce } from '../quota/consume-once';
import { composeDraft } from './compose-draft';
import type { TDraftDeps } from './draft-deps';
import { DraftErrors } from './draft-errors';
import { cleanFieldValue } from './render-draft';
import { findTemplate } from './templates/index';
import type { TDraftTemplate } from './templates/template-types';

/** A draft's title: the template's name and the first party named (民事起诉状·张三). */
export function draftTitleOf(template: TDraftTemplate, values: Record<string, string>): string {
  const nameField = template.fields.find((f) => f.key.endsWith('_name') && values[f.key]);
  const who = nameField ? Array.from(values[nameField.key]!).slice(0, 20).join('') : '';
  return who ? `${template.name}·${who}` : template.name;
}

/** Only the template's own fields, cleaned (control characters dropped, markup kept as text). */
export function cleanFields(template: TDraftTemplate, fields: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of template.fields) {
    const v = cleanFieldValue(fields[f.key] ?? '');
    if (v) out[f.key] = v;
  }
  return out;
}

/** Creates the draft; returns the stored row. */
export async function createDraft(
  deps: TDraftDeps,
  { actor, templateId, fields, narrative, isSample = false }: { actor: TActor; templateId: string; fields: Record<string, string>; narrative: string; isSample?: boolean },
): Promise<TDraftTaskRow> {
  const template = findTemplate(templateId);
  if (!template) throw DraftErrors.templateNotFound();
  const given = cleanFields(template, fields);
  const story = cleanFieldValue(narrative);
  const draft = await composeDraft(deps, { template, fields: given, narrative: story });
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(draftTasks)
      .values({
        tenantId: actor.tenantId,
        userId: actor.userId,
        templateId: template.id,
        title: draftTitleOf(template, draft.values),
        fields: given,
        narrative: story,
        paragraphs: draft.paragraphs,
        citations: draft.citations,
        missingFields: draft.missing,
        extracted: draft.extracted,
        warnings: draft.warnings,
        draftedBy: draft.draftedBy,
        notice: draft.notice,
        isSample,
      })
      .returning();
    // The sample on the home page is free; everything else is one `draft` use.
    if (!isSample) await consumeOnce(tx, { actor, model: 'draft', reference: row!.id });
    return row!;
  });
}
