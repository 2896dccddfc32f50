/**
 * 合同审查意见书: the review opinion as a .docx built with the `docx` package — title, basic information, summary
 * with counts and conclusion, the risk table (序号, 风险等级, 问题, 条款原文, 修改建议), every finding in full with its
 * legal basis, and the disclaimer. Tables set columnWidths (LibreOffice ignores cell widths alone, field notes).
 * Font: Noto Sans CJK SC, which exists where the server renders PDFs (fonts-noto-cjk); the font table names SimSun
 * as its alternate so Word on a machine without Noto falls back to 宋体 instead of a Latin font.
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  HeadingLevel,
  Packer,
  PageNumber,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type ParagraphChild,
} from 'docx';
import { FINDING_LEVEL_LABELS, type TFinding, type TFindingLevel } from '@common/api/contract';
import { openDocx, encodeXmlText } from '../docx/open-docx';
import { writeZip } from '../docx/zip';
import { conclusionText, countByLevel, orderFindings } from './summarize';

export const REPORT_FONT = 'Noto Sans CJK SC';
export const REPORT_FONT_FALLBACK = 'SimSun';
export const DISCLAIMER = 'AI生成内容仅供参考，不构成正式法律意见。';

export interface ReviewReportInput {
  contractName: string;
  /** Category label, e.g. 买卖合同. */
  category: string;
  /** Stance label, e.g. 买方. */
  stance: string;
  reviewer: string;
  date: Date | string;
  /** Contract character count (ReviewDocument.charCount). */
  charCount: number;
  findings: readonly TFinding[];
  /** Replaces the generated overall conclusion. */
  conclusion?: string;
}

const LEVEL_COLOR: Record<TFindingLevel, string> = { high: 'C0392B', medium: 'D35400', low: '2471A3' };
const LEVEL_FILL: Record<TFindingLevel, string> = { high: 'FADBD8', medium: 'FDEBD0', low: 'D6EAF8' };
const FONT = { ascii: REPORT_FONT, eastAsia: REPORT_FONT, hAnsi: REPORT_FONT, cs: REPORT_FONT };
// A4 with 2 cm margins: 11906 - 2 * 1134 twips of text width.
const TEXT_WIDTH = 9638;
const RISK_COLUMNS = [700, 1100, 2300, 2769, 2769];
const INFO_COLUMNS = [2200, TEXT_WIDTH - 2200];

function formatDate(d: Date | string): string {
  if (typeof d === 'string' && !/^\d{4}-\d{2}-\d{2}T/.test(d)) return d;
  const date = typeof d === 'string' ? new Date(d) : d;
  if (!Number.isFinite(date.getTime())) return String(d);
  return `${date.getFullYear()}年${date.getMonth() + 1}月${date.getDate()}日`;
}

function text(t: string, opts: { bold?: boolean; color?: string; size?: number } = {}): TextRun {
  return new TextRun({ text: t, bold: opts.bold, color: opts.color, size: opts.size, font: FONT });
}

function para(children: ParagraphChild[] | string, opts: { heading?: (typeof HeadingLevel)[keyof typeof HeadingLevel]; align?: (typeof AlignmentType)[keyof typeof AlignmentType]; after?: number } = {}): Paragraph {
  return new Paragraph({
    children: typeof children === 'string' ? [text(children)] : children,
    heading: opts.heading,
    alignment: opts.align,
    spacing: { after: opts.after ?? 120, line: 360 },
  });
}

function heading(t: string): Paragraph {
  return new Paragraph({ children: [text(t, { bold: true, size: 28 })], heading: HeadingLevel.HEADING_1, spacing: { before: 240, after: 120 } });
}

function cell(content: string | Paragraph[], width: number, opts: { bold?: boolean; fill?: string; color?: string } = {}): TableCell {
  const children = typeof content === 'string' ? content.split('\n').map((line) => para([text(line, { bold: opts.bold, color: opts.color, size: 20 })], { after: 0 })) : content;
  return new TableCell({
    children,
    width: { size: width, type: WidthType.DXA },
    shading: opts.fill ? { type: ShadingType.CLEAR, fill: opts.fill, color: 'auto' } : undefined,
    margins: { top: 60, bottom: 60, left: 100, right: 100 },
  });
}

const BORDER = { style: BorderStyle.SINGLE, size: 4, color: '999999' };
const BORDERS = { top: BORDER, bottom: BORDER, left: BORDER, right: BORDER, insideHorizontal: BORDER, insideVertical: BORDER };

function lawTitle(law: string): string {
  const t = law.trim();
  return t.startsWith('《') ? t : `《${t}》`;
}

function revisionText(f: TFinding): string {
  const r = f.revision;
  if (!r) return '';
  if (r.op === 'delete') return '建议删除该表述。';
  if (r.op === 'insert') return `建议增加：“${r.text}”`;
  return `建议修改为：“${r.text}”`;
}

function infoTable(input: ReviewReportInput): Table {
  const rows: [string, string][] = [
    ['合同名称', input.contractName],
    ['合同类型', input.category],
    ['审查立场', input.stance],
    ['审查人', input.reviewer],
    ['审查日期', formatDate(input.date)],
    ['合同字数', `${input.charCount}字`],
  ];
  return new Table({
    width: { size: TEXT_WIDTH, type: WidthType.DXA },
    columnWidths: INFO_COLUMNS,
    borders: BORDERS,
    rows: rows.map(([k, v]) => new TableRow({ children: [cell(k, INFO_COLUMNS[0]!, { bold: true, fill: 'F2F3F4' }), cell(v || '—', INFO_COLUMNS[1]!)] })),
  });
}

function riskTable(findings: TFinding[]): Table {
  const header = new TableRow({
    tableHeader: true,
    children: ['序号', '风险等级', '问题', '条款原文', '修改建议'].map((h, i) => cell(h, RISK_COLUMNS[i]!, { bold: true, fill: 'E5E8E8' })),
  });
  const rows = findings.map(
    (f, i) =>
      new TableRow({
        children: [
          cell(String(i + 1), RISK_COLUMNS[0]!),
          cell(FINDING_LEVEL_LABELS[f.level], RISK_COLUMNS[1]!, { bold: true, color: LEVEL_COLOR[f.level], fill: LEVEL_FILL[f.level] }),
          cell(f.title, RISK_COLUMNS[2]!),
          cell(f.anchor?.quote || '（合同整体）', RISK_COLUMNS[3]!),
          cell([f.suggestion, revisionText(f)].filter(Boolean).join('\n') || '—', RISK_COLUMNS[4]!),
        ],
      }),
  );
  return new Table({ width: { size: TEXT_WIDTH, type: WidthType.DXA }, columnWidths: RISK_COLUMNS, borders: BORDERS, rows: [header, ...rows] });
}

function findingDetail(f: TFinding, i: number): Paragraph[] {
  const out: Paragraph[] = [
    new Paragraph({
      children: [text(`${i + 1}. `, { bold: true }), text(`【${FINDING_LEVEL_LABELS[f.level]}】`, { bold: true, color: LEVEL_COLOR[f.level] }), text(f.title, { bold: true })],
      heading: HeadingLevel.HEADING_2,
      spacing: { before: 200, after: 100 },
    }),
  ];
  const labelled = (label: string, value: string) => para([text(`${label}：`, { bold: true }), text(value)]);
  out.push(labelled('条款原文', f.anchor?.quote ? `“${f.anchor.quote}”` : '（涉及合同整体）'));
  if (f.explanation.trim()) out.push(labelled('风险说明', f.explanation.trim()));
  if (f.suggestion.trim()) out.push(labelled('修改建议', f.suggestion.trim()));
  const rev = revisionText(f);
  if (rev) out.push(labelled('建议文本', rev));
  if (f.legal_basis.length > 0) {
    out.push(para([text('法律依据：', { bold: true })], { after: 60 }));
    for (const b of f.legal_basis) {
      out.push(para([text(`${lawTitle(b.law)}${b.article}`, { bold: true }), ...(b.text.trim() ? [text(`：${b.text.trim()}`)] : [])]));
    }
  }
  return out;
}

/** Builds the 合同审查意见书 .docx. */
export async function buildReviewReport(input: ReviewReportInput): Promise<Uint8Array> {
  const findings = orderFindings(input.findings);
  const counts = countByLevel(input.findings);
  const doc = new Document({
    creator: input.reviewer || '律台',
    title: `${input.contractName} 合同审查意见书`,
    styles: { default: { document: { run: { font: FONT, size: 22 } } } },
    sections: [
      {
        properties: { page: { margin: { top: 1134, bottom: 1134, left: 1134, right: 1134 } } },
        footers: {
          default: new Footer({
            children: [new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ children: ['第 ', PageNumber.CURRENT, ' 页'], font: FONT, size: 18 })] })],
          }),
        },
        children: [
          new Paragraph({ alignment: AlignmentType.CENTER, heading: HeadingLevel.TITLE, spacing: { after: 320 }, children: [text('合同审查意见书', { bold: true, size: 40 })] }),
          heading('一、基本信息'),
          infoTable(input),
          heading('二、审查结论'),
          para(`本次审查共发现风险点${counts.total}项，其中高风险${counts.high}项、中风险${counts.medium}项、低风险${counts.low}项。`),
          para(input.conclusion?.trim() || conclusionText(counts)),
          heading('三、风险清单'),
          ...(findings.length ? [riskTable(findings)] : [para('未发现需要列示的风险点。')]),
          heading('四、风险详情'),
          ...(findings.length ? findings.flatMap(findingDetail) : [para('无。')]),
          heading('五、声明'),
          para([text(DISCLAIMER, { bold: true })]),
          para('本意见书依据所提交的合同文本及审查时有效的法律法规出具，审查结论应结合交易背景由执业律师复核。'),
        ],
      },
    ],
  });
  const bytes = new Uint8Array(await Packer.toBuffer(doc));
  return withFontFallback(bytes);
}

/** Names SimSun as the alternate of the report font in word/fontTable.xml (Word uses altName when a font is missing). */
function withFontFallback(bytes: Uint8Array): Uint8Array {
  const pkg = openDocx(bytes);
  const name = 'word/fontTable.xml';
  const xml = pkg.xml(name);
  const font = `<w:font w:name="${REPORT_FONT}"><w:altName w:val="${REPORT_FONT_FALLBACK}"/><w:charset w:val="86"/><w:family w:val="swiss"/><w:pitch w:val="variable"/></w:font>`;
  if (!xml || xml.includes(`w:name="${REPORT_FONT}"`)) return bytes;
  const close = xml.lastIndexOf('</w:fonts>');
  const selfClosed = /<w:fonts\b([^>]*?)\s*\/>\s*$/.exec(xml);
  let next: string;
  if (close >= 0) next = xml.slice(0, close) + font + xml.slice(close);
  else if (selfClosed) next = `${xml.slice(0, selfClosed.index)}<w:fonts${selfClosed[1]}>${font}</w:fonts>`;
  else return bytes;
  return writeZip(
    pkg.entries.map((e) =>
      e.name === name
        ? { kind: 'data', name, data: encodeXmlText(next, pkg.encodingOf(name)), compress: true, like: e }
        : { kind: 'copy', entry: e, source: bytes },
    ),
  );
}
