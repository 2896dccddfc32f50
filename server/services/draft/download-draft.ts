/**
 * downloadDraft: the draft as a .docx — its paragraphs in the template's Word form (docxtemplater), with every
 * citation the corpus could not verify followed by 【引用未能核验】 so it cannot pass unnoticed into a filing.
 */
import { UNVERIFIED_MARK } from '@common/api/draft';
import type { Db } from '../../db/client';
import type { TActor } from '../../lib/actor';
import { DraftErrors } from './draft-errors';
import { fillWordTemplate } from './fill-word-template';
import { findOwnDraft } from './find-own-draft';
import { findTemplate } from './templates/index';

/** The .docx bytes and a file name for the draft. */
export async function downloadDraft(db: Db, { actor, taskId }: { actor: TActor; taskId: string }): Promise<{ bytes: Buffer; fileName: string }> {
  const row = await findOwnDraft(db, { actor, taskId });
  if (row.status === 'RUNNING') throw DraftErrors.drafting();
  const template = findTemplate(row.templateId);
  if (!template) throw DraftErrors.templateNotFound();
  const unverified = row.citations.filter((c) => c.status !== 'verified' && c.status !== 'amended').map((c) => c.text);
  const paragraphs = row.paragraphs.map((p) => {
    let text = p.text;
    for (const written of unverified) if (written && text.includes(written) && !text.includes(written + UNVERIFIED_MARK)) text = text.split(written).join(written + UNVERIFIED_MARK);
    return { ...p, text };
  });
  const bytes = await fillWordTemplate(template, paragraphs);
  const safe = row.title.replace(/[\\/:*?"<>|\r\n]/g, '').slice(0, 60) || template.name;
  return { bytes, fileName: `${safe}.docx` };
}
