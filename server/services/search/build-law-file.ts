/**
 * A law as a file (api.md "law download", spec §7 search/law/download?format=pdf|docx): PDF through pdfkit with
 * Debian's Noto Serif CJK (field-notes: LibreOffice picks Japanese glyph forms, pdf-lib fails on the TTC), .docx
 * through the docx package. Title, validity and dates, the adoption lines, then every heading and article.
 */
import { existsSync } from 'node:fs';
// docx and pdfkit (with fontkit, ~30 MB once loaded) are imported by the first download, not at start (decision 226).
import type { Paragraph } from 'docx';
import type { LawCorpus } from '../../laws/corpus';
import type { Law } from '../../laws/parse-laws';
import { AppError, Errors } from '../../lib/app-error';
import { LAW_NOT_FOUND } from './get-law-detail';
import { lawMeta } from './law-meta';

/** Noto CJK as Debian installs it (fonts-noto-cjk); the first that exists is used. */
export const CJK_FONT_CANDIDATES: readonly { file: string; face: string }[] = [
  { file: '/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc', face: 'NotoSerifCJKsc-Regular' },
  { file: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', face: 'NotoSansCJKsc-Regular' },
  { file: '/usr/share/fonts/noto-cjk/NotoSerifCJK-Regular.ttc', face: 'NotoSerifCJKsc-Regular' },
];
export const PDF_FONT_MISSING = '服务器未安装中文字体（fonts-noto-cjk），暂不能生成 PDF，请下载 Word 版本';

function cjkFont(): { file: string; face: string } | null {
  const env = process.env.PDF_CJK_FONT;
  if (env && existsSync(env)) return { file: env, face: process.env.PDF_CJK_FACE ?? 'NotoSerifCJKsc-Regular' };
  return CJK_FONT_CANDIDATES.find((c) => existsSync(c.file)) ?? null;
}

/** Lines of the law in reading order: headings (when they change) and articles. */
function* outline(law: Law): Generator<{ kind: 'heading'; text: string; depth: number } | { kind: 'article'; label: string; text: string }> {
  let previous: string[] = [];
  for (const a of law.articles) {
    for (let d = 0; d < a.path.length; d++) {
      if (previous[d] !== a.path[d]) {
        for (let k = d; k < a.path.length; k++) yield { kind: 'heading', text: a.path[k]!, depth: k };
        break;
      }
    }
    previous = a.path;
    yield { kind: 'article', label: a.label, text: a.text };
  }
}

function subtitle(law: Law): string {
  const m = lawMeta(law);
  return [m.validity, m.promulgatedAt ? `公布 ${m.promulgatedAt}` : null, law.effectiveFrom ? `施行 ${law.effectiveFrom}` : null].filter(Boolean).join('\u3000');
}

async function buildPdf(law: Law): Promise<Buffer> {
  const font = cjkFont();
  if (!font) throw new AppError(503, 500, PDF_FONT_MISSING);
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: law.title } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });
  doc.registerFont('cjk', font.file, font.face);
  doc.font('cjk');
  doc.fontSize(18).text(law.title, { align: 'center' });
  doc.moveDown(0.5).fontSize(10).fillColor('#555').text(subtitle(law), { align: 'center' });
  for (const h of law.history) doc.fontSize(9).text(h, { align: 'center' });
  doc.fillColor('#000').moveDown();
  for (const item of outline(law)) {
    if (item.kind === 'heading') doc.moveDown(0.5).fontSize(item.depth === 0 ? 14 : 12).text(item.text, { align: 'center' }).moveDown(0.3);
    else {
      const [first, ...rest] = item.text.split('\n');
      doc.fontSize(11).text(`${item.label}\u3000${first ?? ''}`, { lineGap: 3 });
      for (const p of rest) doc.text(`\u3000\u3000${p}`, { lineGap: 3 });
      doc.moveDown(0.3);
    }
  }
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}

async function buildDocx(law: Law): Promise<Buffer> {
  const { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } = await import('docx');
  const children: Paragraph[] = [
    new Paragraph({ heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER, children: [new TextRun(law.title)] }),
    new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: subtitle(law), size: 20, color: '555555' })] }),
    ...law.history.map((h) => new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: h, size: 18 })] })),
  ];
  for (const item of outline(law)) {
    if (item.kind === 'heading') {
      children.push(new Paragraph({ heading: item.depth === 0 ? HeadingLevel.HEADING_1 : HeadingLevel.HEADING_2, alignment: AlignmentType.CENTER, children: [new TextRun(item.text)] }));
    } else {
      const [first, ...rest] = item.text.split('\n');
      children.push(new Paragraph({ children: [new TextRun({ text: `${item.label}\u3000`, bold: true }), new TextRun(first ?? '')] }));
      for (const p of rest) children.push(new Paragraph({ indent: { firstLine: 480 }, children: [new TextRun(p)] }));
    }
  }
  const doc = new Document({
    creator: 'LawDesk',
    title: law.title,
    styles: { default: { document: { run: { font: { eastAsia: 'SimSun', ascii: 'Times New Roman' } } } } },
    sections: [{ children }],
  });
  return Packer.toBuffer(doc);
}

/** The law as a PDF or .docx: { body, fileName, contentType }. Unknown id -> 404. */
export async function buildLawFile(corpus: LawCorpus, { lawId, format }: { lawId: string; format: 'pdf' | 'docx' }) {
  const law = corpus.getLaw(lawId);
  if (!law) throw Errors.notFound(LAW_NOT_FOUND);
  const body = format === 'pdf' ? await buildPdf(law) : await buildDocx(law);
  return {
    body,
    fileName: `${law.title}.${format}`,
    contentType: format === 'pdf' ? 'application/pdf' : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  };
}
