/** The downloaded .docx lays out a court filing's closing as courts print it. */
import PizZip from 'pizzip';
import { describe, expect, it } from 'vitest';
import type { TDraftParagraph } from '@common/api/draft';
import { fillWordTemplate } from './fill-word-template';
import { findTemplate } from './templates/index';

/** Each <w:p> of the body with its text and whether it has a first-line indent. */
function paragraphsOf(bytes: Buffer): { text: string; indented: boolean }[] {
  const xml = new PizZip(bytes).file('word/document.xml')!.asText();
  return [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map((m) => ({
    text: [...m[0].matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((t) => t[1]).join(''),
    indented: /<w:ind [^>]*w:firstLine="[1-9]/.test(m[0]),
  }));
}

describe('fillWordTemplate', () => {
  it('indents 此致 two characters and starts the court under it at the margin, one paragraph each', async () => {
    const p = (id: string, section: string, style: TDraftParagraph['style'], text: string): TDraftParagraph => ({ id, section, style, text, editable: true });
    const bytes = await fillWordTemplate(findTemplate('civil-complaint')!, [
      p('p1', 'title', 'title', '民事起诉状'),
      p('p2', 'closing', 'closing', '此致'),
      p('p3', 'closing', 'closing', '北京市朝阳区人民法院'),
      p('p4', 'signature', 'right', '具状人：钱伟'),
    ]);
    const paras = paragraphsOf(bytes).filter((x) => x.text);
    // Headings (诉讼请求：…) are printed by the template itself.
    expect(paras.map((x) => x.text)).toEqual(['民事起诉状', '诉讼请求：', '事实与理由：', '此致', '北京市朝阳区人民法院', '具状人：钱伟', '附：']);
    expect(paras.find((x) => x.text === '此致')!.indented).toBe(true);
    expect(paras.find((x) => x.text === '北京市朝阳区人民法院')!.indented).toBe(false);
  });
});
