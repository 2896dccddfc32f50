/**
 * The Word template of a drafting template, generated from its sections with the `docx` package (so the template is
 * reviewable code, not a binary): literal headings, and one docxtemplater paragraph loop per section
 * ({#s_facts}{text}{/s_facts}) styled the way courts and firms lay out a filing — 小二 bold centred title, 仿宋-style
 * 三号 body with a two-character first-line indent, right-aligned signature and date, A4 with 公文 margins.
 */
import type * as Docx from 'docx';
import type { Paragraph } from 'docx';
import type { TDraftTemplate, TSectionStyle } from './templates/template-types';

const FONT = { ascii: 'Times New Roman', eastAsia: '仿宋', hAnsi: 'Times New Roman' };
const TITLE_FONT = { ascii: 'Times New Roman', eastAsia: '黑体', hAnsi: 'Times New Roman' };
/** Half-points: 小二 = 18 pt, 三号 = 16 pt, 小三 = 15 pt. */
const SIZE = { title: 36, body: 30, heading: 30 };
const LINE = 560; // 28 pt line pitch, in 240ths of a line

/** Loop tag of a section in the Word template: s_<key with - as _>. */
export function loopTag(sectionKey: string): string {
  return `s_${sectionKey.replace(/[^a-zA-Z0-9]/g, '_')}`;
}

// docx is loaded by the first drafting job, not at start (decision 226).
type TDocx = typeof Docx;

function styled({ AlignmentType, Paragraph, TextRun }: TDocx, style: TSectionStyle, text: string): Paragraph {
  const run = new TextRun({ text, font: style === 'title' ? TITLE_FONT : FONT, size: style === 'title' ? SIZE.title : SIZE.body, bold: style === 'title' || style === 'heading' });
  const spacing = { line: LINE, before: style === 'title' ? 240 : 0, after: style === 'title' ? 240 : 0 };
  switch (style) {
    case 'title':
      return new Paragraph({ children: [run], alignment: AlignmentType.CENTER, spacing });
    case 'right':
      return new Paragraph({ children: [run], alignment: AlignmentType.RIGHT, spacing });
    case 'body':
      // Two Chinese characters of first-line indent (三号 = 16 pt = 320 twips per character).
      return new Paragraph({ children: [run], alignment: AlignmentType.JUSTIFIED, indent: { firstLine: 640 }, spacing });
    case 'closing':
      // 此致 is indented two characters; the addressee under it (XX人民法院) starts at the margin, as courts print it.
      return new Paragraph({ children: [run], alignment: AlignmentType.LEFT, spacing });
    default:
      return new Paragraph({ children: [run], alignment: AlignmentType.LEFT, spacing });
  }
}

/** A paragraph holding only a loop tag: docxtemplater's paragraphLoop drops it from the output. */
const tagParagraph = ({ Paragraph, TextRun }: TDocx, tag: string) => new Paragraph({ children: [new TextRun({ text: tag, font: FONT, size: SIZE.body })] });

/** The .docx bytes of the template's Word form, with docxtemplater tags. */
export async function buildWordTemplate(template: TDraftTemplate): Promise<Buffer> {
  const d = await import('docx');
  const { Document, Packer, Paragraph, TextRun } = d;
  const children: Paragraph[] = [];
  for (const section of template.sections) {
    if (section.heading) children.push(styled(d, 'heading', section.heading));
    const tag = loopTag(section.key);
    if (section.style === 'closing') {
      // Two forms inside the loop, chosen per paragraph by `lead` (the section's first line): tag-only paragraphs
      // vanish under paragraphLoop, so each item prints exactly one paragraph.
      const lead = new Paragraph({ children: [new TextRun({ text: '{text}', font: FONT, size: SIZE.body })], indent: { firstLine: 640 }, spacing: { line: LINE } });
      children.push(tagParagraph(d, `{#${tag}}`), tagParagraph(d, '{#lead}'), lead, tagParagraph(d, '{/lead}'), tagParagraph(d, '{^lead}'), styled(d, 'closing', '{text}'), tagParagraph(d, '{/lead}'), tagParagraph(d, `{/${tag}}`));
      continue;
    }
    children.push(tagParagraph(d, `{#${tag}}`), styled(d, section.style, '{text}'), tagParagraph(d, `{/${tag}}`));
  }
  const doc = new Document({
    creator: '律台 LawDesk',
    title: template.name,
    description: `${template.name}（律台文书模板）`,
    sections: [
      {
        // A4 with the margins of GB/T 9704 公文: 37 mm top, 35 mm bottom, 28 mm left, 26 mm right.
        properties: { page: { size: { width: 11906, height: 16838 }, margin: { top: 2098, bottom: 1984, left: 1587, right: 1474 } } },
        children,
      },
    ],
  });
  return Packer.toBuffer(doc);
}

const cache = new Map<string, Promise<Buffer>>();

/** The template's Word form, built once per process. */
export function wordTemplateOf(template: TDraftTemplate): Promise<Buffer> {
  let built = cache.get(template.id);
  if (!built) {
    built = buildWordTemplate(template);
    cache.set(template.id, built);
  }
  return built;
}
