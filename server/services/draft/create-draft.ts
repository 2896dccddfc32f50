/**
 * createDraft: drafts a document from a template, the lawyer's fields and a narrative, stores it and charges one
 * `draft` use (consume-once, reference = task id; refunded if storing fails).
 * With `enqueue` (the route, decision 152) the draft is stored RUNNING with the use charged and the drafting job
 * (draft.compose, compose-draft-task.ts) does the work: retried, refunded after its last attempt fails; the page
 * polls until FINISH. Without it (the home page's free sample, scripts) drafting runs inline before the charge.
 */
import { eq } from 'drizzle-orm';
import type { TDraftTaskRow } from '../../db/schema/index';
import { draftTasks } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { consumeOnce } from '../quota/consume-once';
import { refundOnce } from '../quota/refund-once';
import { composeDraft } from './compose-draft';
import type { TDraftDeps } from './draft-deps';
import { DRAFT_FAILED_NOTICE, DraftErrors } from './draft-errors';
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
  {
    actor,
    templateId,
    fields,
    narrative,
    isSample = false,
    enqueue,
  }: { actor: TActor; templateId: string; fields: Record<string, string>; narrative: string; isSample?: boolean; enqueue?: (taskId: string) => Promise<unknown> },
): Promise<TDraftTaskRow> {
  const template = findTemplate(templateId);
  if (!template) throw DraftErrors.templateNotFound();
  const given = cleanFields(template, fields);
  const story = cleanFieldValue(narrative);
  if (enqueue) return createDraftJob(deps, { actor, template, given, story, isSample, enqueue });
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

/** The queued path: a RUNNING row with its use charged, then the drafting job. */
async function createDraftJob(
  deps: TDraftDeps,
  input: { actor: TActor; template: TDraftTemplate; given: Record<string, string>; story: string; isSample: boolean; enqueue: (taskId: string) => Promise<unknown> },
): Promise<TDraftTaskRow> {
  const { actor, template, given, story, isSample } = input;
  const row = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(draftTasks)
      .values({ tenantId: actor.tenantId, userId: actor.userId, templateId: template.id, title: draftTitleOf(template, given), status: 'RUNNING', fields: given, narrative: story, isSample })
      .returning();
    if (!isSample) await consumeOnce(tx, { actor, model: 'draft', reference: created!.id });
    return created!;
  });
  try {
    await input.enqueue(row.id);
  } catch (err) {
    // The queue refused: nothing will draft it, so it fails now and costs nothing.
    await deps.db.update(draftTasks).set({ status: 'FAILURE', notice: DRAFT_FAILED_NOTICE }).where(eq(draftTasks.id, row.id));
    if (!isSample) await refundOnce(deps.db, { actor, model: 'draft', reference: row.id });
    throw err;
  }
  return row;
}
