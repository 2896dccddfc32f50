/**
 * exportTrace: a DD table as .xlsx (exceljs 4.4.0: the table, every quote with its page and offsets, the entities)
 * or as a .docx memo (docx: per file a table 问题 / 结论 / 出处, the quotes in full, the disclaimer).
 */
// exceljs and docx are loaded by the first export, not at start (decision 226).
import type { Paragraph, Table } from 'docx';
import type { TTraceTaskRow } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import type { DbOrTx } from '../../db/client';
import { DocumentErrors } from '../document/document-errors';
import { findOwnTrace } from './find-own-trace';

const DISCLAIMER = 'AI生成内容仅供参考，不构成正式法律意见。';
const ENTITY_LABELS = { company: '公司名称', credit_code: '统一社会信用代码', amount: '金额', date: '日期', party: '当事人' } as const;

function cellText(c: TTraceTaskRow['rows'][number]['cells'][number]): string {
  if (c.status === 'not_found') return `未发现（检索：${c.searched.join('、')}）`;
  if (c.status === 'pending') return '处理中';
  const pages = [...new Set(c.quotes.map((q) => q.page).filter((p) => p > 0))];
  return pages.length ? `${c.answer}\n（出处：第${pages.join('、')}页）` : c.answer;
}

/** The workbook's bytes. */
export async function traceToXlsx(task: TTraceTaskRow): Promise<Buffer> {
  const { default: Excel } = await import('exceljs');
  const wb = new Excel.Workbook();
  wb.creator = '律台';
  const table = wb.addWorksheet('尽调结果');
  table.addRow(['文件', ...task.questions]);
  for (const row of task.rows) table.addRow([row.file_name, ...row.cells.map(cellText)]);
  table.getRow(1).font = { bold: true };
  table.columns.forEach((col, i) => {
    col.width = i === 0 ? 30 : 40;
    col.alignment = { wrapText: true, vertical: 'top' };
  });
  const sources = wb.addWorksheet('出处原文');
  sources.addRow(['文件', '问题', '页码', '起始位置', '结束位置', '原文']);
  for (const row of task.rows) {
    for (const c of row.cells) for (const q of c.quotes) sources.addRow([row.file_name, c.question, q.page, q.start, q.end, q.text]);
  }
  sources.getRow(1).font = { bold: true };
  const entities = wb.addWorksheet('实体');
  entities.addRow(['文件', '类型', '内容', '校验', '对应公司']);
  for (const row of task.rows) {
    for (const e of row.entities) entities.addRow([row.file_name, ENTITY_LABELS[e.kind], e.text, e.kind === 'credit_code' ? (e.valid ? '校验通过' : '校验失败') : '', e.company ?? '']);
  }
  entities.getRow(1).font = { bold: true };
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const FONT = 'SimSun';

/** The memo's bytes. */
export async function traceToDocx(task: TTraceTaskRow): Promise<Buffer> {
  const { BorderStyle, Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } = await import('docx');
  const BORDER = { style: BorderStyle.SINGLE, size: 4, color: '999999' };
  const run = (text: string, bold = false) => new TextRun({ text, bold, font: { eastAsia: FONT, ascii: FONT, hAnsi: FONT } });
  const cell = (text: string, width: number, bold = false) =>
    new TableCell({ width: { size: width, type: WidthType.DXA }, children: text.split('\n').map((l) => new Paragraph({ children: [run(l, bold)] })) });
  const children: (Paragraph | Table)[] = [
    new Paragraph({ heading: HeadingLevel.TITLE, children: [run(`尽职调查备忘录：${task.name}`, true)] }),
    new Paragraph({ children: [run(`文件 ${task.rows.length} 份，问题 ${task.questions.length} 个。每个结论后注明出处页码，原文见各文件的“出处原文”部分。`)] }),
  ];
  for (const row of task.rows) {
    children.push(new Paragraph({ heading: HeadingLevel.HEADING_1, children: [run(row.file_name, true)] }));
    children.push(
      new Table({
        width: { size: 9638, type: WidthType.DXA },
        columnWidths: [2600, 7038],
        borders: { top: BORDER, bottom: BORDER, left: BORDER, right: BORDER, insideHorizontal: BORDER, insideVertical: BORDER },
        rows: [new TableRow({ children: [cell('问题', 2600, true), cell('结论', 7038, true)] }), ...row.cells.map((c) => new TableRow({ children: [cell(c.question, 2600), cell(cellText(c), 7038)] }))],
      }),
    );
    const quoted = row.cells.filter((c) => c.quotes.length > 0);
    if (quoted.length) {
      children.push(new Paragraph({ heading: HeadingLevel.HEADING_2, children: [run('出处原文', true)] }));
      for (const c of quoted) for (const q of c.quotes) children.push(new Paragraph({ children: [run(`【${c.question}】第${q.page}页：`, true), run(`“${q.text}”`)] }));
    }
  }
  children.push(new Paragraph({ children: [run(DISCLAIMER)] }));
  const doc = new Document({ sections: [{ children }] });
  return Buffer.from(await Packer.toBuffer(doc));
}

/** The export of one of the actor's finished DD tasks. */
export async function exportTrace(db: DbOrTx, { actor, taskId, format }: { actor: TActor; taskId: string; format: 'xlsx' | 'docx' }): Promise<{ bytes: Buffer; filename: string; contentType: string }> {
  const task = await findOwnTrace(db, { actor, taskId });
  if (task.status !== 'FINISH') throw DocumentErrors.traceBusy();
  const bytes = format === 'xlsx' ? await traceToXlsx(task) : await traceToDocx(task);
  const contentType = format === 'xlsx' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  return { bytes, filename: `${task.name}.${format}`, contentType };
}
