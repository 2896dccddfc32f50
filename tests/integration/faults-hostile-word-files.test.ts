/**
 * Hostile names in the Word files of the other modules (issue 16): a draft and a research titled with markup,
 * quotes and an ampersand are downloaded as .docx; where the title is in the document it is text (escaped XML,
 * never an element), every part stays well-formed, and the download's file name is a percent-encoded header value that
 * cannot break the header, without the characters a file name cannot carry. (Contract review's comment author and file name: contract-hostile-names.test.ts.)
 */
import JSZip from 'jszip';
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { DRAFT_BASE } from '@common/api/draft';
import { RESEARCH_BASE } from '@common/api/research';
import { useTestApp } from '../helpers/build-test-app';
import { buildLawyer } from '../helpers/contract-client';

const TITLE = '<img src=x onerror=alert(1)>"><b>&amp;标题';

/** Throws when `xml` is not well-formed. */
function parseXml(xml: string): void {
  const parser = new SaxesParser();
  parser.on('error', (e) => {
    throw e;
  });
  parser.write(xml).close();
}

async function expectEscapedDocx(bytes: Buffer, titleInDocument: boolean): Promise<void> {
  const zip = await JSZip.loadAsync(bytes);
  let seen = false;
  for (const name of Object.keys(zip.files).filter((n) => n.endsWith('.xml') || n.endsWith('.rels'))) {
    const xml = await zip.file(name)!.async('string');
    expect(() => parseXml(xml), name).not.toThrow();
    expect(xml, name).not.toMatch(/<img\b|<b>/);
    if (xml.includes('&lt;img src=x onerror=alert(1)&gt;')) seen = true;
  }
  // Research prints its title in the document, as text; a draft's title is only its file name.
  if (titleInDocument) expect(seen).toBe(true);
}

function expectSafeDisposition(header: unknown): void {
  const disposition = String(header ?? '');
  expect(disposition).toMatch(/^attachment; filename\*=UTF-8''/);
  expect(disposition).not.toMatch(/[\r\n<>"]/);
  // The file name keeps the title's words; characters a file name cannot carry (< > " on Windows) are dropped.
  const fileName = decodeURIComponent(disposition.replace(/^attachment; filename\*=UTF-8''/, ''));
  expect(fileName).toContain('img src=x onerror=alert(1)');
  expect(fileName).not.toMatch(/[<>"\r\n]/);
  expect(fileName).toMatch(/\.docx$/);
}

describe('hostile titles in the Word files of drafts and research', () => {
  const t = useTestApp();

  it('a draft titled with markup downloads as well-formed Word with the title escaped', async () => {
    const lawyer = await buildLawyer(t().app, { quotas: { draft: 5 } });
    const sample = await lawyer.client.get<{ task_id: string }>(`${DRAFT_BASE}/tasks/sample`);
    expect(sample.body.code).toBe(200);
    const taskId = sample.body.data.task_id;
    expect((await lawyer.client.call('PUT', `${DRAFT_BASE}/tasks`, { body: { task_id: taskId, title: TITLE } })).body.code).toBe(200);
    const raw = await lawyer.client.request('POST', `${DRAFT_BASE}/download`, { body: { task_id: taskId } });
    expect(raw.statusCode).toBe(200);
    expectSafeDisposition(raw.headers['content-disposition']);
    await expectEscapedDocx(raw.rawPayload, false);
  });

  it('a research titled with markup downloads as well-formed Word with the title escaped', async () => {
    const lawyer = await buildLawyer(t().app, { quotas: { research: 5 } });
    const created = await lawyer.client.post<{ research_id: string }>(`${RESEARCH_BASE}/legal/create`, { question: '定金超过合同金额百分之二十的部分有效吗？' });
    expect(created.body.code).toBe(200);
    const researchId = created.body.data.research_id;
    expect((await lawyer.client.call('PUT', `${RESEARCH_BASE}/legal/detail`, { body: { research_id: researchId, title: TITLE } })).body.code).toBe(200);
    const raw = await lawyer.client.request('POST', `${RESEARCH_BASE}/legal/download`, { body: { research_id: researchId } });
    expect(raw.statusCode).toBe(200);
    expectSafeDisposition(raw.headers['content-disposition']);
    await expectEscapedDocx(raw.rawPayload, true);
  });
});
