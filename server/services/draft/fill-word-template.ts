/**
 * Fills a template's Word form (build-word-template.ts) with a draft's paragraphs through docxtemplater: each
 * section's paragraphs go into its loop, so edited text keeps the court layout. Control characters XML cannot hold
 * are dropped; markup is plain text (docxtemplater escapes it).
 */
import type { TDraftParagraph } from '@common/api/draft';
import { loopTag, wordTemplateOf } from './build-word-template';
import type { TDraftTemplate } from './templates/template-types';

// Characters XML 1.0 forbids (everything below U+0020 except tab, LF and CR) and the non-characters U+FFFE/U+FFFF.
// eslint-disable-next-line no-control-regex
const XML_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text safe to put into Word XML. */
export function xmlSafe(text: string): string {
  return text.replace(XML_FORBIDDEN, '');
}

/** The .docx of a draft: its paragraphs in the template's Word form. */
export async function fillWordTemplate(template: TDraftTemplate, paragraphs: readonly TDraftParagraph[]): Promise<Buffer> {
  // Loaded by the first drafting job, not at start (decision 226).
  const [{ default: PizZip }, { default: Docxtemplater }] = await Promise.all([import('pizzip'), import('docxtemplater')]);
  const zip = new PizZip(await wordTemplateOf(template));
  const doc = new Docxtemplater(zip, { paragraphLoop: true, linebreaks: true, nullGetter: () => '' });
  const data: Record<string, { text: string; lead: boolean }[]> = {};
  for (const section of template.sections) data[loopTag(section.key)] = [];
  for (const p of paragraphs) {
    const tag = loopTag(p.section);
    if (!data[tag]) continue; // a section of an older template version: nowhere to put it
    // Headings are printed by the template itself.
    if (p.style === 'heading') continue;
    data[tag].push({ text: xmlSafe(p.text), lead: data[tag].length === 0 });
  }
  doc.render(data);
  return doc.getZip().generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}
