/**
 * Due diligence end to end (issue 9): two annual reports of ../shared/data/due-diligence against the team's
 * 股权投资尽调 checklist, run as a job; every found cell is traced to an exact span of its file; 未发现 says what
 * was searched; entities with checked credit codes; .xlsx and .docx exports opened again; another user's 404.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TFileTextResponse } from '@common/api/document';
import type { TTraceDetail } from '@common/api/trace';
import { useTestApp } from '../helpers/build-test-app';
import { buildLawyer, idempotencyKey, type TLawyer } from '../helpers/contract-client';
import { documentPath, dueDiligenceDir, tracePath, uploadFileTo, waitForTrace } from '../helpers/document-client';

const t = useTestApp({ services: ['api', 'worker'] });
let lawyer: TLawyer;
let other: TLawyer;
let fileIds: string[];
let detail: TTraceDetail;
const texts = new Map<string, string>();

const REPORTS = ['finglm_金宇生物_600201_2020年年度报告.pdf', 'finglm_四方科技_603339_2019年年度报告.pdf'];

beforeAll(async () => {
  lawyer = await buildLawyer(t().app, { quotas: { trace: 5 } });
  other = await buildLawyer(t().app, { quotas: { trace: 5 } });
  fileIds = [];
  for (const name of REPORTS) {
    const res = await uploadFileTo(lawyer, 'trace', name, await readFile(path.join(dueDiligenceDir, 'annual_reports', name)));
    expect(res.body.code).toBe(200);
    expect(res.body.data.status).toBe('READY');
    fileIds.push(res.body.data.file_id);
    const ft = await lawyer.client.get<TFileTextResponse>(`${documentPath('files/text')}?file_id=${res.body.data.file_id}`);
    texts.set(res.body.data.file_id, ft.body.data.text);
  }
  const templates = await lawyer.client.get<{ items: { template_id: string; name: string; questions: string[] }[] }>(tracePath('map/list'));
  expect(templates.body.data.items.map((x) => x.name)).toEqual(['股权投资尽调', '公司设立/章程审查', '重大合同审查', '劳动用工', '知识产权', '诉讼仲裁']);
  for (const tpl of templates.body.data.items) {
    expect(tpl.questions.length).toBeGreaterThanOrEqual(10);
    expect(tpl.questions.length).toBeLessThanOrEqual(30);
  }
  const created = await lawyer.client.call<{ task_id: string }>('POST', tracePath('tasks'), {
    body: { name: '年报尽调', file_ids: fileIds, template_id: 'equity-investment' },
    headers: { 'idempotency-key': idempotencyKey() },
  });
  expect(created.body.code).toBe(200);
  detail = (await waitForTrace(lawyer.client, created.body.data.task_id)) as TTraceDetail;
}, 180_000);

describe('due diligence on annual reports', () => {
  it('fills every cell, each found cell traced to an exact span', () => {
    expect(detail.status).toBe('FINISH');
    expect(detail.progress).toBe(100);
    expect(detail.rows).toHaveLength(2);
    let found = 0;
    let cells = 0;
    for (const row of detail.rows) {
      const text = texts.get(row.file_id)!;
      for (const cell of row.cells) {
        cells++;
        expect(cell.status === 'found' || cell.status === 'not_found').toBe(true);
        if (cell.status === 'not_found') {
          expect(cell.answer).toBe('未发现');
          expect(cell.searched.length).toBeGreaterThan(0);
          continue;
        }
        found++;
        for (const q of cell.quotes) {
          expect(q.verified).toBe(true);
          expect(text.slice(q.start, q.end)).toBe(q.text);
        }
      }
    }
    // Annual reports disclose nearly everything the checklist asks.
    expect(found / cells).toBeGreaterThanOrEqual(0.9);
  });

  it('answers the shareholder and litigation questions from the right sections', () => {
    const row = detail.rows[0]!;
    const cell = (q: string) => row.cells.find((c) => c.question === q)!;
    expect(cell('公司的控股股东是谁？').quotes[0]!.text).toMatch(/控股股东/);
    expect(cell('是否存在重大诉讼或仲裁？').quotes[0]!.text).toMatch(/诉讼|仲裁/);
  });

  it('extracts entities with checked credit codes, amounts and dates', () => {
    const entities = detail.rows.flatMap((r) => r.entities);
    expect(entities.some((e) => e.kind === 'company' && /股份有限公司$/.test(e.text))).toBe(true);
    expect(entities.some((e) => e.kind === 'amount')).toBe(true);
    expect(entities.some((e) => e.kind === 'date')).toBe(true);
    for (const row of detail.rows) for (const e of row.entities) expect(texts.get(row.file_id)!.slice(e.start, e.end)).toBe(e.text);
  });

  it('exports an .xlsx and a .docx memo that open again with the table and the quotes', async () => {
    const xlsx = await t().app.inject({ method: 'POST', url: tracePath('tasks/download'), headers: { token: lawyer.client.token!, 'x-xsrf-token': 'x', cookie: 'XSRF-TOKEN=x' }, payload: { task_id: detail.task_id, format: 'xlsx' } });
    expect(xlsx.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('尽调结果')!;
    expect(sheet.getRow(1).getCell(2).value).toBe(detail.questions[0]);
    expect(String(sheet.getRow(2).getCell(1).value)).toBe(REPORTS[0]);
    expect(wb.getWorksheet('出处原文')!.rowCount).toBeGreaterThan(10);
    const docx = await t().app.inject({ method: 'POST', url: tracePath('tasks/download'), headers: { token: lawyer.client.token!, 'x-xsrf-token': 'x', cookie: 'XSRF-TOKEN=x' }, payload: { task_id: detail.task_id, format: 'docx' } });
    expect(docx.statusCode).toBe(200);
    const zip = await JSZip.loadAsync(docx.rawPayload);
    const xml = await zip.file('word/document.xml')!.async('string');
    expect(xml).toContain('尽职调查备忘录');
    expect(xml).toContain('公司的控股股东是谁？');
  });

  it('answers 404 to another user for the table, its export and its files', async () => {
    expect((await other.client.get(`${tracePath('tasks/detail')}?task_id=${detail.task_id}`)).status).toBe(404);
    expect((await other.client.post(tracePath('tasks/download'), { task_id: detail.task_id, format: 'xlsx' })).status).toBe(404);
    const created = await other.client.call('POST', tracePath('tasks'), { body: { name: 'x', file_ids: fileIds, questions: ['控股股东是谁？'] } });
    expect(created.status).toBe(404);
    expect((await other.client.call('DELETE', tracePath('tasks'), { body: { task_id: detail.task_id } })).status).toBe(404);
  });

  it('renames the table for its owner only (all history renames through it), refusing an empty name', async () => {
    expect((await other.client.call('PUT', tracePath('tasks'), { body: { task_id: detail.task_id, name: '别人的' } })).status).toBe(404);
    expect((await lawyer.client.call('PUT', tracePath('tasks'), { body: { task_id: detail.task_id, name: '  ' } })).body.message).toContain('任务名称不能为空');
    const renamed = await lawyer.client.call('PUT', tracePath('tasks'), { body: { task_id: detail.task_id, name: '金宇生物 年报尽调' } });
    expect(renamed.body.code).toBe(200);
    const after = await lawyer.client.get<TTraceDetail>(`${tracePath('tasks/detail')}?task_id=${detail.task_id}`);
    expect(after.body.data.name).toBe('金宇生物 年报尽调');
  });

  it('runs the user own questions and makes the sample table for the home page', async () => {
    const created = await lawyer.client.call<{ task_id: string }>('POST', tracePath('tasks'), {
      body: { name: '自定义', file_ids: [fileIds[1]], questions: ['公司的注册地址在哪里？', '公司是否发行了可转换公司债券？'] },
    });
    const done = (await waitForTrace(lawyer.client, created.body.data.task_id)) as TTraceDetail;
    expect(done.rows[0]!.cells).toHaveLength(2);
    const sample = await lawyer.client.get<{ task_id: string }>(tracePath('tasks/sample'));
    const sd = await lawyer.client.get<TTraceDetail>(`${tracePath('tasks/detail')}?task_id=${sample.body.data.task_id}`);
    expect(sd.body.data.status).toBe('FINISH');
    const rent = sd.body.data.rows[0]!.cells.find((c) => c.question === '合同金额或价款是多少？')!;
    expect(rent.status).toBe('found');
    const list = await lawyer.client.get<{ items: { task_id: string }[] }>(`${tracePath('tasks/list')}?page=1&page_size=10`);
    expect(list.body.data.items.length).toBe(3);
  });
});
